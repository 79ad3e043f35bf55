/** POST /api/contact: a message from the contact page (careers, business, support). */
import { z } from 'zod';
import { safeText } from './text.schemas';

export const CONTACT_TOPICS = ['careers', 'business', 'support', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  careers: 'Career opportunities',
  business: 'Business: assessments and training',
  support: 'Help with my account or a test',
  other: 'Something else',
};

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** Messages one address may send per CONTACT_RATE_WINDOW. */
export const CONTACT_RATE_MAX = 5;
export const CONTACT_RATE_WINDOW = '1 hour';

export const contactMessageBodySchema = z
  .object({
    topic: z.enum(CONTACT_TOPICS),
    name: safeText('Your name')
      .trim()
      .min(1, 'Please enter your name')
      .max(100, 'Your name must be at most 100 characters'),
    email: z.email('Please enter a valid email address').max(254, 'The email address is too long'),
    company: safeText('The company').trim().max(100, 'The company must be at most 100 characters'),
    message: safeText('The message')
      .trim()
      .min(10, 'Please write at least 10 characters')
      .max(
        CONTACT_MESSAGE_MAX_LENGTH,
        `The message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
      ),
  })
  .strict();
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

export const contactReceiptSchema = z.object({ received: z.literal(true), id: z.string() });
