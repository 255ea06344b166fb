import { createHmac, timingSafeEqual } from 'node:crypto';

const hourMs = 60 * 60 * 1000;

/**
 * Links that open one photo without a token header, so an `<img>` can show it: signed with the
 * server's secret and valid until the end of the next hour (stable within an hour, so browsers
 * cache them).
 */
export class PhotoLinks {
  constructor(private readonly secret: string) {}

  private signature(photoId: string, expires: number) {
    return createHmac('sha256', this.secret)
      .update(`maintenance-photo:${photoId}:${expires}`)
      .digest('base64url');
  }

  linkTo(photoId: string, now = Date.now()) {
    const expires = Math.ceil(now / hourMs) * hourMs + hourMs;
    return `/api/maintenance/photos/${photoId}?expires=${expires}&signature=${this.signature(photoId, expires)}`;
  }

  isValid(photoId: string, expires: number, signature: string, now = Date.now()) {
    if (!Number.isSafeInteger(expires) || expires < now) return false;
    const expected = Buffer.from(this.signature(photoId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
