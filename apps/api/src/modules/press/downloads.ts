import type { PressDownloadFormat, PressRelease } from '@paytable/contracts';
import TurndownService from 'turndown';
import { escapeHtml } from '../../platform/html';
import { pdfFontsFor, pdfText, type PdfFonts } from '../../platform/pdf-fonts';
import { htmlToBlocks, type Block, type Run } from './blocks';

/** What a download holds besides the release: the address it links back to and the pictures' bytes. */
export interface DownloadSource {
  release: PressRelease;
  /** The release's public page, e.g. https://paytable.io/press-releases/12. */
  url: string;
  /** The company logo and the release images, read from storage (missing files are left out). */
  logo?: Buffer;
  images: { buffer: Buffer; caption: string | null; altText: string | null }[];
}

export interface Download {
  body: Buffer;
  contentType: string;
  fileName: string;
}

const dateLine = (release: PressRelease) => {
  const at = release.publishedAt ?? release.updatedAt;
  return new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
};

/** A file name from the title: lower-case words joined by dashes, never empty. */
export function downloadName(release: PressRelease, extension: string): string {
  const slug = release.title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `press-release-${release.id}${slug ? `-${slug}` : ''}.${extension}`;
}

// ---- plain text and Markdown ----------------------------------------------------------------------------

const plainRuns = (runs: Run[]) => runs.map((run) => run.text).join('');

function blockText(block: Block): string {
  const text = plainRuns(block.runs);
  switch (block.kind) {
    case 'heading':
      return text.toUpperCase();
    case 'bullet':
      return `  • ${text}`;
    case 'number':
      return `  ${block.ordinal}. ${text}`;
    case 'quote':
      return `  “${text}”`;
    case 'rule':
      return '—'.repeat(20);
    default:
      return text;
  }
}

