import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startTestApp, startupTimeout, temporaryFolder } from '../test-support/test-app';

const policyOnThisOrigin =
  "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
  "connect-src 'self';img-src 'self' data: blob:;font-src 'self' data:;object-src 'none';" +
  "base-uri 'self';form-action 'self';frame-ancestors 'none'";

const helmetHeaders = {
  'content-security-policy': policyOnThisOrigin,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

test(
  'every answer, refusals and unknown addresses included, carries the same security headers',
  async () => {
    const server = await startTestApp();
    try {
      for (const url of ['/api/health', '/api/properties', '/api/no-such-route']) {
        const response = await server.request({ url });
        expect(response.headers).toMatchObject(helmetHeaders);
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
    } finally {
      await server.close();
    }
  },
  startupTimeout,
);

test(
  'a remote moved to another origin in remotes.json is allowed from the next page, without a restart',
  async () => {
    const webRoot = await temporaryFolder();
    const remotesFile = path.join(webRoot, 'shell', 'dist', 'remotes.json');
    await mkdir(path.dirname(remotesFile), { recursive: true });
    await writeFile(remotesFile, JSON.stringify({ owner_portal: '/remotes/owner-portal/m.json' }));
    const server = await startTestApp({ appUrl: 'https://rent.example.com', webRoot });
    try {
      const before = await server.request({ url: '/api/health' });
      expect(before.headers['content-security-policy']).toBe(
        `${policyOnThisOrigin};upgrade-insecure-requests`,
      );
      await writeFile(
        remotesFile,
        JSON.stringify({ owner_portal: 'https://owners.cdn.example.com/v43/mf-manifest.json' }),
      );
      const after = await server.request({ url: '/owner/signin' });
      expect(after.headers['content-security-policy']).toContain(
        "script-src 'self' https://owners.cdn.example.com;",
      );
      expect(after.headers['content-security-policy']).toContain(
        "connect-src 'self' https://owners.cdn.example.com;",
      );
      expect(after.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      // The API's answers then carry the same policy, without reading the file themselves.
      const answer = await server.request({ url: '/api/health' });
      expect(answer.headers['content-security-policy']).toBe(
        after.headers['content-security-policy'],
      );
    } finally {
      await server.close();
      await rm(webRoot, { recursive: true, force: true });
    }
  },
  startupTimeout,
);
