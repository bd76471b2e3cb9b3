import type { ProfileSection } from '@paytable/contracts';
import type { Tx } from '../../db/client';
import type { Platform } from '../../platform/platform';
import type { DemoSeeder } from '../../platform/demo-seeder';
import { findUserIdByEmail } from '../auth/index';
import * as repo from './repository';
import { storeProfilePhotoFiles, toSectionValues, type SectionInput, type UpdateMyProfile } from './service';

interface DemoProfile {
  email: string;
  initials: string;
  /** Two colours of the generated portrait's background. */
  colors: [string, string];
  about: UpdateMyProfile;
  sections: { [S in ProfileSection]?: SectionInput<S>[] };
}

const demoProfiles: DemoProfile[] = [
  {
    email: 'admin@paytable.io',
    initials: 'AM',
    colors: ['#0f766e', '#134e4a'],
    about: {
      headline: 'Head of Platform Operations at Paytable',
      bio: 'I run the Paytable marketplace: onboarding operators, suppliers and payment providers, and keeping verification fast and fair. Before Paytable I spent eight years in B2B platform operations for regulated markets.',
      location: 'Valletta, Malta',
      website: 'https://paytable.io',
      linkedinUrl: null,
      industryRole: 'platform_provider',
    },
    sections: {
      experience: [
        { title: 'Head of Platform Operations', companyName: 'Paytable', location: 'Valletta, Malta', employmentType: 'full_time', startDate: '2023-02', endDate: null, isCurrent: true, description: 'Company verification, marketplace quality and the admin team.' },
        { title: 'Operations Manager', companyName: 'Kestrel Aggregation Ltd', location: 'Sliema, Malta', employmentType: 'full_time', startDate: '2017-05', endDate: '2023-01', isCurrent: false, description: 'Onboarded 140 studios onto a game aggregation platform across MGA and UKGC markets.' },
      ],
      education: [{ institution: 'University of Malta', degree: 'MSc', fieldOfStudy: 'Information Systems', startYear: 2014, endYear: 2016, description: null }],
      skill: [
        { name: 'Platform operations', level: 'expert' },
        { name: 'MGA compliance', level: 'advanced' },
        { name: 'Vendor onboarding', level: 'expert' },
      ],
    },
  },
  {
    email: 'demo@paytable.io',
    initials: 'DR',
    colors: ['#7c3aed', '#4c1d95'],
    about: {
      headline: 'Business Development Manager — LatAm operators',
      bio: 'Connecting Latin American operators with payment and game partners. I care about fast integrations and fair commercial terms.',
      location: 'Bogotá, Colombia',
      website: null,
      linkedinUrl: null,
      industryRole: 'operator',
    },
    sections: {
      experience: [
        { title: 'Business Development Manager', companyName: 'Sol Gaming Group', location: 'Bogotá, Colombia', employmentType: 'full_time', startDate: '2021-09', endDate: null, isCurrent: true, description: 'Partnerships with payment providers and content aggregators for three licensed brands in Colombia and Peru.' },
      ],
      skill: [
        { name: 'Partnerships', level: 'advanced' },
        { name: 'Spanish', level: 'expert' },
      ],
    },
  },
  {
    email: 'sofia.martinez@paytable.io',
    initials: 'SM',
    colors: ['#be123c', '#881337'],
    about: {
      headline: 'Head of Payments at Aurora Casino Group',
      bio: 'Fifteen years in gaming payments: PSP routing, chargeback reduction and open banking for regulated European markets. I look for providers with strong approval rates in Spain, Italy and the Nordics.',
      location: 'Madrid, Spain',
      website: 'https://aurora-casino.example',
      linkedinUrl: 'https://www.linkedin.com/in/sofia-martinez-payments',
      industryRole: 'operator',
    },
    sections: {
      experience: [
        { title: 'Head of Payments', companyName: 'Aurora Casino Group', location: 'Madrid, Spain', employmentType: 'full_time', startDate: '2020-03', endDate: null, isCurrent: true, description: 'Own the payment stack for four brands: 22 PSPs, smart routing and a 31% drop in chargebacks since 2021.' },
        { title: 'Payments Product Manager', companyName: 'Brava Bet', location: 'Barcelona, Spain', employmentType: 'full_time', startDate: '2015-06', endDate: '2020-02', isCurrent: false, description: 'Launched instant withdrawals and the first open-banking deposits in the Spanish market.' },
        { title: 'Risk Analyst', companyName: 'Iberia Payments S.L.', location: 'Madrid, Spain', employmentType: 'full_time', startDate: '2011-01', endDate: '2015-05', isCurrent: false, description: null },
      ],
      education: [{ institution: 'Universidad Carlos III de Madrid', degree: 'BSc', fieldOfStudy: 'Economics', startYear: 2006, endYear: 2010, description: null }],
      skill: [
        { name: 'Payment routing', level: 'expert' },
        { name: 'Chargeback management', level: 'expert' },
        { name: 'Open banking', level: 'advanced' },
        { name: 'AML', level: 'advanced' },
      ],
      certification: [
        { name: 'Certified Anti-Money Laundering Specialist (CAMS)', issuingOrganization: 'ACAMS', issueDate: '2019-04', expiryDate: null, credentialId: 'CAMS-88412', credentialUrl: null },
      ],
      project: [
        { name: 'Instant withdrawals for Spain', role: 'Product lead', url: null, startDate: '2018-02', endDate: '2018-11', description: 'Cut withdrawal time from 48 hours to under 5 minutes for 80% of players.' },
      ],
    },
  },
  {
    email: 'liam.oconnor@paytable.io',
    initials: 'LO',
    colors: ['#1d4ed8', '#1e3a8a'],
    about: {
      headline: "Studio Director at Northlight Studios — slots for players who've seen everything",
      bio: 'Game designer turned studio director. We ship eight slots a year, certified for UKGC, MGA and Ontario, and distribute through the major aggregators.',
      location: 'Dublin, Ireland',
      website: 'https://northlight-studios.example',
      linkedinUrl: null,
      industryRole: 'game_supplier',
    },
    sections: {
      experience: [
        { title: 'Studio Director', companyName: 'Northlight Studios', location: 'Dublin, Ireland', employmentType: 'full_time', startDate: '2019-01', endDate: null, isCurrent: true, description: 'Founded the studio; 34 titles live with 60+ operators.' },
        { title: 'Lead Game Designer', companyName: 'Emerald Reels', location: 'Galway, Ireland', employmentType: 'full_time', startDate: '2013-08', endDate: '2018-12', isCurrent: false, description: 'Math models and feature design for cluster-pays and hold-and-win games.' },
      ],
      education: [{ institution: 'Trinity College Dublin', degree: 'BA', fieldOfStudy: 'Mathematics', startYear: 2009, endYear: 2013, description: null }],
      skill: [
        { name: 'Slot math', level: 'expert' },
        { name: 'Game design', level: 'expert' },
        { name: 'RGS integration', level: 'intermediate' },
      ],
      project: [
        { name: 'Aurora Borealis Megaways', role: 'Creative director', url: null, startDate: '2022-03', endDate: '2022-10', description: 'Our best performer: top 20 in the UK within a month of launch.' },
      ],
    },
  },
  {
    email: 'priya.shah@paytable.io',
    initials: 'PS',
    colors: ['#c2410c', '#7c2d12'],
    about: {
      headline: 'Head of Partnerships at SwiftPay Gateway',
      bio: 'I help operators add local payment methods in days, not months — 140 methods in 38 countries, one integration.',
      location: 'London, United Kingdom',
      website: 'https://swiftpay.example',
      linkedinUrl: null,
      industryRole: 'payments',
    },
    sections: {
      experience: [
        { title: 'Head of Partnerships', companyName: 'SwiftPay Gateway', location: 'London, United Kingdom', employmentType: 'full_time', startDate: '2021-05', endDate: null, isCurrent: true, description: 'Operator partnerships across the UK, Ontario and Brazil.' },
        { title: 'Senior Account Manager', companyName: 'Payvio', location: 'London, United Kingdom', employmentType: 'full_time', startDate: '2016-10', endDate: '2021-04', isCurrent: false, description: null },
      ],
      skill: [
        { name: 'Partnership strategy', level: 'expert' },
        { name: 'Local payment methods', level: 'advanced' },
        { name: 'Negotiation', level: 'advanced' },
      ],
      certification: [{ name: 'PCI DSS Fundamentals', issuingOrganization: 'PCI Security Standards Council', issueDate: '2022-06', expiryDate: '2025-06', credentialId: null, credentialUrl: null }],
    },
  },
];

