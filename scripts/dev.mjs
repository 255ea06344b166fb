// `npm run dev`: the API (rebuilt and restarted on change) and the four webpack dev servers with hot reload.
import { spawnSync } from 'node:child_process';
import concurrently from 'concurrently';

const API_PORT = process.env.API_PORT ?? '3001';

// The API must exist once before node can watch it.
spawnSync('npx', ['tsc', '-b', 'api-server/tsconfig.build.json'], { stdio: 'inherit' });

const { result } = concurrently(
  [
    {
      name: 'api-build',
      command: 'npx tsc -b api-server/tsconfig.build.json --watch --preserveWatchOutput',
    },
    {
      name: 'api',
      command: 'node --watch-path=api-server/dist api-server/dist/server.js',
      env: { PORT: API_PORT },
    },
    { name: 'shell', command: 'npm run dev -w shell' },
    { name: 'auth', command: 'npm run dev -w auth-app' },
    { name: 'owner', command: 'npm run dev -w owner-portal' },
    { name: 'tenant', command: 'npm run dev -w tenant-portal' },
  ],
  {
    prefixColors: ['gray', 'blue', 'green', 'magenta', 'cyan', 'yellow'],
    killOthersOn: ['failure'],
  },
);
result.catch(() => process.exit(1));
