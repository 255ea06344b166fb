import type { AcceptedDocumentType } from 'shared-api/contract';

const startsWith = (content: Buffer, bytes: number[], offset = 0) =>
  content.length >= offset + bytes.length &&
  bytes.every((byte, index) => content[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * What a file is by its first bytes (its "magic number"), whatever its name or declared type says:
 * PDF, PNG, JPEG or WebP; null for anything else.
 */
export function documentTypeOf(content: Buffer): AcceptedDocumentType | null {
  if (startsWith(content, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(content, ascii('RIFF')) && startsWith(content, ascii('WEBP'), 8)) {
    return 'image/webp';
  }
  return null;
}

export const extensionOf: Record<AcceptedDocumentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
