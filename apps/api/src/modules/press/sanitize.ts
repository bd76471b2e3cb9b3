import sanitizeHtml from 'sanitize-html';
import { EMBED_HOSTS } from '../../platform/security';

/**
 * A YouTube embed pasted from youtube.com becomes its youtube-nocookie.com twin (same path and query), the
 * host the CSP lets the browser frame; every other src is left for the host check.
 */
function privacyFriendlyEmbed(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const src = attribs.src?.trim() ?? '';
  const youtube = /^https:\/\/(?:www\.|m\.)?youtube\.com(\/embed\/[^\s]*)$/i.exec(src);
  return { tagName, attribs: youtube ? { ...attribs, src: `https://www.youtube-nocookie.com${youtube[1]}` } : attribs };
}

/**
 * The allow-list of a release body: what the editor writes (structure, emphasis, links, lists, quotes,
 * code, tables, a video embed) and nothing active: no scripts, styles, event handlers, forms, SVG or
 * MathML; links only to http(s) and mailto and always `rel="noopener noreferrer"`; iframes only from
 * EMBED_HOSTS over https (youtube.com embeds rewritten to youtube-nocookie.com).
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'code', 'pre', 'blockquote', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'iframe'],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBED_HOSTS],
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }), iframe: privacyFriendlyEmbed },
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
};

/** A body as stored and served: a safe subset of HTML. Plain text becomes paragraphs. */
export function sanitizeContent(input: string): string {
  const html = /<[a-z!/][\s\S]*>/i.test(input)
    ? input
    : input
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`)
        .join('');
  return sanitizeHtml(html, RICH_TEXT).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The words of a body (block ends become spaces): the search document, previews and the txt download. */
export function contentText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h\d|blockquote|pre|tr|td|th)>|<br\s*\/?>|<hr\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
