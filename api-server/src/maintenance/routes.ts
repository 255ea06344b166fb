import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorAnswer,
  maintenanceCommentPayload,
  maintenanceListAnswer,
  maintenanceListQuery,
  maintenanceOpenCountsAnswer,
  maintenanceParams,
  maintenanceRequestAnswer,
  maintenanceRequestPayload,
  maintenanceStatusPayload,
  photoSizeLimitBytes,
  requestPhotosLimit,
  requestPhotosLimitBytes,
} from 'shared-api/contract';
import { z } from 'zod';
import { signedInOwner } from '../auth/plugin';
import { HttpError, notFound } from '../http/errors';
import { tenantOf } from '../tenants/tenant-access';
import { announceMaintenance } from './announcements';
import { discardRestOf, storeUpload } from '../files/uploads';
import { MaintenanceDesk, type PhotoRoom, type StoredPhoto } from './maintenance-desk';
import { photoTypeOf } from './photo-types';
import { requesterOf, requireOwnerOrTenant } from './requesters';

const tags = ['maintenance'];
const eitherRole: Record<string, string[]>[] = [{ ownerToken: [] }, { tenantToken: [] }];
const refusals = { 400: errorAnswer, 401: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const photoSizeMb = photoSizeLimitBytes / (1024 * 1024);

const fieldNames = new Set(Object.keys(maintenanceRequestPayload.shape));

/** The multipart reader's own limit errors, as a refusal the tenant can act on. */
async function* refusingExtraParts<Part>(parts: AsyncIterable<Part>, tooMany: HttpError) {
  try {
    yield* parts;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw tooMany;
    }
    throw error;
  }
}

/** A photo is checked by its first bytes (an SVG's root element may follow a prologue). */
const photoChecks = (fileName: string) => ({
  typeOf: photoTypeOf,
  headBytes: 4096,
  notAccepted: () =>
    new HttpError(415, `${path.basename(fileName)} is not a PNG, JPEG, WebP or SVG image`),
  tooLarge: () => new HttpError(413, `${fileName} is over ${photoSizeMb} MB`),
});

/** What a request's photos may take: its body's length when it tells one, at most the allowance. */
function roomAskedFor(headers: { 'content-length'?: string }) {
  const length = Number(headers['content-length']);
  return Number.isSafeInteger(length) && length > 0
    ? Math.min(length, requestPhotosLimitBytes)
    : requestPhotosLimitBytes;
}

