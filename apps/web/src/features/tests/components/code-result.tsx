import { Bug, CircleCheck, CircleX, PartyPopper, Target } from 'lucide-react';
import { PROBLEM_MAX_SCORE } from '@app/shared/constants';
import { LANGUAGE_LABELS } from '@app/shared/languages';
import type { CodeResult as CodeResultData, TestView } from '@app/shared/tests.schemas';
import { CodeEditor } from '../../../components/code-editor/code-editor';
import { cn } from '../../../lib/cn';
import { Pre } from './problem-parts';
import { ResultActions, ResultHero, ResultSection, StatTile } from './result-parts';
import { Badge, TestNotices } from './test-header';

function TestResultList({ rows }: { rows: CodeResultData['testResults'] }) {
  let hiddenNumber = 0;
  return (
    <ol className="space-y-3">
      {rows.map((row) => {
        if (row.hidden) hiddenNumber += 1;
        const label = row.hidden ? `Hidden test ${hiddenNumber}` : `Test ${row.index + 1}`;
        return (
          <li
            key={row.index}
            className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
          >
            <div className="flex flex-wrap items-center gap-2 text-sm">
              {row.passed ? (
                <CircleCheck
                  aria-hidden="true"
                  className="size-4 text-emerald-600 dark:text-emerald-400"
                />
              ) : (
                <CircleX aria-hidden="true" className="size-4 text-red-600 dark:text-red-400" />
              )}
              <span className="font-semibold text-slate-800 dark:text-slate-100">{label}</span>
              <span
                className={cn(
                  'rounded px-1.5 py-0.5 text-xs font-bold',
                  row.passed
                    ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
                    : 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
                )}
              >
                {row.passed ? 'Passed' : 'Failed'}
              </span>
              <span className="text-slate-500 dark:text-slate-400">
                {row.hidden ? row.verdict : `${row.verdict} · ${row.timeMs} ms`}
              </span>
            </div>
            {!row.passed && !row.hidden ? (
              <div className="mt-2 grid gap-2 sm:grid-cols-3">
                <div className="min-w-0">
                  <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">Input</p>
                  <Pre>{row.input ?? ''}</Pre>
                </div>
                <div className="min-w-0">
                  <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">Expected</p>
                  <Pre>{row.expected ?? ''}</Pre>
                </div>
                <div className="min-w-0">
                  <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">Got</p>
                  <Pre>{row.actual ?? ''}</Pre>
                </div>
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
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
      <div>
        {debug ? (
          <Badge className="bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300">
            DEBUG
          </Badge>
        ) : (
          <Badge className="bg-violet-100 text-violet-800 dark:bg-violet-500/15 dark:text-violet-300">
            CODING
          </Badge>
        )}
        <h1 className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
          {test.title}
        </h1>
      </div>
      <TestNotices test={test} />
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
          <Pre className="max-h-64 text-red-700 dark:text-red-300">{result.compileOutput}</Pre>
        </ResultSection>
      ) : null}

      <ResultSection title="Test Results">
        <TestResultList rows={result.testResults} />
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
      <ResultActions />
    </div>
  );
}
