/**
 * The yardstick of a download: a bare Node HTTP server, no framework, no database, answering every
 * request with the same bytes and headers as the route's answer (`BARE_ANSWER`, a file, and
 * `BARE_HEADERS`, JSON). Run as a child process, as the measured server is; writes its port on
 * standard output once it listens. Under the same load, its first byte is what moving the answer
 * costs on this machine, the route's own work left out.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answer = readFileSync(process.env.BARE_ANSWER ?? '');
const headers = JSON.parse(process.env.BARE_HEADERS ?? '{}') as Record<string, string>;

const server = createServer((request, response) => {
  request.resume();
  response.writeHead(200, { ...headers, 'content-length': answer.byteLength });
  response.end(answer);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address !== 'string') process.stdout.write(`${address.port}\n`);
});
process.once('SIGTERM', () => process.exit(0));
