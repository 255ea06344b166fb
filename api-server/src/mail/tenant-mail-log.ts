import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { tenantMails } from '../db/schema';

export async function recordTenantMail(
  db: Database,
  tenantId: string,
  subject: string,
  sentAt: Date,
) {
  await db.insert(tenantMails).values({ tenantId, subject, sentAt });
}

/** The mails a tenant was sent, newest first. */
export async function tenantMailLog(db: Database, tenantId: string) {
  const rows = await db
    .select()
    .from(tenantMails)
    .where(eq(tenantMails.tenantId, tenantId))
    .orderBy(desc(tenantMails.sentAt));
  return rows.map((row) => ({
    mailId: row.id,
    subject: row.subject,
    sentAt: row.sentAt.toISOString(),
  }));
}
