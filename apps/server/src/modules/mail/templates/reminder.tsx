/** Test Reminders: one nudge about an unfinished test or a course left for a few days. */
import { Button, Text } from '@react-email/components';
import type { PayloadOf } from '../mail-kinds';
import { MailLayout, type MailProps } from './mail-layout';

export function reminderSubject(p: PayloadOf<'reminder'>): string {
  return p.what === 'test'
    ? `Your test "${p.title}" is waiting`
    : `Pick up ${p.title} where you left off`;
}

export function Reminder({ frame, p, appUrl }: MailProps<'reminder'>) {
  return (
    <MailLayout frame={frame}>
      <Text>
        {p.what === 'test'
          ? `You started the test "${p.title}" a few days ago and have not finished it.`
          : `You have not opened the course ${p.title} for a few days. Your progress is saved.`}
      </Text>
      <Button
        href={`${appUrl}${p.path}`}
        style={{
          backgroundColor: '#4f46e5',
          color: '#ffffff',
          padding: '10px 16px',
          borderRadius: '6px',
        }}
      >
        {p.what === 'test' ? 'Open the test' : 'Continue the course'}
      </Button>
      <Text>This is the only reminder this week.</Text>
    </MailLayout>
  );
}
