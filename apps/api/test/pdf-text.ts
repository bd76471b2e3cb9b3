import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader's viewer extracts it (pdf.js, the engine of Firefox's viewer): every
 * page's text items joined, lines by spaces. Tests parse generated PDFs with it instead of trusting bytes.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** A piece of a PDF's text with where it sits on its page (points from the left edge) and how wide it is. */
export interface PdfTextItem {
  page: number;
  text: string;
  x: number;
  width: number;
}

/** Every non-blank text item of a PDF with its position, for tests of what fits inside the margins. */
export async function pdfTextItems(bytes: Buffer): Promise<PdfTextItem[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
  const items: PdfTextItem[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim() !== '') items.push({ page: number, text: item.str, x: item.transform[4] as number, width: item.width });
  }
  await document.destroy();
  return items;
}

/** A piece of a page in reading order: a line of text (its items joined) or an image. */
export type PdfLayoutPiece = { page: number; top: number; kind: 'line'; text: string } | { page: number; top: number; kind: 'image' };

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/**
 * Every page's text lines and images from top to bottom (`top`: points from the page's top edge), for tests
 * of where things stand: text items on one baseline make one line; an image's place is found by following
 * the content stream's transformations up to the operator that paints it.
 */
export async function pdfLayout(bytes: Buffer): Promise<PdfLayoutPiece[]> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
  const pieces: PdfLayoutPiece[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const height = page.view[3]!;
    const lines = new Map<number, string[]>();
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const top = Math.round(height - (item.transform[5] as number));
      lines.set(top, [...(lines.get(top) ?? []), item.str]);
    }
    const onPage: PdfLayoutPiece[] = [...lines].map(([top, parts]) => ({ page: number, top, kind: 'line', text: parts.join(' ').replace(/\s+/g, ' ').trim() }));
    const operators = await page.getOperatorList();
    let matrix: Matrix = [1, 0, 0, 1, 0, 0];
    const saved: Matrix[] = [];
    operators.fnArray.forEach((fn, index) => {
      if (fn === OPS.save) saved.push(matrix);
      else if (fn === OPS.restore) matrix = saved.pop() ?? matrix;
      else if (fn === OPS.transform) matrix = multiply(matrix, operators.argsArray[index] as Matrix);
      else if (fn === OPS.paintImageXObject) {
        const corners = [matrix[5], matrix[1] + matrix[3] + matrix[5]];
        onPage.push({ page: number, top: Math.round(height - Math.max(...corners)), kind: 'image' });
      }
    });
    pieces.push(...onPage.sort((a, b) => a.top - b.top));
  }
  await document.destroy();
  return pieces;
}
