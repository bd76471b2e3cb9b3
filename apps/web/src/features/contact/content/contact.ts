import type { ContentPageData } from '@/components/content-page-data';

export const contactPage: ContentPageData = {
  path: '/contact',
  title: 'Contact',
  description: 'Contact the Paytable team about plans, partnerships, integrations, press or your account. We reply within one business day.',
  eyebrow: 'Contact',
  heading: 'Talk to the Paytable team',
  intro: 'Questions about plans, a partnership idea, help with an integration or your account — send us a message and a real person replies within one business day.',
  sections: [],
};

export const contactChannels: { title: string; text: string; email: string }[] = [
  { title: 'Sales', text: 'Plans, Enterprise and beta access.', email: 'sales@paytable.io' },
  { title: 'Support', text: 'Help with your account or an integration.', email: 'support@paytable.io' },
  { title: 'Press', text: 'Media enquiries and brand assets.', email: 'press@paytable.io' },
];
