// `npm start`: build whatever is not built yet, then run the one server (API + every front-end).
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, unbuiltPackages } from './build-state.mjs';

const missing = unbuiltPackages();
if (missing.length > 0) {
  console.log(`Building ${missing.join(', ')}…`);
  const scopes = missing.flatMap((name) => ['--scope', name]);
  const build = spawnSync('npx', ['lerna', 'run', 'build', ...scopes], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A heap ceiling makes V8 collect garbage before the heap is several times the live data (see
// docs/deployment.md, "Memory"); one given in NODE_OPTIONS wins.
const heapCeiling = /max-old-space-size/.test(process.env.NODE_OPTIONS ?? '')
  ? []
  : ['--max-old-space-size=1024'];
const server = spawn(process.execPath, [...heapCeiling, join(ROOT, 'api-server/dist/server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
