import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BankDetailsInput, BankTransferDetails, MaskedBankDetails } from 'shared-api/contract';
import { owners } from '../db/schema';
import { SsnVault } from '../tenants/ssn-vault';

type OwnerRow = typeof owners.$inferSelect;
type BankColumns = Pick<
  OwnerRow,
  | 'id'
  | 'bankAccountName'
  | 'bankName'
  | 'bankAccountNumberSealed'
  | 'bankAccountNumberLastFour'
  | 'bankRoutingNumberSealed'
  | 'bankRoutingNumberLastFour'
>;

const lastFourOf = (number: string) => number.replace(/\s+/g, '').slice(-4);
const masked = (lastFour: string) => `****${lastFour}`;

/**
 * An owner's bank account and routing numbers at rest: sealed with the SSN's sealing (AES-256-GCM,
 * the server's key, a fresh IV each time), each bound to the owner and to which number it is, so a
 * sealed number copied onto another owner, or into the other column, does not open. Only the tenant
 * who pays sees them whole; the owner's own pages show the last four digits.
 */
export class BankNumbers {
  private readonly vault: SsnVault;

  constructor(key: Buffer) {
    this.vault = new SsnVault(key);
  }

  private static boundTo(ownerId: string, which: 'account' | 'routing') {
    return `owner-bank-${which}:${ownerId}`;
  }

  /** The columns that keep the details the owner entered. */
  columns(ownerId: string, details: BankDetailsInput) {
    return {
      bankAccountName: details.accountName,
      bankName: details.bankName,
      bankAccountNumberSealed: this.vault.seal(
        details.accountNumber,
        BankNumbers.boundTo(ownerId, 'account'),
      ),
      bankAccountNumberLastFour: lastFourOf(details.accountNumber),
      bankRoutingNumberSealed: this.vault.seal(
        details.routingNumber,
        BankNumbers.boundTo(ownerId, 'routing'),
      ),
      bankRoutingNumberLastFour: lastFourOf(details.routingNumber),
    };
  }

  /** Whether the owner has given every detail a transfer needs. */
  static complete(row: BankColumns) {
    return Boolean(
      row.bankAccountName &&
      row.bankName &&
      row.bankAccountNumberSealed &&
      row.bankRoutingNumberSealed,
    );
  }

  /** The whole details, for the tenant who pays by transfer; null until the owner gives them. */
  transferDetails(row: BankColumns): BankTransferDetails | null {
    if (!BankNumbers.complete(row)) return null;
    return {
      accountName: row.bankAccountName ?? '',
      bankName: row.bankName ?? '',
      accountNumber: this.vault.open(
        row.bankAccountNumberSealed ?? '',
        BankNumbers.boundTo(row.id, 'account'),
      ),
      routingNumber: this.vault.open(
        row.bankRoutingNumberSealed ?? '',
        BankNumbers.boundTo(row.id, 'routing'),
      ),
    };
  }

  /** What the owner's own pages show: the numbers' last four digits; nothing is opened. */
  static maskedDetails(row: BankColumns): MaskedBankDetails | null {
    if (!BankNumbers.complete(row)) return null;
    return {
      accountName: row.bankAccountName ?? '',
      bankName: row.bankName ?? '',
      accountNumber: masked(row.bankAccountNumberLastFour ?? ''),
      routingNumber: masked(row.bankRoutingNumberLastFour ?? ''),
    };
  }
}

/**
 * Seals the numbers still kept plain (written before migration 0041) and empties their plain
 * columns, each row in one statement, so servers starting together seal each row once. Answers how
 * many rows were sealed.
 */
export async function sealPlainBankNumbers(app: FastifyInstance): Promise<number> {
  const numbers = new BankNumbers(app.config.ssnEncryptionKey);
  const { rows } = (await app.db.execute(sql`
    select id, bank_account_number as "account", bank_routing_number as "routing"
    from owners
    where bank_account_number is not null or bank_routing_number is not null
  `)) as unknown as { rows: { id: string; account: string | null; routing: string | null }[] };
  let sealed = 0;
  for (const row of rows) {
    const account = row.account ?? '';
    const routing = row.routing ?? '';
    const columns = numbers.columns(row.id, {
      accountName: '',
      bankName: '',
      accountNumber: account,
      routingNumber: routing,
    });
    const { rows: changed } = (await app.db.execute(sql`
      update owners set
        bank_account_number_sealed = ${account ? columns.bankAccountNumberSealed : null},
        bank_account_number_last_four = ${account ? columns.bankAccountNumberLastFour : null},
        bank_routing_number_sealed = ${routing ? columns.bankRoutingNumberSealed : null},
        bank_routing_number_last_four = ${routing ? columns.bankRoutingNumberLastFour : null},
        bank_account_number = null,
        bank_routing_number = null
      where id = ${row.id}
        and bank_account_number is not distinct from ${row.account}
        and bank_routing_number is not distinct from ${row.routing}
      returning id
    `)) as unknown as { rows: unknown[] };
    sealed += changed.length;
  }
  return sealed;
}
