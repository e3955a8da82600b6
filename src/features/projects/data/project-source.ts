/**
 * Where project records come from. A source only fetches; validation and ordering
 * happen once, in the projects store, so every source is held to the same schema.
 */
export type ProjectSource = {
  /** Shown in console messages, e.g. "data file" or "Firestore". */
  readonly name: string;
  /** Raw, untrusted records. Rejects when the source cannot be read at all. */
  fetchRecords(): Promise<unknown[]>;
};
