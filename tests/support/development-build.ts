/**
 * Code only a library's development build carries: text that its production build leaves out.
 * A site built for visitors must have none (the bundle check and the publish test look).
 */
const DEVELOPMENT_MARKERS = {
  // React Router's package exports name only its development build (build/react-router-production.ts).
  'React Router': 'No routes matched location',
  // React DOM's development build checks the HTML it renders; NODE_ENV=development builds it.
  'React DOM': 'In HTML, %s cannot be a child of',
} as const;

/** The libraries whose development build `code` carries. */
export function developmentBuildsIn(code: string): string[] {
  return Object.entries(DEVELOPMENT_MARKERS)
    .filter(([, marker]) => code.includes(marker))
    .map(([library]) => library);
}
