/**
 * The document reads Firestore bills for one answer of its REST API, which the web SDK (lite)
 * reads through: a query's documents, at least 1 even when it finds none; a get's documents,
 * found or missing. Anything else (a write, a rules check) reads nothing here. The tests count
 * what the emulator answered, so a page's cost in reads is measured, not assumed.
 */
export function billedReads(url: string, answer: unknown): number {
  const query = /:runQuery\b/.test(url);
  if (!query && !/:batchGet\b/.test(url)) return 0;
  const entries = Array.isArray(answer) ? (answer as Record<string, unknown>[]) : [];
  const documents = entries.filter((entry) => entry.document || entry.found || entry.missing);
  return query ? Math.max(1, documents.length) : documents.length;
}
