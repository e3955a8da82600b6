/**
 * Firebase Hosting as firebase.json configures it, for the servers and tests that stand in
 * for it locally: which file or redirect a path gets (`cleanUrls`, `trailingSlash`,
 * `rewrites`) and which headers (`headers`). tests/perf/static-server.ts serves with it; the
 * e2e header tests compare the Hosting emulator's answers with it. Deploying to Hosting is the
 * release's (seed/release/hosting.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.ts';

/** A rule's path pattern, as Hosting accepts it: a glob (`source`, `glob`) or a `regex`. */
type PathPattern = { source?: string; glob?: string; regex?: string };
type HeaderRule = PathPattern & { headers: { key: string; value: string }[] };
type RewriteRule = PathPattern & { destination: string };

type HostingConfig = {
  public: string;
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  rewrites?: RewriteRule[];
  headers?: HeaderRule[];
  [key: string]: unknown;
};
type FirebaseConfig = {
  hosting: HostingConfig;
  emulators: { hosting: { host: string; port: number }; firestore: { host: string; port: number } };
  [key: string]: unknown;
};

/** firebase.json, as `firebase deploy` and the emulators read it (this checkout's, or `root`'s). */
export function readFirebaseConfig(root = ROOT): FirebaseConfig {
  return JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as FirebaseConfig;
}

const hosting = readFirebaseConfig().hosting;

/** Hosting header rules as firebase.json states them. */
export const headerRules: readonly HeaderRule[] = hosting.headers ?? [];

/**
 * The headers firebase.json promises for a request path: every matching rule in order, a
 * later rule overriding an earlier one (as Hosting applies them). Keys are lower-case. Rules
 * match the requested path, not the rewrite target, so a deep link gets only what its own
 * path matches.
 */
export function configuredHeaders(
  pathname: string,
  config: HostingConfig = hosting,
): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of config.headers ?? []) {
    if (!patternMatches(rule, pathname)) continue;
    for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), value);
  }
  return headers;
}

/** What Hosting answers for a path: a file under the public folder, a redirect, or nothing (404). */
type HostingAnswer = { file: string } | { redirect: string } | undefined;

/**
 * Hosting's routing for one request path (decoded, starting with `/`), in its order:
 * trailing-slash and `.html` redirects, an exact file, a clean URL's `.html` file, then the
 * first matching rewrite. `pages: false` answers every page path with its rewrite instead
 * (the site as a client-rendered app: the shell for every route). `isFile` takes a path
 * relative to the public folder.
 */
export async function resolveHostingPath(
  pathname: string,
  isFile: (relative: string) => Promise<boolean>,
  { config = hosting, pages = true }: { config?: HostingConfig; pages?: boolean } = {},
): Promise<HostingAnswer> {
  const clean = path.posix.normalize(pathname);
  if (config.trailingSlash === false && clean.length > 1 && clean.endsWith('/')) {
    return { redirect: clean.replace(/\/+$/, '') };
  }
  if (config.cleanUrls && clean.endsWith('.html')) {
    return { redirect: clean.replace(/(?:\/index)?\.html$/, '') || '/' };
  }
  const relative = clean.slice(1);
  const isPage = !path.posix.extname(clean);
  if (relative && (!isPage || pages) && (await isFile(relative))) return { file: relative };
  if (pages && isPage) {
    const page = clean === '/' ? 'index.html' : `${relative}.html`;
    if ((clean === '/' || config.cleanUrls) && (await isFile(page))) return { file: page };
  }
  const rewrite = config.rewrites?.find((rule) => patternMatches(rule, clean));
  if (rewrite) return { file: rewrite.destination.replace(/^\//, '') };
  return undefined;
}

function patternMatches(rule: PathPattern, pathname: string): boolean {
  if (rule.regex !== undefined) return new RegExp(rule.regex, 'u').test(pathname);
  const glob = rule.source ?? rule.glob;
  if (glob === undefined) return false;
  return globToRegExp(glob.startsWith('/') ? glob : `/${glob}`).test(pathname);
}

/** The subset of minimatch that Hosting configs use: **, *, ?, {a,b} and @(a|b). */
function globToRegExp(glob: string): RegExp {
  let pattern = '';
  let groups = 0;
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob.charAt(i);
    if (glob.startsWith('**/', i)) {
      pattern += '(?:[^/]*/)*';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      pattern += '.*';
      i += 1;
    } else if (char === '*') {
      pattern += '[^/]*';
    } else if (char === '?') {
      pattern += '[^/]';
    } else if (char === '{' || (char === '@' && glob.charAt(i + 1) === '(')) {
      pattern += '(?:';
      groups += 1;
      if (char === '@') i += 1;
    } else if (groups > 0 && (char === '}' || char === ')')) {
      pattern += ')';
      groups -= 1;
    } else if (groups > 0 && (char === ',' || char === '|')) {
      pattern += '|';
    } else {
      pattern += char.replace(/[.+^$(){}|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}
