/**
 * README and the guides in docs/ stay true to the repository: every repository path they name
 * in backticks exists, every `npm run X` is a script in package.json, and every relative link
 * reaches a file (and heading) inside the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../tooling/paths';

const DOCUMENTS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: object })
    .scripts,
);

/** Top-level folders held in git: every folder at the root that .gitignore does not list. */
const ignored = readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
  .filter(Boolean);
const SOURCE_FOLDERS = new Set(
  readdirSync(ROOT, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !ignored.includes(entry.name) && entry.name !== '.git',
    )
    .map((entry) => entry.name),
);

const withoutFences = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** `src/app/router.tsx`-like code spans; a placeholder (`<id>`, `{id}`, `*`) ends the part checked. */
function repoPaths(text: string): string[] {
  return [...withoutFences(text).matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((span) => span.includes('/') && SOURCE_FOLDERS.has(span.split('/')[0] ?? ''))
    .map((span) => span.split(/[<{*]/)[0] ?? '');
}

const npmScripts = (text: string) => [
  ...[...text.matchAll(/\bnpm run ([\w:.-]+)/g)].map((match) => match[1] ?? ''),
  ...[...text.matchAll(/\bnpm (start|test)\b/g)].map((match) => match[1] ?? ''),
];

const links = (text: string) =>
  [...withoutFences(text).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/.test(target));

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as dashes. */
const anchors = (text: string) =>
  [...withoutFences(text).matchAll(/^#+ (.+)$/gm)].map((match) =>
    (match[1] ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-'),
  );

describe.each(DOCUMENTS)('%s', (document) => {
  const text = readFileSync(path.join(ROOT, document), 'utf8');

  it('names only paths that exist', () => {
    const missing = repoPaths(text).filter((name) => !existsSync(path.join(ROOT, name)));
    expect(missing).toEqual([]);
  });

  it('names only npm scripts that exist', () => {
    const unknown = npmScripts(text).filter((name) => !scripts.includes(name));
    expect(unknown).toEqual([]);
  });

  it('links only to files and headings inside the repository', () => {
    const broken = links(text).filter((link) => {
      const [file = '', anchor] = link.split('#');
      const target = file
        ? path.resolve(ROOT, path.dirname(document), file)
        : path.join(ROOT, document);
      if (path.relative(ROOT, target).startsWith('..') || !existsSync(target)) return true;
      return anchor !== undefined && !anchors(readFileSync(target, 'utf8')).includes(anchor);
    });
    expect(broken).toEqual([]);
  });
});

it('README stays a five-minute read (under 200 lines)', () => {
  expect(readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThan(200);
});
