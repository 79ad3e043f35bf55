/**
 * `cc_signed_in=1`: a cookie that only says "this browser had a session when the app last looked"
 * (docs/decisions/027). It carries no identifier or secret (the session itself is the httpOnly
 * better-auth cookie); the prerendered public pages' boot script reads it to start the app at once
 * for a signed-in visitor, whom /login and /signup send on to the dashboard.
 */
const NAME = 'cc_signed_in';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function hasSignedInHint(): boolean {
  return document.cookie.split('; ').includes(`${NAME}=1`);
}

/** Written by the app whenever it learns the sign-in state (sign-in, sign-out, expiry). */
export function writeSignedInHint(signedIn: boolean): void {
  if (signedIn === hasSignedInHint()) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${NAME}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`
    : `${NAME}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
