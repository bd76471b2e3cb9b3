import { formatMoney, isReverseCharge, REVERSE_CHARGE_NOTE, type BillingParty, type CreditNote, type Invoice } from '@paytable/contracts';
import { embeddedPdfFonts, pdfText } from '../../platform/pdf-fonts';

/** The party printed when a document has no copy of a profile (a draft): the platform's name, the invoice's billing address. */
const PLATFORM_NAME = 'Paytable Ltd';

const rateLabel = (basisPoints: number) => `${(basisPoints / 100).toFixed(basisPoints % 100 === 0 ? 0 : 2)} %`;
const countryName = (code: string) => {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
};

/** An amount for print; a negative one with an ASCII hyphen-minus before the currency sign ("-€177.12"). */
export const printedMoney = (minor: number, currency: string) => `${minor < 0 ? '-' : ''}${formatMoney(Math.abs(minor), currency)}`;

/** Taxable amount and VAT of one rate: what art. 226(8)–(10) asks an invoice to show per rate. */
export interface VatBand {
  rateBasisPoints: number;
  taxable: number;
  vat: number;
}

/** The invoice's lines summed per VAT rate, lowest rate first. */
export function vatBands(invoice: Pick<Invoice, 'lines'>): VatBand[] {
  const bands = new Map<number, VatBand>();
  for (const line of invoice.lines) {
    const band = bands.get(line.taxRateBasisPoints) ?? { rateBasisPoints: line.taxRateBasisPoints, taxable: 0, vat: 0 };
    band.taxable += line.net;
    band.vat += line.tax;
    bands.set(line.taxRateBasisPoints, band);
  }
  return [...bands.values()].sort((a, b) => a.rateBasisPoints - b.rateBasisPoints);
}

/**
 * A credit note's amount (gross) spread over its invoice's VAT rates in proportion to each rate's gross,
 * the remainder of the division on the largest band, so the parts add up to the amount; each part split
 * into taxable amount and VAT at its rate (half away from zero). BigInt: amount × gross can pass 2⁵³.
 */
export function creditBands(amount: number, invoice: Pick<Invoice, 'lines' | 'total'>): VatBand[] {
  const bands = vatBands(invoice);
  if (bands.length === 0 || invoice.total === 0) return [{ rateBasisPoints: 0, taxable: amount, vat: 0 }];
  const grossOf = (band: VatBand) => band.taxable + band.vat;
  const parts = bands.map((band) => Number((BigInt(amount) * BigInt(grossOf(band))) / BigInt(invoice.total)));
  const largest = bands.reduce((best, band, index) => (grossOf(band) > grossOf(bands[best]!) ? index : best), 0);
  parts[largest]! += amount - parts.reduce((sum, part) => sum + part, 0);
  return bands.map((band, index) => {
    const gross = BigInt(parts[index]!);
    const taxable = Number((gross * 20_000n + BigInt(10_000 + band.rateBasisPoints)) / (BigInt(10_000 + band.rateBasisPoints) * 2n));
    return { rateBasisPoints: band.rateBasisPoints, taxable, vat: parts[index]! - taxable };
  });
}

// ---- layout ------------------------------------------------------------------------------------------------

/** A4 with 50 pt margins; content stops at `bottom`, the footer line sits below it, above pdfkit's own bottom margin (791.89), so it never opens a page. */
const PAGE = { left: 50, right: 545.28, bottom: 760, footer: 772 } as const;
const WIDTH = PAGE.right - PAGE.left;

interface DocumentLine {
  description: string;
  quantity: number;
  unitPrice: number;
  rateBasisPoints: number;
  amount: number;
}

/** Everything one invoice-like document prints, already in the order and signs it prints them. */
interface DocumentSpec {
  title: string;
  dates: [string, string][];
  seller: BillingParty;
  buyer: BillingParty;
  currency: string;
  lines: DocumentLine[];
  bands: VatBand[];
  totals: { label: string; amount: number; bold?: boolean }[];
  reverseCharge: boolean;
  paragraphs: string[];
  /** Bank details and the payment reference; null on a document nothing is paid against. */
  payment: { reference: string; dueDate: string } | null;
}

const partyLines = (party: BillingParty): string[] =>
  [
    ...party.addressLines.split('\n'),
    [party.postalCode, party.city].filter(Boolean).join(' '),
    party.country ? countryName(party.country) : '',
    party.vatId ? `VAT id: ${party.vatId}` : '',
    party.billingEmail,
  ]
    .map((line) => pdfText(line.trim()))
    .filter((line) => line.length > 0);

