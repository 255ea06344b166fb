import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** About 64 MB of answers and their compression at most. */
const charactersKept = 64 * 1024 * 1024;

const brotli = promisify(brotliCompress);

/**
 * Kept answers' brotli, by their text: an answer given again from memory (the owner's pages, the
 * Schedule E CSV) is compressed the first time only, on the thread pool, instead of by
 * @fastify/compress for each request, which had halved a route's throughput under load. The least
 * recently used go first beyond the bound (lru-cache).
 */
const compressed = new LRUCache<string, Buffer>({
  maxSize: charactersKept,
  sizeCalculation: (bytes, text) => text.length + bytes.length,
});

/** Whether the client takes brotli, by its Accept-Encoding (negotiator, as the front ends' files). */
const acceptsBrotli = (request: { raw: IncomingMessage }) =>
  new Negotiator(request.raw).encoding(['br', 'identity'], { preferred: ['br'] }) === 'br';

/**
 * Sends a kept answer's text, in brotli to a client that takes it; any other client is answered by
 * @fastify/compress as usual. The reply's type is set by the caller.
 */
export async function sendKept(reply: FastifyReply, text: string) {
  reply.header('vary', 'accept-encoding');
  if (!acceptsBrotli(reply.request)) return reply.send(text);
  let bytes = compressed.get(text);
  if (!bytes) {
    bytes = await brotli(text, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    });
    compressed.set(text, bytes);
  }
  return reply.header('content-encoding', 'br').send(bytes);
}
