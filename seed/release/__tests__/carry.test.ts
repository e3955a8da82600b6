import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { carryFiles, OldFilesUnavailable, planCarrying } from '../carry';
import { RELEASE_FILES, type ReleaseRecord } from '../carry-plan';
import { liveChannel } from '../hosting';

// Carrying against a live site on the loopback: a real HTTP server answering as Hosting would,
// and firebase's channel list as firebase-tools prints it.

const servers: Server[] = [];
const works: string[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const work of works.splice(0)) rmSync(work, { recursive: true, force: true });
});

/** A live site answering each path from `files` (text/html for `.html`), 404 otherwise. */
async function liveSite(files: Record<string, { status?: number; type?: string; body: string }>) {
  const server = createServer((request, response) => {
    const file = files[request.url ?? ''];
    response.writeHead(file?.status ?? (file ? 200 : 404), {
      'content-type': file?.type ?? 'application/octet-stream',
    });
    response.end(file?.body ?? 'Not Found');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

function carrying(url: string) {
  const work = mkdtempSync(path.join(tmpdir(), 'carry-'));
  works.push(work);
  const dist = path.join(work, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'assets', 'index-NewBuild.js'), 'new');
  const printed = JSON.stringify({
    status: 'success',
    result: {
      channels: [
        {
          name: 'sites/site/channels/live',
          url: `${url}/`,
          release: { version: { name: 'sites/site/versions/v1' } },
        },
      ],
    },
  });
  const lines: string[] = [];
  return {
    dist,
    lines,
    input: {
      liveChannel: async () => liveChannel(printed),
      dist,
      projects: ['a-house'],
      now: new Date('2026-11-26T12:00:00Z'),
      output: { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) },
    },
  };
}

describe('carrying the earlier releases’ files', () => {
  it('takes the kept files from the live site into the build, beside the new record', async () => {
    const earlier: ReleaseRecord = {
      releases: [
        {
          at: '2026-11-20T12:00:00.000Z',
          code: ['assets/index-OldBuild.js'],
          photos: { 'a-house': ['assets/projects/a-house/old-480.webp'] },
        },
      ],
    };
    const url = await liveSite({
      [`/${RELEASE_FILES}`]: { type: 'application/json', body: JSON.stringify(earlier) },
      '/assets/index-OldBuild.js': { body: 'old code' },
      '/assets/projects/a-house/old-480.webp': { body: 'old photo' },
    });
    const { dist, input } = carrying(url);

    const planned = await planCarrying(input);
    expect(planned.plan.fetch).toEqual([
      'assets/index-OldBuild.js',
      'assets/projects/a-house/old-480.webp',
    ]);
    await carryFiles(planned, dist);
    expect(readFileSync(path.join(dist, 'assets', 'index-OldBuild.js'), 'utf8')).toBe('old code');
    expect(readFileSync(path.join(dist, 'assets/projects/a-house/old-480.webp'), 'utf8')).toBe(
      'old photo',
    );
    const record = JSON.parse(
      readFileSync(path.join(dist, RELEASE_FILES), 'utf8'),
    ) as ReleaseRecord;
    expect(record.releases.map(({ code }) => code)).toEqual([
      ['assets/index-NewBuild.js'],
      ['assets/index-OldBuild.js'],
    ]);
  });

  it('carries nothing from a site released before releases kept a record (it answers the shell)', async () => {
    const url = await liveSite({
      [`/${RELEASE_FILES}`]: { type: 'text/html; charset=utf-8', body: '<!doctype html>' },
    });
    const { input, lines } = carrying(url);
    const { plan } = await planCarrying(input);
    expect(plan.fetch).toEqual([]);
    expect(lines.join('\n')).toContain(`The live site has no ${RELEASE_FILES}`);
  });

  it('says which file the live site would not give, and why', async () => {
    const earlier: ReleaseRecord = {
      releases: [
        { at: '2026-11-20T12:00:00.000Z', code: ['assets/index-OldBuild.js'], photos: {} },
      ],
    };
    const url = await liveSite({
      [`/${RELEASE_FILES}`]: { type: 'application/json', body: JSON.stringify(earlier) },
    });
    const { dist, input } = carrying(url);
    const planned = await planCarrying(input);
    const failure = carryFiles(planned, dist);
    await expect(failure).rejects.toThrow(OldFilesUnavailable);
    await expect(failure).rejects.toThrow(`${url}/assets/index-OldBuild.js answered 404`);

    const broken = await liveSite({ [`/${RELEASE_FILES}`]: { status: 500, body: 'oops' } });
    await expect(planCarrying(carrying(broken).input)).rejects.toThrow(
      `${broken}/${RELEASE_FILES} answered 500`,
    );
  });
});
