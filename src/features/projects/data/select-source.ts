import { createJsonSource } from './json-source';
import type { ProjectSource } from './project-source';

/** Picks the configured content store. Today that is always the shipped data file. */
export async function selectProjectSource(): Promise<ProjectSource> {
  return createJsonSource();
}
