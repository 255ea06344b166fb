import type { PDFFont } from 'pdf-lib';

/**
 * `text` as `font` can draw it: the standard fonts cannot draw every script, so a character in
 * another one is kept readable as '?'.
 */
export function printableIn(font: PDFFont) {
  return (text: string) =>
    [...text]
      .map((character) => {
        try {
          font.encodeText(character);
          return character;
        } catch {
          return '?';
        }
      })
      .join('');
}
