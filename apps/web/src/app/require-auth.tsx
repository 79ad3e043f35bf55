import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/ui/spinner';
import { useSession } from '../lib/session';
import { paths } from '../lib/paths';

/**
 * Protected routes: 'Loading...' until the sign-in state is known (spec section 2), then signed-out
 * visitors go to /login, remembering the page they asked for.
 */
export function RequireAuth() {
  const { data: session, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <LoadingScreen />;
  if (!session) {
    return (
      <Navigate
        to={paths.login()}
        replace
        state={{ from: location.pathname + location.search + location.hash }}
      />
    );
  }
  return <Outlet />;
}
