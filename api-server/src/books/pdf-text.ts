import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdf-lib writes with its standard fonts, one string per line drawn: its
 * content streams inflated and their hex strings (`<48656C6C6F> Tj`) read back. For tests.
 */
export function pdfTextOf(pdf: Buffer): string[] {
  const text: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    for (const drawn of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      text.push(Buffer.from(drawn[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return text;
}
