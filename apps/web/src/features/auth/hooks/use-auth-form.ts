import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useRefreshSession } from '../../../lib/session';
import { useGoogleSignIn } from './use-google-sign-in';
import { useRedirectTarget } from './use-redirect-target';

/**
 * What the login and sign-up forms share: the page to open once signed in, Google, the form's
 * error and busy state, and the way out when signing in worked.
 */
export function useAuthForm(mode: 'login' | 'signup') {
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const refreshSession = useRefreshSession();
  const google = useGoogleSignIn(mode, target);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  return {
    google,
    error,
    setError,
    busy,
    setBusy,
    inputsDisabled: busy || google.busy,
    /** The link to the other form carries the page to come back to (none for the dashboard). */
    returnState: target === paths.dashboard() ? undefined : { from: target },
    /** The request failed: the form is usable again and says why. */
    fail(message: string) {
      setBusy(false);
      setError(message);
    },
    /** Signed in: read the session again and open the page the learner was going to. */
    async finish() {
      await refreshSession();
      await navigate(target, { replace: true });
    },
  };
}
