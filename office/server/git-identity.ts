/**
 * The name the office signs its saves with: git's own `user.name`. When none is set (a fresh
 * login), the screen asks once and the office sets it in this checkout only, with a
 * placeholder e-mail when there is none either.
 */
import { git, gitValue } from './git.ts';

const PLACEHOLDER_EMAIL = 'office@localhost';

export async function identityName(root: string): Promise<string | null> {
  const name = await gitValue(root, ['config', 'user.name']);
  return name ? name : null;
}

export async function setIdentity(root: string, name: string): Promise<void> {
  await git(root, ['config', '--local', 'user.name', name]);
  if (!(await gitValue(root, ['config', 'user.email']))) {
    await git(root, ['config', '--local', 'user.email', PLACEHOLDER_EMAIL]);
  }
}
