/** The outbox (mail_outbox): queue once per learner, kind and period; claim, finish, retry. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, MailOutboxTable } from '../../db/schema';
import type { MailKind } from './mail-kinds';

export interface NewOutboxRow {
  userId: string;
  kind: MailKind;
  period: string;
  status: 'pending' | 'skipped';
  payload: unknown;
  now: string;
}

/** Queues a mail unless this learner already has one of this kind for this period; true if queued. */
export async function insertIfAbsent(db: Kysely<Database>, row: NewOutboxRow): Promise<boolean> {
  const result = await db
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      user_id: row.userId,
      kind: row.kind,
      period: row.period,
      status: row.status,
      payload: JSON.stringify(row.payload),
      attempts: 0,
      next_attempt_at: row.now,
      claimed_until: null,
      last_error: null,
      created_at: row.now,
      sent_at: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'period']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function hasRow(
  db: Kysely<Database>,
  userId: string,
  kind: MailKind,
  period?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind);
  if (period !== undefined) query = query.where('period', '=', period);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Learners who already have a mail of this kind for this period (one query for a whole run). */
export async function userIdsWithRow(
  db: Kysely<Database>,
  kind: MailKind,
  period: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('user_id')
    .where('kind', '=', kind)
    .where('period', '=', period)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** When the learner's latest mail of this kind was queued (skipped rows included), if ever. */
export async function latestCreated(
  db: Kysely<Database>,
  userId: string,
  kind: MailKind,
): Promise<string | null> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/**
 * Claims up to `limit` rows that are due: pending ones whose next attempt has come, and 'sending'
 * ones whose claim ran out (their process died mid-send). Each claim is one conditional UPDATE,
 * so two processes never claim the same row.
 */
export async function claimDue(
  db: Kysely<Database>,
  now: string,
  claimUntil: string,
  limit: number,
): Promise<MailOutboxTable[]> {
  const candidates = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  const claimed: MailOutboxTable[] = [];
  for (const row of candidates) {
    const result = await db
      .updateTable('mail_outbox')
      .set({ status: 'sending', claimed_until: claimUntil })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .where((eb) =>
        row.claimed_until === null
          ? eb('claimed_until', 'is', null)
          : eb('claimed_until', '=', row.claimed_until),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1)
      claimed.push({ ...row, status: 'sending', claimed_until: claimUntil });
  }
  return claimed;
}

export async function finish(
  db: Kysely<Database>,
  id: string,
  status: 'sent' | 'skipped',
  now: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status, sent_at: status === 'sent' ? now : null, claimed_until: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: back to pending for `nextAttemptAt`, or failed for good after the last one. */
export async function recordFailure(
  db: Kysely<Database>,
  id: string,
  update: { attempts: number; nextAttemptAt: string; error: string; giveUp: boolean },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: update.giveUp ? 'failed' : 'pending',
      attempts: update.attempts,
      next_attempt_at: update.nextAttemptAt,
      last_error: update.error.slice(0, 500),
      claimed_until: null,
    })
    .where('id', '=', id)
    .execute();
}