export function toText(source: DownloadSource): string {
  const { release } = source;
  const lines = [release.title, `${release.company.name} · ${dateLine(release)}`, '', release.summary, '', ...htmlToBlocks(release.content).map(blockText), '', source.url];
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

/**
 * Markdown by turndown from the sanitized body: headings, emphasis, lists, quotes and code as Markdown
 * writes them, and ordinary text left readable (turndown escapes only what would change the meaning, so
 * "MGA-licensed" and "in 2026." stay as they are). Links keep only web and mail addresses, as the body's
 * sanitizer does; anything else keeps its text.
 */
const turndown = new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced', emDelimiter: '*', strongDelimiter: '**', hr: '---' });
// "1. Design" and "- Slots" with one space, as people write them (turndown pads markers to four columns).
turndown.addRule('listItem', {
  filter: 'li',
  replacement: (content, node) => {
    const parent = node.parentNode;
    const start = Number(parent?.getAttribute('start') ?? 1) || 1;
    const prefix = parent?.nodeName === 'OL' ? `${start + Array.prototype.indexOf.call(parent.children, node)}. ` : '- ';
    const body = content.replace(/^\n+/, '').replace(/\n+$/, '\n').replace(/\n/gm, `\n${' '.repeat(prefix.length)}`);
    return `${prefix}${body}${node.nextSibling && !body.endsWith('\n') ? '\n' : ''}`;
  },
});
turndown.addRule('webLinksOnly', {
  filter: (node) => node.nodeName === 'A' && !/^(https?:|mailto:)/i.test(node.getAttribute('href') ?? ''),
  replacement: (content) => content,
});

export function toMarkdown(source: DownloadSource): string {
  const { release } = source;
  const parts = [
    `# ${turndown.escape(release.title)}`,
    `*${turndown.escape(release.company.name)} · ${dateLine(release)}*`,
    `**${turndown.escape(release.summary)}**`,
    turndown.turndown(release.content),
    `[Read the release on Paytable](${source.url})`,
  ];
  return `${parts.filter((part) => part.trim() !== '').join('\n\n')}\n`;
}

// ---- HTML --------------------------------------------------------------------------------------------

/** A standalone page: the sanitized body as stored, everything else escaped; images inline as data URLs. */
export function toHtml(source: DownloadSource, inlineImages: { dataUrl: string; caption: string | null; altText: string | null }[]): string {
  const { release } = source;
  const figures = inlineImages
    .map((image) => `<figure><img src="${image.dataUrl}" alt="${escapeHtml(image.altText ?? '')}">${image.caption ? `<figcaption>${escapeHtml(image.caption)}</figcaption>` : ''}</figure>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<title>${escapeHtml(release.title)}</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#111}img{max-width:100%;height:auto}figcaption{font-size:.875rem;color:#555}.meta{color:#555}</style>
</head>
<body>
<article>
<h1>${escapeHtml(release.title)}</h1>
<p class="meta">${escapeHtml(release.company.name)} · ${escapeHtml(dateLine(release))}</p>
<p><strong>${escapeHtml(release.summary)}</strong></p>
${figures}
${release.content}
<p><a href="${escapeHtml(source.url)}" rel="noopener noreferrer">Read the release on Paytable</a></p>
</article>
</body>
</html>
`;
}

// ---- PDF ---------------------------------------------------------------------------------------------

const MARGIN = 56;
const fontOf = (fonts: PdfFonts, run: Run) => (run.bold && run.italic ? fonts.boldItalic : run.bold ? fonts.bold : run.italic ? fonts.italic : fonts.regular);
/** A page that would hold less than this (points, about five lines) at the end of a release is "near-empty". */
const NEAR_EMPTY_PAGE = 90;

/** JPEG or PNG bytes pdfkit can embed (stored images are WebP), or undefined for an unreadable file. */
async function embeddable(buffer: Buffer): Promise<Buffer | undefined> {
  return (await embeddableImage(buffer))?.jpeg;
}

/** A picture ready for the PDF: its JPEG bytes and its size in pixels (for scaling it into the column). */
interface PdfImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

async function embeddableImage(buffer: Buffer): Promise<PdfImage | undefined> {
  try {
    const { default: sharp } = await import('sharp');
    const { data, info } = await sharp(buffer, { failOn: 'truncated' }).flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}

/**
 * How loosely a document is set. The first layout is `normal`; when it would end on a near-empty page the
 * release is set again `tight` (smaller image boxes, less space between blocks), which pulls the last lines
 * back onto the page before, and keeps the end of the release together so no page holds a line or two.
 */
interface Spacing {
  imageHeight: number;
  lineGap: number;
  blockGap: number;
  keepTail: boolean;
}
const NORMAL: Spacing = { imageHeight: 260, lineGap: 3, blockGap: 0.5, keepTail: false };
const TIGHT: Spacing = { imageHeight: 200, lineGap: 2, blockGap: 0.35, keepTail: true };

/** One piece of the page flow: how tall it will be (an estimate, for keeping pieces together) and how to set it. */
interface FlowItem {
  height: (doc: PDFKit.PDFDocument) => number;
  draw: (doc: PDFKit.PDFDocument) => void;
}

interface Layout {
  fonts: PdfFonts;
  spacing: Spacing;
  width: number;
}

/**
 * Writes a block's runs as one flowing paragraph: emphasis and links change the font, colour and link of
 * their words and stay on the line. (pdfkit reads `text(s, undefined, undefined, options)` as if no
 * options were given, which ends the paragraph after every run; the continuing runs pass options alone.)
 */
function writeRuns(doc: PDFKit.PDFDocument, layout: Layout, runs: Run[], options: { indent?: number; size?: number; color?: string } = {}): void {
  const size = options.size ?? 11;
  const indent = options.indent ?? 0;
  const width = layout.width - indent;
  const parts = runs.filter((run) => run.text !== '');
  parts.forEach((run, index) => {
    const textOptions: PDFKit.Mixins.TextOptions = {
      width,
      continued: index < parts.length - 1,
      link: run.href && /^(https?:|mailto:)/i.test(run.href) ? run.href : null,
      underline: Boolean(run.href),
      lineGap: layout.spacing.lineGap,
    };
    doc.font(fontOf(layout.fonts, run)).fontSize(size).fillColor(run.href ? '#1d4ed8' : (options.color ?? '#111111'));
    if (index === 0) doc.text(pdfText(run.text), MARGIN + indent, doc.y, textOptions);
    else doc.text(pdfText(run.text), textOptions);
  });
  doc.moveDown(layout.spacing.blockGap);
}

const headingSize = (block: Block) => (block.level === 2 ? 15 : block.level === 3 ? 13 : 12);

function blockItem(layout: Layout, block: Block): FlowItem {
  const { fonts, spacing, width } = layout;
  const text = pdfText(block.runs.map((run) => run.text).join(''));
  const estimate = (font: string, size: number, indent = 0, before = 0) => (doc: PDFKit.PDFDocument) =>
    doc.font(font).fontSize(size).heightOfString(text || ' ', { width: width - indent, lineGap: spacing.lineGap }) + doc.currentLineHeight(true) * (spacing.blockGap + before);
  switch (block.kind) {
    case 'heading':
      return {
        height: estimate(fonts.bold, headingSize(block), 0, 0.3),
        draw: (doc) => {
          doc.moveDown(0.3);
          writeRuns(doc, layout, block.runs.map((run) => ({ ...run, bold: true })), { size: headingSize(block) });
        },
      };
    case 'bullet':
    case 'number':
      return {
        height: estimate(fonts.regular, 11, 28),
        draw: (doc) => {
          // The marker and the item's first line share a page.
          if (doc.y + doc.font(fonts.regular).fontSize(11).currentLineHeight(true) > doc.page.height - MARGIN) doc.addPage();
          doc.font(fonts.regular).fontSize(11).fillColor('#111111').text(block.kind === 'bullet' ? '•' : `${block.ordinal}.`, MARGIN + 8, doc.y, { lineBreak: false });
          writeRuns(doc, layout, block.runs, { indent: 28 });
        },
      };
    case 'quote':
      return { height: estimate(fonts.italic, 11, 20), draw: (doc) => writeRuns(doc, layout, block.runs.map((run) => ({ ...run, italic: true })), { indent: 20, color: '#374151' }) };
    case 'code':
      return {
        height: estimate(fonts.code, 9.5),
        draw: (doc) => {
          doc.font(fonts.code).fontSize(9.5).fillColor('#111111').text(text, MARGIN, doc.y, { width });
          doc.moveDown(spacing.blockGap);
        },
      };
    case 'rule':
      return {
        height: (doc) => doc.currentLineHeight(true) * 0.8,
        draw: (doc) => {
          doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).strokeColor('#d1d5db').stroke();
          doc.moveDown(0.8);
        },
      };
    default:
      return { height: estimate(fonts.regular, 11), draw: (doc) => writeRuns(doc, layout, block.runs) };
  }
}

/**
 * An image with its caption, kept together: when both do not fit below the text, they start the next
 * page. The image is scaled into the column (at most `imageHeight` high) and the cursor moved past it.
 */
function figureItem(layout: Layout, image: PdfImage, caption: string | null): FlowItem {
  const { fonts, spacing, width } = layout;
  const scale = Math.min(width / image.width, spacing.imageHeight / image.height);
  const box = () => ({ width: image.width * scale, height: image.height * scale });
  const captionHeight = (doc: PDFKit.PDFDocument) => (caption ? doc.font(fonts.italic).fontSize(9).heightOfString(pdfText(caption), { width }) + 4 : 0);
  const height = (doc: PDFKit.PDFDocument) => box().height + 6 + captionHeight(doc) + doc.font(fonts.regular).fontSize(11).currentLineHeight(true) * 0.8;
  return {
    height,
    draw: (doc) => {
      const { width: drawnWidth, height: drawnHeight } = box();
      if (doc.y + drawnHeight + 6 + captionHeight(doc) > doc.page.height - MARGIN) doc.addPage();
      doc.image(image.jpeg, MARGIN + (width - drawnWidth) / 2, doc.y, { width: drawnWidth, height: drawnHeight });
      // pdfkit does not move the cursor past an image placed at a given point.
      doc.y += drawnHeight + 6;
      if (caption) doc.font(fonts.italic).fontSize(9).fillColor('#4b5563').text(pdfText(caption), MARGIN, doc.y, { width });
      doc.font(fonts.regular).fontSize(11).moveDown(0.8);
    },
  };
}

/**
 * Sets the flow. With `keepTail`, the last items (at least a near-empty page's worth, the link back
 * included) are kept on one page: if they would not fit below what comes before, they start a new one.
 */
function setFlow(doc: PDFKit.PDFDocument, items: FlowItem[], keepTail: boolean): void {
  let tailStart = items.length;
  let tailHeight = 0;
  if (keepTail) {
    while (tailStart > 0 && tailHeight < NEAR_EMPTY_PAGE * 1.5) {
      tailStart -= 1;
      tailHeight += items[tailStart]!.height(doc);
    }
  }
  const writable = doc.page.height - MARGIN * 2;
  items.forEach((item, index) => {
    if (index === tailStart && tailHeight < writable && doc.y + tailHeight > doc.page.height - MARGIN) doc.addPage();
    item.draw(doc);
  });
}

interface Rendered {
  pdf: Buffer;
  pages: number;
  /** How far down the last page the release reaches, in points below the top margin. */
  lastPageUsed: number;
}

async function renderPdf(source: DownloadSource, logo: Buffer | undefined, images: (PdfImage | undefined)[], spacing: Spacing): Promise<Rendered> {
  const { release } = source;
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: release.title, Author: release.company.name, Subject: release.summary, Creator: 'Paytable', CreationDate: new Date(release.publishedAt ?? release.updatedAt) },
    bufferPages: false,
  });
  const blocks = htmlToBlocks(release.content);
  const fonts = pdfFontsFor(doc, [release.title, release.summary, release.company.name, ...source.images.map((image) => image.caption ?? ''), ...blocks.flatMap((block) => block.runs.map((run) => run.text))]);
  const chunks: Buffer[] = [];
  let pages = 1;
  doc.on('pageAdded', () => (pages += 1));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const layout: Layout = { fonts, spacing, width };

  const top = doc.y;
  if (logo) doc.image(logo, MARGIN, top, { fit: [40, 40] });
  doc.font(fonts.bold).fontSize(11).fillColor('#374151').text(pdfText(release.company.name), MARGIN + (logo ? 52 : 0), top + 6, { width: width - 52 });
  doc.font(fonts.regular).fontSize(9).fillColor('#6b7280').text('PRESS RELEASE', MARGIN + (logo ? 52 : 0), doc.y, { width: width - 52 });
  doc.y = Math.max(doc.y, top + 44);
  doc.moveDown(1);
  doc.font(fonts.bold).fontSize(20).fillColor('#111111').text(pdfText(release.title), MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  doc.font(fonts.regular).fontSize(10).fillColor('#6b7280').text(dateLine(release), { width });
  doc.moveDown(0.8);
  doc.font(fonts.bold).fontSize(12).fillColor('#111111').text(pdfText(release.summary), { width, lineGap: 3 });
  doc.moveDown(0.8);

  // The images stand where readers see them on the release page: the cover under the summary, the
  // others after the body; each keeps its caption.
  const figures = images.flatMap((image, index) => (image ? [figureItem(layout, image, source.images[index]!.caption)] : []));
  const [cover, ...more] = figures;
  const linkBack: FlowItem = {
    height: (doc) => doc.font(fonts.regular).fontSize(10).currentLineHeight(true) * 2.2,
    draw: (doc) => {
      doc.moveDown(1);
      doc.font(fonts.regular).fontSize(10).fillColor('#1d4ed8').text('Read the release on Paytable: ', MARGIN, doc.y, { continued: true, width }).text(source.url, { link: source.url, underline: true });
    },
  };
  setFlow(doc, [...(cover ? [cover] : []), ...blocks.map((block) => blockItem(layout, block)), ...more, linkBack], spacing.keepTail);
  const lastPageUsed = doc.y - MARGIN;
  doc.end();
  return { pdf: await finished, pages, lastPageUsed };
}

