import { useLocation } from 'react-router';
import * as z from 'zod/mini';
import { paths } from '../../../lib/paths';

const stateSchema = z.object({ from: z.string() });

/** Only same-site paths: '/x' but never '//host' or 'https://...'. */
function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Where to go after signing in: the protected page that sent the user here, else /dashboard. */
export function useRedirectTarget(): string {
  const location = useLocation();
  const parsed = z.safeParse(stateSchema, location.state);
  if (
    parsed.success &&
    isSafePath(parsed.data.from) &&
    !parsed.data.from.startsWith(paths.login())
  ) {
    return parsed.data.from;
  }
  return paths.dashboard();
}
