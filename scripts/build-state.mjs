// Which packages have no production build yet, so `npm start` builds only what is missing.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const outputs = {
  'shared-api': 'shared-api/dist/contract/index.js',
  'api-server': 'api-server/dist/server.js',
  shell: 'shell/dist/index.html',
  'auth-app': 'auth-app/dist/mf-manifest.json',
  'owner-portal': 'owner-portal/dist/mf-manifest.json',
  'tenant-portal': 'tenant-portal/dist/mf-manifest.json',
};

export function unbuiltPackages() {
  return Object.entries(outputs)
    .filter(([, file]) => !existsSync(join(ROOT, file)))
    .map(([name]) => name);
}
