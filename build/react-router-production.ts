/**
 * React Router 7's package exports name only its development build, whatever the bundler's
 * mode (remix-run/react-router#14102, still open): a production bundle would carry its dev
 * warnings — logged in visitors' consoles — and their text. Its production build sits beside
 * it, the same code with `ENABLE_DEV_WARNINGS = false`; a build takes that one (`npm start` keeps
 * the warnings).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

export function reactRouterProductionBuild(command: 'build' | 'serve'): Alias[] {
  if (command !== 'build') return [];
  const require = createRequire(import.meta.url);
  const production = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
  ];
}
