import { useNavigate } from 'react-router';
import { Bug, PartyPopper, RefreshCw, Target } from 'lucide-react';
import { PROBLEM_MAX_SCORE } from '@app/shared/constants';
import { LANGUAGE_LABELS } from '@app/shared/languages';
import { passLine } from '@app/shared/test-rules';
import type { TestView } from '@app/shared/tests.schemas';
import { CodeEditor } from '../../../components/code-editor/code-editor';
import { CompilerOutput } from '../../../components/problem/compiler-output';
import { FirstHiddenFailure, TestResultList } from '../../../components/problem/test-result-list';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useRetryTest } from '../api/retry-test';
import { ProblemHistory } from './problem-history';
import { ResultActions, ResultHero, ResultSection, StatTile } from './result-parts';
import { ResultTitle } from './test-header';
import { paths } from '../../../lib/paths';

/** Retry this problem: a new test with the same problem, opened at once; this result stays. */
function RetryButton({ test }: { test: TestView }) {
  const retry = useRetryTest();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center gap-2">
      <Button
        size="lg"
        variant="secondary"
        disabled={retry.isPending}
        onClick={() =>
          retry.mutate(test.id, {
            onSuccess: (next) => void navigate(paths.test(next.type, next.id)),
          })
        }
      >
        {retry.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <RefreshCw aria-hidden="true" className="size-4" />
        )}
        Retry this problem
      </Button>
      {retry.error ? <Alert>{retry.error.message}</Alert> : null}
    </div>
  );
}

/** Result of a coding or debug test, from the server's grading. */
export function CodeResult({ test }: { test: TestView }) {
  const result = test.result;
  if (result?.kind !== 'coding' && result?.kind !== 'debug') return null;
  const debug = result.kind === 'debug';
  const question = test.questions[0];
  const answer =
    question && (question.kind === 'coding' || question.kind === 'debug')
      ? question.userAnswer
      : null;
  const title = debug
    ? result.passed
      ? 'All Bugs Fixed!'
      : 'Some Bugs Remain'
    : result.passed
      ? 'All Tests Passed!'
      : 'Some Tests Failed';
  const passedCount = result.testResults.filter((r) => r.passed).length;

  return (
    <div className="space-y-6">
      <ResultTitle test={test} type={debug ? 'debug' : 'coding'} />
      <ResultHero
        passed={result.passed}
        title={title}
        icon={
          result.passed ? (
            <PartyPopper className="size-8" />
          ) : debug ? (
            <Bug className="size-8" />
          ) : (
            <Target className="size-8" />
          )
        }
      >
        <p className="text-2xl font-bold text-slate-900 dark:text-white">
          Score: {result.score}/{PROBLEM_MAX_SCORE}
        </p>
        <p className="mt-1 font-medium text-slate-700 dark:text-slate-300">
          {passLine({
            score: result.score,
            maxScore: PROBLEM_MAX_SCORE,
            testsPassed: passedCount,
            testsTotal: result.testResults.length,
          })}
        </p>
        <dl className="mx-auto mt-6 grid max-w-md grid-cols-2 gap-3">
          <StatTile
            label="Tests passed"
            value={`${passedCount}/${result.testResults.length}`}
            tone={result.passed ? 'good' : 'bad'}
          />
          {debug ? (
            <StatTile
              label="Bugs Found"
              value={
                result.bugsFound ? `${result.bugsFound.found}/${result.bugsFound.total}` : 'N/A'
              }
            />
          ) : (
            <StatTile label="Language" value={answer ? LANGUAGE_LABELS[answer.language] : 'N/A'} />
          )}
        </dl>
      </ResultHero>

      <ResultSection title="Feedback">
        <p className="leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
          {result.feedback}
        </p>
      </ResultSection>

      {result.compileOutput ? (
        <ResultSection title="Compiler output">
          <CompilerOutput className="max-h-64 text-red-700 dark:text-red-300">
            {result.compileOutput}
          </CompilerOutput>
        </ResultSection>
      ) : null}

      <ResultSection title="Test Results">
        <div className="space-y-3">
          <FirstHiddenFailure rows={result.testResults} />
          <TestResultList rows={result.testResults} />
        </div>
      </ResultSection>

      {answer ? (
        <ResultSection title="Your Code">
          <CodeEditor
            value={answer.source}
            onChange={() => undefined}
            language={answer.language}
            readOnly
            aria-label="Your submitted code"
            minHeight="8rem"
          />
        </ResultSection>
      ) : null}
      <ResultSection title="Your submissions for this problem">
        <ProblemHistory testId={test.id} type={test.type} />
      </ResultSection>
      <RetryButton test={test} />
      <ResultActions />
    </div>
  );
}
