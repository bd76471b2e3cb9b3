import type { ApplicationStatus, JobInput } from '@paytable/contracts';
import type { Tx } from '../../db/client';
import type { DemoSeeder } from '../../platform/demo-seeder';
import { findUserIdByEmail } from '../auth/index';
import { catalogueIds } from '../catalog/index';
import { companyIdByName } from '../companies/index';
import * as repo from './repository';
import { descriptionText, sanitizeDescription } from './sanitize';

const DAY_MS = 86_400_000;

const jurisdictionIdsByCodes = (catalogue: { jurisdictions: Map<string, number> }, codes: readonly string[]) =>
  codes.flatMap((code) => {
    const id = catalogue.jurisdictions.get(code);
    return id === undefined ? [] : [id];
  });

interface DemoJob {
  company: string;
  poster: string;
  status: 'DRAFT' | 'PUBLISHED' | 'PAUSED' | 'CLOSED';
  /** Days ago it was published (or created, for drafts). */
  age: number;
  /** Days from now it stays valid (negative: expired). */
  validFor: number;
  job: Omit<JobInput, 'validThrough' | 'keyFunctionJurisdictionIds'> & { keyFunctionJurisdictions?: string[] };
  applications?: { email: string; stages: ApplicationStatus[]; note?: string; coverLetter: string }[];
}

