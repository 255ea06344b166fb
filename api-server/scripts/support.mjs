// What the measurement scripts share: a built server as a child process on a free port, its
// figures from /api/metrics, and small helpers for calls and timing.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiServerFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverScript = path.join(apiServerFolder, 'dist', 'server.js');

export async function freePort() {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  return port;
}

export const temporaryFolder = (prefix) => mkdtemp(path.join(tmpdir(), `homestead-${prefix}-`));

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `node dist/server.js` with the given environment (DATA_DIR, DATABASE_URL, S3_*, ...) and
 * waits until /api/health/ready answers. Its log goes to `logFile` when given, else nowhere.
 */
export async function startServer({ env = {}, port, logTo = 'ignore', readyWithinMs = 120_000 }) {
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, [serverScript], {
    cwd: apiServerFolder,
    env: {
      ...process.env,
      NODE_ENV: '',
      HOST: '127.0.0.1',
      PORT: String(listenOn),
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', logTo, logTo],
  });
  const origin = `http://127.0.0.1:${listenOn}`;
  const started = Date.now();
  while (Date.now() - started < readyWithinMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server stopped while starting (code ${child.exitCode})`);
    }
    const answer = await fetch(`${origin}/api/health/ready`).catch(() => null);
    if (answer?.ok) {
      return {
        origin,
        port: listenOn,
        child,
        startedInMs: Date.now() - started,
        kill: async (signal = 'SIGKILL') => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill(signal);
          await once(child, 'exit');
        },
      };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within ${readyWithinMs / 1000} s`);
}

/** One JSON call; answers status, headers and the parsed body (or the text when not JSON). */
export async function call(origin, method, url, { body, headers = {} } = {}) {
  const answer = await fetch(origin + url, {
    method,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return answerOf(answer);
}

async function answerOf(answer) {
  const text = await answer.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: answer.status, headers: answer.headers, text, json };
}

/** A small real PDF, enough to be recognised by its first bytes. */
export const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

/**
 * Uploads a background-check document (the driver's license, which the check needs, unless told
 * otherwise) as the form does, multipart; answers as `call` does.
 */
export async function uploadDocument(origin, headers, kind = 'driverLicense') {
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), `${kind}.pdf`);
  const url = `${origin}/api/tenants/background-check/documents/${kind}`;
  return answerOf(await fetch(url, { method: 'POST', headers, body: form }));
}

export async function mustUploadDocument(origin, headers, kind = 'driverLicense') {
  const answer = await uploadDocument(origin, headers, kind);
  if (answer.status !== 201)
    throw new Error(`${kind} upload answered ${answer.status}: ${answer.text}`);
  return answer.json;
}

/** The background check a tenant sends in the scripts: the form's fields, a made-up SSN. */
export const backgroundCheckDetails = {
  phone: '+1 (512) 555-0123',
  dob: '1990-04-12',
  duration: 3,
  reasonForLeaving: 'Closer to work',
  backgroundCheck: { status: 'Pending', inChecks: 'In Progress', data: { ssn: '123-45-6789' } },
  payment: { hasPaid: false },
};

export async function mustCall(origin, method, url, options) {
  const answer = await call(origin, method, url, options);
  if (answer.status >= 300)
    throw new Error(`${method} ${url} answered ${answer.status}: ${answer.text}`);
  return answer.json;
}

/**
 * The server's own figures from its Prometheus metrics, in MB: resident memory, the main thread's
 * heap (used, and allocated with the garbage not yet collected), and on the embedded database its
 * thread's heap and PostgreSQL's WebAssembly memory (NaN on a server database).
 */
export async function serverFigures(origin) {
  const { text } = await call(origin, 'GET', '/api/metrics');
  const mb = (name, labels = '(?:\\{[^}]*\\})?') =>
    Math.round(Number(text.match(new RegExp(`^${name}${labels} (\\S+)$`, 'm'))?.[1]) / 1048576);
  return {
    residentMemoryMb: mb('process_resident_memory_bytes'),
    heapUsedMb: mb('nodejs_heap_size_used_bytes'),
    heapTotalMb: mb('nodejs_heap_size_total_bytes'),
    databaseHeapMb: mb('db_embedded_memory_bytes', '\\{part="heap"\\}'),
    webAssemblyMb: mb('db_embedded_memory_bytes', '\\{part="webassembly"\\}'),
  };
}

export function percentile(sortedValues, share) {
  if (sortedValues.length === 0) return 0;
  return sortedValues[Math.min(sortedValues.length - 1, Math.floor(sortedValues.length * share))];
}

/**
 * The token of the newest invitation link mailed to `email`, from the development outbox; with
 * `since` (an ISO time), only from a mail sent since then.
 */
export async function invitationTokenFor(origin, email, since = '') {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { json } = await call(origin, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    for (const mail of (json?.data ?? []).filter((entry) => entry.sentAt >= since)) {
      const link = mail.links.find((address) =>
        address.includes('/tenant/background-check?token='),
      );
      if (link) return new URL(link).searchParams.get('token');
    }
    await sleep(100);
  }
  throw new Error(`no invitation was mailed to ${email}`);
}
