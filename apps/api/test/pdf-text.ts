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
