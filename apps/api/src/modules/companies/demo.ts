import type { CompanyPrivilege } from '@paytable/contracts';
import { addDailyCounts, demoDailyCounts, demoMissedTermCounts } from '../../platform/daily-counters';
import type { DemoSeeder } from '../../platform/demo-seeder';
import { createPrng } from '../../platform/prng';
import { COMPANIES_SERIES } from './figures-repository';
import { findUserIdByEmail } from '../auth/index';
import { catalogueIds, insertDefaultCatalogues } from '../catalog/index';
import * as repo from './repository';
import * as memberRepo from './membership-repository';
import * as privilegeRepo from './privilege-repository';
import { PRIVILEGES_ON_APPROVAL } from './service';

interface DemoCompany {
  name: string;
  website: string;
  description: string;
  headquarters: string;
  foundedYear: number;
  businessTypes: string[];
  jurisdictions: string[];
  status?: 'PENDING' | 'ACTIVE';
  verified?: boolean;
  /** Demo account (by e-mail) that administers the company, with the privileges it holds. */
  admin?: { email: string; privileges: CompanyPrivilege[] };
}

/** Companies of every default business type, so that every marketplace filter has something to show. */
export const demoCompanies: DemoCompany[] = [
  {
    name: 'Aurora Casino Group',
    website: 'https://aurora-casino.example',
    description: 'Multi-brand online casino and sportsbook operator serving regulated European markets since 2012.',
    headquarters: 'Sliema, Malta',
    foundedYear: 2012,
    businessTypes: ['Online Casino Operator', 'Sportsbook Operator'],
    jurisdictions: ['MT-MGA', 'GB-UKGC', 'SE-SGA'],
    verified: true,
    admin: { email: 'sofia.martinez@paytable.io', privileges: ['company_jobs', 'company_press', 'company_events', 'company_integrations', 'company_reporting'] },
  },
  {
    name: 'Northlight Studios',
    website: 'https://northlight-studios.example',
    description: 'Independent slot studio crafting high-volatility video slots with Nordic art direction.',
    headquarters: 'Stockholm, Sweden',
    foundedYear: 2017,
    businessTypes: ['Game Developer'],
    jurisdictions: ['MT-MGA', 'GB-UKGC', 'GI-GRA'],
    verified: true,
    admin: { email: 'liam.oconnor@paytable.io', privileges: ['game_content', 'company_jobs', 'company_press', 'company_events'] },
  },
  {
    name: 'SwiftPay Gateway',
    website: 'https://swiftpay.example',
    description: 'Payment gateway for gaming merchants: cards, open banking and instant payouts in 40 currencies.',
    headquarters: 'London, United Kingdom',
    foundedYear: 2015,
    businessTypes: ['Payment Processing', 'Payment Service Provider'],
    jurisdictions: ['MT-MGA', 'GB-UKGC', 'CW-CGA'],
    verified: true,
    admin: { email: 'priya.shah@paytable.io', privileges: ['provider_access', 'company_integrations', 'company_jobs', 'company_press', 'company_reporting'] },
  },
  { name: 'Meridian Sportsbook', website: 'https://meridian-bet.example', description: 'Mobile-first sportsbook with in-play markets on 60 sports.', headquarters: 'Gibraltar', foundedYear: 2016, businessTypes: ['Sportsbook Operator'], jurisdictions: ['GI-GRA', 'GB-UKGC'], verified: true },
  { name: 'Lotto Nova', website: 'https://lottonova.example', description: 'Online lottery and instant-win operator.', headquarters: 'Douglas, Isle of Man', foundedYear: 2019, businessTypes: ['Lottery Operator'], jurisdictions: ['IM-GSC'] },
  { name: 'Lumen Live Studios', website: 'https://lumen-live.example', description: 'Live dealer studios in Riga and Malta streaming blackjack, roulette and game shows.', headquarters: 'Riga, Latvia', foundedYear: 2018, businessTypes: ['Live Casino Studio'], jurisdictions: ['MT-MGA', 'CA-ON-AGCO'], verified: true },
  { name: 'Spinwheel Aggregation', website: 'https://spinwheel.example', description: 'One API to 140 game studios and 12,000 titles.', headquarters: 'Valletta, Malta', foundedYear: 2014, businessTypes: ['Game Aggregator'], jurisdictions: ['MT-MGA', 'GB-UKGC', 'CW-CGA', 'CA-ON-AGCO'], verified: true },
  { name: 'Atlas iGaming Platform', website: 'https://atlas-platform.example', description: 'Player account management, wallet and back office for casino brands.', headquarters: 'Tallinn, Estonia', foundedYear: 2013, businessTypes: ['Platform Provider'], jurisdictions: ['EE-ETCB', 'MT-MGA'] },
  { name: 'OddsForge Data', website: 'https://oddsforge.example', description: 'Low-latency odds feeds and managed trading for sportsbooks.', headquarters: 'Manchester, United Kingdom', foundedYear: 2016, businessTypes: ['Sports Data Provider'], jurisdictions: ['GB-UKGC'] },
  { name: 'ClearBank Gaming Services', website: 'https://clearbank-gaming.example', description: 'Business accounts and settlement for licensed operators.', headquarters: 'Vilnius, Lithuania', foundedYear: 2011, businessTypes: ['Banking Solutions'], jurisdictions: ['MT-MGA'] },
  { name: 'CoinRail', website: 'https://coinrail.example', description: 'Crypto deposits, withdrawals and instant conversion for gaming brands.', headquarters: 'Willemstad, Cura\u00e7ao', foundedYear: 2020, businessTypes: ['Crypto Payments'], jurisdictions: ['CW-CGA'] },
  { name: 'VerifyNow KYC', website: 'https://verifynow.example', description: 'Document and biometric identity checks in under 10 seconds.', headquarters: 'Dublin, Ireland', foundedYear: 2015, businessTypes: ['KYC & Identity Verification'], jurisdictions: ['GB-UKGC', 'MT-MGA'], verified: true },
  { name: 'Sentinel AML', website: 'https://sentinel-aml.example', description: 'Transaction monitoring, sanctions screening and SAR reporting.', headquarters: 'Amsterdam, Netherlands', foundedYear: 2014, businessTypes: ['AML & Compliance'], jurisdictions: ['NL-KSA', 'MT-MGA'] },
  { name: 'SafePlay Tools', website: 'https://safeplay.example', description: 'Deposit limits, reality checks and self-exclusion as a service.', headquarters: 'Copenhagen, Denmark', foundedYear: 2019, businessTypes: ['Responsible Gambling'], jurisdictions: ['DK-DGA', 'SE-SGA'] },
  { name: 'FraudShield', website: 'https://fraudshield.example', description: 'Device intelligence against bonus abuse and multi-accounting.', headquarters: 'Tel Aviv, Israel', foundedYear: 2017, businessTypes: ['Fraud Prevention'], jurisdictions: ['MT-MGA'] },
  { name: 'Harbour Gaming Law', website: 'https://harbour-law.example', description: 'Licensing, compliance and corporate counsel for gaming companies.', headquarters: 'Gibraltar', foundedYear: 2009, businessTypes: ['Legal & Licensing', 'Consulting'], jurisdictions: ['GI-GRA', 'MT-MGA', 'IM-GSC'] },
  { name: 'CertiLab Testing', website: 'https://certilab.example', description: 'Accredited RNG and game certification lab.', headquarters: 'Barcelona, Spain', foundedYear: 2010, businessTypes: ['Testing & Certification'], jurisdictions: ['ES-DGOJ', 'IT-ADM', 'PT-SRIJ'], verified: true },
  { name: 'AffiliateHub', website: 'https://affiliatehub.example', description: 'Affiliate network with 3,000 publishers in regulated markets.', headquarters: 'Limassol, Cyprus', foundedYear: 2016, businessTypes: ['Affiliate Marketing'], jurisdictions: ['MT-MGA'] },
  { name: 'Engage CRM', website: 'https://engage-crm.example', description: 'Gamification, missions and real-time bonusing.', headquarters: 'Berlin, Germany', foundedYear: 2018, businessTypes: ['CRM & Player Engagement'], jurisdictions: ['DE-GGL'] },
  { name: 'CloudVault Hosting', website: 'https://cloudvault.example', description: 'Regulated hosting in 14 jurisdictions with DDoS protection.', headquarters: 'Douglas, Isle of Man', foundedYear: 2012, businessTypes: ['Hosting & Infrastructure'], jurisdictions: ['IM-GSC', 'GG-AGCC', 'CA-KGC'] },
  { name: 'SupportDesk Pro', website: 'https://supportdesk.example', description: 'Multilingual player support, 24/7, in 18 languages.', headquarters: 'Lisbon, Portugal', foundedYear: 2015, businessTypes: ['Customer Support Outsourcing'], jurisdictions: ['PT-SRIJ'] },
  { name: 'iGaming Talent Partners', website: 'https://igaming-talent.example', description: 'Executive search and contract staffing for the gaming industry.', headquarters: 'St Julian\u2019s, Malta', foundedYear: 2013, businessTypes: ['Recruitment'], jurisdictions: ['MT-MGA'] },
  { name: 'Northstar Market Entry', website: 'https://northstar-consulting.example', description: 'Market entry strategy for North and Latin America.', headquarters: 'Toronto, Canada', foundedYear: 2019, businessTypes: ['Consulting'], jurisdictions: ['CA-ON-AGCO', 'US-NJ-DGE', 'CO-COLJ', 'BR-SPA'] },
  // Awaiting approval: the admin's pending-companies queue.
  { name: 'Blue Harbor Bets', website: 'https://blueharbor.example', description: 'New sportsbook brand preparing its Ontario launch.', headquarters: 'Toronto, Canada', foundedYear: 2024, businessTypes: ['Sportsbook Operator'], jurisdictions: ['CA-ON-AGCO'], status: 'PENDING' },
  { name: 'Pixel Forge Games', website: 'https://pixelforge.example', description: 'Crash and instant-win games studio.', headquarters: 'Krak\u00f3w, Poland', foundedYear: 2023, businessTypes: ['Game Developer'], jurisdictions: ['MT-MGA'], status: 'PENDING' },
  { name: 'Quantum Pay Solutions', website: 'https://quantumpay.example', description: 'Open-banking payouts for Latin American operators.', headquarters: 'Bogot\u00e1, Colombia', foundedYear: 2024, businessTypes: ['Payment Service Provider'], jurisdictions: ['CO-COLJ', 'BR-SPA'], status: 'PENDING' },
];

