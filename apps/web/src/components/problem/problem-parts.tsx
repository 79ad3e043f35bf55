/** Pieces of a problem statement, shared by practice tests and chapter challenges. */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function ProblemSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('space-y-2', className)}>
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The problem's name at the top of its statement. */
export function ProblemTitle({ children }: { children: string }) {
  return (
    <h2 className="text-xl font-semibold break-words text-slate-900 dark:text-white">{children}</h2>
  );
}

/** The title and the Description section that open a practice test's statement. */
export function ProblemIntro({ title, description }: { title: string; description: string }) {
  return (
    <>
      <ProblemTitle>{title}</ProblemTitle>
      <ProblemSection title="Description">
        <Prose>{description}</Prose>
      </ProblemSection>
    </>
  );
}

/**
 * Program input or output, kept exactly as it is (spaces and line breaks). Long lines scroll
 * sideways within the box, or with `wrap` (compiler-output.tsx) break onto the next line.
 */
export function Pre({
  children,
  className,
  wrap = false,
}: {
  children: ReactNode;
  className?: string;
  wrap?: boolean;
}) {
  return (
    <pre
      tabIndex={0}
      className={cn(
        'max-w-full overflow-auto rounded-lg bg-slate-100 px-3 py-2 font-mono text-xs leading-relaxed text-slate-800 dark:bg-slate-800 dark:text-slate-100',
        wrap ? 'break-words whitespace-pre-wrap' : 'whitespace-pre',
        className,
      )}
    >
      {children === '' ? (
        <span className="text-slate-600 italic dark:text-slate-400">(empty)</span>
      ) : (
        children
      )}
    </pre>
  );
}

/**
 * Problem text as the bank writes it. Its statements are wrapped at about 100 columns in the
 * source, so a line break inside a sentence is not kept. A line joins the one above unless that
 * one is empty or ends in a colon, or (for a line not starting in lower case) that one ends a
 * sentence (`.`, `!`, `?`) or this line starts a list item (`- `, `* `, `1. `, `(a) `) or a label
 * (`Output: `, `**Input:**`). An indented line continues the list item above it.
 * Every other line break is kept: lists, the Input and Output lines, paragraphs. A block between
 * ``` fences is shown as it is written. `backticks` are inline code and **stars** bold.
 */
export function Prose({ children }: { children: string }) {
  const blocks = children.split(/^```[^\n]*\n([\s\S]*?)^```[ \t]*$/m);
  return (
    <div className="space-y-2">
      {blocks.map((block, i) =>
        i % 2 === 1 ? (
          <Pre key={i}>{block.replace(/\n$/, '')}</Pre>
        ) : block.trim() === '' ? null : (
          <p
            key={i}
            className="leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-300"
          >
            {inline(joinWrappedLines(block.replace(/^\n+|\n+$/g, '')))}
          </p>
        ),
      )}
    </div>
  );
}

const ENDS_A_LINE = /[.!?:]\s*$/;
const STARTS_AN_ITEM =
  /^\s*(?:[-*] |\d+[.)] |\([a-z0-9]\) |\*\*[^*\n]{1,30}:\*\*|[A-Z][\w ]{0,24}: )/;

/** The source's wrapping undone: see Prose. */
function joinWrappedLines(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    const continues =
      previous !== undefined &&
      previous.trim() !== '' &&
      line.trim() !== '' &&
      !previous.trimEnd().endsWith(':') &&
      (/^[a-z]/.test(line) || (!ENDS_A_LINE.test(previous) && !STARTS_AN_ITEM.test(line)));
    if (continues) out[out.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
    else out.push(line);
  }
  return out.join('\n');
}

/** `backticks` as inline code and **stars** as bold. */
function inline(text: string): ReactNode[] {
  return text.split(/(`[^`\n]+`|\*\*[^*\n]+\*\*)/).map((part, i) =>
    part.length > 2 && part.startsWith('`') && part.endsWith('`') ? (
      <code
        key={i}
        className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-800 dark:bg-slate-800 dark:text-slate-100"
      >
        {part.slice(1, -1)}
      </code>
    ) : part.length > 4 && part.startsWith('**') && part.endsWith('**') ? (
      <strong key={i} className="font-semibold text-slate-800 dark:text-slate-100">
        {part.slice(2, -2)}
      </strong>
    ) : (
      part
    ),
  );
}

/** A labelled block of program text (Input, Output, Expected, Your output, Errors). */
export function LabelledPre({
  label,
  children,
  className,
}: {
  label: string;
  children: string;
  className?: string;
}) {
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs text-slate-600 dark:text-slate-400">{label}</p>
      <Pre className={className}>{children}</Pre>
    </div>
  );
}

/** The statement's worked examples: input, output and the explanation. */
export function ExampleList({
  examples,
}: {
  examples: ReadonlyArray<{ input: string; output: string; explanation: string }>;
}) {
  return (
    <ol className="space-y-4">
      {examples.map((example, i) => (
        <li
          key={i}
          className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        >
          <p className="text-sm font-semibold text-slate-800 dark:text-slate-100">
            Example {i + 1}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            <LabelledPre label="Input">{example.input}</LabelledPre>
            <LabelledPre label="Output">{example.output}</LabelledPre>
          </div>
          {example.explanation ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <span className="font-medium">Explanation: </span>
              {example.explanation}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** A statement's plain list: the constraints, a pseudocode problem's evaluation criteria. */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** Visible test cases: input and expected output side by side (stacked on phones). */
export function TestCaseList({
  tests,
  hiddenCount,
}: {
  tests: ReadonlyArray<{ input: string; expectedOutput: string }>;
  hiddenCount: number;
}) {
  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {tests.map((t, i) => (
          <li key={i} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <p className="text-sm font-semibold text-slate-800 dark:text-slate-100">Test {i + 1}</p>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              <LabelledPre label="Input">{t.input}</LabelledPre>
              <LabelledPre label="Expected output">{t.expectedOutput}</LabelledPre>
            </div>
          </li>
        ))}
      </ol>
      {hiddenCount > 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Plus {hiddenCount} hidden {hiddenCount === 1 ? 'test' : 'tests'} checked when you submit.
        </p>
      ) : null}
    </div>
  );
}
