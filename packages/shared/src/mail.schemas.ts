/** Mail to learners (issue 15, item 5): the three switches, what each sends, and the unsubscribe page. */
import { z } from 'zod';

/** The settings that turn mail on and off. */
export const MAIL_SWITCHES = ['emailNotifications', 'testReminders', 'weeklyReport'] as const;
export type MailSwitch = (typeof MAIL_SWITCHES)[number];

/** What each switch sends, in the words of the Settings page and the unsubscribe page. */
export const MAIL_SWITCH_TEXT: Record<
  MailSwitch,
  { label: string; summary: string; sends: string }
> = {
  emailNotifications: {
    label: 'Email Notifications',
    summary: 'Receive email updates about your account activity',
    sends:
      'Account activity: your password was changed, a sign-in from a new browser, a certificate was issued.',
  },
  testReminders: {
    label: 'Test Reminders',
    summary: 'Get reminders about upcoming tests and deadlines',
    sends:
      'One reminder when a test is unfinished or a course untouched for 3 days; never more than one a week.',
  },
  weeklyReport: {
    label: 'Weekly Report',
    summary: 'Receive a summary of your progress every week',
    sends:
      "Monday morning in your time zone: last week's tests, levels, streak and what to review (only after some activity in the last 4 weeks).",
  },
};

/** Days an unsubscribe link works after the mail was sent. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

export const unsubscribeTokenSchema = z
  .string()
  .trim()
  .min(1, 'The link has no token.')
  .max(512, 'The link is not valid.');
export const unsubscribeQuerySchema = z.object({ token: unsubscribeTokenSchema });
export const unsubscribeBodySchema = z.object({ token: unsubscribeTokenSchema }).strict();

/** GET (what the link would turn off; changes nothing) and POST (turned off) answer this. */
export const unsubscribeResultSchema = z.object({
  setting: z.enum(MAIL_SWITCHES),
  label: z.string(),
  sends: z.string(),
  /** False on GET: the page asks before anything changes. */
  turnedOff: z.boolean(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

export const INVALID_UNSUBSCRIBE_MESSAGE =
  'This unsubscribe link is not valid: it was changed or cut short. You can turn mail off in Settings.';
export const EXPIRED_UNSUBSCRIBE_MESSAGE =
  'This unsubscribe link has expired. You can turn mail off in Settings.';
