import type { ContentPageData } from '@/components/content-page-data';

export const privacyPage: ContentPageData = {
  path: '/privacy',
  title: 'Privacy Policy',
  description: 'What personal data Paytable collects, why, how long we keep it and the rights you have under the GDPR.',
  eyebrow: 'Legal',
  heading: 'Privacy Policy',
  intro:
    'Paytable processes personal data of the professionals who use it. This policy explains what we collect, why, and what you can ask us to do with it.',
  updated: { iso: '2026-11-02', label: '2 November 2026' },
  toc: true,
  sections: [
    {
      id: 'data',
      title: 'What we collect',
      blocks: [
        {
          type: 'list',
          items: [
            'Account data: name, business e-mail address, phone number, job role and the company you act for.',
            'Profile content you choose to publish: photo, experience, skills and company information.',
            'Messages and connection requests you send to other members.',
            'Contact-form messages: name, e-mail, company, topic, your message and the IP address it came from.',
            'Technical data: log records of requests (IP address, browser, time) used to keep the service secure.',
          ],
        },
      ],
    },
    {
      id: 'purposes',
      title: 'Why we use it',
      blocks: [
        { type: 'p', text: 'We use your data to provide the service you signed up for (contract), to keep it secure and prevent abuse (legitimate interest), to send the e-mail and push notifications you switch on (consent, which you can withdraw in your notification settings) and to meet legal obligations such as tax records.' },
      ],
    },
    {
      id: 'sharing',
      title: 'Who sees it',
      blocks: [
        { type: 'p', text: 'Other members see what you publish on your profile and what you send them. We use a small number of processors — hosting, e-mail delivery and error monitoring — under data processing agreements. We never sell personal data.' },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          type: 'list',
          items: [
            'Account and profile data: while your account is open, and deleted within 30 days after you close it.',
            'Contact-form messages: 24 months, so we can follow up on a conversation.',
            'Security logs: 90 days.',
            'Invoices: as long as tax law requires (usually 10 years).',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      blocks: [
        { type: 'p', text: 'We store your session and preferences in your browser so you stay signed in. Non-essential storage is used only if you accept it in the cookie banner; you can decline it without losing any feature you need.' },
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      blocks: [
        { type: 'p', text: 'You can ask for a copy of your data, have it corrected or deleted, object to or restrict its use, and take it with you. Write to privacy@paytable.io; we answer within one month. You may also complain to your data protection authority.' },
      ],
    },
  ],
};
