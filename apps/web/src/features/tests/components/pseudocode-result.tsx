import { Brain, PartyPopper } from 'lucide-react';
import { PASS_MARK_PERCENT, PROBLEM_MAX_SCORE } from '@app/shared/constants';
import type { TestView } from '@app/shared/tests.schemas';
import { Markdown } from '../../../components/markdown/markdown';
import { ResultActions, ResultHero, ResultSection, StatTile } from './result-parts';
import { ResultTitle } from './test-header';

/** The grader's notes of one kind as a bulleted list, or "None noted." */
function NotesSection({ title, notes }: { title: string; notes: string[] }) {
  return (
    <ResultSection title={title}>
      {notes.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
          {notes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-500 dark:text-slate-400">None noted.</p>
      )}
    </ResultSection>
  );
}

/** Result of a pseudocode test: score, the rubric's yes/no checks, clarity and feedback. */
export function PseudocodeResult({ test }: { test: TestView }) {
  const result = test.result;
  if (result?.kind !== 'pseudocode') return null;
  const great = result.score >= PASS_MARK_PERCENT;
  const question = test.questions[0];
  const answer = question?.kind === 'pseudocode' ? question.userAnswer : null;

  return (
    <div className="space-y-6">
      <ResultTitle test={test} type="pseudocode" />
      <ResultHero
        passed={great}
        title={great ? 'Great Logic!' : 'Good Attempt!'}
        icon={great ? <PartyPopper className="size-8" /> : <Brain className="size-8" />}
      >
        <p className="text-2xl font-bold text-slate-900 dark:text-white">
          Score: {result.score}/{PROBLEM_MAX_SCORE}
        </p>
        <dl className="mx-auto mt-6 grid max-w-lg grid-cols-1 gap-3 sm:grid-cols-3">
          <StatTile
            label="Logic Correct"
            value={result.logicCorrect ? 'Yes' : 'No'}
            tone={result.logicCorrect ? 'good' : 'bad'}
          />
          <StatTile
            label="Edge Cases"
            value={result.edgeCasesHandled ? 'Yes' : 'No'}
            tone={result.edgeCasesHandled ? 'good' : 'bad'}
          />
          <StatTile label="Clarity Score" value={`${result.clarityScore}/10`} />
        </dl>
      </ResultHero>
      <ResultSection title="Feedback">
        <Markdown
          markdown={result.feedback}
          className="leading-relaxed text-slate-700 dark:text-slate-300"
        />
      </ResultSection>
      <div className="grid gap-6 md:grid-cols-2">
        <NotesSection title="Strengths" notes={result.strengths} />
        <NotesSection title="Areas for Improvement" notes={result.improvements} />
      </div>
      {answer ? (
        <ResultSection title="Your Pseudocode">
          <pre className="overflow-x-auto rounded-lg bg-slate-100 p-3 font-mono text-sm whitespace-pre-wrap text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            {answer.text}
          </pre>
        </ResultSection>
      ) : null}
      <ResultActions />
    </div>
  );
}
