import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type AcceptedDocumentType,
  type Tenant,
  type TenantDocument,
  type TenantDocumentKind,
  type backgroundCheckPayload,
  identityDocument,
  identityDocumentKept,
  identityDocumentMissing,
} from 'shared-api/contract';
import type { z } from 'zod';
import { tenantDocuments, tenants } from '../db/schema';
import { extensionOf, documentTypeOf } from '../files/file-types';
import { storeUpload } from '../files/uploads';
import type { DocumentStorage } from '../files/file-store';
import { HttpError, badRequest, conflict, notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { homeOf } from './invitations';
import { backgroundCheckFailedMail, backgroundCheckPassedMail } from './mails';
import { SsnVault } from './ssn-vault';
import {
  type TenantRecord,
  documentAnswer,
  leaseIsOpen,
  loadTenantRecord,
  tenantAnswer,
} from './tenant-records';

const notUnderReview = ['not_submitted', 'pending'] as const;

const alreadyReviewed = () =>
  conflict('Your background check has already been reviewed: it can no longer change');

/** The name a download is offered under: the uploaded name's safe characters, the real extension. */
function downloadName(given: string, kind: TenantDocumentKind, type: AcceptedDocumentType) {
  const stem = path
    .basename(given)
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9 _-]+/g, '-')
    .replace(/^[-_ ]+|[-_ ]+$/g, '')
    .slice(0, 80);
  return `${stem || kind}.${extensionOf[type]}`;
}

/** The tenant's background check and its documents, and the owner's review of it. */
export class BackgroundChecks {
  private readonly vault: SsnVault;
  readonly files: DocumentStorage;

  constructor(private readonly app: FastifyInstance) {
    this.vault = new SsnVault(app.config.ssnEncryptionKey);
    this.files = app.documentStorage;
  }

  private get db() {
    return this.app.db;
  }

  private async openCheckOf(tenantId: string): Promise<TenantRecord> {
    const record = await loadTenantRecord(this.db, tenantId);
    if (!leaseIsOpen(record)) throw conflict(`This lease is ${record.lease.status}`);
    if (!(notUnderReview as readonly string[]).includes(record.tenant.backgroundCheck)) {
      throw alreadyReviewed();
    }
    return record;
  }

  /**
   * Sets the check to Pending / In Progress. Sent again before the owner's review, it replaces the
   * details; the payment stays unpaid whatever the form says. Refused (400) without a driver's
   * license on file: the update itself asks for it, so a license removed meanwhile is not missed.
   */
  async submit(
    tenantId: string,
    payload: z.output<typeof backgroundCheckPayload>,
  ): Promise<Tenant> {
    const record = await this.openCheckOf(tenantId);
    const ssn = payload.backgroundCheck.data.ssn;
    const [submitted] = await this.db
      .update(tenants)
      .set({
        phone: payload.phone,
        dateOfBirth: payload.dob,
        yearsAtAddress: String(payload.duration),
        reasonForLeaving: payload.reasonForLeaving,
        ssnSealed: this.vault.seal(ssn, tenantId),
        ssnLastFour: ssn.slice(-4),
        backgroundCheck: 'pending',
        backgroundCheckSubmittedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(tenants.id, tenantId),
          inArray(tenants.backgroundCheck, [...notUnderReview]),
          exists(
            this.db
              .select({ found: sql`1` })
              .from(tenantDocuments)
              .where(
                and(
                  eq(tenantDocuments.tenantId, tenants.id),
                  eq(tenantDocuments.kind, identityDocument),
                ),
              ),
          ),
        ),
      )
      .returning({ id: tenants.id });
    if (!submitted) {
      const { tenant } = await loadTenantRecord(this.db, tenantId);
      if ((notUnderReview as readonly string[]).includes(tenant.backgroundCheck)) {
        throw badRequest(identityDocumentMissing);
      }
      throw alreadyReviewed();
    }
    await this.app.notify({
      recipient: { role: 'owner', id: record.tenant.ownerId },
      kind: 'check_submitted',
      title: `${record.tenant.name} submitted a background check`,
      link: `/properties/manage-tenant/${tenantId}`,
    });
    return tenantAnswer(await loadTenantRecord(this.db, tenantId));
  }

