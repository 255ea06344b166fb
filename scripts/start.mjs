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

const server = spawn(process.execPath, [join(ROOT, 'api-server/dist/server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
