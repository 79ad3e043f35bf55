import type { ReactNode } from 'react';
import { PROBLEM_TIMER_RED_BELOW_SECONDS } from '@app/shared/constants';
import {
  ProblemWorkspace,
  type ProblemWorkspaceProps,
} from '../../../components/problem/problem-workspace';
import { ProblemIntro } from '../../../components/problem/problem-parts';
import { AlertDialog } from '../../../components/ui/message-dialog';
import type { TestAnswer } from '../hooks/use-test-answer';
import { AutosaveIndicator } from './autosave-status';
import { GRADED_ONCE } from './test-catalogue';
import { TestHeader } from './test-header';
import { TestTimer } from './test-timer';
import { TimeUpNote } from './time-up-note';

/** A coding, debug or pseudocode test page: the header with its timer, the work, and the alert. */
export function TestAnswerFrame({ answer, children }: { answer: TestAnswer; children: ReactNode }) {
  return (
    <>
      <TestHeader
        test={answer.test}
        type={answer.kind}
        timer={
          <TestTimer
            secondsLeft={answer.secondsLeft}
            withHours
            redBelow={PROBLEM_TIMER_RED_BELOW_SECONDS}
          />
        }
      />
      {children}
      {answer.alert ? <AlertDialog message={answer.alert} onClose={answer.closeAlert} /> : null}
    </>
  );
}

/**
 * A coding or debug test in the shared problem workspace, in its frame: the statement opens with
 * the title and description; the answer is autosaved and graded once on submit. `children` go
 * after the workspace (a dialog).
 */
export function TestProblemWorkspace({
  answer,
  problem,
  statement,
  children,
  ...props
}: Omit<ProblemWorkspaceProps, 'status' | 'submitting' | 'submitConfirmation' | 'footnote'> & {
  answer: TestAnswer;
  problem: { title: string; description: string };
  children?: ReactNode;
}) {
  return (
    <TestAnswerFrame answer={answer}>
      <ProblemWorkspace
        {...props}
        statement={
          <>
            <ProblemIntro title={problem.title} description={problem.description} />
            {statement}
          </>
        }
        status={<AutosaveIndicator status={answer.autosave.status} />}
        submitting={answer.submitting}
        submitConfirmation={GRADED_ONCE}
        footnote={answer.secondsLeft <= 0 ? <TimeUpNote /> : null}
      />
      {children}
    </TestAnswerFrame>
  );
}