/** Maintenance requests: filed by the tenant, moved along by the owner, commented on by both. */
export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = new MaintenanceDesk(app, (event) => announceMaintenance(app, event));
  await app.register(multipart, {
    limits: {
      fileSize: photoSizeLimitBytes,
      files: requestPhotosLimit,
      fields: 10,
      parts: 10 + requestPhotosLimit,
    },
  });
  const ownerOrTenant = requireOwnerOrTenant(app);
  const removeAll = (photos: StoredPhoto[]) =>
    Promise.all(photos.map((photo) => desk.files.remove(photo.storedAs)));

  app.post(
    '/maintenance',
    {
      schema: {
        tags,
        security: [{ tenantToken: [] }],
        summary: `File a request (multipart: title, priority, date, description, then up to ${requestPhotosLimit} photos): PNG, JPEG, WebP or SVG by content, ${photoSizeMb} MB each, ${requestPhotosLimitBytes / (1024 * 1024)} MB in all`,
        consumes: ['multipart/form-data'],
        response: {
          201: maintenanceRequestAnswer,
          ...refusals,
          413: errorAnswer,
          415: errorAnswer,
        },
      },
      onRequest: app.requireTenant(['session']),
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the request as multipart/form-data');
      }
      const tenantId = tenantOf(request).tenantId;
      return app.uploadInTurn(async () => {
        const home = await desk.homeForFiling(tenantId);
        const fields: Record<string, string> = {};
        const photos: StoredPhoto[] = [];
        let room: PhotoRoom | null = null;
        const tooMany = new HttpError(
          413,
          `A request can have at most ${requestPhotosLimit} photos`,
        );
        try {
          for await (const part of refusingExtraParts(request.parts(), tooMany)) {
            if (part.type === 'field') {
              if (fieldNames.has(part.fieldname)) fields[part.fieldname] = String(part.value);
              continue;
            }
            // Room for the whole request's photos, reserved before the first is stored: what the
            // body can hold (its length), at most a request's allowance.
            room ??= await desk.reservePhotoRoom(home, tenantId, roomAskedFor(request.headers));
            const storedSoFar = photos.reduce((sum, photo) => sum + photo.sizeBytes, 0);
            const stored = await storeUpload(desk.files, part, {
              ...photoChecks(part.filename),
              budget: {
                bytes: room.bytes - storedSoFar,
                exceeded: () =>
                  new HttpError(
                    413,
                    `The photos of a request can be at most ${requestPhotosLimitBytes / (1024 * 1024)} MB in all`,
                  ),
              },
            });
            photos.push({ fileName: part.filename, ...stored });
          }
          const parsed = maintenanceRequestPayload.safeParse(fields);
          if (!parsed.success) {
            await removeAll(photos);
            const details = parsed.error.issues.map((issue) => ({
              field: issue.path.join('.'),
              message: issue.message,
            }));
            return reply
              .code(400)
              .send({ error: details[0]?.message ?? 'Invalid request', details });
          }
          const filed = await desk.file(tenantId, home, parsed.data, photos, room);
          room = null;
          return reply.code(201).send({ data: filed });
        } catch (error) {
          discardRestOf(request, reply);
          await removeAll(photos);
          throw error;
        } finally {
          if (room) await desk.releasePhotoRoom(room);
        }
      });
    },
  );

  app.get(
    '/maintenance',
    {
      schema: {
        tags,
        security: eitherRole,
        summary:
          "The owner's requests across properties (filter by status, propertyId, priority), or the tenant's own; open first, then most urgent, then newest",
        querystring: maintenanceListQuery,
        response: { 200: maintenanceListAnswer, ...refusals },
      },
      onRequest: ownerOrTenant,
    },
    async (request) => ({ data: await desk.list(requesterOf(request), request.query) }),
  );

  app.get(
    '/maintenance/open-counts',
    {
      schema: {
        tags,
        security: [{ ownerToken: [] }],
        summary: 'How many requests are open or in progress, in all and per property',
        response: { 200: maintenanceOpenCountsAnswer, 401: errorAnswer },
      },
      onRequest: app.requireOwner,
    },
    async (request) => ({ data: await desk.openCounts(signedInOwner(request).subject) }),
  );

  app.get(
    '/maintenance/:requestId',
    {
      schema: {
        tags,
        security: eitherRole,
        summary: 'One request with its photos and its history (status changes and comments)',
        params: maintenanceParams,
        response: { 200: maintenanceRequestAnswer, ...refusals },
      },
      onRequest: ownerOrTenant,
    },
    async (request) => ({
      data: await desk.detail(requesterOf(request), request.params.requestId),
    }),
  );

  app.put(
    '/maintenance/:requestId/status',
    {
      schema: {
        tags,
        security: eitherRole,
        summary:
          'Owner: open → in_progress → resolved (or back to open from in progress). Tenant: cancelled, while open',
        params: maintenanceParams,
        body: maintenanceStatusPayload,
        response: { 200: maintenanceRequestAnswer, ...refusals },
      },
      onRequest: ownerOrTenant,
    },
    async (request) => ({
      data: await desk.changeStatus(
        requesterOf(request),
        request.params.requestId,
        request.body.status,
      ),
    }),
  );

  app.post(
    '/maintenance/:requestId/comments',
    {
      schema: {
        tags,
        security: eitherRole,
        summary: 'Add a comment; either side',
        params: maintenanceParams,
        body: maintenanceCommentPayload,
        response: { 201: maintenanceRequestAnswer, ...refusals },
      },
      onRequest: ownerOrTenant,
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await desk.comment(requesterOf(request), request.params.requestId, request.body.body),
      }),
  );

  app.get(
    '/maintenance/photos/:photoId',
    {
      schema: {
        tags,
        summary:
          "A photo by the signed link in its request's answer (no token header, so an <img> can show it); always an attachment in a sandbox",
        params: z.object({ photoId: z.string() }),
        querystring: z.object({ expires: z.coerce.number(), signature: z.string() }),
        produces: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
        response: { 200: z.any().describe('The photo itself'), 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const { photoId } = request.params;
      const { expires, signature } = request.query;
      if (!desk.photoLinks.isValid(photoId, expires, signature)) {
        throw notFound('This photo link has expired: reload the request to see its photos');
      }
      const { photo, content } = await desk.openPhoto(photoId);
      return reply
        .headers({
          'content-type': photo.contentType,
          'content-length': String(photo.sizeBytes),
          // An SVG can carry script: never a page of its own, only an image inside one.
          'content-disposition': `attachment; filename="${photo.fileName}"`,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          'cache-control': 'private, max-age=3600',
        })
        .send(content);
    },
  );
};
