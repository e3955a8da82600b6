import { isProjectListPath } from '../../features/projects/project-logic';

type PrimaryLink = { label: 'Projects' | 'Home'; to: '/projects' | '/home' };

/**
 * Spec §2: the menu's primary link reads Home on the project list and Projects
 * everywhere else (details pages included), re-evaluated on every navigation.
 */
export function primaryLink(pathname: string): PrimaryLink {
  return isProjectListPath(pathname)
    ? { label: 'Home', to: '/home' }
    : { label: 'Projects', to: '/projects' };
}
