import type { ComponentProps } from 'react';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import ReactMarkdown, { type Components } from 'react-markdown';
// Type-only: remark-parse (react-markdown's parser) declares `micromarkExtensions` on Data.
import type {} from 'remark-parse';
import type { Processor } from 'unified';
import { cn } from '../../lib/cn';

/**
 * The one Markdown renderer of the app: lessons, and the text of questions, options and
 * explanations (docs/decisions/019-pages-and-markdown.md).
 *
 * - `lesson`: full CommonMark (headings, lists, links, quotes, code) and GFM tables.
 * - `text`: question and explanation prose. Only code is Markdown here: `inline code` and
 *   ``` fenced blocks ```. Everything else stays as written, so `__init__`, `a * b`, `<ul>`, `# x`
 *   or `1. step` in a question are shown exactly, never turned into bold, lists or dropped tags.
 * - `option`: like `text`, rendered with phrasing elements only (it sits inside a radio's
 *   <label>), code blocks wrap instead of scrolling so no scroll region sits inside a label.
 */
export type MarkdownVariant = 'lesson' | 'text' | 'option';

/** Every micromark construct but code, paragraphs and line endings (see `text` above). */
const NON_CODE_CONSTRUCTS = [
  'attention',
  'autolink',
  'blockQuote',
  'characterEscape',
  'characterReference',
  'codeIndented',
  'definition',
  'hardBreakEscape',
  'headingAtx',
  'htmlFlow',
  'htmlText',
  'labelEnd',
  'labelStartImage',
  'labelStartLink',
  'list',
  'setextUnderline',
  'thematicBreak',
];

/** remark plugin: parse only fenced and inline code; the rest is literal text. */
function remarkCodeOnly(this: Processor) {
  const data = this.data();
  data.micromarkExtensions = [
    ...(data.micromarkExtensions ?? []),
    { disable: { null: NON_CODE_CONSTRUCTS } },
  ];
}

/** remark plugin: GFM pipe tables, without the rest of GFM (autolinks, footnotes, task lists). */
function remarkTables(this: Processor) {
  const data = this.data();
  data.micromarkExtensions = [...(data.micromarkExtensions ?? []), gfmTable()];
  data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), gfmTableFromMarkdown()];
}

const CODE_BLOCK =
  'my-3 rounded-xl border border-slate-800 bg-slate-950 p-4 font-mono text-[13px] font-normal leading-relaxed text-slate-100 dark:border-slate-700';
const INLINE_CODE =
  'rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] font-normal break-words text-rose-700 dark:bg-slate-800 dark:text-rose-300';

function isBlockCode(className: string | undefined, children: unknown): boolean {
  return /language-/.test(className ?? '') || String(children).includes('\n');
}

/** A scrollable code block; focusable so a keyboard can scroll it (WCAG 2.1.1). */
function CodeBlock({ children, className: _c, ...props }: ComponentProps<'pre'>) {
  return (
    <pre
      {...props}
      tabIndex={0}
      className={cn(
        CODE_BLOCK,
        'overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
      )}
    >
      {children}
    </pre>
  );
}

