/**
 * The unsubscribe rules: a signed token names the learner and the switch. Looking at it changes
 * nothing (mail scanners follow links); the page's button and the mail client's one-click POST
 * (RFC 8058) turn the switch off. A tampered, cut or expired token gets a clear 400 or 410.
 */
import type { Kysely } from 'kysely';
import {
  EXPIRED_UNSUBSCRIBE_MESSAGE,
  INVALID_UNSUBSCRIBE_MESSAGE,
  MAIL_SWITCH_TEXT,
  type MailSwitch,
  type UnsubscribeResult,
} from '@app/shared/mail.schemas';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getSettings, saveSettings } from '../profile/profile.service';
import type { UnsubscribeTokens } from './mail-tokens';
import * as audience from './mail-audience.repository';

/**
 * The learner and switch a token names, once the signature and age check out and the account
 * still exists (a signed token of a deleted account has nothing left to turn off: same answer as
 * a bad link).
 */
async function verifiedRecipient(
  db: Kysely<Database>,
  tokens: UnsubscribeTokens,
  token: string,
): Promise<{ userId: string; setting: MailSwitch }> {
  const result = tokens.verify(token);
  if (!result.ok) {
    if (result.reason === 'expired') throw new AppError('GONE', 410, EXPIRED_UNSUBSCRIBE_MESSAGE);
    throw new AppError('BAD_REQUEST', 400, INVALID_UNSUBSCRIBE_MESSAGE);
  }
  if (!(await audience.findRecipient(db, result.userId)))
    throw new AppError('BAD_REQUEST', 400, INVALID_UNSUBSCRIBE_MESSAGE);
  return { userId: result.userId, setting: result.setting };
}

const answer = (setting: MailSwitch, turnedOff: boolean): UnsubscribeResult => ({
  setting,
  ...MAIL_SWITCH_TEXT[setting],
  turnedOff,
});

/** GET: what the link would turn off. */
export async function previewUnsubscribe(
  db: Kysely<Database>,
  tokens: UnsubscribeTokens,
  token: string,
): Promise<UnsubscribeResult> {
  const { setting } = await verifiedRecipient(db, tokens, token);
  return answer(setting, false);
}

/** POST: turns the switch off (idempotent: already off answers the same). */
export async function unsubscribe(
  db: Kysely<Database>,
  tokens: UnsubscribeTokens,
  token: string,
): Promise<UnsubscribeResult> {
  const { userId, setting } = await verifiedRecipient(db, tokens, token);
  const { uid: _uid, updatedAt: _updatedAt, ...current } = await getSettings(db, userId);
  if (current[setting]) await saveSettings(db, userId, { ...current, [setting]: false });
  return answer(setting, true);
}
