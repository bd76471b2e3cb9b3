import type { ContentPageData } from '@/components/content-page-data';

export const aboutPage: ContentPageData = {
  path: '/about',
  title: 'About Paytable',
  description:
    'Paytable connects iGaming operators, game suppliers and service providers in one B2B network: marketplace, integrations, jobs, press and events.',
  eyebrow: 'About us',
  heading: 'We build the meeting place the iGaming industry was missing',
  intro:
    'Finding a payment provider that covers your markets, a studio whose games are certified where you hold a licence, or a compliance partner who understands your regulator still takes months of e-mails and trade-show coffees. Paytable turns that into a searchable, verified network.',
  sections: [
    {
      id: 'why',
      title: 'Why Paytable exists',
      blocks: [
        {
          type: 'p',
          text: 'Online gambling is one of the most regulated industries there is, and one of the most fragmented. An operator launching in a new market may need a local payment method, a KYC vendor approved by the regulator, a game aggregator with certified content and a team that speaks the language — usually from a dozen different companies.',
        },
        {
          type: 'p',
          text: 'Paytable puts those companies, their people and their products in one place, with company profiles that show the licences, certifications and markets that matter, so the first conversation starts where it used to end.',
        },
      ],
    },
    {
      id: 'what',
      title: 'What you can do here',
      blocks: [
        {
          type: 'cards',
          items: [
            { title: 'Source services', text: 'Compare payment, banking, compliance, KYC and outsourcing providers by market, licence and integration type.' },
            { title: 'Find games', text: 'Browse casino game suppliers and their portfolios, with the jurisdictions each title is certified for.' },
            { title: 'Integrate yourself', text: 'Connect with providers through guided self-service integrations instead of months of back-and-forth.' },
            { title: 'Grow your network', text: 'Connect with people and companies, message them directly, and follow industry jobs, press releases and events.' },
          ],
        },
      ],
    },
    {
      id: 'principles',
      title: 'How we work',
      blocks: [
        {
          type: 'list',
          items: [
            'Verified companies first: company accounts are reviewed before they appear in the marketplace.',
            'Neutral by design: we do not rank partners by who pays us, and listings are never sold as search positions.',
            'Compliance-aware: profiles show licences, certifications and markets, because that is the first question every deal asks.',
            'Your data stays yours: we never sell contact details, and you decide who sees your company information.',
          ],
        },
      ],
    },
    {
      id: 'beta',
      title: 'Where we are today',
      blocks: [
        {
          type: 'p',
          text: 'Paytable is in exclusive beta. We are onboarding operators, game suppliers and service providers in waves, so that every new member finds real partners on the other side of the marketplace. Join the beta to help shape the features that come next.',
        },
      ],
    },
  ],
  cta: {
    title: 'Join the exclusive beta',
    text: 'Create a free account today and list your company when your review is complete.',
    primary: { to: '/register', label: 'Get Started' },
    secondary: { to: '/contact', label: 'Talk to us' },
  },
};
