import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';

function CodeBlock({ children, ...props }: ComponentProps<'pre'>) {
  return (
    <pre
      {...props}
      className="my-4 overflow-x-auto rounded-xl border border-slate-800 bg-slate-950 p-4 font-mono text-[13px] leading-relaxed text-slate-100 dark:border-slate-700"
    >
      {children}
    </pre>
  );
}

function Code({ className, children, ...props }: ComponentProps<'code'>) {
  // Fenced blocks carry `language-xxx`; the <pre> around them does the styling.
  const language = /language-([\w+#-]+)/.exec(className ?? '')?.[1];
  if (language || String(children).includes('\n')) {
    return (
      <code {...props} className="block whitespace-pre" data-language={language}>
        {children}
      </code>
    );
  }
  return (
    <code
      {...props}
      className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.85em] text-rose-700 dark:bg-slate-800 dark:text-rose-300"
    >
      {children}
    </code>
  );
}

const components: Components = {
  h1: ({ node: _n, ...props }) => (
    <h3 className="mt-6 mb-2 text-xl font-bold text-slate-900 dark:text-white" {...props} />
  ),
  h2: ({ node: _n, ...props }) => (
    <h3
      className="mt-6 mb-2 text-lg font-bold text-slate-900 first:mt-0 dark:text-white"
      {...props}
    />
  ),
  h3: ({ node: _n, ...props }) => (
    <h4 className="mt-5 mb-2 font-semibold text-slate-900 dark:text-white" {...props} />
  ),
  h4: ({ node: _n, ...props }) => (
    <h5 className="mt-4 mb-1 font-semibold text-slate-900 dark:text-white" {...props} />
  ),
  p: ({ node: _n, ...props }) => <p className="my-3 leading-relaxed" {...props} />,
  ul: ({ node: _n, ...props }) => <ul className="my-3 list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _n, ...props }) => <ol className="my-3 list-decimal space-y-1 pl-6" {...props} />,
  a: ({ node: _n, ...props }) => (
    <a
      className="font-medium text-brand-700 underline dark:text-brand-300"
      target="_blank"
      rel="noreferrer"
      {...props}
    />
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
  pre: ({ node: _n, ...props }) => <CodeBlock {...props} />,
  code: ({ node: _n, ...props }) => <Code {...props} />,
};

/** A level's Markdown lesson (its own chunk: react-markdown loads only when a lesson opens). */
export function LessonMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className="text-[15px] break-words text-slate-700 dark:text-slate-300">
      <Markdown components={components} skipHtml>
        {markdown}
      </Markdown>
    </div>
  );
}
