import { catalogueIds } from '../catalog/index';
import { companyIdByName } from '../companies/index';
import { firstGameIdOf } from '../games/index';
import type { DemoSeeder } from '../../platform/demo-seeder';
import * as repo from './repository';

interface DemoListing {
  company: string;
  title: string;
  summary: string;
  category: string;
  /** Promote this company's first game. */
  withGame?: boolean;
  featuredRank?: number;
}

const demoListings: DemoListing[] = [
  { company: 'SwiftPay Gateway', title: 'Instant payouts for casino brands', summary: 'Cards, open banking and instant payouts in 40 currencies with one cashier integration.', category: 'Payment Processing', featuredRank: 1 },
  { company: 'VerifyNow KYC', title: 'KYC in under 10 seconds', summary: 'Document and biometric checks with age verification for UKGC and MGA markets.', category: 'KYC & Identity Verification', featuredRank: 2 },
  { company: 'Northlight Studios', title: 'Nordic slots portfolio', summary: 'High-volatility video slots with bonus buys, certified in five jurisdictions.', category: 'Game Developer', withGame: true, featuredRank: 3 },
  { company: 'Lumen Live Studios', title: 'Branded live tables', summary: 'Dedicated live blackjack and roulette tables in your brand colours.', category: 'Live Casino Studio', withGame: true, featuredRank: 4 },
  { company: 'ClearBank Gaming Services', title: 'Business accounts for operators', summary: 'Multi-currency IBANs and same-day settlement for licensed operators.', category: 'Banking Solutions' },
  { company: 'Sentinel AML', title: 'Transaction monitoring as a service', summary: 'Real-time AML monitoring, sanctions screening and SAR reporting.', category: 'AML & Compliance' },
  { company: 'SupportDesk Pro', title: '24/7 multilingual player support', summary: 'Player support teams in 18 languages, ready in two weeks.', category: 'Customer Support Outsourcing' },
  { company: 'Evolution Reels', title: 'Megaways and hold-and-win slots', summary: 'A catalogue of feature-rich slots for regulated European and North American markets.', category: 'Game Developer', withGame: true, featuredRank: 5 },
];

interface DemoCertification {
  company: string;
  jurisdiction?: string;
  standard?: string;
  issuedBy: string;
  status: 'PENDING' | 'VERIFIED' | 'REJECTED';
}

const demoCertifications: DemoCertification[] = [
  { company: 'Northlight Studios', jurisdiction: 'MT-MGA', issuedBy: 'Malta Gaming Authority', status: 'VERIFIED' },
  { company: 'Northlight Studios', jurisdiction: 'GB-UKGC', issuedBy: 'UK Gambling Commission', status: 'VERIFIED' },
  { company: 'Northlight Studios', standard: 'GLI-19', issuedBy: 'Gaming Laboratories International', status: 'PENDING' },
  { company: 'Evolution Reels', jurisdiction: 'MT-MGA', issuedBy: 'Malta Gaming Authority', status: 'VERIFIED' },
  { company: 'Evolution Reels', standard: 'ISO 27001', issuedBy: 'BSI', status: 'VERIFIED' },
  { company: 'Lumen Live Studios', jurisdiction: 'CA-ON-AGCO', issuedBy: 'AGCO', status: 'VERIFIED' },
  { company: 'SwiftPay Gateway', standard: 'PCI DSS Level 1', issuedBy: 'PCI Security Standards Council', status: 'VERIFIED' },
  { company: 'SwiftPay Gateway', jurisdiction: 'GB-UKGC', issuedBy: 'UK Gambling Commission', status: 'PENDING' },
  { company: 'VerifyNow KYC', standard: 'ISO 27001', issuedBy: 'BSI', status: 'VERIFIED' },
  { company: 'Golden Mirage Studios', jurisdiction: 'CW-CGA', issuedBy: 'Cura\u00e7ao Gaming Authority', status: 'PENDING' },
  { company: 'Crashpoint Games', standard: 'Provably Fair Audit', issuedBy: 'iTech Labs', status: 'VERIFIED' },
];


/** Showcase listings (five featured) and certificates in every review state, for companies of the demo. */
export const marketplaceDemoSeeder: DemoSeeder = {
  name: 'marketplace',
  async seed(tx) {
    const ids = await catalogueIds(tx);
    const now = new Date();
    for (const demo of demoListings) {
      const companyId = await companyIdByName(tx, demo.company);
      if (companyId === undefined) continue;
      if ((await repo.listCompanyListings(tx, companyId, true)).length > 0) continue;
      await repo.insertListing(tx, {
        companyId,
        title: demo.title,
        summary: demo.summary,
        categoryId: ids.businessTypes.get(demo.category) ?? null,
        gameId: demo.withGame ? await firstGameIdOf(tx, companyId) : null,
        isPublished: true,
        isFeatured: demo.featuredRank !== undefined,
        featuredRank: demo.featuredRank ?? null,
        featuredAt: demo.featuredRank !== undefined ? now : null,
      });
    }
    for (const demo of demoCertifications) {
      const companyId = await companyIdByName(tx, demo.company);
      if (companyId === undefined) continue;
      const jurisdictionId = demo.jurisdiction ? (ids.jurisdictions.get(demo.jurisdiction) ?? null) : null;
      if (await repo.openCertificationExists(tx, companyId, jurisdictionId, demo.standard ?? null)) continue;
      await repo.insertCertification(tx, {
        companyId,
        jurisdictionId,
        standard: demo.standard ?? null,
        certificateNumber: `${(demo.jurisdiction ?? demo.standard ?? 'CERT').replace(/[^A-Z0-9]/gi, '').toUpperCase()}-${companyId.toString().padStart(4, '0')}`,
        issuedBy: demo.issuedBy,
        issuedAt: '2025-03-01',
        expiresAt: '2028-02-28',
        status: demo.status,
        reviewedAt: demo.status === 'PENDING' ? null : now,
      });
    }
  },
};
