import path from 'node:path';
import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type AcceptedPhotoType,
  type MaintenanceListQuery,
  type MaintenanceOpenCounts,
  type MaintenanceRequest,
  type MaintenanceRequestDetail,
  type MaintenanceStatus,
  type MaintenanceUpdate,
  maintenanceStatusLabels,
  type maintenanceRequestPayload,
  urgencyOf,
} from 'shared-api/contract';
import type { z } from 'zod';
import {
  leases,
  maintenancePhotos,
  maintenanceRequests,
  maintenanceUpdates,
  owners,
  properties,
  tenants,
} from '../db/schema';
import { type PhotoQuotas, defaultPhotoQuotas } from '../config';
import type { Transaction } from '../db/connection';
import type { DocumentStorage } from '../files/file-store';
import { HttpError, conflict, notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { PhotoLinks } from './photo-links';
import { photoExtensionOf } from './photo-types';
import type { Requester } from './requesters';

/** A photo already streamed into storage, checked by its content. */
export interface StoredPhoto {
  fileName: string;
  storedAs: string;
  sizeBytes: number;
  contentType: AcceptedPhotoType;
}

/** Where a request is filed: the tenant's leased home, once its lease is active. */
export interface FilingHome {
  name: string;
  ownerId: string;
  leaseId: string;
  propertyId: string;
}

/** Room reserved for a request's photos before they are stored (migration 0042). */
export interface PhotoRoom {
  id: string;
  bytes: number;
}

/** A reservation older than this was left by a server that stopped mid-upload: it no longer counts. */
const reservationLapses = sql`interval '1 hour'`;

/** What happened to a request, for whoever announces it to the other side. */
export type MaintenanceEvent =
  | { kind: 'filed'; request: MaintenanceRequest; ownerId: string }
  | { kind: 'comment'; request: MaintenanceRequest; ownerId: string; by: Requester['role'] }
  | { kind: 'status'; request: MaintenanceRequest; ownerId: string; by: Requester['role'] };

type RequestRow = typeof maintenanceRequests.$inferSelect;

const requestNotFound = () => notFound('Maintenance request not found');

/** Where each side may move a request from each status. */
const allowedMoves: Record<
  Requester['role'],
  Partial<Record<MaintenanceStatus, MaintenanceStatus[]>>
> = {
  owner: { open: ['in_progress', 'resolved'], in_progress: ['open', 'resolved'] },
  tenant: { open: ['cancelled'] },
};

/** The uploaded name's safe characters with the real extension. */
function photoName(given: string, type: AcceptedPhotoType) {
  const stem = path
    .basename(given)
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9 _-]+/g, '-')
    .replace(/^[-_ ]+|[-_ ]+$/g, '')
    .slice(0, 80);
  return `${stem || 'photo'}.${photoExtensionOf[type]}`;
}

const listColumns = {
  request: maintenanceRequests,
  propertyName: properties.name,
  currentUnit: leases.currentUnit,
  tenantName: tenants.name,
  photoCount:
    sql<number>`(select count(*) from ${maintenancePhotos} where ${maintenancePhotos.requestId} = ${maintenanceRequests.id})`.mapWith(
      Number,
    ),
};

interface ListRow {
  request: RequestRow;
  propertyName: string;
  currentUnit: number;
  tenantName: string;
  photoCount: number;
}

