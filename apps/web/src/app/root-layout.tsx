import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useSession } from '../lib/session';
import { writeSignedInHint } from '../lib/signed-in-hint';
import { useLiveEvents } from './use-live-events';

/**
 * Never waits for the sign-in state: public pages (prerendered at build, docs/decisions/027) show
 * at once, and RequireAuth shows 'Loading...' on the signed-in pages until the session is known.
 */
export function RootLayout() {
  const session = useSession();
  const navigation = useNavigation();
  useLiveEvents(Boolean(session.data));
  // The hint cookie the prerendered pages' boot script reads (sign-in, sign-out and expiry alike).
  const signedIn = session.isSuccess ? Boolean(session.data) : undefined;
  useEffect(() => {
    if (signedIn !== undefined) writeSignedInHint(signedIn);
  }, [signedIn]);

  return (
    <>
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-[100] h-1 overflow-hidden bg-brand-100 dark:bg-brand-950"
        >
          <div className="h-full w-1/3 animate-[loading-bar_1s_ease-in-out_infinite] bg-brand-600 dark:bg-brand-400" />
        </div>
      ) : null}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
