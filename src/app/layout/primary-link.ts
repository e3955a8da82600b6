import { isProjectListPath, routes } from '../../config/routes';

type PrimaryLink =
  | { label: 'Home'; to: typeof routes.homeAlias }
  | { label: 'Projects'; to: typeof routes.projects };

/** What the primary link can read (spec §2). */
export const PRIMARY_LABELS = [
  'Home',
  'Projects',
] as const satisfies readonly PrimaryLink['label'][];

/**
 * Spec §2: the menu's primary link reads Home on the project list and Projects
 * everywhere else (details pages included), re-evaluated on every navigation.
 */
export function primaryLink(pathname: string): PrimaryLink {
  return isProjectListPath(pathname)
    ? { label: 'Home', to: routes.homeAlias }
    : { label: 'Projects', to: routes.projects };
}
