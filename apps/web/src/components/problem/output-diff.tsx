/**
 * Where a wrong output first goes wrong, as LeetCode and Exercism show it: the learner's output
 * with the first differing line marked, and one sentence naming that line, what was expected and
 * what came out. The comparison is the judge's own (shared/output-compare): trailing spaces and
 * trailing blank lines never count as a difference.
 */
import { firstDifference, type OutputDifference } from '@app/shared/output-compare';
import { Pre } from './problem-parts';

const shown = (line: string) => (line === '' ? '(an empty line)' : `"${line}"`);

/** Why two lines that look alike differ: only in letter case, or only in spaces. */
function likeness(d: OutputDifference): string {
  if (d.expected === null || d.actual === null) return '';
  if (d.expected.toLowerCase() === d.actual.toLowerCase())
    return ' They differ only in upper and lower case.';
  if (d.expected.replace(/\s+/g, '') === d.actual.replace(/\s+/g, ''))
    return ' They differ only in spaces.';
  return '';
}

/** The sentence that names the first difference. */
function differenceText(d: OutputDifference): string {
  if (d.actual === null)
    return `Your output stops after line ${d.line - 1}; line ${d.line} should be ${shown(d.expected ?? '')}.`;
  if (d.expected === null)
    return `Your output goes on past the expected ${d.line - 1} line${d.line - 1 === 1 ? '' : 's'}: line ${d.line} is ${shown(d.actual)}.`;
  return `Line ${d.line} differs: expected ${shown(d.expected)}, your output has ${shown(d.actual)}.${likeness(d)}`;
}

/** The learner's output with the first line that differs from the expected one marked. */
export function DiffedOutput({
  actual,
  expected,
  className,
}: {
  actual: string;
  expected: string;
  className?: string;
}) {
  const diff = firstDifference(actual, expected);
  const lines = actual.split('\n');
  const marked = diff && diff.actual !== null ? diff.line - 1 : -1;
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs text-slate-600 dark:text-slate-400">Your output</p>
      <Pre className={className}>
        {actual === ''
          ? ''
          : lines.map((line, i) => (
              <span key={i}>
                {i === marked ? (
                  <mark className="rounded-sm bg-amber-200 text-slate-900 dark:bg-amber-500/30 dark:text-amber-100">
                    {line === '' ? ' ' : line}
                  </mark>
                ) : (
                  line
                )}
                {i < lines.length - 1 ? '\n' : null}
              </span>
            ))}
      </Pre>
      {diff ? (
        <p className="mt-1 text-xs break-words text-amber-800 dark:text-amber-200">
          {differenceText(diff)}
        </p>
      ) : null}
    </div>
  );
}
