import { BUSINESS_ESSENTIALS_PROVIDERS_SHOWN, type BusinessEssential, type BusinessEssentialKey } from '@paytable/contracts';
import type { Db } from '../../db/client';
import { listBusinessTypes } from '../catalog/index';
import { verifiedProviders } from '../companies/index';

interface EssentialDefinition {
  key: BusinessEssentialKey;
  title: string;
  description: string;
  checklist: string[];
  /** Names of the catalogue's business types that offer this service (inactive or renamed ones drop out). */
  businessTypes: string[];
}

/** The curated directory: what a new operator sets up, in the order it usually happens. */
export const businessEssentialDefinitions: EssentialDefinition[] = [
  {
    key: 'licensing',
    title: 'Licensing & compliance',
    description: 'A gaming license for each market you serve, and the controls regulators audit you against.',
    checklist: ['Choose your target markets and the licenses they require', 'Appoint legal counsel and a compliance officer', 'Certify your games and RNG with an accredited lab', 'Set up responsible gambling tools before launch'],
    businessTypes: ['Legal & Licensing', 'AML & Compliance', 'Testing & Certification', 'Responsible Gambling'],
  },
  {
    key: 'payments',
    title: 'Payments',
    description: 'Deposits and payouts in the methods your players use, with routing that keeps approval rates high.',
    checklist: ['List the payment methods each market expects', 'Sign a gaming-friendly acquirer or payment service provider', 'Agree payout times and chargeback handling'],
    businessTypes: ['Payment Processing', 'Payment Service Provider', 'Crypto Payments'],
  },
  {
    key: 'banking',
    title: 'Banking',
    description: 'Business accounts and settlement with banks that accept licensed gaming companies.',
    checklist: ['Open an operating account and a player-funds account', 'Plan settlement currencies and FX', 'Prepare source-of-funds documentation'],
    businessTypes: ['Banking Solutions'],
  },
  {
    key: 'kyc',
    title: 'KYC & identity',
    description: 'Identity, age and address checks at sign-up and withdrawal, and fraud screening throughout.',
    checklist: ['Verify identity and age before play or first withdrawal', 'Screen against sanctions and PEP lists', 'Detect bonus abuse and multi-accounting'],
    businessTypes: ['KYC & Identity Verification', 'Fraud Prevention'],
  },
  {
    key: 'game-content',
    title: 'Game content',
    description: 'Slots, table games and live dealer content certified for your markets.',
    checklist: ['Pick studios certified in your markets', 'Consider an aggregator for breadth through one integration', 'Add live casino for table game players'],
    businessTypes: ['Game Developer', 'Game Aggregator', 'Live Casino Studio'],
  },
  {
    key: 'platform',
    title: 'Platform',
    description: 'The player account platform, and regulated hosting to run it in each market.',
    checklist: ['Choose a platform (turnkey, white label or your own)', 'Host in the jurisdictions that require local servers', 'Plan CRM and bonusing from day one'],
    businessTypes: ['Platform Provider', 'Hosting & Infrastructure', 'CRM & Player Engagement'],
  },
  {
    key: 'affiliates',
    title: 'Affiliates & marketing',
    description: 'Player acquisition through affiliate networks and media, within each market’s advertising rules.',
    checklist: ['Set up an affiliate program and tracking', 'Agree commission models (revenue share, CPA, hybrid)', 'Check marketing rules in each licensed market'],
    businessTypes: ['Affiliate Marketing'],
  },
];

/** The directory with each category's active business types and its verified providers. */
export async function listBusinessEssentials(db: Db): Promise<BusinessEssential[]> {
  const active = await listBusinessTypes(db, true);
  const byName = new Map(active.map((type) => [type.name.toLowerCase(), type]));
  return Promise.all(
    businessEssentialDefinitions.map(async (definition) => {
      const businessTypes = definition.businessTypes.flatMap((name) => {
        const type = byName.get(name.toLowerCase());
        return type ? [{ id: type.id, name: type.name }] : [];
      });
      const { providers, total } = await verifiedProviders(
        db,
        businessTypes.map((type) => type.id),
        BUSINESS_ESSENTIALS_PROVIDERS_SHOWN,
      );
      return { key: definition.key, title: definition.title, description: definition.description, checklist: definition.checklist, businessTypes, verifiedProviders: providers, verifiedProviderCount: total };
    }),
  );
}
