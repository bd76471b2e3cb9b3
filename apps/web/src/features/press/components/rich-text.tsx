import { createElement, type ReactNode } from 'react';

/** The tags a release body may use (the server keeps the same allow-list, modules/press/sanitize.ts). */
const ALLOWED = new Set(['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'code', 'pre', 'blockquote', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
/** The embed hosts the server keeps and the CSP's frame-src allows (platform/security.ts). */
const EMBED = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes).map(toReact);
  if (tag === 'iframe') {
    const src = element.getAttribute('src') ?? '';
    return EMBED.test(src) ? <iframe key={key} src={src} title={element.getAttribute('title') ?? 'Embedded video'} className="aspect-video w-full rounded-md" allowFullScreen sandbox="allow-scripts allow-same-origin allow-presentation" /> : null;
  }
  if (!ALLOWED.has(tag)) return children.length > 0 ? <span key={key}>{children}</span> : null;
  if (tag === 'br' || tag === 'hr') return createElement(tag, { key });
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    return /^(https?:|mailto:)/i.test(href) ? (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span key={key}>{children}</span>
    );
  }
  if (tag === 'ol') return createElement('ol', { key, start: Number(element.getAttribute('start')) || undefined }, ...children);
  return createElement(tag, { key }, ...children);
}

/**
 * A release body rendered from its (server-sanitized) HTML as React elements: only allowed tags become
 * elements, only a safe link's href and a known video host's iframe survive, and nothing is written as raw HTML.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (
    <div
      className={`grid gap-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-6 ${className ?? ''}`}
    >
      {Array.from(body.childNodes).map(toReact)}
    </div>
  );
}
