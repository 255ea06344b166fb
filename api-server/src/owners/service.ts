import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  ChangeOwnerPasswordPayload,
  CreateOwnerPayload,
  Owner,
  SignInPayload,
  UpdateOwnerPayload,
} from 'shared-api/contract';
import type { AccessTokenClaims } from '../auth/tokens';
import { checkResetLink } from '../auth/reset-links';
import { forgetFailedSignIns, takeLimitedAction, takeSignInAttempt } from '../auth/throttle';
import { emailVerificationCodes, owners, passwordResetTokens } from '../db/schema';
import { badRequest, conflict, notFound, unauthorized } from '../http/errors';
import { BankNumbers } from './bank-numbers';
import { emailVerificationMail, passwordResetMail } from './mails';

type OwnerRow = typeof owners.$inferSelect;

const resetLinkLifetimeMs = 60 * 60 * 1000;
const resetMailsPerHour = 5;
const verificationCodeLifetimeMs = 10 * 60 * 1000;
const verificationCodeTries = 5;
const verificationCodesPerHour = 5;
/** Reset links that do not work, and sign-ups with a taken e-mail, per address in 15 minutes. */
const takenSignUpsPerAddress = 20;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function ownerAnswer(row: OwnerRow): Owner {
  const bankDetails = BankNumbers.maskedDetails(row);
  return {
    _id: row.id,
    ownerId: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    emailVerified: row.emailVerifiedAt !== null,
    bankDetails,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Registration, sign-in and sign-out, profile, password reset and e-mail verification of owners. */
export class OwnerAccounts {
  private readonly bankNumbers: BankNumbers;

  constructor(private readonly app: FastifyInstance) {
    this.bankNumbers = new BankNumbers(app.config.ssnEncryptionKey);
  }

  private get db() {
    return this.app.db;
  }

  async register(payload: CreateOwnerPayload, address: string) {
    // A taken address is answered before any hashing, and each address may ask about a few.
    const attempt = await takeLimitedAction(
      this.app.throttle,
      [{ key: `sign-up-taken-from:${address}`, limit: takenSignUpsPerAddress }],
      15 * 60,
      'Too many attempts. Please wait 15 minutes and try again.',
    );
    const [taken] = await this.db
      .select({ id: owners.id })
      .from(owners)
      .where(eq(owners.email, payload.email));
    if (taken) throw conflict('An account with this email already exists');
    await attempt.release();
    const passwordHash = await this.app.passwords.hash(payload.password);
    const [created] = await this.db
      .insert(owners)
      .values({ name: payload.name, email: payload.email, passwordHash })
      .onConflictDoNothing({ target: owners.email })
      .returning();
    if (!created) throw conflict('An account with this email already exists');
    return this.session(created);
  }

  async signIn(payload: SignInPayload, address: string) {
    const attempt = await takeSignInAttempt(this.app.throttle, {
      account: `owner:${payload.email}`,
      address,
    });
    const [owner] = await this.db.select().from(owners).where(eq(owners.email, payload.email));
    const passwordMatches = owner
      ? await this.app.passwords.verify(owner.passwordHash, payload.password)
      : await this.app.passwords.verifyNothing(payload.password);
    if (!owner || !passwordMatches) throw unauthorized('Invalid email or password');
    await attempt.succeeded();
    return this.session(owner);
  }

  private async session(owner: OwnerRow) {
    const accessToken = await this.app.accessTokens.sign('owner', owner.id, owner.sessionVersion);
    return { access_token: accessToken, data: ownerAnswer(owner) };
  }

  signOut(session: AccessTokenClaims) {
    return this.app.ownerSessions.signOut(session);
  }

  private async row(ownerId: string): Promise<OwnerRow> {
    const [owner] = await this.db.select().from(owners).where(eq(owners.id, ownerId));
    if (!owner) throw notFound('Owner not found');
    return owner;
  }

  async update(ownerId: string, payload: UpdateOwnerPayload) {
    const [updated] = await this.db
      .update(owners)
      .set({
        ...(payload.name !== undefined && { name: payload.name }),
        ...(payload.phone !== undefined && { phone: payload.phone }),
        ...(payload.bankDetails && this.bankNumbers.columns(ownerId, payload.bankDetails)),
        updatedAt: new Date(),
      })
      .where(eq(owners.id, ownerId))
      .returning();
    if (!updated) throw notFound('Owner not found');
    this.app.ownerSessions.forget(ownerId);
    return ownerAnswer(updated);
  }

  /**
   * Sets a new password after checking the current one (wrong guesses count towards the sign-in
   * throttle), ends every session of the owner and answers a token for this one to go on with.
   */
  async changePassword(
    session: AccessTokenClaims,
    payload: ChangeOwnerPasswordPayload,
    address: string,
  ) {
    const owner = await this.row(session.subject);
    const attempt = await takeSignInAttempt(this.app.throttle, {
      account: `owner:${owner.email}`,
      address,
    });
    if (!(await this.app.passwords.verify(owner.passwordHash, payload.currentPassword))) {
      throw badRequest('Your current password is not correct');
    }
    await attempt.succeeded();
    const passwordHash = await this.app.passwords.hash(payload.password);
    const [changed] = await this.db
      .update(owners)
      .set({
        passwordHash,
        sessionVersion: sql`${owners.sessionVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(owners.id, owner.id), eq(owners.sessionVersion, session.sessionVersion)))
      .returning({ sessionVersion: owners.sessionVersion });
    if (!changed) throw unauthorized('Your session has ended. Please sign in again.');
    this.app.ownerSessions.forget(owner.id);
    return this.app.accessTokens.sign('owner', owner.id, changed.sessionVersion);
  }

  /** Refuses a reset link that is used, expired or unknown (see checkResetLink). */
  checkResetLink(token: string, address: string) {
    return checkResetLink(this.app, passwordResetTokens, token, address);
  }

  /** Always answers the same way, whether or not the account exists. */
  async sendPasswordResetLink(email: string) {
    const taken = await this.app.throttle.attempt(
      [{ key: `password-reset-mail:${email}`, limit: resetMailsPerHour }],
      60 * 60,
    );
    if (!taken.allowed) return;
    const [owner] = await this.db.select().from(owners).where(eq(owners.email, email));
    if (!owner) return;

    const token = randomBytes(32).toString('base64url');
    await this.db.insert(passwordResetTokens).values({
      tokenHash: sha256(token),
      ownerId: owner.id,
      expiresAt: new Date(Date.now() + resetLinkLifetimeMs),
    });
    const resetLink = `${this.app.config.appUrl}/reset-password?token=${token}`;
    this.app.mailer.sendLater(passwordResetMail(owner.email, owner.name, resetLink));
  }

  /**
   * Sets the new password, retires every reset link of the owner and ends every session. The link
   * is checked before the password is hashed; an address may try a few links that do not work.
   */
  async resetPassword(token: string, password: string, address: string) {
    await this.checkResetLink(token, address);
    const passwordHash = await this.app.passwords.hash(password);
    const owner = await this.db.transaction(async (transaction) => {
      const [claimed] = await transaction
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, sha256(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ ownerId: passwordResetTokens.ownerId });
      if (!claimed) return null;
      await transaction
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(eq(passwordResetTokens.ownerId, claimed.ownerId), isNull(passwordResetTokens.usedAt)),
        );
      const [updated] = await transaction
        .update(owners)
        .set({
          passwordHash,
          sessionVersion: sql`${owners.sessionVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(owners.id, claimed.ownerId))
        .returning();
      return updated ?? null;
    });
    if (!owner) {
      throw badRequest('This reset link is invalid or has expired. Please ask for a new one.');
    }
    this.app.ownerSessions.forget(owner.id);
    await forgetFailedSignIns(this.app.throttle, `owner:${owner.email}`);
  }

  async sendEmailVerificationCode(ownerId: string) {
    const owner = await this.row(ownerId);
    if (owner.emailVerifiedAt) throw conflict('Your email is already verified');
    await takeLimitedAction(
      this.app.throttle,
      [{ key: `email-verification-code:${ownerId}`, limit: verificationCodesPerHour }],
      60 * 60,
      'Too many codes asked for. Please wait an hour and try again.',
    );

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeRow = {
      codeHash: sha256(`${ownerId}:${code}`),
      expiresAt: new Date(Date.now() + verificationCodeLifetimeMs),
      attemptsLeft: verificationCodeTries,
    };
    await this.db
      .insert(emailVerificationCodes)
      .values({ ownerId, ...codeRow })
      .onConflictDoUpdate({ target: emailVerificationCodes.ownerId, set: codeRow });
    await this.app.mailer.send(emailVerificationMail(owner.email, owner.name, code));
  }

  /** Each try uses up one of the code's five, right or wrong. */
  async verifyEmail(ownerId: string, code: string) {
    const [tried] = await this.db
      .update(emailVerificationCodes)
      .set({ attemptsLeft: sql`${emailVerificationCodes.attemptsLeft} - 1` })
      .where(
        and(
          eq(emailVerificationCodes.ownerId, ownerId),
          gt(emailVerificationCodes.attemptsLeft, 0),
          gt(emailVerificationCodes.expiresAt, new Date()),
        ),
      )
      .returning({ codeHash: emailVerificationCodes.codeHash });
    if (!tried) {
      throw badRequest(
        'This code has expired or was tried too many times. Please ask for a new one.',
      );
    }
    if (tried.codeHash !== sha256(`${ownerId}:${code}`)) {
      throw badRequest('That code is not right. Please check the email and try again.');
    }
    const verified = await this.db.transaction(async (transaction) => {
      await transaction
        .delete(emailVerificationCodes)
        .where(eq(emailVerificationCodes.ownerId, ownerId));
      const [updated] = await transaction
        .update(owners)
        .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(owners.id, ownerId))
        .returning();
      return updated;
    });
    if (!verified) throw notFound('Owner not found');
    this.app.ownerSessions.forget(ownerId);
    return ownerAnswer(verified);
  }
}