function Code({ className, children, ...props }: ComponentProps<'code'>) {
  const language = /language-([\w+#-]+)/.exec(className ?? '')?.[1];
  return (
    <code
      {...props}
      className={isBlockCode(className, children) ? 'block whitespace-pre' : INLINE_CODE}
      data-language={language}
    >
      {children}
    </code>
  );
}

/** Inside a <label>: a block of code as a wrapping span, inline code as usual. */
function OptionCode({ className, ...props }: ComponentProps<'code'>) {
  return isBlockCode(className, props.children) ? (
    <code {...props} className={cn(CODE_BLOCK, 'my-1 block p-2 break-all whitespace-pre-wrap')} />
  ) : (
    <Code {...props} className={className} />
  );
}

const lessonComponents: Components = {
  // Headings and links pass `children` explicitly so jsx-a11y can see they have content.
  h1: ({ node: _n, children, ...props }) => (
    <h3 className="mt-6 mb-2 text-xl font-bold text-slate-900 dark:text-white" {...props}>
      {children}
    </h3>
  ),
  h2: ({ node: _n, children, ...props }) => (
    <h3
      className="mt-6 mb-2 text-lg font-bold text-slate-900 first:mt-0 dark:text-white"
      {...props}
    >
      {children}
    </h3>
  ),
  h3: ({ node: _n, children, ...props }) => (
    <h4 className="mt-5 mb-2 font-semibold text-slate-900 dark:text-white" {...props}>
      {children}
    </h4>
  ),
  h4: ({ node: _n, children, ...props }) => (
    <h5 className="mt-4 mb-1 font-semibold text-slate-900 dark:text-white" {...props}>
      {children}
    </h5>
  ),
  p: ({ node: _n, ...props }) => <p className="my-3 leading-relaxed" {...props} />,
  ul: ({ node: _n, ...props }) => <ul className="my-3 list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _n, ...props }) => <ol className="my-3 list-decimal space-y-1 pl-6" {...props} />,
  a: ({ node: _n, children, ...props }) => (
    <a
      className="font-medium text-brand-700 underline dark:text-brand-300"
      target="_blank"
      rel="noreferrer"
      {...props}
    >
      {children}
    </a>
  ),
  blockquote: ({ node: _n, ...props }) => (
    <blockquote
      className="my-4 border-l-4 border-brand-300 pl-4 text-slate-600 italic dark:border-brand-700 dark:text-slate-400"
      {...props}
    />
  ),
  strong: ({ node: _n, ...props }) => (
    <strong className="font-semibold text-slate-900 dark:text-white" {...props} />
  ),
  hr: () => <hr className="my-6 border-slate-200 dark:border-slate-700" />,
  // A wide table scrolls on its own at phone width; focusable so a keyboard can scroll it.
  table: ({ node: _n, ...props }) => (
    <div
      className="my-4 overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700"
      role="region"
      aria-label="Table"
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: ({ node: _n, ...props }) => (
    <th
      className="border-b border-slate-200 bg-slate-50 px-3 py-2 font-semibold text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-white"
      {...props}
    />
  ),
  td: ({ node: _n, ...props }) => (
    <td
      className="border-b border-slate-100 px-3 py-2 align-top dark:border-slate-800"
      {...props}
    />
  ),
  pre: ({ node: _n, ...props }) => <CodeBlock {...props} />,
  code: ({ node: _n, ...props }) => <Code {...props} />,
};

const textComponents: Components = {
  // Line breaks inside a paragraph are kept as written.
  p: ({ node: _n, ...props }) => (
    <p className="my-2 whitespace-pre-wrap first:mt-0 last:mb-0" {...props} />
  ),
  pre: ({ node: _n, ...props }) => <CodeBlock {...props} />,
  code: ({ node: _n, ...props }) => <Code {...props} />,
};

const optionComponents: Components = {
  // Inline, so a letter before the option ("A. ") stays on its line.
  p: ({ node: _n, ...props }) => <span className="whitespace-pre-wrap" {...props} />,
  pre: ({ node: _n, children }) => <span className="block">{children}</span>,
  code: ({ node: _n, ...props }) => <OptionCode {...props} />,
};

const COMPONENTS: Record<MarkdownVariant, Components> = {
  lesson: lessonComponents,
  text: textComponents,
  option: optionComponents,
};

const CODE_ONLY = [remarkCodeOnly];
const LESSON = [remarkTables];

/** Renders `markdown` per its variant; raw HTML is never rendered as HTML. */
export function Markdown({
  markdown,
  variant = 'text',
  className,
}: {
  markdown: string;
  variant?: MarkdownVariant;
  className?: string;
}) {
  const Wrapper = variant === 'option' ? 'span' : 'div';
  return (
    <Wrapper className={cn('min-w-0 break-words', className)}>
      <ReactMarkdown
        components={COMPONENTS[variant]}
        remarkPlugins={variant === 'lesson' ? LESSON : CODE_ONLY}
        skipHtml={variant === 'lesson'}
      >
        {markdown}
      </ReactMarkdown>
    </Wrapper>
  );
}
