/** Email Notifications: password changed, sign-in from a new browser, certificate issued. */
import { Link, Text } from '@react-email/components';
import type { PayloadOf } from '../mail-kinds';
import { MailLayout, type MailFrame } from './mail-layout';

type Activity =
  | { kind: 'password-changed'; p: PayloadOf<'password-changed'> }
  | { kind: 'new-sign-in'; p: PayloadOf<'new-sign-in'> }
  | { kind: 'certificate'; p: PayloadOf<'certificate'> };

export function activitySubject(a: Activity): string {
  if (a.kind === 'password-changed') return 'Your CodeConquer password was changed';
  if (a.kind === 'new-sign-in') return 'New sign-in to your CodeConquer account';
  return `Your certificate for ${a.p.courseTitle}`;
}

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export function AccountActivity({
  frame,
  a,
  appUrl,
}: {
  frame: MailFrame;
  a: Activity;
  appUrl: string;
}) {
  return (
    <MailLayout frame={frame}>
      {a.kind === 'password-changed' && (
        <Text>
          The password of your account was changed on {when(a.p.at)}. If it was not you, reset it
          now from the <Link href={`${appUrl}/forgot-password`}>login page</Link>; every session was
          signed out.
        </Text>
      )}
      {a.kind === 'new-sign-in' && (
        <Text>
          Someone signed in to your account on {when(a.p.at)} from a browser we had not seen before
          ({a.p.browser}). If it was not you, change your password and sign out other sessions in{' '}
          <Link href={`${appUrl}/settings`}>Settings</Link>.
        </Text>
      )}
      {a.kind === 'certificate' && (
        <Text>
          Congratulations: you completed {a.p.courseTitle} and your certificate was issued. Find it
          and its public link on the{' '}
          <Link href={`${appUrl}/course/${a.p.courseId}`}>course page</Link>.
        </Text>
      )}
    </MailLayout>
  );
}
