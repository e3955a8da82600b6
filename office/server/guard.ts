/**
 * The office answers this computer only. It listens on 127.0.0.1, but any web page the same
 * browser opens can still send it requests: a `Host` that is not the office's own is a page that
 * rebound its name to 127.0.0.1 (DNS rebinding); a write whose `Origin` is not the office's own
 * is another site's form or script. Both are refused before any route runs, whatever the
 * content type (Hono's csrf() judges form content types only).
 */
import type { MiddlewareHandler } from 'hono';
import type { Refusal } from '../api.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function officeOnly(port: number): MiddlewareHandler {
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  const origins = new Set([...hosts].map((host) => `http://${host}`));
  return async (c, next) => {
    const refuse = (message: string) => c.json({ message } satisfies Refusal, 403);
    const host = c.req.header('host');
    if (host === undefined || !hosts.has(host.toLowerCase())) {
      return refuse(
        `The office answers only at http://127.0.0.1:${port}/: this request came for ${host ?? 'no address'}.`,
      );
    }
    if (c.req.header('sec-fetch-site') === 'cross-site') {
      return refuse('The office does not answer other web sites.');
    }
    if (WRITES.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin === undefined || !origins.has(origin.toLowerCase())) {
        return refuse(
          origin === undefined
            ? 'A change must come from the office’s own page: this one did not say where it came from.'
            : `A change must come from the office’s own page, not from ${origin}.`,
        );
      }
    }
    await next();
    // Nor may another site show the office in a frame, to have its buttons clicked unseen.
    c.header('X-Frame-Options', 'DENY');
    c.header('Content-Security-Policy', "frame-ancestors 'none'");
    c.header('X-Content-Type-Options', 'nosniff');
  };
}
