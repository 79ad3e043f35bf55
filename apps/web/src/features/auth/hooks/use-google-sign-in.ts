import { useState } from 'react';
import { authClient } from '../../../lib/auth-client';
import { useMeta } from '../../../lib/meta-api';
import { paths } from '../../../lib/paths';

const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server';

export type GoogleError = { title: string; reason: string | null };

/**
 * Starts Google's redirect flow. When this server has no Google credentials the button stays,
 * and pressing it explains why it cannot work.
 */
export function useGoogleSignIn(mode: 'login' | 'signup', callbackURL: string) {
  const meta = useMeta();
  const [error, setError] = useState<GoogleError | null>(null);
  const [busy, setBusy] = useState(false);
  const title = mode === 'login' ? 'Failed to log in with Google' : 'Failed to sign up with Google';

  async function start() {
    setError(null);
    if (meta.data && !meta.data.googleEnabled) {
      setError({ title, reason: GOOGLE_NOT_CONFIGURED });
      return;
    }
    setBusy(true);
    const result = await authClient.signIn.social({
      provider: 'google',
      callbackURL,
      errorCallbackURL: mode === 'login' ? paths.login() : paths.signup(),
    });
    if (result.error) {
      setBusy(false);
      setError({ title, reason: result.error.message ?? null });
    }
    // On success the browser is leaving for Google; stay busy until it does.
  }

  return { start, error, busy };
}
