/**
 * Shared code editor (CodeMirror 6), loaded on demand so it never weighs on the landing page.
 *
 * Props:
 * - `value`       the code shown (controlled).
 * - `onChange`    called with the whole new text on every edit (not called when `readOnly`).
 * - `language`    a LanguageId from @app/shared/languages: highlighting, indentation, keywords.
 * - `readOnly`    optional; shows the code without letting the learner edit it.
 * - `aria-label`  required; the accessible name of the editing area (e.g. 'Fix the Code').
 * - `placeholder` optional text shown while the editor is empty.
 * - `minHeight`   optional CSS length, default '20rem'; the editor grows with its content up to
 *                 70% of the viewport, then scrolls. Ignored with `fill`.
 * - `fill`        optional; the editor takes its parent's whole height (the problem workspace).
 * - `lineWrap`    optional; long lines wrap instead of scrolling sideways.
 * - `diagnostics` optional; lines to mark (compile errors), from `parseDiagnostics`.
 * - `onRun`, `onSubmit` optional; Ctrl/Cmd+Enter and Ctrl/Cmd+Shift+Enter while typing.
 *
 * Autocompletion offers the language's keywords and the words already in the file.
 * Follows the app's theme: a dark editor theme while `<html>` has the `dark` class.
 *
 * @example
 * <CodeEditor value={code} onChange={setCode} language="python3" aria-label="Your solution" />
 */
import { lazy, Suspense } from 'react';
import type { LanguageId } from '@app/shared/languages';
import { Spinner } from '../ui/spinner';
import type { CodeDiagnostic } from './compile-diagnostics';

export type CodeEditorProps = {
  value: string;
  onChange: (value: string) => void;
  language: LanguageId;
  readOnly?: boolean;
  'aria-label': string;
  placeholder?: string;
  minHeight?: string;
  fill?: boolean;
  lineWrap?: boolean;
  diagnostics?: readonly CodeDiagnostic[];
  onRun?: () => void;
  onSubmit?: () => void;
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
          style={props.fill ? undefined : { minHeight }}
          className="flex h-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-slate-50 text-sm text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400"
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
