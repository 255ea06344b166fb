// Built for Node with the remote (`serverDrawing` in webpack.factory.js): the server draws this
// remote's pages marked `prerender` with the signed-in tenant's data and sends them ahead of the scripts.
import type { SessionRole } from 'shared-api/session';
import { drawRoutePage, type PageRequest } from 'shared-ui/server-drawing';
import { routes } from './routes';

/** Whose token the server calls the API with for these pages. */
export const role: SessionRole = 'tenant';

export const drawPage = (request: PageRequest) => drawRoutePage(routes, role, request);
