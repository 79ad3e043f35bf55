import type { ReactNode } from 'react';
import { Info } from 'lucide-react';
import type { TestType } from '@app/shared/constants';
import type { TestView } from '@app/shared/tests.schemas';
import { TEST_TYPE_BADGES } from '../../../components/ui/test-type-badges';
import { cn } from '../../../lib/cn';

const DIFFICULTY_CLASSES = {
  easy: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  medium: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  hard: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
} as const;

function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-bold tracking-wide uppercase',
        className,
      )}
    >
      {children}
    </span>
  );
}

/** MCQ TEST, CODING, DEBUG or PSEUDOCODE in the type's colours. */
function TypeBadge({ type }: { type: TestType }) {
  const { label, className } = TEST_TYPE_BADGES[type];
  return <Badge className={className}>{label}</Badge>;
}

const TITLE_CLASSES =
  'mt-2 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white';

/** The top of a result page: the type badge, the test's title, then its notices. */
export function ResultTitle({ test, type }: { test: TestView; type: TestType }) {
  return (
    <>
      <div>
        <TypeBadge type={type} />
        <h1 className={TITLE_CLASSES}>{test.title}</h1>
      </div>
      <TestNotices test={test} />
    </>
  );
}

/** Which bank topic served the test when it was not an exact match, and any server notice. */
function TestNotices({ test }: { test: TestView }) {
  const messages: string[] = [];
  if (test.bankTopic && !test.bankTopic.exact) {
    messages.push(`No exact match for "${test.topic}": questions come from ${test.bankTopic.name}`);
  }
  if (test.notice) messages.push(test.notice);
  if (messages.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-6 flex gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-200"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        {messages.map((m) => (
          <p key={m}>{m}</p>
        ))}
      </div>
    </div>
  );
}

/** Title row of a test page: type badge, title, difficulty, and the timer on the right. */
export function TestHeader({
  test,
  type,
  timer,
}: {
  test: TestView;
  type: TestType;
  timer?: ReactNode;
}) {
  return (
    <>
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <TypeBadge type={type} />
            <Badge className={DIFFICULTY_CLASSES[test.difficulty]}>{test.difficulty}</Badge>
          </div>
          <h1 className={TITLE_CLASSES}>{test.title}</h1>
        </div>
        {timer ? <div className="shrink-0">{timer}</div> : null}
      </header>
      <TestNotices test={test} />
    </>
  );
}
