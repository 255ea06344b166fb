// `npm run fuzz -w api-server [-- <requests>]`: requests drawn with fast-check from the server's own
// OpenAPI document (valid and mutated bodies, query strings and path ids, other accounts' ids, no
// or wrong tokens) against the built server on a fresh embedded database (or DATABASE_URL).
// Prints the figures; exits 1 on any 5xx, any refusal without an `error` text, or any other
// account's record answered 2xx.
import { rm } from 'node:fs/promises';
import fc from 'fast-check';
import {
  call,
  invitationTokenFor,
  mustCall,
  mustUploadDocument,
  serverFigures,
  startServer,
  temporaryFolder,
  backgroundCheckDetails,
} from './support.mjs';

const requests = Number(process.argv[2] ?? process.env.FUZZ_REQUESTS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
const inFlight = 16;

const huge = 'x'.repeat(200_000);
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    huge,
    '../../../etc/passwd',
    '%00',
    '\u0000',
    '-1',
    '1e308',
    'null',
    'NaN',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '😀'.repeat(300),
    '\u202e\u0301'.repeat(50),
  ),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, false, 0, -1, -1e15, 1e308, -1e308, 2 ** 53 + 1, 0.1 + 0.2, [], {}),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.constant({ $gt: '' }),
);

/** Values that fit a JSON schema drawn from the OpenAPI document, most of the time. */
function valueOf(schema = {}, depth = 0) {
  if (depth > 6) return fc.constant(null);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => valueOf(variant, depth + 1)));
  if (schema.allOf) return valueOf(Object.assign({}, ...schema.allOf), depth + 1);
  const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat();
  return fc.oneof(...types.map((type) => valueOfType(type, schema, depth)));
}

function valueOfType(type, schema, depth) {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1e9),
        max: Math.min(schema.maximum ?? 100_000, 1e9),
      });
    case 'number':
      return fc
        .integer({
          min: Math.ceil(Math.max(schema.minimum ?? -1000, -1e7)),
          max: Math.floor(Math.min(schema.maximum ?? 100_000, 1e7)),
        })
        .map((whole) => whole / (schema.type === 'integer' ? 1 : 1));
    case 'array':
      return fc.array(valueOf(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).map(([name, property]) => [
        name,
        required.has(name)
          ? valueOf(property, depth + 1)
          : fc.option(valueOf(property, depth + 1), { nil: undefined }),
      ]);
      return fc
        .record(Object.fromEntries(entries))
        .map((record) =>
          Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)),
        );
    }
    default:
      return textOf(schema);
  }
}

function textOf(schema) {
  switch (schema.format) {
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    default:
      return fc.string({
        minLength: schema.minLength ?? 1,
        maxLength: Math.min(schema.maxLength ?? 30, 30),
      });
  }
}

/** A valid-looking object with one thing wrong: a missing, extra or ill-typed field. */
function mutated(schema) {
  const names = Object.keys(schema?.properties ?? {});
  return fc
    .tuple(valueOf(schema), fc.nat(), hostileValue, fc.constantFrom('drop', 'extra', 'retype'))
    .map(([value, index, hostile, how]) => {
      if (typeof value !== 'object' || value === null || names.length === 0) return hostile;
      const copy = { ...value };
      const name = names[index % names.length];
      if (how === 'drop') delete copy[name];
      else if (how === 'extra') copy[`unexpected${index % 7}`] = hostile;
      else copy[name] = hostile;
      return copy;
    });
}

const garbageBodies = fc.constantFrom(
  '{',
  'null',
  '[]',
  '"text"',
  '1e999',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":' + '{"a":'.repeat(2000) + '1' + '}'.repeat(2001),
);

