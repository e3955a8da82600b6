/**
 * Files are written whole or not at all: to a temporary file beside the target, then renamed
 * over it, so a crash or a full disk never leaves a half-written data file or photo.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function writeAtomically(file: string, bytes: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.office-${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export async function removeFile(file: string): Promise<void> {
  await rm(file, { force: true });
}
