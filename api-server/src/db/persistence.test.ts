import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type App, buildApp } from '../app';
import { demoOwner, demoTenant } from '../demo/seed';
import { type SignedUpOwner, createProperty, signUpOwner } from '../test-support/owners';
import {
  type TestApp,
  listenForTests,
  startupTimeout,
  temporaryFolder,
  testConfig,
} from '../test-support/test-app';
import { DataFolderInUseError } from './data-folder-lock';

let dataDir: string;
beforeAll(async () => {
  dataDir = await temporaryFolder();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const embedded = () => ({
  ...testConfig(dataDir, { kind: 'embedded', directory: path.join(dataDir, 'postgres') }),
  demoData: true,
});

async function startEmbedded(): Promise<TestApp & { app: App }> {
  const config = embedded();
  const app = await buildApp(config);
  return { app, config, request: await listenForTests(app), close: () => app.close() };
}

test(
  'data survives a restart on the same data folder, and a second server on it is refused',
  async () => {
    const first = await startEmbedded();
    let owner: SignedUpOwner;
    try {
      owner = await signUpOwner(first, { email: 'stays@example.com' });
      await createProperty(first, owner, { name: 'Still here' });
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await first.request({
          method: 'POST',
          url: '/api/owners/login',
          payload: { email: 'locked@example.com', password: 'guess-123' },
        });
      }

      await expect(buildApp(embedded())).rejects.toThrow(DataFolderInUseError);
      await expect(buildApp(embedded())).rejects.toThrow(/is in use by another running server/);
    } finally {
      await first.close();
    }

    const second = await startEmbedded();
    try {
      const signIn = await second.request({
        method: 'POST',
        url: '/api/owners/login',
        payload: { email: 'stays@example.com', password: owner.password },
      });
      expect(signIn.statusCode).toBe(200);
      const headers = { 'x-access-token': signIn.json().access_token };
      const listed = await second.request({ url: '/api/properties', headers });
      expect(listed.json().data.map((property: { name: string }) => property.name)).toEqual([
        'Still here',
      ]);

      const oldSession = await second.request({ url: '/api/owners', headers: owner.headers });
      expect(oldSession.statusCode).toBe(200);

      const throttled = await second.request({
        method: 'POST',
        url: '/api/owners/login',
        payload: { email: 'locked@example.com', password: 'guess-123' },
      });
      expect(throttled.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  },
  startupTimeout * 3,
);

test(
  'the first embedded start seeds a demo owner with two properties and a tenant on an active lease',
  async () => {
    const server = await startEmbedded();
    try {
      const signIn = await server.request({
        method: 'POST',
        url: '/api/owners/login',
        payload: { email: demoOwner.email, password: demoOwner.password },
      });
      expect(signIn.statusCode).toBe(200);
      const listed = await server.request({
        url: '/api/properties',
        headers: { 'x-access-token': signIn.json().access_token },
      });
      expect(listed.json().total).toBe(2);
      const cottage = listed.json().data[0];
      expect(cottage).toMatchObject({ name: 'Riverside Cottage', isOnLease: true });

      const tenantSignIn = await server.request({
        method: 'POST',
        url: '/api/tenants/login',
        payload: { email: demoTenant.email, password: demoTenant.password },
      });
      expect(tenantSignIn.statusCode).toBe(200);
      expect(tenantSignIn.json().data.tenant).toMatchObject({
        stage: 'lease_active',
        propertyId: cottage.propertyId,
        backgroundCheck: { status: 'Passed', data: { ssn: '*****4321' } },
      });
      const metrics = await server.request({
        url: '/api/tenants/metrics',
        headers: { 'x-access-tenant-token': tenantSignIn.json().data.access_token },
      });
      expect(metrics.json().data.metrics).toMatchObject({
        monthlyIncome: 2100.5,
        leaseStatus: 'active',
        paymentStatus: 'paid',
      });
      expect(cottage.currentTenants).toEqual([tenantSignIn.json().data.tenant.tenantId]);
    } finally {
      await server.close();
    }
  },
  startupTimeout,
);