async function world(origin) {
  const stamp = Date.now();
  const account = async (letter) => {
    const email = `fuzz-${letter}-${stamp}@example.com`;
    const password = `fuzz-password-${letter}-1`;
    const { access_token: token } = await mustCall(origin, 'POST', '/api/owners/create', {
      body: { name: `Fuzz Owner ${letter}`, email, password },
    });
    const headers = { 'x-access-token': token };
    const property = (
      await mustCall(origin, 'POST', '/api/properties/create', {
        headers,
        body: {
          name: `Fuzz House ${letter}`,
          type: 'house',
          description: 'A house the fuzzer owns.',
          industry: 'development',
          manager: `Fuzz Owner ${letter}`,
          contact: '+15125550142',
          units: 3,
          monthlyRent: 1000,
          securityDeposit: 1000,
          location: {
            address: '1 Test Road',
            city: 'Austin',
            state: 'TX',
            country: 'US',
            postalCode: '78701',
          },
        },
      })
    ).data;
    const lease = (
      await mustCall(origin, 'POST', '/api/leases/create', {
        headers,
        body: {
          propertyId: property.propertyId,
          startDate: '2027-01-01',
          endDate: '2027-12-31',
          monthlyRent: 1000,
          securityDeposit: 1000,
          currentUnit: 1,
        },
      })
    ).lease;
    const tenantEmail = `fuzz-tenant-${letter}-${stamp}@example.com`;
    const tenant = (
      await mustCall(origin, 'POST', '/api/tenants/create', {
        headers,
        body: {
          leaseId: lease.leaseId,
          email: tenantEmail,
          name: `Fuzz Tenant ${letter}`,
          phone: '+15125550199',
          address: '7 Oak Lane, Austin, TX',
        },
      })
    ).data;
    // The tenant is taken through the flow to a session of their own: the invitation would be
    // retired as soon as the fuzzer asks for the invitation to be sent again.
    const invitation = { 'x-access-tenant-token': await invitationTokenFor(origin, tenantEmail) };
    await mustCall(origin, 'PUT', '/api/owners/update', {
      headers,
      body: {
        bankDetails: {
          accountName: 'Fuzz Owner',
          bankName: 'First Austin Bank',
          accountNumber: '000123456789',
          routingNumber: '111000025',
        },
      },
    });
    const tenantUrl = `/api/tenants/tenant/${tenant.tenantId}`;
    await mustUploadDocument(origin, invitation);
    await mustCall(origin, 'PUT', '/api/tenants/background-check', {
      headers: invitation,
      body: backgroundCheckDetails,
    });
    await mustCall(origin, 'PUT', `${tenantUrl}/background-check`, {
      headers,
      body: { result: 'passed' },
    });
    await mustCall(origin, 'POST', `${tenantUrl}/lease/send`, { headers, body: {} });
    await mustCall(origin, 'POST', '/api/tenants/lease/sign', {
      headers: invitation,
      body: { fullName: `Fuzz Tenant ${letter}` },
    });
    await mustCall(origin, 'POST', '/api/tenants/lease/payment', { headers: invitation, body: {} });
    await mustCall(origin, 'POST', '/api/tenants/password/create', {
      headers: invitation,
      body: {
        token: invitation['x-access-tenant-token'],
        email: tenantEmail,
        password: 'fuzz-tenant-pass-1',
      },
    });
    await mustCall(origin, 'PUT', `${tenantUrl}/payment`, {
      headers,
      body: { result: 'received' },
    });
    const session = await mustCall(origin, 'POST', '/api/tenants/login', {
      body: { email: tenantEmail, password: 'fuzz-tenant-pass-1' },
    });
    return {
      ownerHeaders: headers,
      tenantHeaders: { 'x-access-tenant-token': session.data.access_token },
      ids: {
        property: [property.propertyId],
        lease: [lease.leaseId],
        tenant: [tenant.tenantId],
      },
    };
  };
  return { mine: await account('a'), theirs: await account('b') };
}

function idKindOf(parameterName) {
  return ['lease', 'tenant', 'property'].find((kind) => parameterName.toLowerCase().includes(kind));
}

