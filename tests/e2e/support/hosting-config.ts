import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Hosting header rules as firebase.json states them. */
type HeaderRule = {
  source?: string;
  glob?: string;
  regex?: string;
  headers: { key: string; value: string }[];
};

function readHostingHeaders(): HeaderRule[] {
  const file = fileURLToPath(new URL('../../../firebase.json', import.meta.url));
  const config = JSON.parse(readFileSync(file, 'utf8')) as { hosting?: { headers?: HeaderRule[] } };
  return config.hosting?.headers ?? [];
}

export const headerRules: HeaderRule[] = readHostingHeaders();

/**
 * The headers firebase.json promises for a request path: every matching rule in
 * order, a later rule overriding an earlier one (as Hosting applies them). Keys are
 * lower-case. Rules match the requested path, not the rewrite target, so a deep
 * link gets only what its own path matches.
 */
export function configuredHeaders(pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of headerRules) {
    if (!ruleMatches(rule, pathname)) continue;
    for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), value);
  }
  return headers;
}

function ruleMatches(rule: HeaderRule, pathname: string): boolean {
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
