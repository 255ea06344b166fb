import { rm } from 'node:fs/promises';
import { buildApp } from '../app';
import { serverFaultMessage } from './errors';
import {
  type TestApp,
  listenForTests,
  startTestApp,
  startupTimeout,
  temporaryFolder,
  testConfig,
} from '../test-support/test-app';

describe('a fault in the server', () => {
  test(
    'answers 500 with a generic text and keeps the details out of the answer',
    async () => {
      const dataDir = await temporaryFolder();
      const app = await buildApp(testConfig(dataDir, { kind: 'memory' }));
      app.get('/api/fault', async () => {
        throw new Error('connection to the vault lost at 10.0.0.7');
      });
      const request = await listenForTests(app);
      try {
        const response = await request({ url: '/api/fault' });
        expect(response.statusCode).toBe(500);
        const requestId = response.headers['x-request-id'];
        expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
        expect(response.json()).toEqual({ error: serverFaultMessage, requestId });
      } finally {
        await app.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    startupTimeout,
  );
});

describe('the API documentation', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  }, startupTimeout);
  afterAll(() => server.close());

  test('/api/docs/json is an OpenAPI document of every endpoint, drawn from the contract', async () => {
    const response = await server.request({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/owners/create',
        '/api/owners/login',
        '/api/owners/logout',
        '/api/owners',
        '/api/owners/update',
        '/api/owners/pending-activities',
        '/api/owners/password/forgot',
        '/api/owners/password/reset',
        '/api/owners/verify-email/send',
        '/api/owners/verify-email',
        '/api/properties',
        '/api/properties/metrics',
        '/api/properties/create',
        '/api/properties/update',
        '/api/locations/countries',
        '/api/locations/countries/{iso2}/states',
        '/api/locations/countries/{iso2}/states/{stateCode}/cities',
        '/api/leases/create',
        '/api/leases',
        '/api/lease/{leaseId}',
        '/api/tenants/create',
        '/api/tenants',
        '/api/tenants/all',
        '/api/tenants/tenant/{tenantId}',
        '/api/tenants/tenant/{tenantId}/invitation',
        '/api/tenants/tenant/{tenantId}/documents',
        '/api/tenants/tenant/{tenantId}/documents/{documentId}',
        '/api/tenants/tenant/{tenantId}/background-check',
        '/api/tenants/tenant/{tenantId}/lease/send',
        '/api/tenants/tenant/{tenantId}/payment',
        '/api/tenants/background-check',
        '/api/tenants/background-check/documents/{kind}',
        '/api/tenants/lease',
        '/api/tenants/lease/sign',
        '/api/tenants/lease/payment',
        '/api/tenants/password/create',
        '/api/tenants/login',
        '/api/tenants/logout',
        '/api/tenants/password/forgot',
        '/api/tenants/password/reset',
        '/api/tenants/metrics',
      ]),
    );
    const createOwner = document.paths['/api/owners/create'].post;
    expect(createOwner.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'email',
      'password',
    ]);
  });

  test('/api/docs serves the browsable page', async () => {
    const response = await server.request({ url: '/api/docs', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
