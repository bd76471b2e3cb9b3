import type { ContentPageData } from '@/components/content-page-data';

export const securityPage: ContentPageData = {
  path: '/security',
  title: 'Security',
  description: 'How Paytable protects accounts, company data and integrations: encryption, access control, monitoring and responsible disclosure.',
  eyebrow: 'Trust',
  heading: 'Security built for a regulated industry',
  intro:
    'Operators and providers trust Paytable with commercial contacts, integration details and company documents. This page describes how we protect them.',
  toc: true,
  sections: [
    {
      id: 'accounts',
      title: 'Account protection',
      blocks: [
        {
          type: 'list',
          items: [
            'Passwords are hashed with Argon2id; we never store or e-mail them in clear.',
            'Short-lived access tokens with rotating refresh tokens; a reused refresh token ends the whole session family.',
            'Accounts lock for 15 minutes after five wrong passwords in a row, and sign-in, sign-up and reset requests are rate limited.',
            'E-mail verification before a new account can act for a company.',
          ],
        },
      ],
    },
    {
      id: 'access',
      title: 'Access control',
      blocks: [
        { type: 'p', text: 'Every API request is checked on the server for who is calling, which role they hold and which company they act for. A user can only see and change the data of the company they belong to, with the privileges that company granted them; data of another company answers as if it did not exist.' },
      ],
    },
    {
      id: 'infrastructure',
      title: 'Infrastructure',
      blocks: [
        {
          type: 'list',
          items: [
            'TLS for every connection, with HSTS and a strict Content-Security-Policy in the browser.',
            'Encrypted database storage and daily backups, restored and checked every month.',
            'Production access limited to a small on-call team, with every access logged.',
            'Dependencies pinned and reviewed; security updates applied within days.',
          ],
        },
      ],
    },
    {
      id: 'monitoring',
      title: 'Monitoring and incidents',
      blocks: [
        { type: 'p', text: 'Errors are logged with a request id — never with passwords or tokens — and alert the on-call engineer. If an incident affects your data we tell you without undue delay, and within 72 hours where the GDPR requires it.' },
      ],
    },
    {
      id: 'disclosure',
      title: 'Responsible disclosure',
      blocks: [
        { type: 'p', text: 'Found a vulnerability? Write to security@paytable.io with the steps to reproduce it. We acknowledge reports within two business days, keep you informed while we fix it, and credit you if you wish. Please do not access other members’ data or disrupt the service while testing.' },
      ],
    },
  ],
  cta: {
    title: 'Need our security questionnaire answered?',
    text: 'Enterprise customers receive our completed due-diligence pack and can request a call with our engineers.',
    primary: { to: '/contact', label: 'Contact us' },
  },
};
