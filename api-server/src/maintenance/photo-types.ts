import type { AcceptedPhotoType } from 'shared-api/contract';
import { documentTypeOf } from '../files/file-types';

const svgStart = /^<svg[\s>]/i;

/** Declarations, comments and a doctype may come before an SVG's root element. */
const prologue = /^(\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)/i;

function isSvg(content: Buffer) {
  let text = content
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  for (let match = prologue.exec(text); match; match = prologue.exec(text)) {
    text = text.slice(match[0].length);
  }
  return svgStart.test(text);
}

/** What a photo is by its content: PNG, JPEG, WebP or SVG; null for anything else. */
export function photoTypeOf(content: Buffer): AcceptedPhotoType | null {
  const raster = documentTypeOf(content);
  if (raster === 'image/png' || raster === 'image/jpeg' || raster === 'image/webp') return raster;
  return isSvg(content) ? 'image/svg+xml' : null;
}

export const photoExtensionOf: Record<AcceptedPhotoType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};
