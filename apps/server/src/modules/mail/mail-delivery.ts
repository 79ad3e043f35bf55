/**
 * Sends what the outbox holds: claim due rows (one conditional UPDATE each, so no two processes
 * send the same row), check the switch at send time, render, send, and mark sent. A failed send
 * goes back to pending with a growing delay and its error; after the last attempt it is 'failed'
 * and logged as an error, never dropped without a trace.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, MailOutboxTable } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { MAIL_KINDS, parseQueued } from './mail-kinds';
import type { UnsubscribeTokens } from './mail-tokens';
import * as audience from './mail-audience.repository';
import * as repo from './mail.repository';
import { renderMail } from './templates/render-mail';

export interface MailDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  /** PUBLIC_URL without a trailing slash: links in mails. */
  appUrl: string;
  log: FastifyBaseLogger;
}

/** Attempts before a mail is marked failed; with the delays below they span about a day. */
const MAX_ATTEMPTS = 10;
const CLAIM_MS = 5 * 60_000;
const BATCH = 50;

/** 1, 2, 4 ... minutes, at most 6 hours. */
function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 6 * 3_600_000);
}

function unsubscribeUrl(
  deps: Pick<MailDeps, 'tokens' | 'appUrl'>,
  userId: string,
  setting: Parameters<UnsubscribeTokens['sign']>[1],
  now: Date,
): string {
  return `${deps.appUrl}/unsubscribe?token=${encodeURIComponent(deps.tokens.sign(userId, setting, now))}`;
}

/** One row: true when it was sent. */
async function deliverOne(deps: MailDeps, row: MailOutboxTable, now: Date): Promise<boolean> {
  const iso = now.toISOString();
  const mail = parseQueued(row.kind, row.payload);
  const who = await audience.findRecipient(deps.db, row.user_id);
  const setting = mail ? MAIL_KINDS[mail.kind].setting : undefined;
  // Account gone, an unknown kind, or the switch turned off after the mail was queued: not sent.
  if (!mail || !who || !setting || !who[setting]) {
    await repo.finish(deps.db, row.id, 'skipped', iso);
    return false;
  }
  const link = unsubscribeUrl(deps, row.user_id, setting, now);
  try {
    const rendered = await renderMail(mail, {
      name: who.name,
      appUrl: deps.appUrl,
      unsubscribeUrl: link,
    });
    await deps.mailer.send({
      to: who.email,
      ...rendered,
      headers: {
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  } catch (err) {
    const attempts = row.attempts + 1;
    const giveUp = attempts >= MAX_ATTEMPTS;
    const error = err instanceof Error ? err.message : String(err);
    await repo.recordFailure(deps.db, row.id, {
      attempts,
      giveUp,
      error,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
    });
    if (giveUp)
      deps.log.error(
        { mailId: row.id, kind: row.kind, attempts, error },
        'mail failed for good; it stays in mail_outbox as failed',
      );
    else
      deps.log.warn(
        { mailId: row.id, kind: row.kind, attempts, error },
        'mail not sent; will retry',
      );
    return false;
  }
  await repo.finish(deps.db, row.id, 'sent', iso);
  return true;
}

/** Sends every due row; answers how many were sent. */
export async function deliverDue(deps: MailDeps, now: Date = new Date()): Promise<number> {
  let sent = 0;
  const claimUntil = new Date(now.getTime() + CLAIM_MS).toISOString();
  // Rows that fail go back with a later next attempt, so each pass claims fewer; a cap ends it anyway.
  for (let pass = 0; pass < 100; pass += 1) {
    const rows = await repo.claimDue(deps.db, now.toISOString(), claimUntil, BATCH);
    if (rows.length === 0) break;
    for (const row of rows) if (await deliverOne(deps, row, now)) sent += 1;
  }
  return sent;
}
