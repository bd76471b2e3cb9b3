import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Unicode fonts for the PDFs the server builds (DejaVu, from the dejavu-fonts-ttf package). pdfkit's
 * standard fonts speak WinAnsi only, so Greek, Cyrillic, Turkish, Polish or a Ł in a name printed as
 * garbage; these cover them, and pdfkit embeds only the glyphs a document uses. Read once, on first use.
 */
export const PDF_FONTS = { regular: 'Sans', bold: 'Sans-Bold', italic: 'Sans-Oblique', boldItalic: 'Sans-BoldOblique', code: 'Mono' } as const;

const FILES: Record<(typeof PDF_FONTS)[keyof typeof PDF_FONTS], string> = {
  Sans: 'DejaVuSans.ttf',
  'Sans-Bold': 'DejaVuSans-Bold.ttf',
  'Sans-Oblique': 'DejaVuSans-Oblique.ttf',
  'Sans-BoldOblique': 'DejaVuSans-BoldOblique.ttf',
  Mono: 'DejaVuSansMono.ttf',
};

let loaded: Map<string, Buffer> | undefined;

function fontFiles(): Map<string, Buffer> {
  if (loaded === undefined) {
    const require = createRequire(import.meta.url);
    loaded = new Map(Object.entries(FILES).map(([name, file]) => [name, readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))]));
  }
  return loaded;
}

/** Registers the fonts of PDF_FONTS on a document; use them by those names. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, data] of fontFiles()) doc.registerFont(name, data);
}

/** Text a PDF can print: control characters out (the fonts cover the rest, or show their missing-glyph box). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
export const pdfText = (text: string) => text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
