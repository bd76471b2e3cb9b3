import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NEWS_DEFAULT_SIZE } from '@paytable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { htmlToText, parseFeed } from './parser';
import { loadSampleItems } from './sample';
import { createNewsService } from './service';

const rss = (title: string, items: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>${title}</title>${items}</channel></rss>`;

const item = (n: number, date: string, extra = '', description = `Plain story ${n}`) =>
  `<item><title>Story ${n}</title><link>https://news.example/${n}</link><pubDate>${date}</pubDate>
   <description>${description}</description>${extra}</item>`;

/** Feeds served on 127.0.0.1: good ones, a malformed one, a slow one, and one that 500s. */
const feeds: Record<string, string> = {
  '/alpha.xml': rss(
    'Alpha Gaming News',
    item(1, 'Mon, 16 Nov 2026 10:00:00 GMT', '<Media:Content url="https://img.example/1.jpg" medium="image"/>') +
      item(2, 'Wed, 11 Nov 2026 10:00:00 GMT', '<media:Thumbnail url="https://img.example/2.jpg"/>') +
      `<item><title>Story 3 &amp; more</title><link>https://news.example/3</link><pubDate>Fri, 13 Nov 2026 10:00:00 GMT</pubDate>
       <description><![CDATA[<p>Operators &amp; suppliers <b>meet</b> in Lisbon&nbsp;&mdash; <a href="https://x.example">read</a></p><script>alert(1)</script>]]></description>
       <ENCLOSURE url="https://img.example/3.png" type="image/png" length="1"/></item>`,
  ),
  '/beta.xml': rss(
    'Beta Wire',
    // Story 1 appears in both feeds: de-duplicated by link.
    item(1, 'Mon, 16 Nov 2026 10:00:00 GMT') +
      item(4, 'Tue, 17 Nov 2026 10:00:00 GMT', '', '&lt;div&gt;Escaped &lt;em&gt;HTML&lt;/em&gt; &amp;amp; entities&lt;/div&gt;'),
  ),
  '/broken.xml': '<rss><channel><title>Broken</title><item><title>Unclosed',
  '/not-a-feed.xml': '<html><body>Hello</body></html>',
};

let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = request.url ?? '';
    if (url === '/slow.xml') return; // never answers: only the client's timeout ends it
    if (url === '/error.xml') {
      response.writeHead(500).end('boom');
      return;
    }
    const body = feeds[url];
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const silent = { warn: () => undefined, info: () => undefined };
const capturingLog = () => {
  const warnings: unknown[] = [];
  return { warnings, log: { warn: (obj: unknown) => warnings.push(obj), info: () => undefined } };
};

describe('news feed parsing', () => {
  it('reads title, link, ISO date, source and images from any-case media tags and enclosures', () => {
    const items = parseFeed(feeds['/alpha.xml']!, `${base}/alpha.xml`);
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      title: 'Story 1',
      description: 'Plain story 1',
      link: 'https://news.example/1',
      pubDate: '2026-11-16T10:00:00.000Z',
      image: 'https://img.example/1.jpg',
      source: 'Alpha Gaming News',
    });
    expect(items[1]!.image).toBe('https://img.example/2.jpg');
    expect(items[2]!.image).toBe('https://img.example/3.png');
  });

  it('strips HTML from descriptions and decodes entities, CDATA or escaped', () => {
    const [, , third] = parseFeed(feeds['/alpha.xml']!, base);
    expect(third!.title).toBe('Story 3 & more');
    expect(third!.description).toBe('Operators & suppliers meet in Lisbon — read');
    const escaped = parseFeed(feeds['/beta.xml']!, base).find((i) => i.link.endsWith('/4'));
    expect(escaped!.description).toBe('Escaped HTML & entities');
    expect(htmlToText('<p>a&#8217;b &#x2014; c</p>')).toBe('a’b — c');
  });

  it('refuses a malformed document', () => {
    expect(() => parseFeed(feeds['/broken.xml']!, base)).toThrow();
    expect(() => parseFeed(feeds['/not-a-feed.xml']!, base)).toThrow(/not an RSS or Atom/);
  });

  it('reads Atom entries too', () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom Desk</title><entry><title>A1</title>
      <link rel="alternate" href="https://atom.example/a1"/><updated>2026-11-01T08:00:00Z</updated>
      <summary type="html">&lt;p&gt;Summary&lt;/p&gt;</summary></entry></feed>`;
    expect(parseFeed(atom, base)).toEqual([
      { title: 'A1', description: 'Summary', link: 'https://atom.example/a1', pubDate: '2026-11-01T08:00:00.000Z', image: null, source: 'Atom Desk' },
    ]);
  });

  it('ships a sample feed of dated, linked items', () => {
    const sample = loadSampleItems();
    expect(sample.length).toBeGreaterThanOrEqual(10);
    for (const entry of sample) {
      expect(entry.pubDate?.startsWith('2026-')).toBe(true);
      expect(entry.link).toMatch(/^https:\/\//);
      expect(entry.title).toMatch(/^Sample:/);
    }
  });
});

