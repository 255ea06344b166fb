import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import type { Tenant, TenantDocument, TenantDocumentKind, TenantStage } from 'shared-api/contract';
import type { Database } from '../db/connection';
import {
  leaseSignatures,
  leases,
  payments,
  properties,
  tenantDocuments,
  tenants,
} from '../db/schema';
import { notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { toDollars } from '../money';
import { maskedSsn } from './ssn-vault';

export type TenantRow = typeof tenants.$inferSelect;
export type LeaseRow = typeof leases.$inferSelect;
type DocumentRow = typeof tenantDocuments.$inferSelect;
type SignatureRow = typeof leaseSignatures.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;

/** A tenant with everything their answer and their stage are drawn from. */
export interface TenantRecord {
  tenant: TenantRow;
  lease: LeaseRow;
  propertyName: string;
  propertyAddress: Pick<PropertyRow, 'address' | 'city' | 'state' | 'postalCode' | 'country'>;
  /** Every amount of the lease is in its property's currency. */
  propertyCurrency: string;
  documents: DocumentRow[];
  signature: SignatureRow | null;
  moveInPayment: PaymentRow | null;
}

const tenantNotFound = () => notFound('Tenant not found');

/**
 * Where the tenant is on the way to an active lease; each step is a fact recorded on the server.
 * The database keeps the same stage on the tenant for the list's filter (migration 0015).
 */
export function stageOf(record: TenantRecord): TenantStage {
  const { tenant, signature, moveInPayment } = record;
  if (tenant.backgroundCheck === 'failed') return 'check_failed';
  if (tenant.backgroundCheck !== 'passed') return 'background_check';
  if (!tenant.leaseSentAt) return 'create_lease';
  if (!signature) return 'lease_sent';
  if (moveInPayment?.status === 'received') return 'lease_active';
  if (moveInPayment?.status === 'awaiting_confirmation') return 'payment';
  return 'lease_signed';
}

/** The flow goes on while the lease is pending, and for a co-tenant once it is active. */
export const leaseIsOpen = (record: TenantRecord) =>
  record.lease.status === 'pending' || record.lease.status === 'active';

/** First month's rent and the deposit, due before moving in. */
export const moveInAmountCents = (lease: LeaseRow) =>
  lease.monthlyRentCents + lease.securityDepositCents;

const backgroundCheckStatus = {
  not_submitted: 'Not submitted',
  pending: 'Pending',
  passed: 'Passed',
  failed: 'Failed',
} as const;

const backgroundCheckProgress = {
  not_submitted: 'Not started',
  pending: 'In Progress',
  passed: 'Completed',
  failed: 'Completed',
} as const;

export function documentAnswer(row: DocumentRow): TenantDocument {
  return {
    documentId: row.id,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

export function tenantAnswer(record: TenantRecord): Tenant {
  const { tenant, lease, signature, moveInPayment, documents } = record;
  const documentsByKind = (kind: TenantDocumentKind) => {
    const row = documents.find((document) => document.kind === kind);
    return row ? documentAnswer(row) : null;
  };
  return {
    _id: tenant.id,
    tenantId: tenant.id,
    name: tenant.name,
    email: tenant.email,
    phone: tenant.phone,
    address: tenant.address,
    dob: tenant.dateOfBirth,
    duration: tenant.yearsAtAddress === null ? null : Number(tenant.yearsAtAddress),
    reasonForLeaving: tenant.reasonForLeaving,
    moveInDate: lease.startDate,
    moveOutDate: lease.endDate,
    leaseId: lease.id,
    propertyId: lease.propertyId,
    propertyName: record.propertyName,
    currentUnit: lease.currentUnit,
    leaseStatus: lease.status,
    stage: stageOf(record),
    backgroundCheck: {
      status: backgroundCheckStatus[tenant.backgroundCheck],
      inChecks: backgroundCheckProgress[tenant.backgroundCheck],
      submittedAt: tenant.backgroundCheckSubmittedAt?.toISOString() ?? null,
      reviewedAt: tenant.backgroundCheckReviewedAt?.toISOString() ?? null,
      data: {
        ssn: tenant.ssnLastFour === null ? null : maskedSsn(tenant.ssnLastFour),
        driverLicense: documentsByKind('driverLicense'),
        bankStatement: documentsByKind('bankStatement'),
        proofOfAddress: documentsByKind('proofOfAddress'),
        proofOfIncome: documentsByKind('proofOfIncome'),
      },
    },
    leaseSentAt: tenant.leaseSentAt?.toISOString() ?? null,
    signature: signature && {
      fullName: signature.fullName,
      signedAt: signature.signedAt.toISOString(),
      ipAddress: signature.ipAddress,
      userAgent: signature.userAgent,
    },
    payment: {
      hasPaid:
        moveInPayment?.status === 'awaiting_confirmation' || moveInPayment?.status === 'received',
      status: moveInPayment?.status ?? 'not_paid',
      moveInAmount: toDollars(moveInAmountCents(lease)),
      reportedAt: moveInPayment?.reportedAt?.toISOString() ?? null,
      lastPaymentDate:
        moveInPayment?.status === 'received' && moveInPayment.decidedAt
          ? moveInPayment.decidedAt.toISOString().slice(0, 10)
          : null,
      currentMonthlyRent: toDollars(lease.monthlyRentCents),
      securityDeposit: toDollars(lease.securityDepositCents),
    },
    invitation: {
      sentAt: tenant.invitedAt.toISOString(),
      expiresAt: tenant.invitationExpiresAt.toISOString(),
    },
    hasAccount: tenant.passwordHash !== null,
    createdAt: tenant.createdAt.toISOString(),
  };
}

/** A row as `json_build_object` gives it: timestamps as text. */
type AsJson<Row> = {
  [Key in keyof Row]: Row[Key] extends Date
    ? string
    : Row[Key] extends Date | null
      ? string | null
      : Row[Key];
};

const dateOf = (text: string | null) => (text === null ? null : new Date(text));

/** The query of loadTenantRecords, on its own so that its plan can be checked. */
export function tenantRecordsQuery(db: Database, where: SQL | undefined, limit?: number) {
  const query = db
    .select({
      tenant: tenants,
      lease: leases,
      propertyName: properties.name,
      propertyCurrency: properties.currency,
      propertyAddress: {
        address: properties.address,
        city: properties.city,
        state: properties.state,
        postalCode: properties.postalCode,
        country: properties.country,
      },
      documents: sql<AsJson<DocumentRow>[]>`coalesce((
      select json_agg(json_build_object(
        'id', d.id, 'tenantId', d.tenant_id, 'kind', d.kind, 'fileName', d.file_name,
        'contentType', d.content_type, 'sizeBytes', d.size_bytes, 'storedAs', d.stored_as,
        'uploadedAt', d.uploaded_at
      ) order by d.uploaded_at, d.kind)
      from ${tenantDocuments} d where d.tenant_id = ${tenants.id}), '[]'::json)`,
      signature: sql<AsJson<SignatureRow> | null>`(
      select json_build_object(
        'leaseId', s.lease_id, 'tenantId', s.tenant_id, 'fullName', s.full_name,
        'signedAt', s.signed_at, 'ipAddress', s.ip_address, 'userAgent', s.user_agent
      )
      from ${leaseSignatures} s where s.tenant_id = ${tenants.id} and s.lease_id = ${tenants.leaseId})`,
      moveInPayment: sql<AsJson<PaymentRow> | null>`(
      select json_build_object(
        'id', p.id, 'ownerId', p.owner_id, 'leaseId', p.lease_id, 'tenantId', p.tenant_id,
        'kind', p.kind, 'amountCents', p.amount_cents, 'status', p.status,
        'reportedAt', p.reported_at, 'decidedAt', p.decided_at, 'createdAt', p.created_at
      )
      from ${payments} p where p.tenant_id = ${tenants.id} and p.kind = 'move_in')`,
    })
    .from(tenants)
    .innerJoin(leases, eq(leases.id, tenants.leaseId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(where)
    .orderBy(desc(tenants.position))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

/**
 * The tenants matching `where`, newest first, each with its lease, documents, signature and
 * payment, read in one query (each list of them otherwise costs the embedded database a round trip).
 */
export async function loadTenantRecords(db: Database, where: SQL | undefined, limit?: number) {
  const rows = await tenantRecordsQuery(db, where, limit);
  return rows.map(({ documents, signature, moveInPayment, ...row }): TenantRecord => ({
    ...row,
    documents: documents.map((document) => ({
      ...document,
      uploadedAt: new Date(document.uploadedAt),
    })),
    signature: signature && { ...signature, signedAt: new Date(signature.signedAt) },
    moveInPayment: moveInPayment && {
      ...moveInPayment,
      reportedAt: dateOf(moveInPayment.reportedAt),
      decidedAt: dateOf(moveInPayment.decidedAt),
      createdAt: new Date(moveInPayment.createdAt),
    },
  }));
}

/** One tenant: the signed-in or invited tenant's own, or one of the owner's (404 for any other). */
export async function loadTenantRecord(
  db: Database,
  tenantId: string,
  ownerId?: string,
): Promise<TenantRecord> {
  if (!isUuid(tenantId)) throw tenantNotFound();
  const [record] = await loadTenantRecords(
    db,
    and(eq(tenants.id, tenantId), ownerId === undefined ? undefined : eq(tenants.ownerId, ownerId)),
  );
  if (!record) throw tenantNotFound();
  return record;
}

const regionNames = new Intl.DisplayNames(['en-US'], { type: 'region' });

/** A country by its name ("United States") rather than its stored ISO code ("US"). */
function countryName(code: string) {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A property's address on one line, optionally with the unit let:
 * "12 Elm Street, unit 2, Austin, TX 78701, United States".
 */
export function addressLine(
  property: Pick<
    typeof properties.$inferSelect,
    'address' | 'city' | 'state' | 'postalCode' | 'country'
  >,
  unit?: number,
) {
  return [
    property.address,
    unit === undefined ? null : `unit ${unit}`,
    property.city,
    `${property.state} ${property.postalCode}`.trim(),
    countryName(property.country),
  ]
    .filter((part) => part !== null)
    .join(', ');
}
