import { documentTypeOf } from './file-types';

const bytes = (...values: number[]) => Buffer.from(values);

test.each([
  ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'application/pdf'],
  ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'image/png'],
  ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46), 'image/jpeg'],
  [
    'a WebP',
    Buffer.concat([Buffer.from('RIFF'), bytes(36, 0, 0, 0), Buffer.from('WEBPVP8 ')]),
    'image/webp',
  ],
])('recognises %s by its first bytes', (_name, content, type) => {
  expect(documentTypeOf(content)).toBe(type);
});

test.each([
  ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
  ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
  [
    'a WAV (RIFF but not WebP)',
    Buffer.concat([Buffer.from('RIFF'), bytes(36, 0, 0, 0), Buffer.from('WAVEfmt ')]),
  ],
  ['a PNG cut short', bytes(0x89, 0x50, 0x4e, 0x47)],
  ['"%PDF" without its dash', Buffer.from('%PDF1.7')],
  ['an empty file', Buffer.alloc(0)],
])('refuses %s', (_name, content) => {
  expect(documentTypeOf(content)).toBeNull();
});
