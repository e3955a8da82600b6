/**
 * Where the office finds the checkout it works on and keeps its own files. Every path comes from
 * the root it is given (the checkout `npm run office` starts in, or a test's copy), never from
 * tooling/paths.ts, whose root is this file's own repository.
 */
import path from 'node:path';
import { DATA_FILE_URL } from '../../src/features/projects/data-file.ts';

export type OfficePaths = {
  root: string;
  publicDir: string;
  dataFile: string;
  /** The data file as git names it, from the root. */
  dataFileInGit: string;
  /** The office's cache: the built screen, thumbnails, photos waiting for a save. */
  cacheDir: string;
  screenDir: string;
  thumbnailDir: string;
  stagingDir: string;
};

export function officePaths(root: string): OfficePaths {
  const resolved = path.resolve(root);
  const cacheDir = path.join(resolved, 'node_modules', '.cache', 'office');
  return {
    root: resolved,
    publicDir: path.join(resolved, 'public'),
    dataFile: path.join(resolved, 'public', ...DATA_FILE_URL.split('/')),
    dataFileInGit: `public${DATA_FILE_URL}`,
    cacheDir,
    screenDir: path.join(cacheDir, 'screen'),
    thumbnailDir: path.join(cacheDir, 'thumbnails'),
    stagingDir: path.join(cacheDir, 'staging'),
  };
}
