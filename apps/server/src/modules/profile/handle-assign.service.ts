/** A handle for every profile, suggested from the name at sign-up (issue 15). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  handleWithSuffix,
  isReservedHandle,
  suggestHandle,
} from '@app/shared/public-profile.schemas';
import * as repo from './handles.repository';

const ASSIGN_TRIES = 5;

/** Gives the profile a free handle derived from the name, unless it has one. Safe under races. */
export async function assignSuggestedHandle(
  db: Kysely<Database>,
  userId: string,
  name: string,
): Promise<void> {
  const base = suggestHandle(name);
  for (let attempt = 0; attempt < ASSIGN_TRIES; attempt += 1) {
    const taken = await repo.handlesLike(db, base);
    let candidate = base;
    for (let n = 2; taken.has(candidate) || isReservedHandle(candidate); n += 1)
      candidate = handleWithSuffix(base, n);
    // A sign-up racing for the same suffix makes one insert fail: the loop reads again.
    if (attempt === ASSIGN_TRIES - 1)
      candidate = handleWithSuffix(base, 1000 + Math.floor(Math.random() * 9000));
    try {
      await repo.setHandleIfMissing(db, userId, candidate);
      return;
    } catch (err) {
      if (!repo.isUniqueViolation(err)) throw err;
    }
  }
  throw new Error('could not assign a handle');
}
