/** The mails this module sends, which switch each obeys, and the payload each stores in the outbox. */
import { z } from 'zod';
import type { MailSwitch } from '@app/shared/mail.schemas';

const weeklyReportPayload = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  tests: z.number().int(),
  levels: z.number().int(),
  activeDays: z.number().int(),
  currentStreak: z.number().int(),
  reviewDue: z.number().int(),
});
const reminderPayload = z.object({
  what: z.enum(['test', 'course']),
  title: z.string(),
  path: z.string(),
});
const passwordChangedPayload = z.object({ at: z.string() });
const newSignInPayload = z.object({ at: z.string(), browser: z.string() });
const certificatePayload = z.object({ courseId: z.string(), courseTitle: z.string() });

export const MAIL_KINDS = {
  'weekly-report': { setting: 'weeklyReport', payload: weeklyReportPayload },
  reminder: { setting: 'testReminders', payload: reminderPayload },
  'password-changed': { setting: 'emailNotifications', payload: passwordChangedPayload },
  'new-sign-in': { setting: 'emailNotifications', payload: newSignInPayload },
  certificate: { setting: 'emailNotifications', payload: certificatePayload },
} as const satisfies Record<string, { setting: MailSwitch; payload: z.ZodType }>;

export type MailKind = keyof typeof MAIL_KINDS;
export type PayloadOf<K extends MailKind> = z.infer<(typeof MAIL_KINDS)[K]['payload']>;

/** A queued mail as the sender reads it: the kind with its parsed payload. */
export type QueuedMail = { [K in MailKind]: { kind: K; payload: PayloadOf<K> } }[MailKind];

export function parseQueued(kind: string, payload: string): QueuedMail | null {
  const json: unknown = JSON.parse(payload);
  switch (kind) {
    case 'weekly-report':
      return { kind, payload: weeklyReportPayload.parse(json) };
    case 'reminder':
      return { kind, payload: reminderPayload.parse(json) };
    case 'password-changed':
      return { kind, payload: passwordChangedPayload.parse(json) };
    case 'new-sign-in':
      return { kind, payload: newSignInPayload.parse(json) };
    case 'certificate':
      return { kind, payload: certificatePayload.parse(json) };
    default:
      return null;
  }
}
