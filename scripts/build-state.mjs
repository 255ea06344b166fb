// Which packages have no production build yet, so `npm start` builds only what is missing.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const outputs = {
  'shared-api': 'shared-api/dist/contract/index.js',
  'api-server': 'api-server/dist/server.js',
  // The builds for the server (SSR) come last: a build without them, or from before them, is redone.
  shell: 'shell/dist/server/ssr.js',
  'auth-app': 'auth-app/dist/server/ssr.js',
  'owner-portal': 'owner-portal/dist/server/ssr.js',
  'tenant-portal': 'tenant-portal/dist/server/ssr.js',
};

export function unbuiltPackages() {
  return Object.entries(outputs)
    .filter(([, file]) => !existsSync(join(ROOT, file)))
    .map(([name]) => name);
}
