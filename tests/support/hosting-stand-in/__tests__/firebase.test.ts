import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HOSTING_STAND_IN, liveReleases, standInEnv, type StandInSite } from '../live-site';

// The stand-in as publish runs it: a project folder with a firebase.json and a built site.

let work: string;
afterEach(() => rmSync(work, { recursive: true, force: true }));

function project() {
  work = mkdtempSync(path.join(tmpdir(), 'hosting-stand-in-'));
  const site: StandInSite = { dir: path.join(work, 'hosting'), url: 'http://127.0.0.1:5999' };
  const dist = path.join(work, 'dist');
  writeFileSync(
    path.join(work, 'firebase.json'),
    JSON.stringify({ hosting: { public: 'dist', ignore: ['firebase.json', '**/.*'] } }),
  );
  const build = (files: Record<string, string>) => {
    rmSync(dist, { recursive: true, force: true });
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
      writeFileSync(path.join(dist, name), text);
    }
  };
  const firebase = (...args: string[]) => {
    const result = spawnSync(HOSTING_STAND_IN, [...args, '--project', 'site-1'], {
      cwd: work,
      env: { ...process.env, ...standInEnv(site) },
      encoding: 'utf8',
    });
    return { code: result.status, stdout: result.stdout };
  };
  const live = () => listFiles(path.join(site.dir, 'live'));
  const liveVersion = () => {
    const { result } = JSON.parse(firebase('hosting:channel:list', '--json').stdout) as {
      result: {
        channels: { name: string; url: string; release?: { version: { name: string } } }[];
      };
    };
    return result.channels.find(({ name }) => name.endsWith('/channels/live'));
  };
  return { site, build, firebase, live, liveVersion };
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? listFiles(dir, path.join(prefix, entry.name))
        : [path.join(prefix, entry.name)],
    )
    .sort();
}

describe('the Hosting stand-in', () => {
  it('serves exactly the files of the live release, as Hosting does', () => {
    const { site, build, firebase, live, liveVersion } = project();
    expect(liveVersion()).toBeUndefined();

    build({ 'index.html': 'A', 'assets/a-AAAAAAAA.js': 'a', '.hidden': 'x' });
    expect(firebase('deploy', '--only', 'hosting,firestore:rules').code).toBe(0);
    expect(live()).toEqual(['assets/a-AAAAAAAA.js', 'index.html']);
    const first = liveVersion()?.release?.version.name;
    expect(first).toMatch(/^sites\/site-1\/versions\/[0-9a-f]+$/);
    expect(liveVersion()?.url).toBe(site.url);

    build({ 'index.html': 'B', 'assets/b-BBBBBBBB.js': 'b' });
    expect(firebase('deploy', '--only', 'hosting').code).toBe(0);
    expect(live()).toEqual(['assets/b-BBBBBBBB.js', 'index.html']);
    expect(readFileSync(path.join(site.dir, 'live', 'index.html'), 'utf8')).toBe('B');
    expect(liveVersion()?.release?.version.name).not.toBe(first);

    // A clone makes the first version live again: a third release, of the first version.
    const version = first?.split('/').at(-1) ?? '';
    expect(firebase('hosting:clone', `site-1@${version}`, 'site-1:live').code).toBe(0);
    expect(live()).toEqual(['assets/a-AAAAAAAA.js', 'index.html']);
    expect(liveVersion()?.release?.version.name).toBe(first);
    expect(liveReleases(site)).toHaveLength(3);
  });

  it('changes nothing when the deploy fails, nor for a preview channel', () => {
    const { site, build, firebase, live } = project();
    build({ 'index.html': 'A' });
    firebase('deploy', '--only', 'hosting');

    build({ 'index.html': 'B' });
    const failing = spawnSync(HOSTING_STAND_IN, ['deploy', '--project', 'site-1'], {
      cwd: work,
      env: { ...process.env, ...standInEnv(site), STANDIN_EXIT: '1' },
    });
    expect(failing.status).toBe(1);
    const preview = firebase('hosting:channel:deploy', 'preview-1', '--json');
    expect(JSON.parse(preview.stdout)).toMatchObject({
      status: 'success',
      result: { 'site-1': { url: expect.stringContaining('preview-1') as string } },
    });
    expect(live()).toEqual(['index.html']);
    expect(readFileSync(path.join(site.dir, 'live', 'index.html'), 'utf8')).toBe('A');
    expect(liveReleases(site)).toHaveLength(1);
  });
});
