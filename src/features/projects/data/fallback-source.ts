import type { PortfolioSource } from '../portfolio-source';

/** Long enough for a slow mobile connection, short enough that a visitor still waits for it. */
const PRIMARY_TIMEOUT_MS = 10_000;

/**
 * Asks `primary`, and answers from `fallback` when it fails, hangs or has nothing at all, so
 * visitors never meet an empty portfolio because of the content store. Once the primary has
 * failed, the rest of the visit is served by the fallback: a hung store would otherwise hold
 * every filter, Load more and page behind the same timeout, and a failing one be asked again
 * (and logged) on each.
 */
export function withFallback(
  primary: PortfolioSource,
  fallback: PortfolioSource,
  {
    timeoutMs = PRIMARY_TIMEOUT_MS,
    log = console,
  }: { timeoutMs?: number; log?: Pick<Console, 'error'> } = {},
): PortfolioSource {
  let primaryFailed = false;
  const guarded =
    <Args extends unknown[], T>(
      ask: (source: PortfolioSource, ...args: Args) => Promise<T>,
    ): ((...args: Args) => Promise<T>) =>
    async (...args) => {
      if (primaryFailed) return ask(fallback, ...args);
      try {
        return await withTimeout(ask(primary, ...args), timeoutMs, primary.name);
      } catch (reason) {
        primaryFailed = true;
        log.error(
          `Could not read projects from the ${primary.name}; serving the ${fallback.name} instead.`,
          reason,
        );
        return ask(fallback, ...args);
      }
    };
  return {
    name: primary.name,
    home: guarded((source) => source.home()),
    list: guarded((source) => source.list()),
    project: guarded((source, id: string) => source.project(id)),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The ${what} did not answer within ${ms} ms.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
