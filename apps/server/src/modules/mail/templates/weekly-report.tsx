/** Weekly Report: last week's tests, levels and streak, and what waits in the review queue. */
import { Button, Text } from '@react-email/components';
import type { PayloadOf } from '../mail-kinds';
import { MailLayout, type MailProps } from './mail-layout';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function weeklyReportSubject(p: PayloadOf<'weekly-report'>): string {
  return `Your week on CodeConquer: ${plural(p.tests, 'test', 'tests')}, ${plural(p.levels, 'level', 'levels')}`;
}

export function WeeklyReport({ frame, p, appUrl }: MailProps<'weekly-report'>) {
  return (
    <MailLayout frame={frame}>
      <Text>
        Your week from {p.weekStart} to {p.weekEnd}:
      </Text>
      <Text>
        Tests finished: {p.tests}
        <br />
        Course levels finished: {p.levels}
        <br />
        Days with practice: {p.activeDays} of 7
        <br />
        Current streak: {plural(p.currentStreak, 'day', 'days')}
      </Text>
      <Text>
        {p.reviewDue > 0
          ? `To review: ${plural(p.reviewDue, 'question is', 'questions are')} due in your review queue.`
          : 'To review: nothing is due in your review queue. Well done.'}
      </Text>
      <Button
        href={p.reviewDue > 0 ? `${appUrl}/review` : `${appUrl}/dashboard`}
        style={{
          backgroundColor: '#4f46e5',
          color: '#ffffff',
          padding: '10px 16px',
          borderRadius: '6px',
        }}
      >
        {p.reviewDue > 0 ? 'Review now' : 'Open your dashboard'}
      </Button>
    </MailLayout>
  );
}
