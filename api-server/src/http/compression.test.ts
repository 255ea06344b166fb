import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { createProperty, signUpOwner } from '../test-support/owners';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

/** A page of properties as the browser would ask for it, over plain HTTP to see its bytes. */
async function propertiesPage(headers: Record<string, string>, acceptEncoding: string) {
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  return new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
    request(
      {
        host: '127.0.0.1',
        port: address.port,
        path: '/api/properties',
        headers: { ...headers, 'accept-encoding': acceptEncoding },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
      },
    )
      .on('error', reject)
      .end();
  });
}

test('an answer goes compressed to a browser that accepts brotli, and as it is to one that does not', async () => {
  const owner = await signUpOwner(server);
  for (let index = 0; index < 6; index++) {
    await createProperty(server, owner, { name: `Compressed Court ${index + 1}` });
  }

  const plain = await propertiesPage(owner.headers, 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  const answer = JSON.parse(plain.bytes.toString('utf8'));
  expect(answer.total).toBe(6);

  const compressed = await propertiesPage(owner.headers, 'gzip, deflate, br');
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(compressed.headers.vary).toMatch(/accept-encoding/i);
  expect(compressed.bytes.length).toBeLessThan(plain.bytes.length / 3);
  expect(JSON.parse(brotliDecompressSync(compressed.bytes).toString('utf8'))).toEqual(answer);
});