/** A square portrait: the person's initials on a diagonal gradient, made the same way as an upload. */
async function portrait(initials: string, [from, to]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="512" height="512" fill="url(#g)"/>
    <text x="256" y="256" dy="0.35em" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="200" fill="#fff" text-anchor="middle">${initials}</text>
  </svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function seedProfile(tx: Tx, platform: Platform, demo: DemoProfile): Promise<void> {
  const userId = await findUserIdByEmail(tx, demo.email);
  if (userId === undefined || (await repo.findProfile(tx, userId))) return;
  const now = new Date();
  await repo.upsertProfile(tx, userId, { ...demo.about }, now);
  for (const section of Object.keys(demo.sections) as ProfileSection[]) {
    for (const item of demo.sections[section] ?? []) {
      await repo.insertSectionItem(tx, section, userId, toSectionValues(section, item));
    }
  }
  const fileName = await storeProfilePhotoFiles(platform, userId, await portrait(demo.initials, demo.colors));
  await repo.setProfileImage(tx, userId, fileName, now);
}

/** Profiles with careers and portraits for the demo accounts (runs after the auth seeder). */
export const profilesDemoSeeder: DemoSeeder = {
  name: 'profiles',
  async seed(tx, platform) {
    for (const demo of demoProfiles) await seedProfile(tx, platform, demo);
  },
};
