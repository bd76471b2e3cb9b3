import type { PressRelease } from '@paytable/contracts';
import { describe, expect, it } from 'vitest';
import { toHtml, toMarkdown, toText } from './downloads';
import { documentPolicy, staticHelmetHeaders } from '../../platform/security';
import { contentText, sanitizeContent } from './sanitize';

/**
 * Known XSS payloads (OWASP filter evasion cheat sheet, PortSwigger's list, html5sec.org): scripts, event
 * handlers, SVG and MathML, javascript:/vbscript:/data: URLs with every encoding trick, CSS expressions,
 * foreign iframes, forms, meta refresh, broken and nested markup.
 */
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<script>/*</script><script>alert(1)//*/</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(\'XSS\')>',
  '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=/ onerror="alert(1)"></img>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="&#97;&#108;&#101;&#114;&#116;(1)">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example">protocol relative</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" onmouseover=alert(1)>x</a>',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">CLICK</math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="http://www.youtube.com/embed/x"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="width: expression(alert(1));">x</div>',
  '<p style="background-image: url(javascript:alert(1))">x</p>',
  '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<td background="javascript:alert(1)">',
  '<p onclick="alert(1)">click</p>',
  '<h2 onmouseover="alert(1)">title</h2>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xss id=x tabindex=1 onfocus=alert(1)></xss>',
  '"><script>alert(1)</script>',
  '\'><img src=x onerror=alert(1)>',
  '<a href="https://ok.example"><img src=x onerror=alert(1)></a>',
  '<template><script>alert(1)</script></template>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<p>text<script', // broken, unterminated
  '<<script>alert(1);//<</script>',
];

/** Anything in sanitized output that could run or load something. */
function assertInert(html: string) {
  expect(html).not.toMatch(/<\s*(script|style|svg|math|object|embed|form|input|button|meta|link|base|img|video|audio|body|details|marquee|template|xss|noscript|isindex)\b/i);
  // Inside tags only: the same words as escaped text (&lt;img onerror=…&gt;) are harmless.
  const tags = html.match(/<[^>]*>/g) ?? [];
  for (const tag of tags) {
    expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag).not.toMatch(/(java|vb)script\s*:|(href|src)="data:|style\s*=|href="\/\//i);
  }
  for (const src of html.match(/<iframe[^>]*src="([^"]*)"/gi) ?? []) expect(src).toMatch(/src="https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//);
}

const releaseWith = (content: string): PressRelease => ({
  id: 7,
  company: { id: 1, name: 'Studio <b>', logoUrl: null, verified: true },
  title: 'A title with <script>alert(1)</script>',
  summary: 'Summary "quoted" & <img src=x onerror=alert(1)>',
  content,
  isPublic: true,
  category: 'COMPANY_NEWS',
  tags: [],
  jurisdictions: [],
  markets: [],
  status: 'PUBLISHED',
  images: [],
  coverImageUrl: null,
  publishedAt: '2026-01-02T10:00:00.000Z',
  embargoUntil: null,
  updatedAt: '2026-01-02T10:00:00.000Z',
});

describe('release body sanitizer', () => {
  it(`holds ${payloads.length} known XSS payloads`, () => {
    expect(payloads.length).toBeGreaterThanOrEqual(50);
    for (const payload of payloads) {
      const clean = sanitizeContent(`<p>before</p>${payload}<p>after</p>`);
      assertInert(clean);
      // Sanitizing is idempotent: what is stored does not change when stored again.
      expect(sanitizeContent(clean)).toBe(clean);
    }
  });

  it('keeps every download of a hostile body clean', () => {
    for (const payload of payloads) {
      const source = { release: releaseWith(sanitizeContent(`<p>x</p>${payload}`)), url: 'https://paytable.example/press-releases/7', images: [] };
      const html = toHtml(source, []);
      assertInert(html.replace(/<meta (charset|name="viewport"|http-equiv="Content-Security-Policy")[^>]*>|<style>[^<]*<\/style>|<\/?body>/g, ''));
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('A title with &lt;script&gt;');
      // Plain text and Markdown carry the author's title as text (Markdown escapes its `<`); the body adds no markup.
      const plain = { ...source, release: { ...source.release, title: 'Title', summary: 'Summary', company: { ...source.release.company, name: 'Studio' } } };
      expect(toText(plain)).not.toMatch(/<[a-z!/]|onerror=/i);
      expect(toMarkdown(plain)).not.toMatch(/\]\((java|vb)script:|\]\(data:|(?<!\\)<[a-z]/i);
    }
  });

  it('keeps what the editor writes and marks links safe', () => {
    const html = sanitizeContent(
      '<h2>Heading</h2><p>A <strong>bold</strong>, <em>italic</em>, <u>underlined</u> and <s>struck</s> word.</p><ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote><p>quote</p></blockquote><pre><code>code()</code></pre><p><a href="https://example.com" target="_self">link</a> <a href="mailto:press@example.com">mail</a></p><iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="315" allowfullscreen></iframe>',
    );
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>');
    expect(html).toContain('href="mailto:press@example.com"');
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/abc"');
  });

  it('turns plain text into paragraphs and reads HTML back as words', () => {
    expect(sanitizeContent('First line\nsecond\n\nNew: 5 < 6 & more')).toBe('<p>First line<br />second</p><p>New: 5 &lt; 6 &amp; more</p>');
    expect(contentText('<h2>A</h2><p>b &amp; c</p><ul><li>d</li></ul>')).toBe('A b & c d');
  });

  it('keeps only the privacy-friendly embeds the CSP frames, rewriting youtube.com ones', () => {
    const frameSrc = /frame-src ([^;]*)/.exec(staticHelmetHeaders(documentPolicy)['content-security-policy'] ?? '')?.[1]?.split(' ');
    expect(frameSrc).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    const kept = (src: string) => /<iframe src="([^"]*)"/.exec(sanitizeContent(`<p>x</p><iframe src="${src}" width="560" height="315"></iframe>`))?.[1];
    expect(kept('https://www.youtube-nocookie.com/embed/abc')).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(kept('https://player.vimeo.com/video/76979871?dnt=1')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(kept('https://www.youtube.com/embed/abc?start=30')).toBe('https://www.youtube-nocookie.com/embed/abc?start=30');
    expect(kept('https://youtube.com/embed/abc')).toBe('https://www.youtube-nocookie.com/embed/abc');
    for (const foreign of ['https://www.youtube.com/watch?v=abc', 'http://player.vimeo.com/video/1', 'https://evil.example/embed/abc', 'https://www.youtube.com.evil.example/embed/abc', 'javascript:alert(1)']) {
      expect(kept(foreign), foreign).toBeUndefined();
    }
    // Every kept embed's origin is one the browser may frame.
    for (const src of ['https://www.youtube-nocookie.com/embed/abc', 'https://player.vimeo.com/video/1', 'https://www.youtube.com/embed/abc']) {
      expect(frameSrc).toContain(new URL(kept(src)!).origin);
    }
  });
});
