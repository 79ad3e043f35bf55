/**
 * Mail that does what the settings say (issue 15, item 5), on both databases, through a real SMTP
 * sink: the weekly report at Monday 08:00 in the learner's zone, reminders once, account activity,
 * each switch off = nothing sent, and the recipients of each mail.
 */
import { describe, expect, it } from 'vitest';
import { COURSES } from '@app/content/catalogue';
import { issueCertificate } from '../../src/modules/certificates/certificates.service';
import { dialectsUnderTest } from '../helpers/databases';
import { insertFinishedTest } from '../helpers/activity-factory';
import { outbox, setSwitches, useMailHarness } from '../helpers/mail-harness';
import { as, ORIGIN, signUp, sessionCookie } from '../helpers/test-app';

const dialects = await dialectsUnderTest();

// Monday 2026-11-23, 08:00 in Tokyo (UTC+9) is Sunday 2026-11-22 23:00 UTC.
const TOKYO_MONDAY_8 = new Date('2026-11-22T23:00:00.000Z');
const course = COURSES[0];
if (!course) throw new Error('no course');

describe.each(dialects)('mail on %s', (dialect) => {
  const h = useMailHarness(dialect);

  const learner = async (zone: string | null = null) => {
    const user = await signUp(h.t.app);
    await h.db
      .updateTable('profiles')
      .set({ time_zone: zone })
      .where('user_id', '=', user.id)
      .execute();
    return user;
  };
  const subjects = (email: string) => h.sink.to(email).map((m) => m.headers.get('subject'));

  it('sends the weekly report at 08:00 on Monday in Tokyo, to learners with it on and recent activity', async () => {
    const tokyo = await learner('Asia/Tokyo');
    const utc = await learner(null);
    const idle = await learner('Asia/Tokyo');
    const off = await learner('Asia/Tokyo');
    await setSwitches(h.db, off.id, { weeklyReport: false });
    // Two tests last week (Tokyo dates 2026-11-17 and 2026-11-20), the same for the UTC learner.
    for (const u of [tokyo, utc, off]) {
      await insertFinishedTest(h.db, u.id, { completedAt: '2026-11-17T03:00:00.000Z' });
      await insertFinishedTest(h.db, u.id, { completedAt: '2026-11-20T03:00:00.000Z' });
    }
    // Six weeks ago: outside the 4 weeks, so no report.
    await insertFinishedTest(h.db, idle.id, { completedAt: '2026-10-12T03:00:00.000Z' });

    const early = await h.scheduler().runDue(new Date(TOKYO_MONDAY_8.getTime() - 60_000));
    expect(early).toMatchObject({ ran: true });
    expect(h.sink.to(tokyo.email)).toHaveLength(0);

    await h.scheduler().runDue(TOKYO_MONDAY_8);
    const [report] = h.sink.to(tokyo.email);
    expect(report?.to).toEqual([tokyo.email]);
    expect(report?.headers.get('subject')).toBe('Your week on CodeConquer: 2 tests, 0 levels');
    expect(report?.raw).toContain('2026-11-16');
    // Still Sunday 23:00 in UTC; the idle and the switched-off learners get nothing at all.
    expect(h.sink.to(utc.email)).toHaveLength(0);
    expect(h.sink.to(idle.email)).toHaveLength(0);
    expect(h.sink.to(off.email)).toHaveLength(0);

    await h.scheduler().runDue(new Date('2026-11-23T08:00:00.000Z'));
    expect(subjects(utc.email)).toEqual(['Your week on CodeConquer: 2 tests, 0 levels']);
    expect(h.sink.to(tokyo.email)).toHaveLength(1);
    expect(h.sink.to(off.email)).toHaveLength(0);
  });

  it('reminds once about a course untouched for 3 days, not again that week, and never with the switch off', async () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    const [on, off] = [await learner(), await learner()];
    await setSwitches(h.db, off.id, { testReminders: false });
    for (const u of [on, off]) {
      await h.db
        .insertInto('course_progress')
        .values({
          user_id: u.id,
          course_id: course.id,
          current_chapter: 1,
          completed_chapters: '[]',
          chapter_scores: '{}',
          status: 'in_progress',
          enrolled_at: '2026-11-01T00:00:00.000Z',
          last_accessed_at: '2026-11-21T09:00:00.000Z',
          completed_at: null,
        })
        .execute();
    }
    await h.scheduler().runDue(now);
    expect(subjects(on.email)).toEqual([`Pick up ${course.title} where you left off`]);
    expect(h.sink.to(off.email)).toHaveLength(0);
    // A day later, and 8 days later without touching it: still the one reminder.
    await h.scheduler().runDue(new Date(now.getTime() + 86_400_000));
    await h.scheduler().runDue(new Date(now.getTime() + 8 * 86_400_000));
    expect(h.sink.to(on.email)).toHaveLength(1);
  });

  it('mails account activity: password changed, a new browser, a certificate; none with Email Notifications off', async () => {
    const [on, off] = [await learner(), await learner()];
    await setSwitches(h.db, off.id, { emailNotifications: false });
    for (const u of [on, off]) {
      const res = await h.t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: as(u),
        payload: { currentPassword: u.password, newPassword: 'brand-new-pass-42' },
      });
      expect(res.statusCode).toBe(200);
      const firefox = {
        origin: ORIGIN,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      };
      for (const version of ['140.0', '141.0']) {
        const signIn = await h.t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { ...firefox, 'user-agent': firefox['user-agent'].replaceAll('140.0', version) },
          payload: { email: u.email, password: 'brand-new-pass-42' },
        });
        sessionCookie(signIn);
      }
      await h.db
        .transaction()
        .execute((trx) => issueCertificate(trx, u.id, course, new Date().toISOString()));
      await h.db
        .transaction()
        .execute((trx) => issueCertificate(trx, u.id, course, new Date().toISOString()));
    }
    await h.scheduler().runDue();
    await h.scheduler().runDue();
    expect(subjects(on.email).sort()).toEqual(
      [
        'New sign-in to your CodeConquer account',
        'Your CodeConquer password was changed',
        `Your certificate for ${course.title}`,
      ].sort(),
    );
    expect(h.sink.to(on.email).every((m) => m.to.length === 1)).toBe(true);
    expect(h.sink.to(off.email)).toHaveLength(0);
    expect((await outbox(h.db, off.id)).filter((r) => r.status === 'sent')).toHaveLength(0);
  });

  it('sends plain text and HTML, with RFC 8058 one-click unsubscribe headers', async () => {
    const u = await learner();
    await h.t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: as(u),
      payload: { currentPassword: u.password, newPassword: 'brand-new-pass-42' },
    });
    await h.scheduler().runDue();
    const [mail] = h.sink.to(u.email);
    expect(mail?.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    expect(mail?.headers.get('list-unsubscribe')).toMatch(
      new RegExp(`^<${ORIGIN}/unsubscribe\\?token=[^>]+>$`),
    );
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });
});
