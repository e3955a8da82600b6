/**
 * The office's HTTP contract: what its screen (office/app/) asks of its server (office/server/),
 * as types both sides import. Plain JSON over `fetch`; every write is a POST, PUT or DELETE
 * under /api/ and carries what it was based on, so a change made elsewhere since is refused,
 * never merged. A refusal is a status of 400 or more with a `Refusal` body in plain words.
 */
import type { FactChange as FieldChange } from '../seed/change-report';
import type { Bin } from '../seed/photo-bins';
import type { FormFacts, FormField } from '../seed/project-form';

/** Every refused request's body: one sentence that says what happened and what to do next. */
export type Refusal = {
  message: string;
  /** A form's problems, by form field, each in plain words ("Square feet must be a number, like 1,950"). */
  fields?: Partial<Record<FormField, string>>;
  /** 409: what changed in the file since the record was opened, field by field. */
  changes?: FieldChange[];
};

/**
 * The form's facts and its fields (seed/project-form.ts), a 409's field-by-field report
 * (seed/change-report.ts) and the photo bins (seed/photo-bins.ts) are defined beside the pure
 * code both sides share: the screen checks a form with the same code the server saves it with.
 */
export type { FormFacts, FormField, SaleChoice } from '../seed/project-form';
export type { FactChange as FieldChange } from '../seed/change-report';
export type { Bin } from '../seed/photo-bins';
/** A photo as the bins show it. */
export type BinPhoto = {
  /**
   * Where it is: a photo already on the site is its root-relative URL
   * ("/assets/projects/1021-hosbrook-st/kitchen-1.webp"); a photo just added is its upload's
   * token ("upload:…").
   */
  source: string;
  /** Its before photo, the same way, when it is one of a before-and-after pair. */
  before?: string;
  /** An upright thumbnail's URL (GET). */
  thumbnail: string;
  /**
   * Where the office serves the photo whole, with the site's responsive copies beside it
   * (`…-480.avif`), for the card preview: a site photo's own URL, or /staged/… for an upload.
   */
  url?: string;
  beforeThumbnail?: string;
  width: number;
  height: number;
};

export type Bins = Record<Bin, BinPhoto[]>;

/**
 * A record's version: a hash of its JSON. A save, move or take-down sends the version and the
 * record it was opened with; the server compares them with the file as it is now.
 */
export type BasedOn = { version: string; record: unknown };

/** A row of the portfolio list, in list order. */
export type PortfolioRow = {
  /** The web address: the project's page is /projects/{webAddress}. */
  webAddress: string;
  address: string;
  city: string;
  state: string;
  /** The banners as the site shows them: "Sold 2026", "Pending", "For Sale"; "Full Remodel"… */
  saleBanner: string;
  workBanner: string | null;
  /** The cover's thumbnail URL, or null for a project without one. */
  thumbnail: string | null;
  /** 0-based place in the list; the screen shows "3rd of 11". */
  position: number;
  basedOn: BasedOn;
};

/** GET /api/portfolio */
export type Portfolio = {
  rows: PortfolioRow[];
  /** A hash of the list's order; a move sends it, and is refused when the order changed since. */
  orderVersion: string;
  /** The data file cannot be read (a hand edit broke it): what is wrong, in words, and the fix. */
  problem?: string;
};

/** GET /api/projects/:webAddress */
export type ProjectForm = {
  webAddress: string;
  facts: FormFacts;
  bins: Bins;
  basedOn: BasedOn;
};

/** PUT /api/projects/:webAddress (edit) and POST /api/projects (new). */
export type SaveRequest = {
  /** A new project's web address (made from the address, may be changed); ignored on edit. */
  webAddress?: string;
  facts: FormFacts;
  bins: Bins;
  /** Absent for a new project. */
  basedOn?: BasedOn;
};

/** A save's answer: `saved: false` when it changed nothing (and nothing was written). */
export type SaveResult = {
  saved: boolean;
  message: string;
  webAddress: string;
  /** The saved change (its commit), which POST /api/changes/:id/undo puts back. */
  change?: SavedChange;
};

/** POST /api/projects/:webAddress/move */
export type MoveRequest = { basedOn: BasedOn; orderVersion: string; to: number };

/** DELETE /api/projects/:webAddress, with this body. */
export type TakeDownRequest = { basedOn: BasedOn };

/** GET /api/projects/:webAddress/take-down: what a take-down would remove, for its confirmation. */
export type TakeDownPreview = {
  address: string;
  thumbnail: string | null;
  /** "The project's record", "12 photos" … in words. */
  goes: string[];
};

/**
 * POST /api/uploads: one photo a request, its bytes as the body, its file name in the
 * `X-File-Name` header (URI-encoded). The server cleans it as add-project does and answers
 * with a photo for a bin.
 */
export type UploadResult = BinPhoto;

/** A saved change not yet live: one commit the office made. */
export type SavedChange = {
  id: string;
  /** "1021 Hosbrook St: sold in 2026" */
  message: string;
  /** ISO time. */
  when: string;
};

/** GET /api/changes; POST /api/changes/:id/undo undoes one (a take-down's undo restores the project). */
export type SavedChanges = { changes: SavedChange[] };

/** GET /api/identity: the name the office signs its saves with, or null until it is asked; POST sets it ({ name }). */
export type Identity = { name: string | null };
