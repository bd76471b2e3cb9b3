import type { PressCategory, PressStatus } from '@paytable/contracts';
import type { Tx } from '../../db/client';
import type { DemoSeeder } from '../../platform/demo-seeder';
import type { Platform } from '../../platform/platform';
import { processImageUpload } from '../../platform/images';
import { randomFileName } from '../../platform/storage';
import { findUserIdByEmail } from '../auth/index';
import { catalogueIds } from '../catalog/index';
import { companyIdByName } from '../companies/index';
import * as repo from './repository';
import { contentText, sanitizeContent } from './sanitize';
import { unverifiedJurisdictionIds } from './service';

const DAY_MS = 86_400_000;

interface DemoRelease {
  company: string;
  author: string;
  status: PressStatus;
  /** Days ago it was published (or created); negative with SCHEDULED: days ahead. */
  age: number;
  title: string;
  summary: string;
  content: string;
  category: PressCategory;
  tags: string[];
  jurisdictions?: string[];
  markets?: string[];
  isPublic?: boolean;
  /** A cover image of this colour (generated), with its alt text and caption. */
  cover?: { color: string; alt: string; caption: string };
  /** Views per day over the last days, newest last (reads, shares and downloads follow from it). */
  traffic?: number[];
}

const demoReleases: DemoRelease[] = [
  {
    company: 'Northlight Studios',
    author: 'liam.oconnor@paytable.io',
    status: 'PUBLISHED',
    age: 2,
    title: 'Northlight Studios launches Aurora Reels, its first Megaways slot',
    summary: 'The six-reel slot with up to 117,649 ways goes live with twelve operators in Malta, the UK and Ontario on 1 December.',
    content:
      '<p>Northlight Studios today announced <strong>Aurora Reels</strong>, its first slot built on the Megaways mechanic. The game is certified in Malta, Great Britain and Ontario and goes live with twelve operator partners on 1 December.</p><h2>Built for long sessions</h2><p>Aurora Reels pairs cascading wins with a free-spins round whose multiplier never resets. The maths model targets a 96.2% return to player with medium-high volatility.</p><ul><li>Up to 117,649 ways to win</li><li>Bonus buy where local rules allow it</li><li>Full safer-gambling hooks: reality checks and net-loss display</li></ul><blockquote>“Aurora Reels is the game our studio has wanted to make since day one,” said Liam O’Connor, CEO of Northlight.</blockquote><p>Operators can request the demo build through <a href="https://northlight.example/games">the Northlight games portal</a>.</p>',
    category: 'PRODUCT_LAUNCH',
    tags: ['slots', 'megaways', 'launch'],
    jurisdictions: ['MT-MGA', 'GB-UKGC'],
    markets: ['MT', 'GB', 'CA'],
    cover: { color: '#1e3a8a', alt: 'Aurora Reels key art: six reels under a northern sky', caption: 'Aurora Reels goes live on 1 December.' },
    traffic: [12, 40, 65, 31, 22, 18, 9],
  },
  {
    company: 'Aurora Casino Group',
    author: 'sofia.martinez@paytable.io',
    status: 'PUBLISHED',
    age: 6,
    title: 'Aurora Casino Group partners with SwiftPay for instant withdrawals',
    summary: 'Players at all four Aurora brands can now receive withdrawals in under five minutes through SwiftPay’s open-banking rails.',
    content:
      '<p>Aurora Casino Group has completed its integration with <strong>SwiftPay Gateway</strong>. Withdrawals to UK and EU bank accounts now settle in under five minutes, around the clock.</p><h2>Why it matters</h2><p>Withdrawal speed is the most-cited reason players rate a casino. Early figures from the pilot brand show a 14% drop in support contacts about payments.</p><ol><li>Open-banking payouts for UK and EU accounts</li><li>Automatic source-of-funds checks before payout</li><li>Real-time status in the cashier</li></ol>',
    category: 'PARTNERSHIP',
    tags: ['payments', 'partnership'],
    jurisdictions: ['MT-MGA'],
    markets: ['GB', 'MT', 'DE'],
    cover: { color: '#0f766e', alt: 'Aurora and SwiftPay logos side by side', caption: 'Instant withdrawals at every Aurora brand.' },
    traffic: [30, 28, 25, 14, 12, 10, 6, 5, 4, 3, 2],
  },
  {
    company: 'SwiftPay Gateway',
    author: 'priya.shah@paytable.io',
    status: 'PUBLISHED',
    age: 12,
    title: 'SwiftPay Gateway receives its Ontario payment processor registration',
    summary: 'SwiftPay can now process deposits and withdrawals for iGaming Ontario operators.',
    content:
      '<p>SwiftPay Gateway has been registered as a payment processor with the Alcohol and Gaming Commission of Ontario. Operators live in Ontario can add SwiftPay to their cashier from today.</p><p>The registration follows a six-month review of SwiftPay’s anti-money-laundering controls and data protection.</p>',
    category: 'REGULATION_COMPLIANCE',
    tags: ['ontario', 'payments', 'licensing'],
    markets: ['CA'],
    traffic: [8, 6, 5, 5, 4],
  },
  {
    company: 'Northlight Studios',
    author: 'liam.oconnor@paytable.io',
    status: 'SCHEDULED',
    age: -3,
    title: 'Northlight Studios opens a second studio in Lisbon',
    summary: 'Forty new roles in game design, maths and engineering over the next year.',
    content: '<p>Northlight Studios will open its second studio in Lisbon in January, adding forty roles in game design, maths and engineering.</p>',
    category: 'PEOPLE',
    tags: ['studio', 'hiring'],
  },
  {
    company: 'Aurora Casino Group',
    author: 'sofia.martinez@paytable.io',
    status: 'DRAFT',
    age: 1,
    title: 'Aurora Casino Group Q3 trading update',
    summary: 'Net gaming revenue up 18% year on year; active players up 11%.',
    content: '<p>Draft: figures to be confirmed by finance before publication.</p>',
    category: 'FINANCIAL',
    tags: ['results'],
  },
];

