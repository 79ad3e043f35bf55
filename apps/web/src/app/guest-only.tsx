import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { useRedirectTarget } from '../features/auth/hooks/use-redirect-target';

/**
 * Login and sign-up: a signed-in user goes on to where they were heading (or /dashboard). The form
 * shows while the session loads (these pages are prerendered and never wait for it).
 */
export function GuestOnly() {
  const { data: session } = useSession();
  const target = useRedirectTarget();
  if (session) return <Navigate to={target} replace />;
  return <Outlet />;
}
