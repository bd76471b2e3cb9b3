import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** CommonMark + GitHub tables, strikethrough and autolinks; raw HTML in the Markdown passes to the sanitizer. */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * What a documentation page may contain once rendered: structure, emphasis, links, lists, quotes, code,
 * tables and images — nothing active (no scripts, styles, event handlers, forms, iframes, SVG). Links go to
 * http(s), mailto or a path of the site; external ones open in a new tab without the opener.
 */
const DOCUMENTATION_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'del', 's', 'sub', 'sup', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'input'],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    code: ['class'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    input: ['type', 'checked', 'disabled'],
  },
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/i] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:/i.test(href);
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : { ...attribs } };
    },
  },
  // GFM task lists render checkboxes: keep only those (disabled), no other form controls.
  exclusiveFilter: (frame) => frame.tag === 'input' && (frame.attribs.type !== 'checkbox' || frame.attribs.disabled === undefined),
};

/** Markdown → sanitized HTML, the only way a documentation page becomes HTML (pages, history, preview). */
export function renderDocumentation(source: string): string {
  const html = markdown.parse(source) as string;
  return sanitizeHtml(html, DOCUMENTATION_HTML).trim();
}
