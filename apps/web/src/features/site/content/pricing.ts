import type { ContentPageData } from '@/components/content-page-data';

export const pricingPage: ContentPageData = {
  path: '/pricing',
  title: 'Pricing',
  description: 'Paytable plans in euros: Starter is free, Professional is €149 a month for growing teams, Enterprise is €690 a month with unlimited integrations.',
  eyebrow: 'Pricing',
  heading: 'Simple plans that grow with your partnerships',
  intro: 'Start free, upgrade when your team needs integrations, press and reporting. Monthly billing in euros, cancel at the end of any month.',
  sections: [],
};

export type Plan = {
  id: 'starter' | 'professional' | 'enterprise';
  name: string;
  /** Monthly price in euro cents (money is integer minor units). */
  monthlyPriceCents: number;
  currency: 'EUR';
  tagline: string;
  highlights: string[];
  cta: { to: string; label: string };
  featured?: boolean;
};

export const plans: Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    monthlyPriceCents: 0,
    currency: 'EUR',
    tagline: 'For professionals and companies exploring the network.',
    highlights: ['Personal and company profile', 'Marketplace search and company pages', '20 connection requests a month', 'Messaging with your connections', 'Industry jobs, events and news'],
    cta: { to: '/register', label: 'Get Started' },
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPriceCents: 14_900,
    currency: 'EUR',
    tagline: 'For teams that source partners and integrate every month.',
    highlights: ['Everything in Starter', 'Up to 10 team members', 'Unlimited connection requests', '5 active self-service integrations', '4 press releases and 5 job posts a month', 'Company reporting'],
    cta: { to: '/register', label: 'Start with Professional' },
    featured: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPriceCents: 69_000,
    currency: 'EUR',
    tagline: 'For groups with many brands, markets and partners.',
    highlights: ['Everything in Professional', 'Unlimited team members and integrations', 'Unlimited press releases and job posts', 'Dedicated account manager', 'Security due-diligence pack and DPA', '99.9% uptime commitment'],
    cta: { to: '/contact', label: 'Talk to sales' },
  },
];

/** Rows of the comparison table: a value per plan (true = included, false = not included). */
export const comparison: { feature: string; values: [string | boolean, string | boolean, string | boolean] }[] = [
  { feature: 'Team members', values: ['1', 'Up to 10', 'Unlimited'] },
  { feature: 'Company profile and marketplace listing', values: [true, true, true] },
  { feature: 'Connection requests per month', values: ['20', 'Unlimited', 'Unlimited'] },
  { feature: 'Direct and group messaging', values: [true, true, true] },
  { feature: 'Active self-service integrations', values: [false, '5', 'Unlimited'] },
  { feature: 'Press releases per month', values: [false, '4', 'Unlimited'] },
  { feature: 'Active job posts', values: ['1', '5', 'Unlimited'] },
  { feature: 'Company events', values: [false, true, true] },
  { feature: 'Company reporting and analytics', values: [false, true, true] },
  { feature: 'Account manager', values: [false, false, true] },
  { feature: 'Invoice payment by bank transfer', values: [false, true, true] },
  { feature: 'Uptime commitment', values: [false, false, '99.9%'] },
];

export const pricingFaq: { question: string; answer: string }[] = [
  { question: 'Is VAT included?', answer: 'Prices exclude VAT. EU businesses with a valid VAT number are invoiced under the reverse-charge rule.' },
  { question: 'Can I change plans later?', answer: 'Yes. Upgrades apply at once and are charged pro rata; downgrades apply from your next billing month.' },
  { question: 'What happens during the beta?', answer: 'Beta members keep the Professional plan at the Starter price until the end of the beta, and we tell you 30 days before anything changes.' },
  { question: 'Do you charge per deal or per integration?', answer: 'No. Paytable never takes a commission on the business you do with partners you meet here.' },
];