function requestAnswer(row: ListRow): MaintenanceRequest {
  const { request } = row;
  return {
    _id: request.id,
    requestId: request.id,
    title: request.title,
    priority: request.priority,
    date: request.preferredDate,
    description: request.description,
    status: request.status,
    propertyId: request.propertyId,
    propertyName: row.propertyName,
    currentUnit: row.currentUnit,
    tenant: { tenantId: request.tenantId, name: row.tenantName },
    photoCount: row.photoCount,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

/** Requests a tenant files on their home, seen and moved along by the owner, talked over by both. */
export class MaintenanceDesk {
  readonly files: DocumentStorage;
  readonly photoLinks: PhotoLinks;
  private readonly quotas: PhotoQuotas;

  constructor(
    private readonly app: FastifyInstance,
    private readonly announce: (event: MaintenanceEvent) => Promise<void>,
  ) {
    this.files = app.documentStorage;
    this.photoLinks = new PhotoLinks(app.config.jwtSecret);
    this.quotas = app.config.photoQuotas ?? defaultPhotoQuotas;
  }

  private get db() {
    return this.app.db;
  }

  /** Only the requester's own requests: the owner's properties, or the tenant's own filings. */
  private visibleTo(requester: Requester): SQL {
    return requester.role === 'owner'
      ? eq(maintenanceRequests.ownerId, requester.ownerId)
      : eq(maintenanceRequests.tenantId, requester.tenantId);
  }

  private listQuery(conditions: (SQL | undefined)[]) {
    return this.db
      .select(listColumns)
      .from(maintenanceRequests)
      .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
      .innerJoin(leases, eq(leases.id, maintenanceRequests.leaseId))
      .innerJoin(tenants, eq(tenants.id, maintenanceRequests.tenantId))
      .where(and(...conditions));
  }

  private async row(requester: Requester, requestId: string): Promise<ListRow> {
    if (!isUuid(requestId)) throw requestNotFound();
    const [row] = await this.listQuery([
      this.visibleTo(requester),
      eq(maintenanceRequests.id, requestId),
    ]);
    if (!row) throw requestNotFound();
    return row;
  }

  /** A tenant whose lease has ended reads their requests and adds nothing to them. */
  private async refuseEndedTenancy(tenantId: string) {
    const [home] = await this.db
      .select({ leaseStatus: leases.status })
      .from(tenants)
      .innerJoin(leases, eq(leases.id, tenants.leaseId))
      .where(eq(tenants.id, tenantId));
    if (home?.leaseStatus !== 'active') {
      throw conflict('Your lease has ended: you can read your requests');
    }
  }

  private async authorName(requester: Requester) {
    const [author] =
      requester.role === 'owner'
        ? await this.db
            .select({ name: owners.name })
            .from(owners)
            .where(eq(owners.id, requester.ownerId))
        : await this.db
            .select({ name: tenants.name })
            .from(tenants)
            .where(eq(tenants.id, requester.tenantId));
    return author?.name ?? '';
  }

  /** The tenant's home to file on: 404 without one, 409 until its lease is active. */
  async homeForFiling(tenantId: string): Promise<FilingHome> {
    const [home] = await this.db
      .select({
        name: tenants.name,
        ownerId: leases.ownerId,
        leaseId: leases.id,
        leaseStatus: leases.status,
        propertyId: leases.propertyId,
      })
      .from(tenants)
      .innerJoin(leases, eq(leases.id, tenants.leaseId))
      .where(eq(tenants.id, tenantId));
    if (!home) throw notFound('Tenant not found');
    if (home.leaseStatus !== 'active') {
      throw conflict('You can file maintenance requests once your lease is active');
    }
    return home;
  }

  /**
   * Reserves room for up to `bytes` of photos before any is stored: counted with the photos kept
   * and the rooms already reserved, under the owner's lock, so requests sent together cannot all
   * pass on the same count (413 beyond either quota).
   */
  async reservePhotoRoom(home: FilingHome, tenantId: string, bytes: number): Promise<PhotoRoom> {
    const id = await this.db.transaction(async (transaction) => {
      await refuseBeyondPhotoQuota(transaction, this.quotas, home.ownerId, tenantId, bytes);
      const { rows } = (await transaction.execute(sql`
        insert into photo_room_reservations (owner_id, tenant_id, bytes)
        values (${home.ownerId}, ${tenantId}, ${bytes})
        returning id
      `)) as unknown as { rows: { id: string }[] };
      return rows[0]?.id ?? '';
    });
    return { id, bytes };
  }

  /** Gives back room a request did not use (it failed, or was refused). */
  async releasePhotoRoom(room: PhotoRoom) {
    await this.db.execute(sql`delete from photo_room_reservations where id = ${room.id}`);
  }

  /**
   * Files a request on the tenant's leased home with its photos, already stored within the room
   * reserved for them, all or nothing: the reservation becomes the photos' rows.
   */
  async file(
    tenantId: string,
    home: FilingHome,
    fields: z.output<typeof maintenanceRequestPayload>,
    photos: StoredPhoto[],
    room: PhotoRoom | null,
  ): Promise<MaintenanceRequestDetail> {
    const requestId = await this.db.transaction(async (transaction) => {
      const [filed] = await transaction
        .insert(maintenanceRequests)
        .values({
          ownerId: home.ownerId,
          propertyId: home.propertyId,
          leaseId: home.leaseId,
          tenantId,
          title: fields.title,
          priority: fields.priority,
          urgency: urgencyOf(fields.priority),
          preferredDate: fields.date,
          description: fields.description,
        })
        .returning({ id: maintenanceRequests.id });
      if (!filed) throw new Error('The request was not returned');
      if (photos.length > 0) {
        await transaction.insert(maintenancePhotos).values(
          photos.map((photo) => ({
            requestId: filed.id,
            fileName: photoName(photo.fileName, photo.contentType),
            contentType: photo.contentType,
            sizeBytes: photo.sizeBytes,
            storedAs: photo.storedAs,
          })),
        );
      }
      if (room) {
        await transaction.execute(sql`delete from photo_room_reservations where id = ${room.id}`);
      }
      await transaction.insert(maintenanceUpdates).values({
        requestId: filed.id,
        kind: 'filed',
        authorRole: 'tenant',
        authorName: home.name,
        toStatus: 'open',
      });
      return filed.id;
    });
    const detail = await this.detail({ role: 'tenant', tenantId }, requestId);
    await this.announce({ kind: 'filed', request: detail, ownerId: home.ownerId });
    return detail;
  }

  /**
   * The requester's requests, open ones first, then the most urgent, then the newest; the owner may
   * narrow them by status, property and priority.
   */
  async list(requester: Requester, filters: MaintenanceListQuery = {}) {
    const { status, propertyId, priority } = filters;
    if (propertyId !== undefined && !isUuid(propertyId)) return [];
    const rows = await this.listQuery([
      this.visibleTo(requester),
      status ? eq(maintenanceRequests.status, status) : undefined,
      propertyId ? eq(maintenanceRequests.propertyId, propertyId) : undefined,
      priority ? sql`lower(${maintenanceRequests.priority}) = lower(${priority})` : undefined,
    ]).orderBy(
      sql`${maintenanceRequests.status} in ('resolved', 'cancelled')`,
      desc(maintenanceRequests.urgency),
      desc(maintenanceRequests.position),
    );
    return rows.map(requestAnswer);
  }

  async detail(requester: Requester, requestId: string): Promise<MaintenanceRequestDetail> {
    const row = await this.row(requester, requestId);
    const [photos, updates] = await Promise.all([
      this.db
        .select()
        .from(maintenancePhotos)
        .where(eq(maintenancePhotos.requestId, row.request.id))
        .orderBy(asc(maintenancePhotos.position)),
      this.db
        .select()
        .from(maintenanceUpdates)
        .where(eq(maintenanceUpdates.requestId, row.request.id))
        .orderBy(asc(maintenanceUpdates.position)),
    ]);
    return {
      ...requestAnswer(row),
      photos: photos.map((photo) => ({
        photoId: photo.id,
        fileName: photo.fileName,
        contentType: photo.contentType,
        size: photo.sizeBytes,
        url: this.photoLinks.linkTo(photo.id),
      })),
      updates: updates.map((update): MaintenanceUpdate => ({
        updateId: update.id,
        kind: update.kind,
        author: { role: update.authorRole, name: update.authorName },
        fromStatus: update.fromStatus,
        toStatus: update.toStatus,
        body: update.body,
        createdAt: update.createdAt.toISOString(),
      })),
    };
  }

  /** The owner moves a request along; the tenant may cancel it while it is open. */
  async changeStatus(requester: Requester, requestId: string, status: MaintenanceStatus) {
    const { request } = await this.row(requester, requestId);
    if (request.status === status) return this.detail(requester, requestId);
    if (!allowedMoves[requester.role][request.status]?.includes(status)) {
      throw conflict(
        requester.role === 'tenant'
          ? 'You can only cancel a request while it is open'
          : `A request that is ${maintenanceStatusLabels[request.status].toLowerCase()} cannot become ${maintenanceStatusLabels[status].toLowerCase()}`,
      );
    }
    const authorName = await this.authorName(requester);
    const moved = await this.db.transaction(async (transaction) => {
      const [changed] = await transaction
        .update(maintenanceRequests)
        .set({ status, updatedAt: new Date() })
        .where(
          and(
            eq(maintenanceRequests.id, request.id),
            eq(maintenanceRequests.status, request.status),
          ),
        )
        .returning({ id: maintenanceRequests.id });
      if (!changed) return false;
      await transaction.insert(maintenanceUpdates).values({
        requestId: request.id,
        kind: 'status',
        authorRole: requester.role,
        authorName,
        fromStatus: request.status,
        toStatus: status,
      });
      return true;
    });
    if (!moved) throw conflict('This request was changed meanwhile: reload it and try again');
    const detail = await this.detail(requester, requestId);
    await this.announce({
      kind: 'status',
      request: detail,
      ownerId: request.ownerId,
      by: requester.role,
    });
    return detail;
  }

  async comment(requester: Requester, requestId: string, body: string) {
    const { request } = await this.row(requester, requestId);
    if (requester.role === 'tenant') await this.refuseEndedTenancy(requester.tenantId);
    const authorName = await this.authorName(requester);
    await this.db.transaction(async (transaction) => {
      await transaction.insert(maintenanceUpdates).values({
        requestId: request.id,
        kind: 'comment',
        authorRole: requester.role,
        authorName,
        body,
      });
      await transaction
        .update(maintenanceRequests)
        .set({ updatedAt: new Date() })
        .where(eq(maintenanceRequests.id, request.id));
    });
    const detail = await this.detail(requester, requestId);
    await this.announce({
      kind: 'comment',
      request: detail,
      ownerId: request.ownerId,
      by: requester.role,
    });
    return detail;
  }

  /** A photo by its signed link; the link is checked by the caller. */
  async openPhoto(photoId: string) {
    if (!isUuid(photoId)) throw notFound('Photo not found');
    const [photo] = await this.db
      .select()
      .from(maintenancePhotos)
      .where(eq(maintenancePhotos.id, photoId));
    if (!photo) throw notFound('Photo not found');
    return { photo, content: await this.files.read(photo.storedAs) };
  }

  /** Requests still to be dealt with (open or in progress), in all and per property. */
  async openCounts(ownerId: string): Promise<MaintenanceOpenCounts> {
    const rows = await this.db
      .select({
        propertyId: maintenanceRequests.propertyId,
        open: sql<number>`count(*)`.mapWith(Number),
      })
      .from(maintenanceRequests)
      .where(
        and(
          eq(maintenanceRequests.ownerId, ownerId),
          inArray(maintenanceRequests.status, ['open', 'in_progress']),
        ),
      )
      .groupBy(maintenanceRequests.propertyId);
    return { open: rows.reduce((sum, row) => sum + row.open, 0), byProperty: rows };
  }
}

/**
 * Refuses photos that would take the tenant's or the owner's stored photos past their quota (413).
 * The owner's uploads are counted one at a time (a lock held to the end of the transaction), so
 * requests sent together cannot all pass on the same count.
 */
async function refuseBeyondPhotoQuota(
  transaction: Transaction,
  quotas: PhotoQuotas,
  ownerId: string,
  tenantId: string,
  adding: number,
) {
  await transaction.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ownerId}, 7305))`);
  await transaction.execute(sql`
    delete from photo_room_reservations
    where owner_id = ${ownerId} and reserved_at < now() - ${reservationLapses}
  `);
  // One statement, so one snapshot: a request filed meanwhile is counted once, as its photos or as
  // its reservation. Two statements could each miss it (the photos not yet committed when the
  // first read, the reservation deleted when the second did), and a third upload passed.
  const { rows } = (await transaction.execute(sql`
    with counted as (
      select r.tenant_id, p.size_bytes as bytes
      from maintenance_photos p join maintenance_requests r on r.id = p.request_id
      where r.owner_id = ${ownerId}
      union all
      select tenant_id, bytes from photo_room_reservations where owner_id = ${ownerId}
    )
    select
      coalesce(sum(bytes) filter (where tenant_id = ${tenantId}), 0)::bigint as "tenant",
      coalesce(sum(bytes), 0)::bigint as "owner"
    from counted
  `)) as unknown as { rows: { tenant: string | number; owner: string | number }[] };
  const used = { tenant: Number(rows[0]?.tenant ?? 0), owner: Number(rows[0]?.owner ?? 0) };
  const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
  if (used.tenant + adding > quotas.tenantBytes) {
    throw new HttpError(
      413,
      `Your photos would pass the ${megabytes(quotas.tenantBytes)} MB you can keep. Please send fewer or smaller photos.`,
    );
  }
  if (used.owner + adding > quotas.ownerBytes) {
    throw new HttpError(
      413,
      'This home has no room for more photos. Please ask the owner to remove some.',
    );
  }
}
