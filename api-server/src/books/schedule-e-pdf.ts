import { PDFDocument, type PDFFont, StandardFonts, rgb } from 'pdf-lib';
import { pdfMoneyText } from '../money';
import type { ScheduleEProperty } from './book-keeper';
import { printableIn } from '../pdf-text';
import { scheduleELinesOf } from './schedule-e-lines';

const grey = rgb(0.35, 0.35, 0.4);

/** The year's income and expenses of each property by Schedule E line, one page a property. */
export async function scheduleEPdf(
  ownerName: string,
  year: number,
  entries: ScheduleEProperty[],
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Schedule E summary ${year}`);
  document.setProducer('Homestead');
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const printable = printableIn(regular);
  const heading = (page: ReturnType<typeof document.addPage>, title: string) => {
    page.drawText('Homestead', { x: 56, y: 780, size: 12, font: bold, color: rgb(0.2, 0.3, 0.6) });
    page.drawText(`Schedule E summary ${year}`, { x: 56, y: 748, size: 20, font: bold });
    page.drawText(printable(title), { x: 56, y: 722, size: 11, font: regular, color: grey });
  };
  const rightAligned = (
    page: ReturnType<typeof document.addPage>,
    text: string,
    y: number,
    font: PDFFont,
  ) => page.drawText(text, { x: 539 - font.widthOfTextAtSize(text, 10), y, size: 10, font });

  if (entries.length === 0) {
    const page = document.addPage([595, 842]);
    heading(page, printable(ownerName));
    page.drawText(`No income or expenses recorded in ${year}.`, {
      x: 56,
      y: 680,
      size: 11,
      font: regular,
    });
  }
  for (const entry of entries) {
    const page = document.addPage([595, 842]);
    heading(
      page,
      `${ownerName}: ${entry.propertyName}${entry.address ? `, ${entry.address}` : ''}`,
    );
    const money = (cents: number) => pdfMoneyText(cents, entry.currency);
    page.drawText('Line', { x: 56, y: 684, size: 10, font: bold });
    page.drawText('Description', { x: 96, y: 684, size: 10, font: bold });
    rightAligned(page, `Amount (${entry.currency})`, 684, bold);
    const rows = scheduleELinesOf(entry);
    rows.forEach((row, index) => {
      const y = 662 - index * 22;
      const font = row.total ? bold : regular;
      page.drawText(String(row.line), { x: 56, y, size: 10, font });
      page.drawText(row.label, { x: 96, y, size: 10, font });
      rightAligned(page, money(row.cents), y, font);
    });
    page.drawText(
      `Rents received: ${money(entry.rentCents)} rent and ${money(entry.lateFeeCents)} late fees, each counted in the month it fell due; deposits held are not income.`,
      { x: 56, y: 662 - rows.length * 22 - 12, size: 8, font: regular, color: grey, maxWidth: 483 },
    );
  }
  return document.save();
}
