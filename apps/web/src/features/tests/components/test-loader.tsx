import type { ComponentType, ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import type { TestType } from '@app/shared/constants';
import type { TestView } from '@app/shared/tests.schemas';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/spinner';
import { useIsMutating } from '@tanstack/react-query';
import { useTest } from '../api/get-test';
import { submitTestMutationKey } from '../api/submit-test';
import { GradingState } from './grading-state';
import { paths } from '../../../lib/paths';

/** Called with the test (completed, or in progress / being graded by this page). */
type Render = (test: TestView, receivedAt: number) => ReactNode;

function LoadedTest({ id, type, children }: { id: string; type: TestType; children: Render }) {
  const test = useTest(id);
  const submitting = useIsMutating({ mutationKey: submitTestMutationKey }) > 0;
  if (test.isPending) return <LoadingScreen label="Loading test..." fullScreen={false} />;
  if (test.isError) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          Could not open this test
        </h1>
        <Alert>{test.error.message}</Alert>
        <Link to={paths.tests()} className={buttonClasses('secondary')}>
          Back to Tests
        </Link>
      </div>
    );
  }
  // A test opened under the wrong type's page moves to its own.
  if (test.data.type !== type) return <Navigate to={paths.test(test.data.type, id)} replace />;
  // Graded elsewhere (another tab): wait for the result. Our own submit keeps the page mounted,
  // so a failed grading can still show its alert next to the learner's work.
  if (test.data.status === 'pending_result' && !submitting) return <GradingState />;
  return children(test.data, test.dataUpdatedAt);
}

/**
 * Loads the test named by `?id=` (so a reload resumes it from the server). Without an id the page
 * has nothing to show and goes to /tests, handing over any topic and difficulty it was given.
 */
export function TestLoader({ type, children }: { type: TestType; children: Render }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('id');
  if (!id) {
    const state: unknown = location.state;
    return (
      <Navigate
        to={paths.tests()}
        replace
        state={typeof state === 'object' && state !== null ? { ...state, type } : null}
      />
    );
  }
  return (
    <LoadedTest key={id} id={id} type={type}>
      {children}
    </LoadedTest>
  );
}

type ProblemKind = Exclude<TestType, 'mcq'>;
type ProblemQuestion<K extends ProblemKind> = Extract<TestView['questions'][number], { kind: K }>;

/** A one-problem test (coding, debug, pseudocode): its workspace, then the graded result. */
export function ProblemTestLoader<K extends ProblemKind>({
  kind,
  result: Result,
  workspace: Workspace,
}: {
  kind: K;
  result: ComponentType<{ test: TestView }>;
  workspace: ComponentType<{ test: TestView; question: ProblemQuestion<K>; receivedAt: number }>;
}) {
  return (
    <TestLoader type={kind}>
      {(test, receivedAt) => {
        if (test.status === 'completed') return <Result test={test} />;
        const question = test.questions.find((q): q is ProblemQuestion<K> => q.kind === kind);
        if (!question) return null;
        return <Workspace key={test.id} test={test} question={question} receivedAt={receivedAt} />;
      }}
    </TestLoader>
  );
}
