import type { ContentPageData } from '@/components/content-page-data';

export const compliancePage: ContentPageData = {
  path: '/compliance',
  title: 'Compliance',
  description: 'How Paytable supports licensed iGaming businesses: verified companies, licence and certification data, AML awareness and GDPR.',
  eyebrow: 'Trust',
  heading: 'Compliance is where every iGaming deal starts',
  intro:
    'Paytable is a B2B network: we do not offer gambling to players and do not handle player funds. What we do is make the compliance facts of each member visible, so you can shortlist partners who can legally work with you.',
  toc: true,
  sections: [
    {
      id: 'verification',
      title: 'Verified companies',
      blocks: [
        { type: 'p', text: 'Company accounts are reviewed before they are listed in the marketplace. We check that the company exists, that the person registering it works there, and that stated licences match the public registers of the regulators that publish them.' },
      ],
    },
    {
      id: 'licences',
      title: 'Licences, jurisdictions and certifications',
      blocks: [
        {
          type: 'list',
          items: [
            'Company profiles list the licences they hold and the jurisdictions they serve.',
            'Game suppliers show, per title, where it is certified, so operators see at once what they can offer in their markets.',
            'Certifications (for example ISO 27001 or testing-lab reports) are shown with their issuer and expiry date.',
          ],
        },
      ],
    },
    {
      id: 'aml',
      title: 'Anti-money-laundering and sanctions',
      blocks: [
        { type: 'p', text: 'Paid plans and company verifications are screened against international sanctions lists. Members remain responsible for their own due diligence on partners; Paytable helps by keeping the documents and facts you need in one place.' },
      ],
    },
    {
      id: 'responsible',
      title: 'Responsible gambling',
      blocks: [
        { type: 'p', text: 'We do not accept listings that promote gambling to minors or to self-excluded players, and we welcome providers of responsible-gambling tools, player-protection analytics and support services.' },
      ],
    },
    {
      id: 'data-protection',
      title: 'Data protection',
      blocks: [
        { type: 'p', text: 'Paytable processes personal data under the GDPR. Our privacy policy explains what we collect and why; data processing agreements are available to every paying customer.' },
      ],
    },
  ],
  cta: {
    title: 'Questions from your compliance team?',
    text: 'Tell us what your regulator asks for and we will show you where to find it on Paytable.',
    primary: { to: '/contact', label: 'Contact compliance' },
    secondary: { to: '/privacy', label: 'Read the privacy policy' },
  },
};
