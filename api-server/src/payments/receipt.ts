import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { pdfMoneyText } from '../money';
import type { LeaseLedger, RecordedPayment } from './rent-ledgers';
import { printableIn } from '../pdf-text';

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A one-page receipt for money the owner received, for the tenant's records. */
export async function receiptPdf(
  entry: LeaseLedger,
  payment: RecordedPayment,
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Receipt ${payment.paymentId.slice(0, 8).toUpperCase()}`);
  document.setProducer('Homestead');
  const page = document.addPage([595, 842]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const printable = printableIn(regular);
  page.drawText('Homestead', { x: 56, y: 780, size: 12, font: bold, color: rgb(0.2, 0.3, 0.6) });
  page.drawText('Payment receipt', { x: 56, y: 748, size: 22, font: bold });
  const rows: [string, string][] = [
    ['Receipt number', payment.paymentId.slice(0, 8).toUpperCase()],
    ['Received from', entry.tenantName],
    ['For', `${entry.propertyName}, unit ${entry.lease.currentUnit}`],
    ['Payment', payment.type],
    ['Date', longDate(payment.date)],
    ['Payment reference', payment.reference || '—'],
    ['Amount received', pdfMoneyText(payment.amountCents, entry.currency)],
  ];
  rows.forEach(([label, value], index) => {
    const y = 700 - index * 26;
    page.drawText(label, { x: 56, y, size: 11, font: regular, color: rgb(0.35, 0.35, 0.4) });
    page.drawText(printable(value), {
      x: 220,
      y,
      size: 11,
      font: label === 'Amount received' ? bold : regular,
    });
  });
  page.drawText(`Issued ${longDate(entry.today)}. The owner has confirmed this payment arrived.`, {
    x: 56,
    y: 480,
    size: 9,
    font: regular,
    color: rgb(0.35, 0.35, 0.4),
  });
  return document.save();
}