/**
 * The release as an A4 PDF, built with pdfkit (no browser): the company logo and name, the title, the
 * date, the summary, the images with their captions where the release page shows them, the body with
 * headings, emphasis and links inline, lists, quotes and code, and a link back to the release. A layout
 * that would end on a near-empty page is set again tighter (see `Spacing`).
 */
export async function toPdf(source: DownloadSource): Promise<Buffer> {
  const [logo, ...images] = await Promise.all([source.logo ? embeddable(source.logo) : Promise.resolve(undefined), ...source.images.map((image) => embeddableImage(image.buffer))]);
  const first = await renderPdf(source, logo, images, NORMAL);
  if (first.pages === 1 || first.lastPageUsed >= NEAR_EMPTY_PAGE) return first.pdf;
  return (await renderPdf(source, logo, images, TIGHT)).pdf;
}

export async function renderDownload(source: DownloadSource, format: PressDownloadFormat): Promise<Download> {
  switch (format) {
    case 'pdf':
      return { body: await toPdf(source), contentType: 'application/pdf', fileName: downloadName(source.release, 'pdf') };
    case 'md':
      return { body: Buffer.from(toMarkdown(source)), contentType: 'text/markdown; charset=utf-8', fileName: downloadName(source.release, 'md') };
    case 'txt':
      return { body: Buffer.from(toText(source)), contentType: 'text/plain; charset=utf-8', fileName: downloadName(source.release, 'txt') };
    case 'html': {
      const inline = await Promise.all(
        source.images.map(async (image) => {
          const jpeg = await embeddable(image.buffer);
          return jpeg ? [{ dataUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}`, caption: image.caption, altText: image.altText }] : [];
        }),
      );
      return { body: Buffer.from(toHtml(source, inline.flat())), contentType: 'text/html; charset=utf-8', fileName: downloadName(source.release, 'html') };
    }
  }
}