/** Every documented operation as an arbitrary of concrete requests. */
function requestsFrom(document, { mine, theirs }) {
  const forgedToken =
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAifQ.' +
    'c2lnbmF0dXJlLW5vdC12YWxpZA';
  const owner = { name: 'owner', headers: mine.ownerHeaders };
  const tenant = { name: 'tenant', headers: mine.tenantHeaders };
  const strangers = [
    { name: 'none', headers: {} },
    {
      name: 'forged',
      headers: { 'x-access-token': forgedToken, 'x-access-tenant-token': forgedToken },
    },
    {
      name: 'garbage',
      headers: { 'x-access-token': 'not a token', 'x-access-tenant-token': 'Bearer \u00ff' },
    },
  ];
  /** Mostly the caller the operation is for, sometimes the other role, no token or a bad one. */
  const callersOf = (template, operation) => {
    // Signing out or creating the password would retire the fixtures' tokens for the rest of the run.
    if (/\/logout$|\/password\/create$/.test(template)) return fc.constantFrom(...strangers);
    const declared = JSON.stringify(operation.security ?? '');
    const forTenants = declared
      ? declared.includes('tenantToken')
      : /^\/api\/tenants(\/(?!tenant\/|create$|all$).*)?$/.test(template);
    const forOwners = declared ? declared.includes('ownerToken') : !forTenants;
    const wanted = [...(forOwners ? [owner] : []), ...(forTenants ? [tenant] : [])];
    const other = forOwners && forTenants ? [] : [forOwners ? tenant : owner];
    return fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom(...(wanted.length ? wanted : [owner])) },
      { weight: 1, arbitrary: fc.constantFrom(...(other.length ? other : strangers)) },
      { weight: 2, arbitrary: fc.constantFrom(...strangers) },
    );
  };
  const operations = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      if (template.includes('/dev/')) continue;
      const parameters = operation.parameters ?? [];
      const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
      const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
      const pathValues = pathParameters.map((parameter) => {
        const kind = idKindOf(parameter.name);
        const foreign = kind
          ? fc.constantFrom(...theirs.ids[kind]).map((id) => ({ id, foreign: true }))
          : null;
        const own = kind
          ? fc.constantFrom(...mine.ids[kind]).map((id) => ({ id, foreign: false }))
          : null;
        return fc.oneof(
          ...(own ? [{ weight: 4, arbitrary: own }] : []),
          ...(foreign ? [{ weight: 3, arbitrary: foreign }] : []),
          {
            weight: kind ? 1 : 4,
            arbitrary: valueOf(parameter.schema).map((id) => ({ id: String(id), foreign: false })),
          },
          { weight: 1, arbitrary: fc.uuid().map((id) => ({ id, foreign: false })) },
          {
            weight: 1,
            arbitrary: hostileText
              .filter((text) => text.length > 0)
              .map((id) => ({ id, foreign: false })),
          },
        );
      });
      const query = fc.oneof(
        fc.record(
          Object.fromEntries(
            queryParameters.map((parameter) => [
              parameter.name,
              fc.option(
                idKindOf(parameter.name)
                  ? fc.constantFrom(
                      ...mine.ids[idKindOf(parameter.name)],
                      ...theirs.ids[idKindOf(parameter.name)],
                    )
                  : valueOf(parameter.schema),
                { nil: undefined },
              ),
            ]),
          ),
        ),
        fc.dictionary(
          fc.constantFrom(...queryParameters.map((parameter) => parameter.name), 'page', 'extra'),
          hostileValue,
          {
            maxKeys: 3,
          },
        ),
      );
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const body = bodySchema
        ? fc.oneof(
            { weight: 4, arbitrary: valueOf(bodySchema).map((value) => ({ json: value })) },
            { weight: 4, arbitrary: mutated(bodySchema).map((value) => ({ json: value })) },
            { weight: 1, arbitrary: hostileValue.map((value) => ({ json: value })) },
            { weight: 1, arbitrary: garbageBodies.map((raw) => ({ raw })) },
          )
        : fc.oneof(
            { weight: 6, arbitrary: fc.constant({}) },
            { weight: 1, arbitrary: garbageBodies.map((raw) => ({ raw })) },
          );
      operations.push(
        fc
          .tuple(fc.tuple(...pathValues), query, body, callersOf(template, operation), fc.boolean())
          .map(([ids, queryValues, payload, caller, plainText]) => {
            let url = template;
            pathParameters.forEach((parameter, index) => {
              url = url.replace(`{${parameter.name}}`, encodeURIComponent(ids[index].id));
            });
            const search = new URLSearchParams();
            for (const [name, value] of Object.entries(queryValues)) {
              if (value !== undefined)
                search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
            }
            if (search.size > 0) url += `?${search}`;
            const hasBody = method !== 'get' && method !== 'delete';
            const text = !hasBody
              ? undefined
              : 'raw' in payload
                ? payload.raw
                : payload.json === undefined
                  ? undefined
                  : JSON.stringify(payload.json);
            return {
              method: method.toUpperCase(),
              template,
              url,
              caller: caller.name,
              headers: {
                ...caller.headers,
                ...(text !== undefined && {
                  'content-type': plainText && 'raw' in payload ? 'text/plain' : 'application/json',
                }),
              },
              body: text,
              foreign: caller.name === 'owner' && ids.some((value) => value.foreign),
            };
          }),
      );
    }
  }
  return fc.oneof(...operations);
}

