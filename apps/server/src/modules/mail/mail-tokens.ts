/**
 * Signed unsubscribe links: no sign-in needed, so the token itself says whose switch and which.
 * token = base64url(JSON { u, s, e }) + '.' + base64url(HMAC-SHA256). The key is an HMAC of the
 * auth secret with its own label, so a token signed here is worthless anywhere else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { MAIL_SWITCHES, UNSUBSCRIBE_LINK_DAYS, type MailSwitch } from '@app/shared/mail.schemas';

const KEY_LABEL = 'codeconquer/mail-unsubscribe/v1';
const claimsSchema = z.object({
  u: z.string().min(1).max(64),
  s: z.enum(MAIL_SWITCHES),
  e: z.number().int(),
});

type TokenCheck =
  { ok: true; userId: string; setting: MailSwitch } | { ok: false; reason: 'invalid' | 'expired' };

export interface UnsubscribeTokens {
  sign(userId: string, setting: MailSwitch, now?: Date): string;
  verify(token: string, now?: Date): TokenCheck;
}

export function createUnsubscribeTokens(authSecret: string): UnsubscribeTokens {
  const key = createHmac('sha256', authSecret).update(KEY_LABEL).digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign(userId, setting, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * 86_400;
      const body = Buffer.from(JSON.stringify({ u: userId, s: setting, e: expires })).toString(
        'base64url',
      );
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify(token, now = new Date()) {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'invalid' };
      let claims: z.infer<typeof claimsSchema>;
      try {
        claims = claimsSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      if (claims.e * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, userId: claims.u, setting: claims.s };
    },
  };
}