const demoJobs: DemoJob[] = [
  {
    company: 'Aurora Casino Group',
    poster: 'sofia.martinez@paytable.io',
    status: 'PUBLISHED',
    age: 3,
    validFor: 40,
    job: {
      title: 'Head of Compliance (MLRO)',
      description:
        '<p>Aurora runs casino brands under Malta and UK licences. You lead a team of six and report to the board.</p><h3>What you do</h3><ul><li>Own the AML and responsible gambling frameworks across both licences</li><li>Act as Money Laundering Reporting Officer and file suspicious activity reports</li><li>Prepare regulatory returns and lead audits with the MGA and UKGC</li></ul><h3>What you bring</h3><ul><li>Seven years in gambling or payments compliance</li><li>Experience approved as a key function holder</li></ul>',
      function: 'COMPLIANCE',
      seniority: 'HEAD',
      employmentType: 'FULL_TIME',
      workplace: 'HYBRID',
      city: 'Sliema',
      country: 'MT',
      salaryMin: 9_000_000,
      salaryMax: 11_500_000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'YEAR',
      salaryShown: true,
      skills: ['AML', 'MLRO', 'Responsible gambling', 'Regulatory reporting'],
      languages: ['English'],
      licensedKeyFunction: true,
      keyFunctionJurisdictions: ['MT-MGA', 'GB-UKGC'],
    },
    applications: [
      { email: 'demo@paytable.io', stages: ['RECEIVED', 'REVIEWING', 'SHORTLISTED', 'INTERVIEW'], note: 'Strong MGA audit experience; second interview with the CEO.', coverLetter: 'I have led compliance for two MGA-licensed operators and served as MLRO for four years.' },
      { email: 'noah.fischer@paytable.io', stages: ['RECEIVED', 'REVIEWING'], coverLetter: 'I bring eight years of AML experience in payments and a recent move into gambling compliance.' },
    ],
  },
  {
    company: 'Aurora Casino Group',
    poster: 'sofia.martinez@paytable.io',
    status: 'PUBLISHED',
    age: 9,
    validFor: 25,
    job: {
      title: 'CRM Manager, Casino',
      description:
        '<p>Plan and run lifecycle campaigns for three casino brands: welcome journeys, reactivation and VIP.</p><ul><li>Segment players with the data team and test every campaign</li><li>Keep bonusing within responsible gambling rules</li></ul>',
      function: 'MARKETING_CRM',
      seniority: 'SENIOR',
      employmentType: 'FULL_TIME',
      workplace: 'REMOTE',
      allowedCountries: ['MT', 'ES', 'PT', 'IT', 'GR'],
      salaryMin: 5_500_000,
      salaryMax: 7_000_000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'YEAR',
      salaryShown: true,
      skills: ['CRM', 'Optimove', 'Segmentation', 'A/B testing'],
      languages: ['English', 'Spanish'],
    },
    applications: [{ email: 'noah.fischer@paytable.io', stages: ['RECEIVED'], coverLetter: 'I ran CRM for a sportsbook across four markets and doubled second deposits.' }],
  },
  {
    company: 'Northlight Studios',
    poster: 'liam.oconnor@paytable.io',
    status: 'PUBLISHED',
    age: 1,
    validFor: 60,
    job: {
      title: 'Game Mathematician',
      description:
        '<p>Design the maths of our next high-volatility slots: reel strips, pay tables and bonus features.</p><ul><li>Build simulations and certify RTP with test labs</li><li>Work with designers from first concept to release</li></ul>',
      function: 'MATHS',
      seniority: 'MID',
      employmentType: 'FULL_TIME',
      workplace: 'HYBRID',
      city: 'Stockholm',
      country: 'SE',
      salaryMin: 55_000_000,
      salaryMax: 70_000_000,
      salaryCurrency: 'SEK',
      salaryPeriod: 'YEAR',
      salaryShown: true,
      skills: ['Probability', 'Python', 'Slot maths', 'RTP certification'],
      languages: ['English'],
    },
    applications: [{ email: 'demo@paytable.io', stages: ['RECEIVED'], coverLetter: 'A statistics graduate with two years building slot simulations in Python.' }],
  },
  {
    company: 'Northlight Studios',
    poster: 'liam.oconnor@paytable.io',
    status: 'PUBLISHED',
    age: 14,
    validFor: 16,
    job: {
      title: 'Senior Backend Engineer (Remote Game Server)',
      description: '<p>Scale the remote game server that streams our slots to 200 operators. TypeScript and Go, PostgreSQL, Kafka.</p>',
      function: 'ENGINEERING',
      seniority: 'SENIOR',
      employmentType: 'FULL_TIME',
      workplace: 'REMOTE',
      allowedCountries: [],
      salaryMin: 8_000_000,
      salaryMax: 10_000_000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'YEAR',
      salaryShown: false,
      skills: ['TypeScript', 'Go', 'PostgreSQL', 'Kafka'],
      languages: ['English'],
    },
  },
  {
    company: 'SwiftPay Gateway',
    poster: 'priya.shah@paytable.io',
    status: 'PUBLISHED',
    age: 5,
    validFor: 30,
    job: {
      title: 'Payments Risk and Fraud Analyst',
      description: '<p>Protect merchants and players: tune fraud rules, review chargebacks and investigate bonus abuse rings.</p>',
      function: 'RISK_FRAUD',
      seniority: 'JUNIOR',
      employmentType: 'FULL_TIME',
      workplace: 'ON_SITE',
      city: 'London',
      country: 'GB',
      salaryMin: 3_800_000,
      salaryMax: 4_500_000,
      salaryCurrency: 'GBP',
      salaryPeriod: 'YEAR',
      salaryShown: true,
      skills: ['Fraud rules', 'Chargebacks', 'SQL'],
      languages: ['English'],
    },
  },
  {
    company: 'SwiftPay Gateway',
    poster: 'priya.shah@paytable.io',
    status: 'CLOSED',
    age: 70,
    validFor: -10,
    job: {
      title: 'Payments Operations Specialist',
      description: '<p>Run settlement and reconciliation for operator merchants in 40 currencies.</p>',
      function: 'PAYMENTS',
      seniority: 'MID',
      employmentType: 'CONTRACTOR',
      workplace: 'REMOTE',
      allowedCountries: ['GB', 'IE'],
      salaryMin: 35_000,
      salaryMax: 45_000,
      salaryCurrency: 'GBP',
      salaryPeriod: 'DAY',
      salaryShown: true,
      skills: ['Reconciliation', 'Settlement'],
      languages: ['English'],
    },
    applications: [{ email: 'noah.fischer@paytable.io', stages: ['RECEIVED', 'REVIEWING', 'REJECTED'], note: 'Position filled internally.', coverLetter: 'Five years of settlement operations at a card acquirer.' }],
  },
  {
    company: 'Aurora Casino Group',
    poster: 'sofia.martinez@paytable.io',
    status: 'DRAFT',
    age: 0,
    validFor: 45,
    job: {
      title: 'VIP Account Manager (German speaking)',
      description: '<p>Look after our high-value players with care and within safer gambling limits.</p>',
      function: 'CUSTOMER_SUPPORT',
      seniority: 'MID',
      employmentType: 'FULL_TIME',
      workplace: 'ON_SITE',
      city: 'Sliema',
      country: 'MT',
      salaryShown: false,
      skills: ['VIP management', 'Safer gambling'],
      languages: ['German', 'English'],
    },
  },
];

