import type { FastifyInstance } from 'fastify';
import { maintenanceStatusLabels } from 'shared-api/contract';
import type { MaintenanceEvent } from './maintenance-desk';

/** Tells the other side of a request what just happened to it. */
export async function announceMaintenance(app: FastifyInstance, event: MaintenanceEvent) {
  const { request, ownerId } = event;
  const link = `/maintenance/${request.requestId}`;
  const owner = { role: 'owner' as const, id: ownerId };
  const tenant = { role: 'tenant' as const, id: request.tenant.tenantId };
  const where = `${request.propertyName}, unit ${request.currentUnit}`;
  if (event.kind === 'filed') {
    await app.notify({
      recipient: owner,
      kind: 'maintenance_filed',
      title: `${request.tenant.name} filed a maintenance request: "${request.title}"`,
      body: `${where}. Priority: ${request.priority}.`,
      link,
    });
  } else if (event.kind === 'comment') {
    await app.notify(
      event.by === 'tenant'
        ? {
            recipient: owner,
            kind: 'maintenance_comment_for_owner',
            title: `${request.tenant.name} commented on "${request.title}"`,
            body: where,
            link,
          }
        : {
            recipient: tenant,
            kind: 'maintenance_comment_for_tenant',
            title: `Your landlord commented on "${request.title}"`,
            link,
          },
    );
  } else if (event.by === 'tenant') {
    await app.notify({
      recipient: owner,
      kind: 'maintenance_cancelled',
      title: `${request.tenant.name} cancelled "${request.title}"`,
      body: where,
      link,
    });
  } else {
    await app.notify({
      recipient: tenant,
      kind: 'maintenance_status',
      title: `"${request.title}" is now ${maintenanceStatusLabels[request.status].toLowerCase()}`,
      link,
    });
  }
}
