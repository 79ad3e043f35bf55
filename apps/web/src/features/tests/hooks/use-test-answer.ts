import { useState } from 'react';
import type { AnswerBody, TestView } from '@app/shared/tests.schemas';
import { useSubmitTest } from '../api/submit-test';
import { submitErrorMessage } from '../components/submit-error';
import {
  EMPTY_CODE_ALERT,
  EMPTY_PSEUDOCODE_ALERT,
  EVALUATION_FAILED,
} from '../components/test-catalogue';
import { useAutosave } from './use-autosave';
import { useSecondsLeft } from './use-seconds-left';

/**
 * The answer flow of a coding, debug or pseudocode test: autosave while the learner types, the
 * time left, and a submit that refuses an empty answer and turns a failure into the alert shown.
 * It carries the test and the question's kind, for the page's header.
 */
export function useTestAnswer(
  test: TestView,
  question: { id: string; kind: keyof typeof EVALUATION_FAILED },
  receivedAt: number,
) {
  const [alert, setAlert] = useState<string | null>(null);
  const autosave = useAutosave(test.id, question.id);
  const submit = useSubmitTest();
  const secondsLeft = useSecondsLeft(test.deadlineAt, test.serverNow, receivedAt);

  /** Sends the final answer (the pending autosave is dropped), or alerts when it is empty. */
  function submitAnswer(answer: AnswerBody, empty: boolean) {
    if (empty) {
      setAlert(question.kind === 'pseudocode' ? EMPTY_PSEUDOCODE_ALERT : EMPTY_CODE_ALERT);
      return;
    }
    autosave.cancel();
    submit.mutate(
      { testId: test.id, questionId: question.id, answer },
      { onError: (error) => setAlert(submitErrorMessage(error, EVALUATION_FAILED[question.kind])) },
    );
  }

  return {
    test,
    kind: question.kind,
    autosave,
    secondsLeft,
    submitting: submit.isPending,
    submitAnswer,
    alert,
    closeAlert: () => setAlert(null),
  };
}

export type TestAnswer = ReturnType<typeof useTestAnswer>;