async function main() {
  const dataDir = await temporaryFolder('fuzz');
  const server = await startServer({ env: { DATA_DIR: dataDir } });
  const started = Date.now();
  try {
    const document = (await call(server.origin, 'GET', '/api/docs/json')).json;
    const fixtures = await world(server.origin);
    const drawn = fc.sample(requestsFrom(document, fixtures), { numRuns: requests, seed });
    const statusCounts = new Map();
    const serverFaults = [];
    const withoutErrorText = [];
    const foreignAnswered = [];
    let next = 0;
    const worker = async () => {
      while (next < drawn.length) {
        const request = drawn[next++];
        const answer = await call(server.origin, request.method, request.url, {
          headers: request.headers,
          body: request.body,
        }).catch((error) => ({ status: 0, text: String(error), json: undefined }));
        statusCounts.set(answer.status, (statusCounts.get(answer.status) ?? 0) + 1);
        const shown = `${request.method} ${request.url.slice(0, 160)} as ${request.caller} → ${answer.status} ${answer.text.slice(0, 200)}`;
        if (answer.status >= 500 || answer.status === 0) serverFaults.push(shown);
        else if (
          answer.status >= 400 &&
          !(typeof answer.json?.error === 'string' && answer.json.error.trim())
        )
          withoutErrorText.push(shown);
        if (request.foreign && answer.status < 300) foreignAnswered.push(shown);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    const ready = await call(server.origin, 'GET', '/api/health/ready');
    const figures = await serverFigures(server.origin);
    const operations = Object.values(document.paths).reduce(
      (total, methods) => total + Object.keys(methods).length,
      0,
    );

    console.log(
      `fuzz: ${drawn.length} requests over ${operations} documented operations (seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(
      `status counts: ${[...statusCounts]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')}`,
    );
    console.log(`5xx (or no answer): ${serverFaults.length}`);
    console.log(`refusals without an error text: ${withoutErrorText.length}`);
    console.log(`other accounts' records answered 2xx: ${foreignAnswered.length}`);
    console.log(`health at the end: ${ready.status} ${ready.text}`);
    console.log(
      `server memory at the end: ${figures.residentMemoryMb} MB resident, ${figures.heapUsedMb} MB heap used`,
    );
    for (const [label, list] of [
      ['server fault', serverFaults],
      ['no error text', withoutErrorText],
      ['foreign record answered', foreignAnswered],
    ]) {
      for (const line of list.slice(0, 10)) console.log(`  ${label}: ${line}`);
    }
    if (
      serverFaults.length + withoutErrorText.length + foreignAnswered.length > 0 ||
      ready.status !== 200
    ) {
      process.exitCode = 1;
    }
  } finally {
    await server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
