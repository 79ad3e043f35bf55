import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerBody } from '@app/shared/tests.schemas';
import { ApiError } from '../../../lib/api-client';
import { saveAnswer, saveAnswerOnExit } from '../api/save-answer';

export type AutosaveStatus =
  { state: 'idle' | 'pending' | 'saving' | 'saved' } | { state: 'error'; message: string };

const DELAY_MS = 800;

/**
 * Saves the learner's work to the server a moment after they stop typing, so a reload keeps it.
 * Whatever is still waiting is sent when the page is left or hidden.
 */
export function useAutosave(testId: string, questionId: string) {
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle' });
  const pending = useRef<AnswerBody | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const answer = pending.current;
    if (!answer) return;
    pending.current = null;
    setStatus({ state: 'saving' });
    saveAnswer({ testId, questionId, answer }).then(
      () => setStatus({ state: 'saved' }),
      (error: unknown) =>
        setStatus({
          state: 'error',
          message:
            error instanceof ApiError && error.code === 'DEADLINE_PASSED'
              ? 'Time is up: changes are no longer saved.'
              : error instanceof Error
                ? error.message
                : 'Could not save.',
        }),
    );
  }, [testId, questionId]);

  const schedule = useCallback(
    (answer: AnswerBody) => {
      pending.current = answer;
      setStatus({ state: 'pending' });
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DELAY_MS);
    },
    [flush],
  );

  /** Drops what is waiting (a submit carries the final answer itself). */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);

  useEffect(() => {
    const sendNow = () => {
      clearTimeout(timer.current);
      if (pending.current) saveAnswerOnExit({ testId, questionId, answer: pending.current });
      pending.current = null;
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') sendNow();
    };
    window.addEventListener('pagehide', sendNow);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', sendNow);
      document.removeEventListener('visibilitychange', onHide);
      sendNow();
    };
  }, [testId, questionId]);

  return { status, schedule, cancel };
}
