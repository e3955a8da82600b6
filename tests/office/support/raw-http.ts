/**
 * Requests to the office as any program on this computer, or a page of another site in the
 * same browser, could send them: every header as the test writes it (Host and Origin too,
 * which a browser's fetch would not let a test set), the body as raw bytes.
 */
import { request } from 'node:http';
import type { Refusal } from '../../../office/api';
import type { Office } from './office';

type RawRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string | object;
};

export type RawResponse = { status: number; body: unknown; text: string };

/** Sends the request to the office's port on 127.0.0.1 and reads the whole answer. */
export function raw(office: Office, { method, path, headers = {}, body }: RawRequest) {
  const bytes =
    body === undefined
      ? undefined
      : Buffer.isBuffer(body)
        ? body
        : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const json = body !== undefined && !Buffer.isBuffer(body) && typeof body === 'object';
  return new Promise<RawResponse>((resolve, reject) => {
    let answered = false;
    const sent = request(
      {
        host: '127.0.0.1',
        port: office.port,
        method,
        path,
        // Host as the browser would send it, unless the test says otherwise.
        headers: {
          host: `127.0.0.1:${office.port}`,
          ...(json && { 'content-type': 'application/json' }),
          ...(bytes && { 'content-length': String(bytes.length) }),
          ...headers,
        },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, text });
        });
        response.on('error', reject);
      },
    );
    // A server that answers before it has read the whole body (a size limit) may close the
    // connection on the rest: its answer still counts.
    sent.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    sent.on('close', () => {
      if (!answered) reject(new Error(`${method} ${path}: the office closed without an answer`));
    });
    sent.end(bytes);
  });
}

/** The office's own headers for a write, as its page sends them. */
export const ownWrite = (office: Office): Record<string, string> => ({
  origin: office.origin,
  'sec-fetch-site': 'same-origin',
});

/** A refusal's message, if the answer is one. */
export function refusalOf(response: RawResponse): Refusal | undefined {
  const body = response.body as Partial<Refusal> | undefined;
  return typeof body?.message === 'string' ? (body as Refusal) : undefined;
}
