import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
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
import { restoreSnapshot, writeSnapshot } from '../operations/backup';
import { DataFolderInUseError, lockDataFolder } from './data-folder-lock';

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

      const ownerBell = await server.request({
        url: '/api/notifications',
        headers: { 'x-access-token': signIn.json().access_token },
      });
      expect(ownerBell.json()).toMatchObject({
        unreadCount: 1,
        data: [
          {
            kind: 'lease_signed',
            title: 'Toni Tenant signed the lease for Riverside Cottage, unit 1',
          },
          { kind: 'check_submitted', title: 'Toni Tenant submitted a background check' },
        ],
      });
      const tenantBell = await server.request({
        url: '/api/notifications',
        headers: { 'x-access-tenant-token': tenantSignIn.json().data.access_token },
      });
      // The daily job's notices come by the date (the demo's rent falls due on the 1st: from three
      // days before, a "rent is due" notice too); the demo's own are the tenancy's.
      const { data: tenantNotices } = tenantBell.json<{
        data: { kind: string; read: boolean }[];
      }>();
      const datedKinds = ['rent_due', 'rent_overdue', 'lease_ending'];
      const tenancyNotices = tenantNotices.filter((notice) => !datedKinds.includes(notice.kind));
      expect(tenancyNotices).toMatchObject([
        { kind: 'payment_received', read: false },
        { kind: 'lease_sent', read: true },
      ]);
    } finally {
      await server.close();
    }
  },
  startupTimeout,
);

test(
  'a lock left by a killed server does not block the restart; a live server still refuses',
  async () => {
    const folder = await temporaryFolder();
    const config = testConfig(folder, {
      kind: 'embedded',
      directory: path.join(folder, 'postgres'),
    });
    const gone = spawn(process.execPath, ['-e', '']);
    await once(gone, 'exit');
    await mkdir(path.join(folder, 'server.lock'));
    await writeFile(
      path.join(folder, 'server.lock.holder'),
      JSON.stringify({ pid: gone.pid, host: hostname() }),
    );
    const restarted = await buildApp(config);
    try {
      await expect(buildApp(config)).rejects.toThrow(DataFolderInUseError);
    } finally {
      await restarted.close();
      await rm(folder, { recursive: true, force: true });
    }
  },
  startupTimeout * 2,
);

test('a lock held by a running process elsewhere is respected', async () => {
  const folder = await temporaryFolder();
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  try {
    await mkdir(path.join(folder, 'server.lock'));
    await writeFile(
      path.join(folder, 'server.lock.holder'),
      JSON.stringify({ pid: other.pid, host: hostname() }),
    );
    await expect(lockDataFolder(folder)).rejects.toThrow(DataFolderInUseError);
  } finally {
    other.kill('SIGKILL');
    await rm(folder, { recursive: true, force: true });
  }
});

test(
  'a snapshot taken while the server runs restores into a working database',
  async () => {
    const folder = await temporaryFolder();
    const original = await buildApp(
      testConfig(folder, { kind: 'embedded', directory: path.join(folder, 'postgres') }),
    );
    let snapshotFile: string | null;
    let owner: SignedUpOwner;
    const server = {
      app: original,
      config: original.config,
      request: await listenForTests(original),
    };
    try {
      owner = await signUpOwner(
        { ...server, close: () => original.close() },
        {
          email: 'backed-up@example.com',
        },
      );
      snapshotFile = await writeSnapshot(original);
    } finally {
      await original.close();
    }
    expect(snapshotFile).toMatch(/backups\/database-.*\.tar\.gz$/);

    const restoredFolder = await temporaryFolder();
    await restoreSnapshot(snapshotFile!, path.join(restoredFolder, 'postgres'));
    const restored = await buildApp({
      ...testConfig(restoredFolder, {
        kind: 'embedded',
        directory: path.join(restoredFolder, 'postgres'),
      }),
      jwtSecret: original.config.jwtSecret,
    });
    try {
      const request = await listenForTests(restored);
      const signIn = await request({
        method: 'POST',
        url: '/api/owners/login',
        payload: { email: 'backed-up@example.com', password: owner.password },
      });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await restored.close();
      await rm(folder, { recursive: true, force: true });
      await rm(restoredFolder, { recursive: true, force: true });
    }
  },
  startupTimeout * 3,
);