describe('news service', () => {
  it('merges feeds newest first, drops duplicate links, and keeps going past malformed and failing feeds', async () => {
    const { warnings, log } = capturingLog();
    const service = createNewsService({
      feedUrls: [`${base}/alpha.xml`, `${base}/broken.xml`, `${base}/beta.xml`, `${base}/error.xml`],
      log,
    });
    const page = await service.getPage({ page: 1, size: 10 });
    expect(page.source).toBe('live');
    expect(page.stale).toBe(false);
    expect(page.content.map((i) => i.link.split('/').pop())).toEqual(['4', '1', '3', '2']);
    expect(page.totalElements).toBe(4);
    expect(warnings).toHaveLength(2);
    expect(JSON.stringify(warnings)).toContain('broken.xml');
    expect(JSON.stringify(warnings)).toContain('HTTP 500');
  });

  it('gives up on a slow feed after the injected timeout and uses the others', async () => {
    const { warnings, log } = capturingLog();
    const service = createNewsService({ feedUrls: [`${base}/slow.xml`, `${base}/beta.xml`], timeoutMs: 300, log });
    const started = performance.now();
    const page = await service.getPage({ page: 1, size: 10 });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(page.content.map((i) => i.link)).toEqual(['https://news.example/4', 'https://news.example/1']);
    expect(JSON.stringify(warnings)).toContain('timed out after 300 ms');
  });

  it('pages 1-based', async () => {
    const service = createNewsService({ feedUrls: [`${base}/alpha.xml`, `${base}/beta.xml`], log: silent });
    const second = await service.getPage({ page: 2, size: 3 });
    expect(second).toMatchObject({ number: 2, size: 3, totalElements: 4, totalPages: 2 });
    expect(second.content.map((i) => i.link)).toEqual(['https://news.example/2']);
    expect((await service.getPage({ page: 3, size: 3 })).content).toEqual([]);
  });

  it('falls back to the sample when every feed fails, or fails with 502 when the fallback is off', async () => {
    const urls = [`${base}/error.xml`, `${base}/broken.xml`, 'http://127.0.0.1:9/refused.xml'];
    const withSample = await createNewsService({ feedUrls: urls, log: silent }).getPage({ page: 1, size: 5 });
    expect(withSample.source).toBe('sample');
    expect(withSample.content).toHaveLength(5);
    expect(withSample.totalElements).toBe(loadSampleItems().length);

    const strict = createNewsService({ feedUrls: urls, sampleFallback: false, log: silent });
    await expect(strict.getPage({ page: 1, size: 5 })).rejects.toMatchObject({ statusCode: 502, message: 'Failed to load news' });
  });

  it('serves from its 30-minute cache, then answers the last copy as stale while it refreshes', async () => {
    let clock = Date.parse('2026-11-18T12:00:00Z');
    let calls = 0;
    const countingFetch: typeof fetch = (input, init) => {
      calls += 1;
      return fetch(input, init);
    };
    const service = createNewsService({ feedUrls: [`${base}/beta.xml`], log: silent, fetch: countingFetch, now: () => clock });
    await service.getPage({ page: 1, size: 10 });
    clock += 29 * 60 * 1000;
    await service.getPage({ page: 1, size: 10 });
    expect(calls).toBe(1);
    clock += 2 * 60 * 1000;
    const stale = await service.getPage({ page: 1, size: 10 });
    expect(stale.stale).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toBe(2);
    const fresh = await service.getPage({ page: 1, size: 10 });
    expect(fresh.stale).toBe(false);
  });
});

describe('GET /api/v1/news', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ newsFeedUrls: [`${base}/alpha.xml`, `${base}/beta.xml`] });
  });
  afterAll(() => t.close());

  it('answers the public, 1-based page shape with default page 1 and size 10', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/news' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ number: 1, size: NEWS_DEFAULT_SIZE, totalElements: 4, totalPages: 1, source: 'live', stale: false });
    expect(Date.parse(data.fetchedAt)).not.toBeNaN();
    expect(data.content[0]).toMatchObject({ title: 'Story 4', source: 'Beta Wire' });
  });

  it('coerces bad paging parameters to the defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/news?page=0&size=abc' });
    expect(res.json().data).toMatchObject({ number: 1, size: 10 });
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/news?page=2&size=2' });
    expect(second.json().data.content.map((i: { title: string }) => i.title)).toEqual(['Story 3 & more', 'Story 2']);
  });

  it('lists the publications and filters one, paging within it', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/v1/news' })).json().data;
    const publishers = all.publishers as { name: string; count: number }[];
    expect(publishers.map((p) => p.name).sort()).toEqual(['Alpha Gaming News', 'Beta Wire']);
    expect(publishers.reduce((sum, p) => sum + p.count, 0)).toBe(4);
    expect(publishers[0]!.count).toBeGreaterThanOrEqual(publishers[1]!.count);
    const betaCount = publishers.find((p) => p.name === 'Beta Wire')!.count;
    const beta = (await t.app.inject({ method: 'GET', url: '/api/v1/news?publisher=Beta%20Wire&size=1' })).json().data;
    expect(beta).toMatchObject({ totalElements: betaCount, totalPages: betaCount, number: 1 });
    expect(beta.content.map((i: { source: string }) => i.source)).toEqual(['Beta Wire']);
    expect(beta.publishers).toHaveLength(2);
    const none = (await t.app.inject({ method: 'GET', url: '/api/v1/news?publisher=Nobody' })).json().data;
    expect(none).toMatchObject({ totalElements: 0, content: [] });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/news?publisher=${'x'.repeat(201)}` })).statusCode).toBe(400);
  });

  it('answers 502 with the seed message when no feed works and the sample is switched off', async () => {
    const strict = await createTestApp({ newsFeedUrls: [`${base}/error.xml`], newsSampleFallback: false });
    try {
      const res = await strict.app.inject({ method: 'GET', url: '/api/v1/news' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ success: false, message: 'Failed to load news' });
    } finally {
      await strict.close();
    }
  });
});
