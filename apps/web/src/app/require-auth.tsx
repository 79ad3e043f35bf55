import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/** Protected routes: signed-out visitors go to /login, remembering the page they asked for. */
export function RequireAuth() {
  const { data: session } = useSession();
  const location = useLocation();
  if (!session) {
    return (
      <Navigate
        to="/login"
        replace
        state={{ from: location.pathname + location.search + location.hash }}
      />
    );
  }
  return <Outlet />;
}