async function renderDocument(spec: DocumentSpec, created: Date): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: PAGE.left, info: { Title: spec.title, Author: spec.seller.legalName, CreationDate: created, ModDate: created } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    // Every glyph from an embedded Unicode font: names, minus signs and currency signs print whatever they are.
    const fonts = embeddedPdfFonts(doc);
    const money = (minor: number) => printedMoney(minor, spec.currency);
    let y = PAGE.left;

    /** Text set right-aligned in a box; a text too wide for it is set smaller, never past the box (or the margin). */
    const cell = (text: string, x: number, width: number, options: { size?: number; bold?: boolean; align?: 'left' | 'right' } = {}) => {
      let size = options.size ?? 9;
      doc.font(options.bold ? fonts.bold : fonts.regular).fontSize(size);
      while (size > 5 && doc.widthOfString(text) > width) doc.fontSize((size -= 0.5));
      doc.text(text, x, y, { width, align: options.align ?? 'right', lineBreak: false });
    };
    const ensureRoom = (height: number) => {
      if (y + height <= PAGE.bottom) return;
      doc.addPage();
      y = PAGE.left;
    };

    // Seller (left) and the document's number and dates (right).
    const top = y;
    doc.font(fonts.bold).fontSize(12).text(pdfText(spec.seller.legalName), PAGE.left, y, { width: 260 });
    doc.font(fonts.regular).fontSize(9);
    for (const line of partyLines(spec.seller)) doc.text(line, PAGE.left, doc.y, { width: 260 });
    const sellerBottom = doc.y;
    y = top;
    cell(spec.title, 320, WIDTH - 270, { size: 16, bold: true });
    y += 26;
    for (const [label, value] of spec.dates) {
      cell(`${label}: ${value}`, 320, WIDTH - 270);
      y += 13;
    }
    y = Math.max(y, sellerBottom) + 18;

    doc.font(fonts.bold).fontSize(9).text('Bill to', PAGE.left, y);
    doc.font(fonts.bold).fontSize(11).text(pdfText(spec.buyer.legalName), PAGE.left, doc.y, { width: 300 });
    doc.font(fonts.regular).fontSize(9);
    for (const line of partyLines(spec.buyer)) doc.text(line, PAGE.left, doc.y, { width: 300 });
    y = doc.y + 18;

    // Lines: description, quantity, unit price, VAT rate, taxable amount.
    const columns = { description: [PAGE.left, 215], quantity: [270, 40], unitPrice: [315, 85], rate: [405, 40], amount: [450, PAGE.right - 450] } as const;
    const header = () => {
      cell('Description', ...columns.description, { bold: true, align: 'left' });
      cell('Qty', ...columns.quantity, { bold: true });
      cell('Unit price', ...columns.unitPrice, { bold: true });
      cell('VAT', ...columns.rate, { bold: true });
      cell('Amount', ...columns.amount, { bold: true });
      y += 14;
      doc.moveTo(PAGE.left, y - 3).lineTo(PAGE.right, y - 3).lineWidth(0.5).stroke();
    };
    header();
    for (const line of spec.lines) {
      doc.font(fonts.regular).fontSize(9);
      const description = pdfText(line.description);
      const height = Math.max(13, doc.heightOfString(description, { width: columns.description[1] }) + 3);
      if (y + height > PAGE.bottom) {
        doc.addPage();
        y = PAGE.left;
        header();
      }
      doc.font(fonts.regular).fontSize(9).text(description, columns.description[0], y, { width: columns.description[1] });
      cell(String(line.quantity), ...columns.quantity);
      cell(money(line.unitPrice), ...columns.unitPrice);
      cell(rateLabel(line.rateBasisPoints), ...columns.rate);
      cell(money(line.amount), ...columns.amount);
      y += height;
    }
    y += 10;

    // VAT per rate, then the totals.
    ensureRoom(16 * (spec.bands.length + spec.totals.length + 2));
    cell('VAT rate', 250, 60, { bold: true });
    cell('Taxable amount', 315, 125, { bold: true });
    cell('VAT', ...columns.amount, { bold: true });
    y += 14;
    for (const band of spec.bands) {
      cell(rateLabel(band.rateBasisPoints), 250, 60);
      cell(money(band.taxable), 315, 125);
      cell(money(band.vat), ...columns.amount);
      y += 13;
    }
    y += 8;
    doc.moveTo(300, y - 4).lineTo(PAGE.right, y - 4).lineWidth(0.5).stroke();
    for (const total of spec.totals) {
      cell(total.label, 250, 190, { size: 10, bold: total.bold });
      cell(money(total.amount), ...columns.amount, { size: 10, bold: total.bold });
      y += 15;
    }
    y += 10;

    const paragraph = (text: string, options: { bold?: boolean } = {}) => {
      doc.font(options.bold ? fonts.bold : fonts.regular).fontSize(9);
      const height = doc.heightOfString(text, { width: WIDTH });
      ensureRoom(height + 4);
      doc.text(text, PAGE.left, y, { width: WIDTH });
      y = doc.y + 4;
    };
    if (spec.reverseCharge) paragraph(REVERSE_CHARGE_NOTE, { bold: true });
    for (const text of spec.paragraphs) paragraph(pdfText(text));
    if (spec.payment) {
      y += 6;
      paragraph('Payment details', { bold: true });
      const bank = [
        spec.seller.bankName ? `Bank: ${spec.seller.bankName}` : '',
        spec.seller.iban ? `IBAN: ${spec.seller.iban.replace(/(.{4})/g, '$1 ').trim()}` : '',
        spec.seller.bic ? `BIC: ${spec.seller.bic}` : '',
        `Payment reference: ${spec.payment.reference}`,
        `Please pay by ${spec.payment.dueDate}, quoting the payment reference.`,
      ];
      for (const text of bank.filter(Boolean)) paragraph(pdfText(text));
    }
    doc.font(fonts.regular).fontSize(8).text(`Amounts in ${spec.currency}.`, PAGE.left, PAGE.footer, { width: WIDTH, align: 'center', lineBreak: false });
    doc.end();
  });
}

