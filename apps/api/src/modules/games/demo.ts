import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, companyBusinessTypes, companyJurisdictions, companyPrivileges, gameJurisdictions, games } from '../../db/schema/index';
import { addDailyCounts, demoDailyCounts, demoMissedTermCounts } from '../../platform/daily-counters';
import { createPrng } from '../../platform/prng';
import { catalogueIds } from '../catalog/index';
import type { DemoSeeder } from '../../platform/demo-seeder';
import { generateCatalogue, type GameKind } from './catalogue-generator';
import { GAMES_SERIES } from './figures-repository';
import * as repo from './repository';
import { insertDefaultGameTypes } from './service';

/** The demo catalogue is the same on every machine. */
export const DEMO_GAMES_SEED = 20_240_601;

interface DemoStudio {
  name: string;
  /** Created by this seeder unless the companies seeder already made it. */
  profile?: { website: string; description: string; headquarters: string; foundedYear: number; verified: boolean; businessType: string };
  jurisdictions: string[];
  kinds: GameKind[];
  games: number;
}

/** Game suppliers with catalogues: the companies seeder's two studios and five more. */
export const demoStudios: DemoStudio[] = [
  { name: 'Northlight Studios', jurisdictions: ['MT-MGA', 'GB-UKGC', 'GI-GRA', 'SE-SGA'], kinds: ['slots'], games: 10 },
  { name: 'Lumen Live Studios', jurisdictions: ['MT-MGA', 'CA-ON-AGCO', 'GB-UKGC'], kinds: ['live'], games: 6 },
  {
    name: 'Evolution Reels',
    profile: { website: 'https://evolution-reels.example', description: 'Feature-rich video slots and Megaways titles for regulated markets.', headquarters: 'Valletta, Malta', foundedYear: 2014, verified: true, businessType: 'Game Developer' },
    jurisdictions: ['MT-MGA', 'GB-UKGC', 'SE-SGA', 'DK-DGA', 'CA-ON-AGCO', 'US-NJ-DGE'],
    kinds: ['slots', 'slots', 'table'],
    games: 8,
  },
  {
    name: 'Red Panda Gaming',
    profile: { website: 'https://redpanda-gaming.example', description: 'Asian-themed slots and jackpots with mobile-first design.', headquarters: 'Gibraltar', foundedYear: 2016, verified: true, businessType: 'Game Developer' },
    jurisdictions: ['GI-GRA', 'MT-MGA', 'IT-ADM'],
    kinds: ['slots'],
    games: 6,
  },
  {
    name: 'Golden Mirage Studios',
    profile: { website: 'https://goldenmirage.example', description: 'High-volatility slots with bonus buys for crypto-friendly brands.', headquarters: 'Willemstad, Cura\u00e7ao', foundedYear: 2020, verified: false, businessType: 'Game Developer' },
    jurisdictions: ['CW-CGA', 'KM-AOFA'],
    kinds: ['slots', 'slots', 'instant'],
    games: 6,
  },
  {
    name: 'Crashpoint Games',
    profile: { website: 'https://crashpoint.example', description: 'Crash, mines and plinko games with provably fair results.', headquarters: 'Tallinn, Estonia', foundedYear: 2021, verified: true, businessType: 'Game Developer' },
    jurisdictions: ['EE-ETCB', 'MT-MGA', 'CW-CGA'],
    kinds: ['crash', 'instant'],
    games: 4,
  },
  {
    name: 'Tableturn Gaming',
    profile: { website: 'https://tableturn.example', description: 'RNG table games and video poker with certified maths.', headquarters: 'Douglas, Isle of Man', foundedYear: 2011, verified: true, businessType: 'Game Developer' },
    jurisdictions: ['IM-GSC', 'GB-UKGC', 'ES-DGOJ', 'PT-SRIJ'],
    kinds: ['table'],
    games: 3,
  },
];

/**
 * Demo-only writes to the companies tables: the companies module has no service to create an approved
 * studio with privileges in one call, and demo data must not go through the approval workflow.
 */
