import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import {
  listenForTests,
  startupTimeout,
  temporaryFolder,
  testConfig,
} from '../test-support/test-app';
import { demoOwner, demoTenant } from './seed';

test(
  'a production start on a fresh embedded database has no demo account and logs no password',
  async () => {
    const dataDir = await temporaryFolder();
    const production = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 's'.repeat(40),
      SSN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    let logged = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const app = await buildApp(
      {
        ...testConfig(dataDir, { kind: 'embedded', directory: path.join(dataDir, 'postgres') }),
        production: true,
        demoData: production.demoData,
        logLevel: 'info',
      },
      { logStream },
    );
    try {
      const request = await listenForTests(app);
      const ownerSignIn = await request({
        method: 'POST',
        url: '/api/owners/login',
        payload: { email: demoOwner.email, password: demoOwner.password },
      });
      expect(ownerSignIn.statusCode).toBe(401);
      const tenantSignIn = await request({
        method: 'POST',
        url: '/api/tenants/login',
        payload: { email: demoTenant.email, password: demoTenant.password },
      });
      expect(tenantSignIn.statusCode).toBe(401);
      expect(logged).toContain('database migrated');
      expect(logged).not.toContain(demoOwner.password);
      expect(logged).not.toContain(demoTenant.password);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
  startupTimeout,
);
