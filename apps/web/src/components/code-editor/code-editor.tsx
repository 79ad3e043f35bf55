/**
 * Shared code editor (CodeMirror 6), loaded on demand so it never weighs on the landing page.
 *
 * Props:
 * - `value`       the code shown (controlled).
 * - `onChange`    called with the whole new text on every edit (not called when `readOnly`).
 * - `language`    a LanguageId from @app/shared/languages: picks the syntax highlighting.
 * - `readOnly`    optional; shows the code without letting the learner edit it.
 * - `aria-label`  required; the accessible name of the editing area (e.g. 'Fix the Code').
 * - `placeholder` optional text shown while the editor is empty.
 * - `minHeight`   optional CSS length, default '20rem'; the editor grows with its content up to
 *                 70% of the viewport, then scrolls.
 *
 * Follows the app's theme: a dark editor theme while `<html>` has the `dark` class.
 *
 * @example
 * <CodeEditor value={code} onChange={setCode} language="python3" aria-label="Your solution" />
 */
import { lazy, Suspense } from 'react';
import type { LanguageId } from '@app/shared/languages';
import { Spinner } from '../ui/spinner';

export type CodeEditorProps = {
  value: string;
  onChange: (value: string) => void;
  language: LanguageId;
  readOnly?: boolean;
  'aria-label': string;
  placeholder?: string;
  minHeight?: string;
};

const CodeMirrorEditor = lazy(async () => ({
  default: (await import('./code-mirror-editor')).CodeMirrorEditor,
}));

export function CodeEditor(props: CodeEditorProps) {
  const minHeight = props.minHeight ?? '20rem';
  return (
    <Suspense
      fallback={
        <div
          role="status"
          style={{ minHeight }}
          className="flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-slate-50 text-sm text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400"
        >
          <Spinner />
          Loading editor...
        </div>
      }
    >
      <CodeMirrorEditor {...props} minHeight={minHeight} />
    </Suspense>
  );
}
