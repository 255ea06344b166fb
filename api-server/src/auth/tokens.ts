import { randomUUID } from 'node:crypto';
import { isUuid } from '../http/ids';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

/** As long as the browser keeps the token cookie. */
export const sessionLifetimeSeconds = 7 * 24 * 60 * 60;

const issuer = 'homestead';

/**
 * Who a token speaks for; a token of one kind never opens the calls of another. A tenant
 * invitation opens only the onboarding calls.
 */
export type TokenAudience = 'owner' | 'tenant' | 'tenant-invitation';

export interface AccessTokenClaims {
  subject: string;
  tokenId: string;
  sessionVersion: number;
  expiresAt: Date;
}

export interface AccessTokens {
  /** `sessionVersion` is the version the token must still carry to work (see its audience). */
  sign(
    audience: TokenAudience,
    subject: string,
    sessionVersion: number,
    lifetimeSeconds?: number,
  ): Promise<string>;
  /** Answers null for a token that is malformed, forged, expired or of another audience. */
  read(audience: TokenAudience, token: string): Promise<AccessTokenClaims | null>;
}

/** How many checked tokens are remembered: checking a signature costs about 50 µs a request. */
const tokensRemembered = 10_000;

export function accessTokensSignedWith(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const checked = new Map<string, AccessTokenClaims>();

  const check = async (
    audience: TokenAudience,
    token: string,
  ): Promise<AccessTokenClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: ['HS256'] });
      // Every account id is a UUID; a token signed with the key but naming anything else is refused.
      if (!payload.sub || !isUuid(payload.sub) || !payload.jti || !payload.exp) return null;
      if (typeof payload.sv !== 'number') return null;
      return {
        subject: payload.sub,
        tokenId: payload.jti,
        sessionVersion: payload.sv,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  };

  return {
    sign: (audience, subject, sessionVersion, lifetimeSeconds = sessionLifetimeSeconds) =>
      new SignJWT({ sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(subject)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(key),
    read: async (audience, token) => {
      const rememberedAs = `${audience} ${token}`;
      const remembered = checked.get(rememberedAs);
      if (remembered) return remembered.expiresAt.getTime() > Date.now() ? remembered : null;
      const claims = await check(audience, token);
      if (claims) {
        if (checked.size >= tokensRemembered) checked.delete(checked.keys().next().value ?? '');
        checked.set(rememberedAs, claims);
      }
      return claims;
    },
  };
}
