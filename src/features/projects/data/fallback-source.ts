import type { ProjectSource } from './project-source';

/** Long enough for a slow mobile connection, short enough that a visitor still waits for it. */
const PRIMARY_TIMEOUT_MS = 10_000;

/**
 * Reads `primary`, and serves `fallback` when it fails, hangs or comes back empty,
 * so visitors never meet an empty portfolio because of the content store.
 */
export function withFallback(
  primary: ProjectSource,
  fallback: ProjectSource,
  {
    timeoutMs = PRIMARY_TIMEOUT_MS,
    log = console,
  }: { timeoutMs?: number; log?: Pick<Console, 'error'> } = {},
): ProjectSource {
  return {
    name: primary.name,
    async fetchRecords() {
      let reason: unknown;
      try {
        const records = await withTimeout(primary.fetchRecords(), timeoutMs, primary.name);
        if (records.length > 0) return records;
        reason = new Error(`The ${primary.name} has no documents.`);
      } catch (error) {
        reason = error;
      }
      log.error(
        `Could not read projects from the ${primary.name}; serving the ${fallback.name} instead.`,
        reason,
      );
      return fallback.fetchRecords();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The ${what} did not answer within ${ms} ms.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
