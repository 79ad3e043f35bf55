/** The only SQL of the review queue (table review_cards, migration 008). Every query names the owner. */
import type { Kysely } from 'kysely';
import type { Database, ReviewCardsTable } from '../../db/schema';
import { findOwnedRow } from '../../lib/user-rows';

export type CardRow = ReviewCardsTable;
export type Schedule = Pick<
  CardRow,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsed_days'
  | 'scheduled_days'
  | 'learning_steps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'last_review'
>;

/** Inserts the card unless the learner already has this question; answers the card's id and whether it is new. */
export async function insertIfAbsent(
  db: Kysely<Database>,
  row: CardRow,
): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insertInto('review_cards')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'content_key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { id: row.id, created: true };
  const existing = await db
    .selectFrom('review_cards')
    .select('id')
    .where('user_id', '=', row.user_id)
    .where('content_key', '=', row.content_key)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

export async function dueCards(
  db: Kysely<Database>,
  userId: string,
  now: string,
  limit: number,
): Promise<CardRow[]> {
  return db
    .selectFrom('review_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .where('due', '<=', now)
    .orderBy('due')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function counts(
  db: Kysely<Database>,
  userId: string,
  now: string,
): Promise<{ due: number; total: number }> {
  const row = await db
    .selectFrom('review_cards')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn
        .sum<number | string | null>(eb.case().when('due', '<=', now).then(1).else(0).end())
        .as('due'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { due: Number(row?.due ?? 0), total: Number(row?.total ?? 0) };
}

export async function findCard(
  db: Kysely<Database>,
  userId: string,
  cardId: string,
): Promise<CardRow | undefined> {
  return findOwnedRow(db, 'review_cards', userId, cardId);
}

/** Saves the new schedule only if nobody answered the card meanwhile (same `due` as read): false otherwise. */
export async function reschedule(
  db: Kysely<Database>,
  userId: string,
  cardId: string,
  expectedDue: string,
  next: Schedule,
  now: string,
): Promise<boolean> {
  const res = await db
    .updateTable('review_cards')
    .set({ ...next, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', cardId)
    .where('due', '=', expectedDue)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
