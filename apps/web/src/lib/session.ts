import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authClient, type Session } from './auth-client';
import { paths } from './paths';

export const sessionQueryKey = ['session'] as const;

/** The signed-in user, or null. A server that cannot be reached counts as signed out. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<Session> => {
    const { data } = await authClient.getSession();
    return data ?? null;
  },
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** Signed-in user of a protected page (the route guard guarantees one). */
export function useCurrentUser() {
  const { data } = useSession();
  return data?.user ?? null;
}

/** Logs out, forgets every cached answer of that user, then goes to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const { error } = await authClient.signOut();
    // The spec only logs a logout failure; the user is sent to /login either way.
    if (error) console.warn('Logout failed', error);
    queryClient.clear();
    queryClient.setQueryData(sessionQueryKey, null);
    await navigate(paths.login(), { replace: true });
  };
}

/** After a successful sign-in or sign-up: fetch the new session before leaving the form. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}
