import type { Project } from '../../../src/features/projects/project-schema';

/** The project a spec names, from the portfolio it serves; a missing one fails the spec at once. */
export function projectById(projects: readonly Project[], id: string): Project {
  const project = projects.find((candidate) => candidate.id === id);
  if (!project) throw new Error(`the portfolio served has no project ${id}`);
  return project;
}
