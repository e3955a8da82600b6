import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The specs test the production build; fail fast with the fix instead of 404s everywhere. */
export default function globalSetup(): void {
  const index = fileURLToPath(new URL('../../../dist/index.html', import.meta.url));
  if (!existsSync(index)) {
    throw new Error(`${index} is missing. Run \`npm run build\` before the end-to-end tests.`);
  }
}
