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


/** JPEG or PNG bytes pdfkit can embed (stored images are WebP), or undefined for an unreadable file. */
async function embeddable(buffer: Buffer): Promise<Buffer | undefined> {
  try {
    const { default: sharp } = await import('sharp');
    return await sharp(buffer, { failOn: 'truncated' }).flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer();
  } catch {
    return undefined;
  }
}

function writeRuns(doc: PDFKit.PDFDocument, fonts: PdfFonts, runs: Run[], options: { indent?: number; size?: number; color?: string } = {}): void {
  const size = options.size ?? 11;
  const indent = options.indent ?? 0;
  const width = doc.page.width - MARGIN * 2 - indent;
  const parts = runs.filter((run) => run.text !== '');
  parts.forEach((run, index) => {
    const last = index === parts.length - 1;
    doc
      .font(fontOf(fonts, run))
      .fontSize(size)
      .fillColor(run.href ? '#1d4ed8' : (options.color ?? '#111111'))
      .text(pdfText(run.text), index === 0 ? MARGIN + indent : undefined, undefined, {
        width,
        continued: !last,
        link: run.href && /^(https?:|mailto:)/i.test(run.href) ? run.href : null,
        underline: Boolean(run.href),
        lineGap: 3,
      });
  });
  doc.moveDown(0.5);
}

function writeBlock(doc: PDFKit.PDFDocument, fonts: PdfFonts, block: Block): void {
  switch (block.kind) {
    case 'heading':
      doc.moveDown(0.3);
      writeRuns(doc, fonts, block.runs.map((run) => ({ ...run, bold: true })), { size: block.level === 2 ? 15 : block.level === 3 ? 13 : 12 });
      return;
    case 'bullet':
    case 'number':
      doc.font(fonts.regular).fontSize(11).fillColor('#111111').text(block.kind === 'bullet' ? '•' : `${block.ordinal}.`, MARGIN + 8, doc.y, { lineBreak: false });
      writeRuns(doc, fonts, block.runs, { indent: 28 });
      return;
    case 'quote':
      writeRuns(doc, fonts, block.runs.map((run) => ({ ...run, italic: true })), { indent: 20, color: '#374151' });
      return;
    case 'code':
      doc.font(fonts.code).fontSize(9.5).fillColor('#111111').text(pdfText(block.runs.map((run) => run.text).join('')), MARGIN, undefined, { width: doc.page.width - MARGIN * 2 });
      doc.moveDown(0.5);
      return;
    case 'rule':
      doc.moveTo(MARGIN, doc.y).lineTo(doc.page.width - MARGIN, doc.y).strokeColor('#d1d5db').stroke();
      doc.moveDown(0.8);
      return;
    default:
      writeRuns(doc, fonts, block.runs);
  }
}

/**
 * The release as an A4 PDF, built with pdfkit (no browser): the company logo and name, the title, the
 * date, the summary, the images with their captions, the body with headings, emphasis, lists, quotes and
 * links, and a link back to the release. Standard fonts only, so nothing is read from disk at run time.
 */
export async function toPdf(source: DownloadSource): Promise<Buffer> {
  const { release } = source;
  const [logo, ...images] = await Promise.all([source.logo ? embeddable(source.logo) : Promise.resolve(undefined), ...source.images.map((image) => embeddable(image.buffer))]);
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
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;

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

  images.forEach((image, index) => {
    if (!image) return;
    const meta = source.images[index]!;
    if (doc.y > doc.page.height - MARGIN - 220) doc.addPage();
    doc.image(image, MARGIN, doc.y, { fit: [width, 260], align: 'center' });
    // pdfkit does not move the cursor past a fitted image; the box is at most 260 points high.
    doc.y += 266;
    if (meta.caption) doc.font(fonts.italic).fontSize(9).fillColor('#4b5563').text(pdfText(meta.caption), MARGIN, doc.y, { width });
    doc.moveDown(0.8);
  });

  for (const block of blocks) writeBlock(doc, fonts, block);

  doc.moveDown(1);
  doc.font(fonts.regular).fontSize(10).fillColor('#1d4ed8').text('Read the release on Paytable: ', MARGIN, doc.y, { continued: true, width }).text(source.url, { link: source.url, underline: true });
  doc.end();
  return finished;
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