  /** One document of each kind: a new upload of a kind replaces the one before. */
  async uploadDocument(
    tenantId: string,
    kind: TenantDocumentKind,
    file: MultipartFile,
  ): Promise<TenantDocument> {
    await this.openCheckOf(tenantId);
    // Streamed into storage, checked by its first bytes; past 10 MB it ends with a 413, leaving
    // nothing stored.
    const { storedAs, sizeBytes, contentType } = await storeUpload(this.files, file, {
      typeOf: documentTypeOf,
      headBytes: 16,
      notAccepted: () => new HttpError(415, 'Upload a PDF, PNG, JPEG or WebP file'),
      tooLarge: () => new HttpError(413, 'A document can be at most 10 MB'),
    });
    const row = {
      fileName: downloadName(file.filename, kind, contentType),
      contentType,
      sizeBytes,
      storedAs,
      uploadedAt: new Date(),
    };
    try {
      const { saved, replaced } = await this.db.transaction(async (transaction) => {
        const [previous] = await transaction
          .select({ storedAs: tenantDocuments.storedAs })
          .from(tenantDocuments)
          .where(and(eq(tenantDocuments.tenantId, tenantId), eq(tenantDocuments.kind, kind)))
          .for('update');
        const [upserted] = await transaction
          .insert(tenantDocuments)
          .values({ tenantId, kind, ...row })
          .onConflictDoUpdate({
            target: [tenantDocuments.tenantId, tenantDocuments.kind],
            // A new id, so that a link to the document it replaces stops working.
            set: { ...row, id: sql`gen_random_uuid()` },
          })
          .returning();
        if (!upserted) throw new Error('The document was not returned');
        return { saved: upserted, replaced: previous?.storedAs ?? null };
      });
      if (replaced) await this.files.remove(replaced);
      return documentAnswer(saved);
    } catch (error) {
      await this.files.remove(storedAs);
      throw error;
    }
  }

  /**
   * Takes back a document before the owner's review; removing one that is not there is fine. The
   * driver's license of a submitted check can be replaced but not removed: the owner reviews it.
   */
  async removeDocument(tenantId: string, kind: TenantDocumentKind): Promise<void> {
    const record = await this.openCheckOf(tenantId);
    if (kind === identityDocument && record.tenant.backgroundCheck === 'pending') {
      throw conflict(identityDocumentKept);
    }
    const [removed] = await this.db
      .delete(tenantDocuments)
      .where(and(eq(tenantDocuments.tenantId, tenantId), eq(tenantDocuments.kind, kind)))
      .returning({ storedAs: tenantDocuments.storedAs });
    if (removed) await this.files.remove(removed.storedAs);
  }

  async documents(ownerId: string, tenantId: string): Promise<TenantDocument[]> {
    return (await loadTenantRecord(this.db, tenantId, ownerId)).documents.map(documentAnswer);
  }

  async openDocument(ownerId: string, tenantId: string, documentId: string) {
    const record = await loadTenantRecord(this.db, tenantId, ownerId);
    const document = isUuid(documentId)
      ? record.documents.find((candidate) => candidate.id === documentId)
      : undefined;
    if (!document) throw notFound('Document not found');
    return { document, content: await this.files.read(document.storedAs) };
  }

  /** Passed or failed, once; the tenant is mailed either way. The same answer again changes nothing. */
  async review(ownerId: string, tenantId: string, result: 'passed' | 'failed'): Promise<Tenant> {
    const record = await loadTenantRecord(this.db, tenantId, ownerId);
    const { tenant } = record;
    if (tenant.backgroundCheck === result) return tenantAnswer(record);
    if (tenant.backgroundCheck === 'not_submitted') {
      throw conflict('The tenant has not submitted the background check yet');
    }
    const [reviewed] = await this.db
      .update(tenants)
      .set({
        backgroundCheck: result,
        backgroundCheckReviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(tenants.id, tenant.id), eq(tenants.backgroundCheck, 'pending')))
      .returning({ id: tenants.id });
    if (!reviewed) {
      throw conflict(`This background check was already reviewed as ${tenant.backgroundCheck}`);
    }
    const home = homeOf(record.propertyName, record.lease.currentUnit);
    this.app.mailer.sendLater(
      result === 'passed'
        ? backgroundCheckPassedMail(tenant, home)
        : backgroundCheckFailedMail(tenant, home),
    );
    await this.app.notify({
      recipient: { role: 'tenant', id: tenant.id },
      kind: result === 'passed' ? 'check_passed' : 'check_failed',
      title:
        result === 'passed'
          ? `Your background check for ${home} has passed`
          : `An update on your application for ${home}`,
      link: '/tenant',
    });
    return tenantAnswer(await loadTenantRecord(this.db, tenantId, ownerId));
  }
}
