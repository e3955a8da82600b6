import { createServer, request } from 'node:http';
import { freePort } from '../../support/free-port';
import { recordPageErrors } from './in-page';

const RECORDER_PATH = '/__engine-smoke/record-page-errors.js';

/**
 * WebDriver classic cannot run a script before the page's own, so the WebKit smoke visits
 * the site through this proxy: every HTML page gets the error recorder as its first script,
 * a same-origin file the site's Content-Security-Policy allows. Everything else, headers
 * included, passes through as the Hosting emulator sent it.
 */
export async function startRecorderProxy(
  site: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(site);
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === RECORDER_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      outgoing.end(`(${recordPageErrors.toString()})();`);
      return;
    }
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        // Uncompressed, so a page can be read and added to.
        headers: { ...incoming.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (response) => {
        const status = response.statusCode ?? 502;
        if (!response.headers['content-type']?.startsWith('text/html')) {
          outgoing.writeHead(status, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head[^>]*>/i, (head) => `${head}<script src="${RECORDER_PATH}"></script>`);
          const headers = { ...response.headers };
          delete headers['content-length'];
          outgoing.writeHead(status, headers);
          outgoing.end(html);
        });
      },
    );
    forwarded.on('error', (error) => {
      outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(forwarded);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
