import type { ContentPageData } from '@/components/content-page-data';

export const selfServiceIntegrationsPage: ContentPageData = {
  path: '/self-service-integrations',
  title: 'Self-Service Integrations',
  description: 'Connect operators, game suppliers and providers on Paytable with guided self-service integrations: manuals, sandbox credentials, test checklists and go-live approval.',
  eyebrow: 'Exclusive beta',
  heading: 'Integrate with partners without months of back-and-forth',
  intro:
    'Self-service integrations turn the way iGaming companies connect — kick-off calls, spreadsheets of endpoints and e-mail threads of test results — into one guided flow that both sides can follow on Paytable.',
  sections: [
    {
      id: 'what',
      title: 'What an integration does',
      blocks: [
        {
          type: 'p',
          text: 'An integration links your company with a partner for a specific purpose: a payment method in your cashier, a game supplier’s catalogue in your lobby, a KYC check in your sign-up flow. Paytable keeps the partner’s manual, the credentials each side exchanges, the test checklist and the approval history in one record.',
        },
        {
          type: 'cards',
          items: [
            { title: 'Payments and banking', text: 'Deposits, withdrawals, payouts and settlement with gambling-approved providers.' },
            { title: 'Game content', text: 'Aggregators and studios connect their catalogues to your lobby, market by market.' },
            { title: 'Compliance and KYC', text: 'Identity, age, AML and source-of-funds checks from approved vendors.' },
            { title: 'Platform services', text: 'Bonus engines, CRM, affiliate tracking and data feeds.' },
          ],
        },
      ],
    },
    {
      id: 'how',
      title: 'How to start',
      blocks: [
        {
          type: 'steps',
          items: [
            { title: 'Join the beta', text: 'Create your account and ask to verify your company. Integrations are open to verified companies.' },
            { title: 'Pick a partner', text: 'Find the provider in the marketplace and open its integration manual to see what it needs from you.' },
            { title: 'Run the wizard', text: 'The integration wizard collects settings, exchanges sandbox credentials securely and lists each test case.' },
            { title: 'Test and go live', text: 'Record test results; when both sides approve, the integration moves to production and stays on your dashboard.' },
          ],
        },
      ],
    },
    {
      id: 'benefits',
      title: 'Why teams use it',
      blocks: [
        {
          type: 'list',
          items: [
            'One checklist both sides see, instead of versions of a spreadsheet.',
            'Credentials are shared through the platform, not pasted into e-mails.',
            'Every step is recorded, which is exactly what auditors ask for later.',
            'Providers publish their manual once and answer fewer repeated questions.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Join the exclusive beta',
    text: 'Verified companies can start their first integration as soon as their review is complete.',
    primary: { to: '/register', label: 'Get Started' },
    secondary: { to: '/contact', label: 'Ask about integrations' },
  },
};