/** Demo companies, the demo accounts as their admins (with privileges), and a pending approval queue. */
/** Days of demo views (admin analytics and company reports show them). */
const DEMO_VISIT_DAYS = 90;
/** Terms the company list was searched for without a result, with how many times a day at most. */
const demoMissedCompanyTerms = [
  ['crypto payouts', 3],
  ['ontario licence consultant', 2],
  ['sms marketing', 1],
] as const;

export const companiesDemoSeeder: DemoSeeder = {
  name: 'companies',
  async seed(tx) {
    await insertDefaultCatalogues(tx);
    const ids = await catalogueIds(tx);
    const now = Date.now();
    const visited: number[] = [];
    for (const [index, demo] of demoCompanies.entries()) {
      if (await repo.findCompanyByName(tx, demo.name)) continue;
      const status = demo.status ?? 'ACTIVE';
      // Spread creation times over the past weeks so "newest first" lists look like real life.
      const createdAt = new Date(now - (demoCompanies.length - index) * 36 * 60 * 60 * 1000);
      const company = await repo.insertCompany(tx, {
        name: demo.name,
        website: demo.website,
        description: demo.description,
        headquarters: demo.headquarters,
        foundedYear: demo.foundedYear,
        status,
        verified: demo.verified ?? false,
        verifiedAt: demo.verified ? createdAt : null,
        approvedAt: status === 'ACTIVE' ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      });
      const typeIds = demo.businessTypes.map((name) => ids.businessTypes.get(name)).filter((id): id is number => id !== undefined);
      const placeIds = demo.jurisdictions.map((code) => ids.jurisdictions.get(code)).filter((id): id is number => id !== undefined);
      await repo.replaceCompanyBusinessTypes(tx, company.id, typeIds);
      await repo.replaceCompanyJurisdictions(tx, company.id, placeIds);
      if (status === 'ACTIVE') await privilegeRepo.grantCompanyPrivileges(tx, company.id, [...PRIVILEGES_ON_APPROVAL, ...(demo.admin?.privileges ?? [])], null);
      if (demo.admin) {
        const userId = await findUserIdByEmail(tx, demo.admin.email);
        if (userId !== undefined && !(await memberRepo.findMembershipOfUser(tx, userId))) {
          await memberRepo.insertMembership(tx, { companyId: company.id, userId, role: 'ADMIN', associationType: 'COMPANY', status: 'ACTIVE', approvedAt: createdAt, createdAt });
        }
      }
      if (status === 'ACTIVE') visited.push(company.id);
    }
    // Three months of the marketplace's company list opened and searched, and of each profile's views.
    const random = createPrng(2503);
    await addDailyCounts(tx, [
      ...demoDailyCounts(COMPANIES_SERIES.marketplaceViews, '', DEMO_VISIT_DAYS, [20, 80], random),
      ...demoDailyCounts(COMPANIES_SERIES.marketplaceSearches, '', DEMO_VISIT_DAYS, [5, 30], random),
      ...visited.flatMap((companyId) => demoDailyCounts(COMPANIES_SERIES.profileViews, companyId, DEMO_VISIT_DAYS, [0, 12], random)),
      ...demoMissedTermCounts(COMPANIES_SERIES.missedTerms, demoMissedCompanyTerms, DEMO_VISIT_DAYS, random),
    ]);
  },
};
