import { describe, expect, it } from 'vitest';
import { compilePattern, crawlerHeadMatcher, injectCrawlerHead, renderCrawlerHead, scriptSafeJson } from './crawler-head';

describe('crawler head', () => {
  it('matches patterns segment by segment and decodes parameters', () => {
    const match = compilePattern('/press-releases/:id');
    expect(match('/press-releases/12')).toEqual({ id: '12' });
    expect(match('/press-releases/12/')).toEqual({ id: '12' });
    expect(match('/press-releases/a%20b')).toEqual({ id: 'a b' });
    expect(match('/press-releases/%E0%A4%A')).toBeUndefined();
    expect(match('/press-releases/12/edit')).toBeUndefined();
    expect(match('/press-releasesX12')).toBeUndefined();
    const find = crawlerHeadMatcher([{ pattern: '/jobs/:jobId', provide: async () => undefined }]);
    expect(find('/jobs/4')?.params).toEqual({ jobId: '4' });
    expect(find('/events/4')).toBeUndefined();
  });

  it('writes JSON-LD that cannot close its script element', () => {
    const json = scriptSafeJson({ headline: '</script><script>alert(1)</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script><!-- & \u2028' });
  });

  it('escapes every value and replaces the shell title', () => {
    const head = { title: '"><script>x</script>', description: 'a & b', canonicalUrl: 'https://e.example/p/1?a=1&b=2', jsonLd: [{ name: '</script>' }] };
    const rendered = renderCrawlerHead(head);
    expect(rendered).toContain('<title>&quot;&gt;&lt;script&gt;x&lt;/script&gt; | Paytable</title>');
    expect(rendered).toContain('<link rel="canonical" href="https://e.example/p/1?a=1&amp;b=2">');
    expect(rendered).toContain('<meta name="twitter:card" content="summary">');
    expect(rendered.match(/<\/script>/g)).toHaveLength(1);
    const html = injectCrawlerHead(
      '<html><head><meta charset="UTF-8" /><title>Shell</title><meta name="description" content="generic"><meta property="og:title" content="generic og" /><meta name="twitter:card" content="summary_large_image" /><link rel="canonical" href="/"></head><body></body></html>',
      { ...head, openGraph: { 'article:tag': ['a', 'b'] } },
    );
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).not.toMatch(/Shell|generic|href="\/"/);
    expect(html.match(/twitter:card/g)).toHaveLength(1);
    expect(html.match(/<meta property="article:tag" content="[ab]">/g)).toHaveLength(2);
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });
});
