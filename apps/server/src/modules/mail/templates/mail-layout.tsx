/** The frame every learner mail shares: greeting, body, and a footer that says how to stop it. */
import type { ReactNode } from 'react';
import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { MailKind, PayloadOf } from '../mail-kinds';

export interface MailFrame {
  name: string;
  preview: string;
  /** Settings label of the switch this mail obeys, e.g. "Weekly Report". */
  switchLabel: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}

/** What the template of one kind of mail is given: the frame, its payload, the app's address for links. */
export interface MailProps<K extends MailKind> {
  frame: MailFrame;
  p: PayloadOf<K>;
  appUrl: string;
}

const page = {
  backgroundColor: '#f4f4f5',
  fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  margin: 0,
  padding: '24px 0',
};
const card = {
  backgroundColor: '#ffffff',
  borderRadius: '8px',
  maxWidth: '560px',
  margin: '0 auto',
  padding: '24px',
};
const small = { color: '#52525b', fontSize: '13px', lineHeight: '20px' };

export function MailLayout({ frame, children }: { frame: MailFrame; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{frame.preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={{ fontSize: '16px', fontWeight: 600 }}>CodeConquer</Text>
          <Text>Hello {frame.name},</Text>
          <Section>{children}</Section>
          <Hr />
          <Text style={small}>
            You get this because {frame.switchLabel} is on in your settings.{' '}
            <Link href={frame.unsubscribeUrl}>Turn off {frame.switchLabel}</Link> (one click, no
            sign-in) or change it in <Link href={frame.settingsUrl}>Settings</Link>.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
