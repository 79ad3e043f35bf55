import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema } from '@app/shared/profile.schemas';
import { apiRequest } from '../../../lib/api-client';
import { activityQueryKey } from './get-activity';

/** Saves the browser's time zone as the learner's, only if none is saved (the server keeps a chosen one). */
export function useAdoptTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) =>
      apiRequest('/api/profile/time-zone', {
        method: 'PUT',
        body: { timeZone },
        schema: profileSchema,
      }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(['profile'], profile);
      await queryClient.invalidateQueries({ queryKey: activityQueryKey });
    },
  });
}
