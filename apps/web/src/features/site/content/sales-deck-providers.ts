import type { ContentPageData } from '@/components/content-page-data';

export const salesDeckProvidersPage: ContentPageData = {
  path: '/sales-deck/providers',
  title: 'Sales Deck for Providers',
  description: 'Why payment, compliance, KYC and platform providers list on Paytable: qualified operator demand, self-service integrations and less time in sales cycles.',
  eyebrow: 'For providers',
  heading: 'Meet operators who are already looking for you',
  intro:
    'Payment, banking, compliance, KYC, platform and outsourcing providers use Paytable to be found by operators and game suppliers at the moment they are choosing a partner — and to turn that interest into live integrations faster.',
  sections: [
    {
      id: 'problem',
      title: 'The provider’s problem',
      blocks: [
        {
          type: 'p',
          text: 'Selling into iGaming is slow: long due-diligence questionnaires, the same integration questions in every call, and a calendar built around three trade shows a year. Most of that effort goes into proving facts a buyer could have checked in minutes.',
        },
      ],
    },
    {
      id: 'offer',
      title: 'What Paytable gives you',
      blocks: [
        {
          type: 'cards',
          items: [
            { title: 'A verified company profile', text: 'Licences, certifications, markets, payment methods and integration types, shown the way operators filter for them.' },
            { title: 'Inbound demand', text: 'Operators find you by market and service, connect with your team and message you directly.' },
            { title: 'Self-service integrations', text: 'Publish your integration manual once; partners follow the wizard and reach your sandbox without a kick-off call.' },
            { title: 'Press, events and jobs', text: 'Announce launches, show where your team will be next and hire from the industry’s talent pool.' },
          ],
        },
      ],
    },
    {
      id: 'how',
      title: 'From listing to live partner',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Create your company', text: 'Register, verify your e-mail and ask us to verify your company.' },
            { title: 'Complete your profile', text: 'Add licences, markets, services and the integration types you support.' },
            { title: 'Publish your integration', text: 'Describe credentials, endpoints and test cases in the integration manual.' },
            { title: 'Answer operators', text: 'Accept connection requests, share documents and track each integration to go-live.' },
          ],
        },
      ],
    },
    {
      id: 'fit',
      title: 'Who it is for',
      blocks: [
        {
          type: 'list',
          items: [
            'Payment service providers and acquirers with gambling-approved merchant programmes.',
            'KYC, AML, age and identity verification vendors.',
            'Platform, aggregation and bonus-engine providers.',
            'Affiliate, marketing, legal and outsourcing firms that specialise in gambling.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'List your company during the beta',
    text: 'Beta members keep the Professional plan at the Starter price until the end of the beta.',
    primary: { to: '/register', label: 'Get Started' },
    secondary: { to: '/pricing', label: 'See pricing' },
  },
};