const draftParties = (invoice: Invoice) => ({
  seller: invoice.seller ?? { legalName: PLATFORM_NAME, addressLines: '', postalCode: '', city: '', country: '', vatId: null, billingEmail: '', iban: null, bic: null, bankName: null },
  buyer: invoice.buyer ?? { legalName: invoice.company.name, addressLines: '', postalCode: '', city: '', country: '', vatId: null, billingEmail: invoice.billingEmail, iban: null, bic: null, bankName: null },
});

const supplyLabel = (invoice: Invoice): [string, string] => {
  if (invoice.usageMonth) {
    const [year, month] = invoice.usageMonth.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    return ['Supply period', `${invoice.usageMonth}-01 to ${last}`];
  }
  return ['Supply date', invoice.supplyDate ?? invoice.issueDate];
};

/**
 * The invoice as a PDF (pdfkit, A4, DejaVu embedded) with what art. 226 of the VAT Directive asks: number,
 * issue and supply dates, seller and buyer with addresses and VAT ids, lines with quantity, unit price and
 * rate, taxable amount and VAT per rate, totals, the reverse-charge wording where it applies, and the
 * bank details with the payment reference. Deterministic for the same invoice (fixed creation date).
 */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const { seller, buyer } = draftParties(invoice);
  const totals: DocumentSpec['totals'] = [
    { label: 'Total taxable amount', amount: invoice.subtotal },
    { label: 'Total VAT', amount: invoice.taxTotal },
    { label: 'Total', amount: invoice.total, bold: true },
  ];
  if (invoice.paidTotal > 0) totals.push({ label: 'Paid', amount: -invoice.paidTotal });
  if (invoice.creditedTotal > 0) totals.push({ label: 'Credited', amount: -invoice.creditedTotal });
  totals.push({ label: 'Balance due', amount: invoice.balance, bold: true });
  const number = invoice.number ?? 'draft';
  return renderDocument(
    {
      title: invoice.number === null ? 'Draft invoice' : `Invoice ${invoice.number}`,
      dates: [['Invoice number', number], ['Issue date', invoice.issueDate], supplyLabel(invoice), ['Due date', invoice.dueDate]],
      seller,
      buyer,
      currency: invoice.currency,
      lines: invoice.lines.map((line) => ({ description: line.description, quantity: line.quantity, unitPrice: line.unitPrice, rateBasisPoints: line.taxRateBasisPoints, amount: line.net })),
      bands: vatBands(invoice),
      totals,
      reverseCharge: isReverseCharge(seller, buyer),
      paragraphs: invoice.notes ? [invoice.notes] : [],
      payment: invoice.status === 'VOID' ? null : { reference: number, dueDate: invoice.dueDate },
    },
    new Date(`${invoice.issueDate}T00:00:00Z`),
  );
}

/**
 * A credit note as a PDF: the same fields as an invoice, with the invoice it corrects, its amount spread
 * over that invoice's VAT rates and printed negative, and where its credit went.
 */
export function creditNotePdf(note: CreditNote, invoice: Invoice, parties: { seller: BillingParty; buyer: BillingParty } | null): Promise<Buffer> {
  const { seller, buyer } = parties ?? draftParties(invoice);
  const bands = creditBands(note.amount, invoice).map((band) => ({ rateBasisPoints: band.rateBasisPoints, taxable: -band.taxable, vat: -band.vat }));
  const money = (minor: number) => printedMoney(minor, note.currency);
  const applied = note.applications.map((each) => `Applied to invoice ${each.invoiceNumber ?? each.invoiceId} on ${each.appliedOn}: ${money(each.amount)}`);
  return renderDocument(
    {
      title: `Credit note ${note.number}`,
      dates: [['Credit note number', note.number], ['Issue date', note.issueDate], ['Credited invoice', `${invoice.number ?? ''} of ${invoice.issueDate}`], supplyLabel(invoice)],
      seller,
      buyer,
      currency: note.currency,
      lines: bands.map((band) => ({ description: pdfText(note.reason), quantity: 1, unitPrice: band.taxable, rateBasisPoints: band.rateBasisPoints, amount: band.taxable })),
      bands,
      totals: [
        { label: 'Total taxable amount', amount: bands.reduce((sum, band) => sum + band.taxable, 0) },
        { label: 'Total VAT', amount: bands.reduce((sum, band) => sum + band.vat, 0) },
        { label: 'Total credited', amount: -note.amount, bold: true },
        { label: 'Credit remaining', amount: note.remaining },
      ],
      reverseCharge: isReverseCharge(seller, buyer),
      paragraphs: [`This credit note corrects invoice ${invoice.number ?? ''}.`, ...applied],
      payment: null,
    },
    new Date(`${note.issueDate}T00:00:00Z`),
  );
}
