import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { AnswerBody } from '@app/shared/tests.schemas';
import { apiRequest } from '../../../lib/api-client';

const savedSchema = z.object({ saved: z.literal(true), answeredAt: z.string() });

export type SaveAnswerInput = { testId: string; questionId: string; answer: AnswerBody };

export function saveAnswer({ testId, questionId, answer }: SaveAnswerInput) {
  return apiRequest(
    `/api/tests/${encodeURIComponent(testId)}/answers/${encodeURIComponent(questionId)}`,
    { method: 'PUT', body: answer, schema: savedSchema },
  );
}

/** PUT one answer (409 DEADLINE_PASSED after the deadline). The page keeps its own copy. */
export function useSaveAnswer() {
  return useMutation({ mutationFn: saveAnswer });
}

/** The same PUT, sent with keepalive so it still arrives while the page unloads. */
export function saveAnswerOnExit({ testId, questionId, answer }: SaveAnswerInput): void {
  void fetch(`/api/tests/${encodeURIComponent(testId)}/answers/${encodeURIComponent(questionId)}`, {
    method: 'PUT',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(answer),
  }).catch(() => undefined);
}
