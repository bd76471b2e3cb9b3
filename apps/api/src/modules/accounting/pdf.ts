import { formatMoney, type Invoice } from '@paytable/contracts';
import PDFDocument from 'pdfkit';

const taxLabel = (basisPoints: number) => `${(basisPoints / 100).toFixed(basisPoints % 100 === 0 ? 0 : 2)} %`;

/**
 * The invoice as a PDF (pdfkit, built-in Helvetica, A4): seller, customer, number and dates, lines with
 * tax, totals, payments and the open balance. Deterministic for the same invoice (fixed creation date),
 * so a re-download is the same document.
 */
export function invoicePdf(invoice: Invoice, seller = { name: 'Paytable Ltd', address: ['Level 3, Portomaso Business Tower', "St Julian's STJ 4011, Malta"] }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const created = new Date(`${invoice.issueDate}T00:00:00Z`);
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice ${invoice.number ?? 'draft'}`, Author: seller.name, CreationDate: created, ModDate: created } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const money = (minor: number) => formatMoney(minor, invoice.currency);

    doc.fontSize(20).text(invoice.number === null ? 'Draft invoice' : `Invoice ${invoice.number}`, { align: 'right' });
    doc.moveDown(0.5).fontSize(10).text(`Issue date: ${invoice.issueDate}`, { align: 'right' }).text(`Due date: ${invoice.dueDate}`, { align: 'right' });
    doc.moveDown().fontSize(11).text(seller.name);
    for (const line of seller.address) doc.fontSize(9).text(line);
    doc.moveDown().fontSize(10).text('Bill to:').fontSize(11).text(invoice.company.name).fontSize(9).text(invoice.billingEmail);
    doc.moveDown(1.5);

    const columns = [50, 290, 345, 420, 475];
    const header = (y: number) => {
      doc.fontSize(9).font('Helvetica-Bold');
      ['Description', 'Qty', 'Unit price', 'Tax', 'Amount'].forEach((label, index) => doc.text(label, columns[index]!, y, { width: index === 0 ? 230 : 70, align: index === 0 ? 'left' : 'right' }));
      doc.font('Helvetica');
    };
    let y = doc.y;
    header(y);
    y += 18;
    for (const line of invoice.lines) {
      if (y > 720) {
        doc.addPage();
        y = 50;
        header(y);
        y += 18;
      }
      const cells = [line.description, String(line.quantity), money(line.unitPrice), taxLabel(line.taxRateBasisPoints), money(line.net)];
      const height = doc.heightOfString(line.description, { width: 230 });
      cells.forEach((cell, index) => doc.text(cell, columns[index]!, y, { width: index === 0 ? 230 : 70, align: index === 0 ? 'left' : 'right' }));
      y += Math.max(14, height + 4);
    }
    y += 10;
    const total = (label: string, value: string, bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).text(label, 330, y, { width: 140, align: 'right' }).text(value, 475, y, { width: 70, align: 'right' });
      y += 16;
    };
    total('Subtotal', money(invoice.subtotal));
    total('Tax', money(invoice.taxTotal));
    total('Total', money(invoice.total), true);
    if (invoice.paidTotal > 0) total('Paid', `−${money(invoice.paidTotal)}`);
    if (invoice.creditedTotal > 0) total('Credited', `−${money(invoice.creditedTotal)}`);
    total('Balance due', money(invoice.balance), true);
    doc.font('Helvetica').fontSize(9);
    if (invoice.notes) doc.text(invoice.notes, 50, y + 20, { width: 495 });
    doc.text(`Amounts in ${invoice.currency}. Please quote ${invoice.number ?? 'the invoice number'} with your payment.`, 50, 770, { width: 495, align: 'center' });
    doc.end();
  });
}
