import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { AttemptSubmit } from '@app/shared/courses.schemas';
import { apiRequest } from '../../../lib/api-client';
import { attemptPath, type AttemptRef } from './start-attempt';

function saveDraft({ body, ...attempt }: AttemptRef & { body: AttemptSubmit }) {
  return apiRequest(`${attemptPath(attempt)}/draft`, {
    method: 'PUT',
    body,
    schema: z.object({ saved: z.literal(true) }),
  });
}

/**
 * PUT .../draft: keeps the answers chosen so far on the server, so reopening the level resumes
 * the same attempt with them (one open attempt per level). A failed save loses nothing on screen.
 */
export function useSaveDraft() {
  return useMutation({ mutationFn: saveDraft });
}
