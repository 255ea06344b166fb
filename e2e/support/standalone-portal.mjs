// Serves a portal's production build on its own origin, as a team runs it without the shell:
// its files (else index.html), and /api/ passed on to the running product's API.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' };

export function servePortal(folder, apiOrigin) {
  const api = new URL(apiOrigin);
  const server = createServer((request, response) => {
    if (request.url.startsWith('/api/')) {
      const upstream = forward(
        {
          host: api.hostname,
          port: api.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: api.host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
      return;
    }
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    let file = join(folder, path);
    if (!file.startsWith(folder) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(folder, 'index.html');
    }
    response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        stop: () =>
          new Promise((done) => {
            server.close(done);
            server.closeAllConnections();
          }),
      });
    });
  });
}
