import { createElement, type ReactNode } from 'react';

/** The tags a job description may use (the server keeps the same subset). */
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes).map(toReact);
  if (!ALLOWED.has(tag)) return children.length > 0 ? <span key={key}>{children}</span> : null;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    return /^(https?:|mailto:)/i.test(href) ? (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <span key={key}>{children}</span>
    );
  }
  return createElement(tag, { key }, ...children);
}

/**
 * A description rendered from its HTML as React elements: only the allowed tags become elements, every
 * attribute but a safe link's href is dropped, and nothing is ever written as raw HTML. Plain text
 * (the form while typing) becomes paragraphs.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const source = /<[a-z][\s\S]*>/i.test(html) ? html : html.split(/\n{2,}/).map((paragraph) => `<p>${paragraph.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join('');
  const body = new DOMParser().parseFromString(source, 'text/html').body;
  return (
    <div className={`grid gap-3 text-sm leading-relaxed [&_a]:underline [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 ${className ?? ''}`}>
      {Array.from(body.childNodes).map(toReact)}
    </div>
  );
}