async function seedJob(tx: Tx, demo: DemoJob, now: Date): Promise<void> {
  const companyId = await companyIdByName(tx, demo.company);
  const posterId = await findUserIdByEmail(tx, demo.poster);
  if (companyId === undefined || posterId === undefined) return;
  const publishedAt = demo.status === 'DRAFT' ? null : new Date(now.getTime() - demo.age * DAY_MS);
  const createdAt = new Date(now.getTime() - (demo.age + 1) * DAY_MS);
  const { keyFunctionJurisdictions = [], ...input } = demo.job;
  const description = sanitizeDescription(input.description);
  const job = await repo.insertJob(tx, {
    companyId,
    status: demo.status,
    title: input.title,
    description,
    descriptionText: descriptionText(description),
    function: input.function,
    seniority: input.seniority,
    employmentType: input.employmentType,
    workplace: input.workplace,
    allowedCountries: input.allowedCountries ?? [],
    city: input.city ?? null,
    country: input.country ?? null,
    salaryMin: input.salaryMin ?? null,
    salaryMax: input.salaryMax ?? null,
    salaryCurrency: input.salaryCurrency ?? null,
    salaryPeriod: input.salaryPeriod ?? 'YEAR',
    salaryShown: input.salaryShown ?? true,
    skills: input.skills ?? [],
    keywords: (input.skills ?? []).join(' '),
    languages: input.languages ?? [],
    validThrough: new Date(now.getTime() + demo.validFor * DAY_MS),
    licensedKeyFunction: input.licensedKeyFunction ?? false,
    keyFunctionJurisdictionIds: jurisdictionIdsByCodes(await catalogueIds(tx), keyFunctionJurisdictions),
    createdByUserId: posterId,
    publishedAt,
    closedAt: demo.status === 'CLOSED' ? new Date(now.getTime() + demo.validFor * DAY_MS) : null,
    createdAt,
    updatedAt: createdAt,
  });
  for (const [index, demoApplication] of (demo.applications ?? []).entries()) {
    const applicantId = await findUserIdByEmail(tx, demoApplication.email);
    if (applicantId === undefined) continue;
    const appliedAt = new Date((publishedAt ?? now).getTime() + (index + 1) * 3_600_000);
    const status = demoApplication.stages.at(-1)!;
    const application = await repo.insertApplication(tx, { jobId: job.id, applicantUserId: applicantId, coverLetter: demoApplication.coverLetter, status, createdAt: appliedAt, updatedAt: appliedAt });
    let previous: ApplicationStatus | null = null;
    for (const [step, stage] of demoApplication.stages.entries()) {
      const last = step === demoApplication.stages.length - 1;
      await repo.insertApplicationEvent(tx, {
        applicationId: application.id,
        fromStatus: previous,
        toStatus: stage,
        note: last && step > 0 ? (demoApplication.note ?? null) : null,
        actorUserId: step === 0 ? applicantId : posterId,
        createdAt: new Date(appliedAt.getTime() + step * 86_400_000),
      });
      previous = stage;
    }
  }
}

/** Realistic jobs of the demo companies that hold company_jobs, with a few applications in flight. */
export const jobsDemoSeeder: DemoSeeder = {
  name: 'jobs',
  async seed(tx) {
    const now = new Date();
    for (const demo of demoJobs) await seedJob(tx, demo, now);
  },
};
