import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NewsItem } from '@paytable/contracts';
import { mergeItems, parseFeed } from './parser';

const FILE = 'sample-feed.xml';
/** The sample's items link to the publications' home pages; the parser resolves them against this. */
const SAMPLE_BASE = 'https://paytable.invalid/sample-feed.xml';

/**
 * Finds sample-feed.xml next to this module (tests, tsx) or, from the bundle in apps/api/dist, in
 * apps/api/src/modules/news (the bundle does not copy it).
 */
export function findSampleFeed(start = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  let dir = start;
  for (;;) {
    for (const candidate of [path.join(dir, FILE), path.join(dir, 'src', 'modules', 'news', FILE)]) {
      if (fs.existsSync(candidate)) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

let cached: NewsItem[] | undefined;

/** The bundled offline sample (clearly marked fictional), newest first; empty when the file is missing. */
export function loadSampleItems(): NewsItem[] {
  if (cached) return cached;
  const file = findSampleFeed();
  cached = file ? mergeItems([parseFeed(fs.readFileSync(file, 'utf8'), SAMPLE_BASE)]) : [];
  return cached;
}