async function ensureStudio(tx: Tx, studio: DemoStudio, ids: Awaited<ReturnType<typeof catalogueIds>>): Promise<number | undefined> {
  const [existing] = await tx.select({ id: companies.id }).from(companies).where(sql`lower(${companies.name}) = lower(${studio.name})`);
  if (existing) return existing.id;
  if (!studio.profile) return undefined;
  const approvedAt = new Date(Date.UTC(2025, 0, 15));
  const [created] = await tx
    .insert(companies)
    .values({
      name: studio.name,
      website: studio.profile.website,
      description: studio.profile.description,
      headquarters: studio.profile.headquarters,
      foundedYear: studio.profile.foundedYear,
      status: 'ACTIVE',
      verified: studio.profile.verified,
      verifiedAt: studio.profile.verified ? approvedAt : null,
      approvedAt,
      createdAt: approvedAt,
      updatedAt: approvedAt,
    })
    .returning({ id: companies.id });
  const companyId = created!.id;
  const typeId = ids.businessTypes.get(studio.profile.businessType);
  if (typeId !== undefined) await tx.insert(companyBusinessTypes).values({ companyId, businessTypeId: typeId }).onConflictDoNothing();
  const placeIds = studio.jurisdictions.map((code) => ids.jurisdictions.get(code)).filter((id): id is number => id !== undefined);
  if (placeIds.length > 0) await tx.insert(companyJurisdictions).values(placeIds.map((jurisdictionId) => ({ companyId, jurisdictionId }))).onConflictDoNothing();
  await tx
    .insert(companyPrivileges)
    .values(['admin_access', 'game_content', 'provider_access'].map((privilege) => ({ companyId, privilege })))
    .onConflictDoNothing();
  return companyId;
}

/** About forty published games from seven studios, with types, themes, RTP, volatility and jurisdictions. */
/** Days of demo views (admin analytics and company reports show them). */
const DEMO_VISIT_DAYS = 90;
/** Terms the games list was searched for without a result, with how many times a day at most. */
const demoMissedGameTerms = [
  ['crash game', 4],
  ['plinko', 3],
  ['keno', 2],
  ['scratch cards', 1],
] as const;

export const gamesDemoSeeder: DemoSeeder = {
  name: 'games',
  async seed(tx) {
    await insertDefaultGameTypes(tx);
    const ids = await catalogueIds(tx);
    const typeIds = await repo.gameTypeIdsByName(tx);
    const random = createPrng(DEMO_GAMES_SEED);
    const providers: number[] = [];
    for (const studio of demoStudios) {
      const providerId = await ensureStudio(tx, studio, ids);
      if (providerId === undefined) continue;
      const [hasGames] = await tx.select({ id: games.id }).from(games).where(eq(games.providerId, providerId)).limit(1);
      if (hasGames) continue;
      const placeIds = studio.jurisdictions.map((code) => ids.jurisdictions.get(code)).filter((id): id is number => id !== undefined);
      for (const game of generateCatalogue(random, studio.name, studio.kinds, studio.games)) {
        const created = await repo.insertGame(tx, {
          providerId,
          gameTypeId: typeIds.get(game.gameTypeName) ?? null,
          name: game.name,
          description: game.description,
          themes: game.themes,
          rtpBasisPoints: game.rtpBasisPoints,
          volatility: game.volatility,
          maxWin: game.maxWin,
          paylines: game.paylines,
          mechanics: game.mechanics,
          releaseDate: game.releaseDate,
          languages: game.languages,
          currencies: game.currencies,
          demoUrl: `https://demo.${studio.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example/play/${encodeURIComponent(game.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'))}`,
          isActive: true,
        });
        const certified = random.sample(placeIds, random.int(1, placeIds.length));
        if (certified.length > 0) await tx.insert(gameJurisdictions).values(certified.map((jurisdictionId) => ({ gameId: created.id, jurisdictionId })));
      }
      providers.push(providerId);
    }
    // Three months of the games list opened and searched, and of each studio's game pages viewed.
    await addDailyCounts(tx, [
      ...demoDailyCounts(GAMES_SERIES.marketplaceViews, '', DEMO_VISIT_DAYS, [30, 120], random),
      ...demoDailyCounts(GAMES_SERIES.marketplaceSearches, '', DEMO_VISIT_DAYS, [10, 40], random),
      ...providers.flatMap((providerId) => demoDailyCounts(GAMES_SERIES.listingViews, providerId, DEMO_VISIT_DAYS, [3, 40], random)),
      ...demoMissedTermCounts(GAMES_SERIES.missedTerms, demoMissedGameTerms, DEMO_VISIT_DAYS, random),
    ]);
  },
};