/** A plain cover picture of one colour, made on the spot and stored like an upload. */
async function coverImage(color: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 1200, height: 630, channels: 3, background: color } }).png().toBuffer();
}

async function seedRelease(tx: Tx, demo: DemoRelease, platform: Platform, now: Date): Promise<void> {
  const companyId = await companyIdByName(tx, demo.company);
  const authorId = await findUserIdByEmail(tx, demo.author);
  if (companyId === undefined || authorId === undefined) return;
  const catalogue = await catalogueIds(tx);
  const at = new Date(now.getTime() - demo.age * DAY_MS);
  const content = sanitizeContent(demo.content);
  const release = await repo.insertRelease(tx, {
    companyId,
    status: demo.status,
    title: demo.title,
    summary: demo.summary,
    content,
    contentText: contentText(content),
    isPublic: demo.isPublic ?? true,
    category: demo.category,
    tags: demo.tags,
    keywords: demo.tags.join(' '),
    jurisdictionIds: (demo.jurisdictions ?? []).flatMap((code) => catalogue.jurisdictions.get(code) ?? []),
    markets: demo.markets ?? [],
    scheduledAt: demo.status === 'SCHEDULED' ? at : null,
    publishedAt: demo.status === 'PUBLISHED' ? at : null,
    distributedAt: demo.status === 'PUBLISHED' ? at : null,
    createdByUserId: authorId,
    createdAt: new Date(Math.min(at.getTime(), now.getTime()) - DAY_MS),
    updatedAt: demo.status === 'PUBLISHED' ? at : now,
  });
  // A published release naming a jurisdiction without a verified licence went out over the warning: its
  // author confirmed it, as publishing demands (the admin's compliance list shows it).
  const unverified = demo.status === 'PUBLISHED' ? await unverifiedJurisdictionIds(tx, release) : [];
  if (unverified.length > 0) await repo.updateRelease(tx, release.id, { complianceOverrideIds: unverified, complianceConfirmedAt: at, complianceConfirmedByUserId: authorId });
  if (demo.cover) {
    const processed = await processImageUpload(await coverImage(demo.cover.color), { maxWidth: 1600, maxHeight: 1600 });
    const fileName = randomFileName(processed.extension);
    await platform.storage.put('pressImages', release.id, fileName, processed.buffer);
    await repo.insertImage(tx, { releaseId: release.id, fileName, caption: demo.cover.caption, altText: demo.cover.alt, width: processed.width, height: processed.height, position: 0 });
  }
  const traffic = demo.traffic ?? [];
  await repo.insertDailyFigures(
    tx,
    traffic.map((views, index) => ({
      releaseId: release.id,
      day: new Date(now.getTime() - (traffic.length - 1 - index) * DAY_MS).toISOString().slice(0, 10),
      views,
      reads: Math.round(views * 0.55),
      shares: Math.round(views * 0.1),
      downloads: Math.round(views * 0.15),
    })),
  );
}

/**
 * Press releases of the demo companies that hold company_press: three published (two with a cover image
 * and a few weeks of reader figures), one scheduled (the recurring due-check publishes it when its time
 * comes: demo data is written before the queue exists), one draft; the demo account follows two categories.
 */
export const pressDemoSeeder: DemoSeeder = {
  name: 'press',
  async seed(tx, platform) {
    const now = new Date();
    for (const demo of demoReleases) await seedRelease(tx, demo, platform, now);
    const demoUser = await findUserIdByEmail(tx, 'demo@paytable.io');
    if (demoUser !== undefined) await repo.replaceFollows(tx, demoUser, ['PRODUCT_LAUNCH', 'PARTNERSHIP'], []);
  },
};
