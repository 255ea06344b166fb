// `node api-server/scripts/backup-restore.mjs` (once built): the backup commands as a landlord types
// them. Starts the product as `npm start` does on a data folder given by a relative DATA_DIR, keeps
// creating properties from four connections, runs `npm run backup` from the repository while they
// write, stops the server, runs `npm run restore -w api-server` into a fresh folder and starts a
// server there. Every property answered 201 before the backup began must be listed, with its
// fields, to a session opened before the backup. Prints the figures; exits non-zero on a loss.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { apiServerFolder, call, freePort, mustCall, sleep, temporaryFolder } from './support.mjs';

const repositoryRoot = path.resolve(apiServerFolder, '..');
const writers = 4;

/** Runs a command in the repository folder, as typed there, and waits for it to succeed. */
async function typed(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: repositoryRoot,
    env: { ...process.env, ...env, INIT_CWD: repositoryRoot },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}): ${output}`);
  return output.trim().split('\n').at(-1);
}

/** `npm start` on the given relative DATA_DIR, ready when /api/health/ready answers. */
async function startProduct(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the server stopped while starting`);
    if ((await fetch(`${origin}/api/health/ready`).catch(() => null))?.ok) {
      return {
        origin,
        stop: async () => {
          child.kill('SIGTERM');
          await once(child, 'exit');
        },
      };
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('the server was not ready within two minutes');
}

function propertyBody(name) {
  return {
    name,
    type: 'house',
    description: 'Written while the backup is taken.',
    industry: 'development',
    manager: 'Backup Owner',
    contact: '+15125550142',
    units: 2,
    monthlyRent: 1250,
    securityDeposit: 1250,
    location: {
      address: '9 Snapshot Street',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      postalCode: '78701',
    },
  };
}

async function listedProperties(origin, owner) {
  const found = new Map();
  let cursor = '';
  do {
    const page = await mustCall(origin, 'GET', `/api/properties?limit=100${cursor}`, {
      headers: owner,
    });
    for (const property of page.data) found.set(property.name, property);
    cursor = page.nextCursor ? `&cursor=${encodeURIComponent(page.nextCursor)}` : '';
  } while (cursor);
  return found;
}

/** Keeps creating properties from several connections until `stop`; answers what was acknowledged. */
function keepWriting(origin, owner) {
  const acknowledged = [];
  let writing = true;
  const writes = Array.from({ length: writers }, async (_, writer) => {
    for (let count = 0; writing; count += 1) {
      const name = `Home ${writer}-${count}`;
      const answer = await call(origin, 'POST', '/api/properties/create', {
        headers: owner,
        body: propertyBody(name),
      });
      if (answer.status !== 201) throw new Error(`creating ${name} answered ${answer.status}`);
      acknowledged.push({ name, at: Date.now() });
    }
  });
  return {
    acknowledged,
    stop: async () => {
      writing = false;
      await Promise.all(writes);
    },
  };
}

const started = Date.now();
const original = await temporaryFolder('backup-original');
const restored = await temporaryFolder('backup-restored');
const backupFolder = await temporaryFolder('backup-copy');
// Relative, as a landlord would set it: resolved from the repository, as `npm start` does.
const relative = (folder) => path.relative(repositoryRoot, folder);
let lost = 0;
try {
  const first = await startProduct(relative(original));
  let owner, writes, backupStarted, backupEnded, backupLine;
  try {
    const { access_token: token } = await mustCall(first.origin, 'POST', '/api/owners/create', {
      body: { name: 'Backup Owner', email: 'backup.owner@example.com', password: 'backup-pass-1' },
    });
    owner = { 'x-access-token': token };
    writes = keepWriting(first.origin, owner);
    while (writes.acknowledged.length < 20) await sleep(50);
    backupStarted = Date.now();
    backupLine = await typed('npm', ['run', '--silent', 'backup', '--', relative(backupFolder)], {
      DATA_DIR: relative(original),
    });
    backupEnded = Date.now();
    await sleep(500);
  } finally {
    await writes?.stop();
    await first.stop();
  }

  const restoreLine = await typed(
    'npm',
    ['run', '--silent', 'restore', '-w', 'api-server', '--', relative(backupFolder)],
    { DATA_DIR: relative(restored) },
  );
  const second = await startProduct(relative(restored));
  try {
    const found = await listedProperties(second.origin, owner);
    const before = writes.acknowledged.filter((write) => write.at < backupStarted);
    const during = writes.acknowledged.filter(
      (write) => write.at >= backupStarted && write.at <= backupEnded,
    );
    const missing = before.filter((write) => !found.has(write.name));
    const incomplete = [...found.values()].filter(
      (property) =>
        property.location.address !== '9 Snapshot Street' || property.monthlyRent !== 1250,
    );
    lost = missing.length + incomplete.length;
    console.log(backupLine);
    console.log(restoreLine);
    console.log(
      `backup while writing: ${writes.acknowledged.length} properties acknowledged, ${before.length} before the backup began, ${during.length} while it ran (${((backupEnded - backupStarted) / 1000).toFixed(1)} s)`,
    );
    console.log(
      `restored server: ${found.size} properties listed to a session opened before the backup, ${missing.length} acknowledged ones missing, ${incomplete.length} incomplete; lost: ${lost}; ${((Date.now() - started) / 1000).toFixed(1)} s in all`,
    );
  } finally {
    await second.stop();
  }
} finally {
  await Promise.all(
    [original, restored, backupFolder].map((folder) =>
      rm(folder, { recursive: true, force: true }),
    ),
  );
}
if (lost > 0) process.exitCode = 1;
