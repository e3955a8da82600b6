/**
 * Google's analytics endpoints answered locally for Lighthouse, so that a site built with a
 * measurement id (the phone-photo site, or any --dist) is measured with analytics' real cost,
 * a gtag.js of the real one's size included, and no run contacts Google. Chrome resolves
 * Google's analytics hosts to this HTTPS server (a throwaway self-signed certificate, from
 * openssl) and accepts its certificate.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { standInResponse } from '../../tooling/google-analytics';
import { LOCAL_HOST } from '../../tooling/ports';

const HOSTS = [
  'www.googletagmanager.com',
  'firebase.googleapis.com',
  'firebaseinstallations.googleapis.com',
  '*.google-analytics.com',
  '*.analytics.google.com',
];

export async function serveGoogleStandIns(): Promise<{
  chromeFlags: string[];
  /** How many times gtag.js was served: each is a run that measured analytics whole. */
  gtagServed: () => number;
  close: () => Promise<void>;
}> {
  let gtagServed = 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'google-stand-ins-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=stand-in',
    ].concat(['-keyout', keyFile, '-out', certFile]),
    { stdio: 'ignore' },
  );
  const [key, cert] = await Promise.all([readFile(keyFile), readFile(certFile)]);
  await rm(dir, { recursive: true, force: true });

  const server = createServer({ key, cert }, (request, response) => {
    request.resume();
    request.on('end', () => {
      const url = new URL(request.url ?? '/', `https://${request.headers.host ?? 'localhost'}`);
      const { status, headers, body } = standInResponse(request.method ?? 'GET', url);
      if (url.pathname === '/gtag/js') gtagServed++;
      // Compressed as Google serves it: the transfer is what a phone downloads.
      const gzip = body.length > 1024 && /gzip/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(status, { ...headers, ...(gzip && { 'content-encoding': 'gzip' }) });
      response.end(gzip ? gzipSync(body) : body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, LOCAL_HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    chromeFlags: [
      `--host-resolver-rules=${HOSTS.map((host) => `MAP ${host} ${LOCAL_HOST}:${port}`).join(', ')}`,
      '--ignore-certificate-errors',
    ],
    gtagServed: () => gtagServed,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
