import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LeaseTerms } from 'shared-api/contract';
import { pdfMoneyText, toCents } from '../money';

const pageSize: [number, number] = [612, 792];
const margin = 56;
const bodySize = 11;
const lineGap = 5;

/** Dates as the lease page shows them: long month, numeric day and year. */
const longDate = (isoDate: string) =>
  new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The standard fonts speak WinAnsi only: anything else is shown as "?" rather than failing. */
const printable = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[^\x20-\x7E\xA0-\xFF\n]/g, (character) =>
      character === '\u2019' || character === '\u2018' ? "'" : '?',
    );

/** Splits a paragraph into lines that fit the text width at the given size. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
        line = candidate;
      } else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Writes top to bottom, starting a new page when the current one is full. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = document.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  private room(height: number) {
    if (this.y - height < margin) {
      this.page = this.document.addPage(pageSize);
      this.y = pageSize[1] - margin;
    }
  }

  private line(text: string, font: PDFFont, size: number, x = margin) {
    this.room(size + lineGap);
    this.y -= size;
    this.page.drawText(text, { x, y: this.y, size, font, color: rgb(0.1, 0.1, 0.12) });
    this.y -= lineGap;
  }

  title(text: string) {
    this.line(printable(text), this.bold, 18);
    this.y -= 6;
  }

  heading(text: string) {
    this.y -= 10;
    this.line(printable(text), this.bold, 13);
  }

  paragraph(text: string) {
    const width = pageSize[0] - 2 * margin;
    for (const line of wrap(text, this.regular, bodySize, width)) {
      this.line(line, this.regular, bodySize);
    }
  }

  /** "Label: value", the value wrapped beside the label. */
  term(label: string, value: string) {
    const labelWidth = 150;
    const width = pageSize[0] - 2 * margin - labelWidth;
    const lines = wrap(value, this.regular, bodySize, width);
    lines.forEach((line, index) => {
      this.room(bodySize + lineGap);
      this.y -= bodySize;
      if (index === 0) {
        this.page.drawText(printable(label), {
          x: margin,
          y: this.y,
          size: bodySize,
          font: this.bold,
        });
      }
      this.page.drawText(line, {
        x: margin + labelWidth,
        y: this.y,
        size: bodySize,
        font: this.regular,
      });
      this.y -= lineGap;
    });
  }
}

/** The signed lease as a PDF: the same terms, parties and signature record as the lease page. */
export async function leaseDocument(terms: LeaseTerms): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Residential lease: ${printable(terms.property.name)}`);
  document.setAuthor(printable(terms.owner.name));
  document.setSubject(
    printable(
      `Lease of unit ${terms.currentUnit}, ${terms.property.name}, to ${terms.tenant.name}`,
    ),
  );
  document.setCreator('Homestead');
  const writer = new Writer(
    document,
    await document.embedFont(StandardFonts.Helvetica),
    await document.embedFont(StandardFonts.HelveticaBold),
  );

  writer.title('Residential lease');
  writer.paragraph(
    `Between ${terms.owner.name} (the owner) and ${terms.tenant.name} (the tenant), ` +
      `for unit ${terms.currentUnit} of ${terms.property.name}.`,
  );

  writer.heading('Property');
  writer.term('Property', terms.property.name);
  writer.term('Address', terms.property.address);
  writer.term('Unit', String(terms.currentUnit));
  writer.term(
    'Type',
    terms.property.type.replace(/^./, (first) => first.toUpperCase()),
  );

  writer.heading('Terms');
  writer.term('Lease term', `${longDate(terms.startDate)} - ${longDate(terms.endDate)}`);
  const money = (amount: number) => pdfMoneyText(toCents(amount), terms.currency);
  writer.term('Monthly rent', money(terms.monthlyRent));
  writer.term('Payment frequency', terms.paymentFrequency);
  writer.term('Security deposit', money(terms.securityDeposit));
  writer.term(
    'Late fee',
    `${money(terms.lateFee)} when rent is more than ${terms.lateFeeAfterDays} days late`,
  );
  writer.term('Due at move-in', money(terms.amountDueNow));
  writer.term('Payment reference', terms.paymentReference);
  writer.term('Special terms', terms.specialTerms || 'None');

  writer.heading('Parties');
  writer.term('Owner', terms.owner.name);
  writer.term('Owner e-mail', terms.owner.email);
  writer.term('Owner phone', terms.owner.phone ?? 'Not given');
  writer.term('Tenant', terms.tenant.name);
  writer.term('Tenant e-mail', terms.tenant.email);

  writer.heading('Signature');
  if (terms.signature) {
    writer.term('Signed by', terms.signature.fullName);
    writer.term('Signed at', `${new Date(terms.signature.signedAt).toUTCString()}`);
    writer.term('From address', terms.signature.ipAddress);
    writer.term('Browser', terms.signature.userAgent || 'Not recorded');
  } else {
    writer.paragraph('Not signed yet.');
  }

  return document.save();
}
