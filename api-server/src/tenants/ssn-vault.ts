import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const sealedPrefix = 'v1:';
const ivBytes = 12;
const tagBytes = 16;

/**
 * Social Security numbers at rest: AES-256-GCM with a fresh IV each time, bound to the tenant's id
 * so that a sealed number copied onto another tenant does not open.
 */
export class SsnVault {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The SSN key must be 32 bytes');
  }

  seal(ssn: string, tenantId: string): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(tenantId));
    const encrypted = Buffer.concat([cipher.update(ssn, 'utf8'), cipher.final()]);
    return sealedPrefix + Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64');
  }

  /** For a background-check provider; the number itself never leaves the server in an answer. */
  open(sealed: string, tenantId: string): string {
    if (!sealed.startsWith(sealedPrefix)) throw new Error('Not a sealed SSN');
    const bytes = Buffer.from(sealed.slice(sealedPrefix.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, ivBytes));
    decipher.setAAD(Buffer.from(tenantId));
    decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
    return Buffer.concat([
      decipher.update(bytes.subarray(ivBytes + tagBytes)),
      decipher.final(),
    ]).toString('utf8');
  }
}

/** The only form of the number that is ever shown: its last four digits. */
export const maskedSsn = (lastFour: string) => `*****${lastFour}`;
