import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------
// POST /api/v1/contact — the public contact form. The API validates with these schemas and the web form
// reuses them, so the browser and the server reject the same input with the same message.
// ---------------------------------------------------------------------------------------------------

export const contactTopics = ['sales', 'partnerships', 'integrations', 'support', 'press', 'careers', 'other'] as const;
export const contactTopicSchema = z.enum(contactTopics, { error: 'Choose a topic' });
export type ContactTopic = z.infer<typeof contactTopicSchema>;

export const contactTopicLabels: Record<ContactTopic, string> = {
  sales: 'Plans and pricing',
  partnerships: 'Partnerships',
  integrations: 'Self-service integrations',
  support: 'Account support',
  press: 'Press and media',
  careers: 'Careers',
  other: 'Something else',
};

export const CONTACT_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  companyMax: 160,
  messageMin: 20,
  messageMax: 5000,
} as const;

/** At most this many messages per IP address in CONTACT_RATE_WINDOW_MS (then 429). */
export const CONTACT_RATE_LIMIT = 5;
export const CONTACT_RATE_WINDOW_MS = 10 * 60 * 1000;

export const contactRequestSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(CONTACT_LIMITS.nameMax, `Name must be at most ${CONTACT_LIMITS.nameMax} characters`),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(CONTACT_LIMITS.emailMax, `Email must be at most ${CONTACT_LIMITS.emailMax} characters`)
    .pipe(z.email('Enter a valid email address')),
  /** Optional; an empty string means none. */
  company: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.companyMax, `Company must be at most ${CONTACT_LIMITS.companyMax} characters`)
    .optional()
    .default(''),
  topic: contactTopicSchema,
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(CONTACT_LIMITS.messageMin, `Message must be at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.messageMax, `Message must be at most ${CONTACT_LIMITS.messageMax} characters`),
});
/** What the form holds (before trimming and defaults). */
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const ContactMessage = {
  sent: 'Thank you — your message has been sent. We reply within one business day.',
  failed: 'Failed to send your message',
} as const;
