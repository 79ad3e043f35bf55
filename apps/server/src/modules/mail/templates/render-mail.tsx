/** Turns a queued mail into subject, HTML and plain text with React Email (docs/decisions/022-mail.md). */
import type { ReactElement } from 'react';
import { render } from '@react-email/render';
import { MAIL_KINDS, type QueuedMail } from '../mail-kinds';
import { MAIL_SWITCH_TEXT } from '@app/shared/mail.schemas';
import { AccountActivity, activitySubject } from './account-activity';
import type { MailFrame } from './mail-layout';
import { Reminder, reminderSubject } from './reminder';
import { WeeklyReport, weeklyReportSubject } from './weekly-report';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export async function renderMail(
  mail: QueuedMail,
  who: { name: string; appUrl: string; unsubscribeUrl: string },
): Promise<RenderedMail> {
  const label = MAIL_SWITCH_TEXT[MAIL_KINDS[mail.kind].setting].label;
  const base = {
    name: who.name,
    switchLabel: label,
    unsubscribeUrl: who.unsubscribeUrl,
    settingsUrl: `${who.appUrl}/settings`,
  };
  let subject: string;
  let element: ReactElement;
  if (mail.kind === 'weekly-report') {
    subject = weeklyReportSubject(mail.payload);
    element = (
      <WeeklyReport frame={{ ...base, preview: subject }} p={mail.payload} appUrl={who.appUrl} />
    );
  } else if (mail.kind === 'reminder') {
    subject = reminderSubject(mail.payload);
    element = (
      <Reminder frame={{ ...base, preview: subject }} p={mail.payload} appUrl={who.appUrl} />
    );
  } else {
    const activity =
      mail.kind === 'password-changed'
        ? { kind: mail.kind, p: mail.payload }
        : mail.kind === 'new-sign-in'
          ? { kind: mail.kind, p: mail.payload }
          : { kind: mail.kind, p: mail.payload };
    subject = activitySubject(activity);
    const frame: MailFrame = { ...base, preview: subject };
    element = <AccountActivity frame={frame} a={activity} appUrl={who.appUrl} />;
  }
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
