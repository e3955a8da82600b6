/**
 * The screen's side of the HTTP contract (office/api.ts): one plain async function per request.
 * A refused request throws `Refused`, which carries the server's words (and a form's field
 * messages, or a 409's field-by-field report) for the screen to show as they are.
 */
import type {
  BasedOn,
  Identity,
  Portfolio,
  ProjectForm,
  Refusal,
  SaveRequest,
  SaveResult,
  SavedChanges,
  TakeDownPreview,
  UploadResult,
} from '../api';

export class Refused extends Error {
  readonly status: number;
  readonly refusal: Refusal;
  constructor(status: number, refusal: Refusal) {
    super(refusal.message);
    this.status = status;
    this.refusal = refusal;
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new Refused(0, {
      message:
        'The office did not answer. Check that it is still running (npm run office), then try again.',
    });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new Refused(response.status, asRefusal(body, response.status));
  return body as T;
}

function asRefusal(body: unknown, status: number): Refusal {
  if (typeof body === 'object' && body !== null && typeof (body as Refusal).message === 'string')
    return body as Refusal;
  return { message: `The office refused this (error ${status}). Try again.` };
}

function json(method: string, body: unknown): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

const projectPath = (webAddress: string) => `/api/projects/${encodeURIComponent(webAddress)}`;

export const getPortfolio = () => request<Portfolio>('/api/portfolio');

export const getProject = (webAddress: string) => request<ProjectForm>(projectPath(webAddress));

export const saveProject = (webAddress: string, save: SaveRequest) =>
  request<SaveResult>(projectPath(webAddress), json('PUT', save));

export const addProject = (save: SaveRequest) =>
  request<SaveResult>('/api/projects', json('POST', save));

export const moveProject = (
  webAddress: string,
  move: { basedOn: BasedOn; orderVersion: string; to: number },
) => request<SaveResult>(`${projectPath(webAddress)}/move`, json('POST', move));

export const getTakeDownPreview = (webAddress: string) =>
  request<TakeDownPreview>(`${projectPath(webAddress)}/take-down`);

export const takeDown = (webAddress: string, basedOn: BasedOn) =>
  request<SaveResult>(projectPath(webAddress), json('DELETE', { basedOn }));

/** One photo a request, as the file's own bytes (never read into the page's memory). */
export const uploadPhoto = (file: File) =>
  request<UploadResult>('/api/uploads', {
    method: 'POST',
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      'X-File-Name': encodeURIComponent(file.name),
    },
    body: file,
  });

export const getChanges = () => request<SavedChanges>('/api/changes');

export const undoChange = (id: string) =>
  request<SaveResult>(`/api/changes/${encodeURIComponent(id)}/undo`, json('POST', {}));

export const getIdentity = () => request<Identity>('/api/identity');

export const saveIdentity = (name: string) =>
  request<Identity>('/api/identity', json('POST', { name }));

/** A refusal's words, or a plain sentence for anything else that went wrong. */
export function messageOf(error: unknown): string {
  if (error instanceof Refused) return error.refusal.message;
  return 'Something went wrong in the office. Reload the page and try again.';
}
