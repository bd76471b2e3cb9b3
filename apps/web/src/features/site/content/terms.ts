import type { ContentPageData } from '@/components/content-page-data';

export const termsPage: ContentPageData = {
  path: '/terms',
  title: 'Terms of Service',
  description: 'The terms that apply when you or your company use Paytable, the B2B network and marketplace for the iGaming industry.',
  eyebrow: 'Legal',
  heading: 'Terms of Service',
  intro:
    'These terms govern your use of Paytable. They are written for business users: by creating an account you confirm that you act for a business or as a professional, not as a consumer.',
  updated: { iso: '2026-11-02', label: '2 November 2026' },
  toc: true,
  sections: [
    {
      id: 'accounts',
      title: '1. Accounts',
      blocks: [
        { type: 'p', text: 'You need an account to use the dashboard, messaging, integrations and company features. You must give accurate information, keep your password secret and tell us at once if you believe your account has been misused.' },
        { type: 'p', text: 'A company account is managed by the users that company authorises. Whoever creates a company account confirms that they may bind that company to these terms.' },
      ],
    },
    {
      id: 'acceptable-use',
      title: '2. Acceptable use',
      blocks: [
        {
          type: 'list',
          items: [
            'Paytable is for business-to-business contact. Offering gambling services to players through Paytable is not allowed.',
            'Do not list products or services you are not licensed or certified to provide in the markets you name.',
            'Do not send unsolicited bulk messages, scrape the directory or resell contact data obtained through Paytable.',
            'Do not upload malware, attempt to break our security or access data of companies you do not act for.',
          ],
        },
      ],
    },
    {
      id: 'listings',
      title: '3. Listings and content',
      blocks: [
        { type: 'p', text: 'You remain the owner of everything you publish: company profiles, game information, press releases, job posts and messages. You give Paytable a licence to host and show that content to the audiences you choose, for as long as it stays on the platform.' },
        { type: 'p', text: 'We may remove content that is unlawful, misleading or breaks these terms, and we will tell you why unless the law prevents it.' },
      ],
    },
    {
      id: 'integrations',
      title: '4. Integrations between members',
      blocks: [
        { type: 'p', text: 'Self-service integrations connect your systems with those of another member. Each integration is an agreement between the two members; Paytable provides the tools and records, but is not a party to your commercial terms and does not process player funds.' },
      ],
    },
    {
      id: 'fees',
      title: '5. Plans and fees',
      blocks: [
        { type: 'p', text: 'Paid plans are billed monthly in advance, in euros, as listed on the pricing page. You can cancel at the end of any billing month. Prices exclude VAT, which is added where it applies.' },
      ],
    },
    {
      id: 'liability',
      title: '6. Liability',
      blocks: [
        { type: 'p', text: 'We run Paytable with care, but we cannot promise that it will be uninterrupted or error-free. Except where the law does not allow it, our total liability in any year is limited to the fees you paid us in the twelve months before the claim, and we are not liable for lost profits or indirect loss.' },
      ],
    },
    {
      id: 'ending',
      title: '7. Ending the agreement',
      blocks: [
        { type: 'p', text: 'You can close your account at any time from your settings or by writing to us. We may suspend or close accounts that break these terms, after notice where that is reasonable.' },
      ],
    },
    {
      id: 'contact',
      title: '8. Questions',
      blocks: [{ type: 'p', text: 'Questions about these terms go to legal@paytable.io or through the contact form.' }],
    },
  ],
};
