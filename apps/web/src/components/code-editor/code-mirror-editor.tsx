import { use, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { completeAnyWord } from '@codemirror/autocomplete';
import { indentUnit } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState, Prec, type Text } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import type { LanguageId } from '@app/shared/languages';
import { cn } from '../../lib/cn';
import type { CodeEditorProps } from './code-editor';
import type { CodeDiagnostic } from './compile-diagnostics';
import { keywordCompletions } from './language-keywords';
import { languageSupport } from './language-support';
import { useDarkMode } from './use-dark-mode';
import { darkEditorTheme, focusableEditor, lightEditorTheme } from './editor-themes';
import { wrappedLineIndent } from './wrapped-line-indent';

/** Indentation per language: Go's gofmt uses tabs, the rest four spaces (two in JavaScript). */
const INDENT: Record<LanguageId, string> = {
  javascript: '  ',
  python: '    ',
  python3: '    ',
  java: '    ',
  c: '    ',
  cpp: '    ',
  csharp: '    ',
  go: '\t',
  rust: '    ',
  kotlin: '    ',
};

/**
 * CodeMirror's basic setup. Autocompletion stays on in a read-only editor (it cannot accept a
 * completion there): the editor turns read-only after a submit, and removing the extension while
 * its blur timer was pending threw "Field is not present in this state". No tabSize: it would set
 * a four-space indent unit ahead of INDENT.
 */
const BASIC_SETUP = { highlightActiveLine: true };
const READ_ONLY_SETUP = { highlightActiveLine: false };

/**
 * The keys that open completions (Ctrl-Space, Alt-` on a Mac). Autocompletion brings its own
 * keymap at the highest precedence ahead of ours, so a read-only editor stops them before they reach
 * it: it could not accept a completion.
 */
const opensCompletion = (e: KeyboardEvent<HTMLDivElement>) =>
  (e.ctrlKey && (e.key === ' ' || e.code === 'Space')) || (e.altKey && e.key === '`');

function toCodeMirror(doc: Text, diagnostics: readonly CodeDiagnostic[]): Diagnostic[] {
  return diagnostics
    .filter((d) => d.line >= 1 && d.line <= doc.lines)
    .map((d) => {
      const line = doc.line(d.line);
      const from = d.column ? Math.min(line.from + d.column - 1, line.to) : line.from;
      return {
        from,
        to: line.to,
        severity: 'error',
        message: d.message || 'Error',
        source: 'compiler',
      };
    });
}

/**
 * The CodeMirror 6 editor behind `CodeEditor` (its own chunk: import `CodeEditor`, not this).
 * Long lines scroll sideways unless `lineWrap`, so indentation stays readable on phones.
 */
export function CodeMirrorEditor({
  value,
  onChange,
  language,
  readOnly = false,
  'aria-label': ariaLabel,
  placeholder,
  minHeight = '20rem',
  fill = false,
  lineWrap = false,
  diagnostics,
  onRun,
  onSubmit,
}: CodeEditorProps) {
  const languageExtension = use(languageSupport(language));
  const dark = useDarkMode();
  const view = useRef<EditorView | null>(null);
  // The shortcuts read the latest handlers without rebuilding the editor's extensions.
  const handlers = useRef({ onRun, onSubmit });
  useEffect(() => {
    handlers.current = { onRun, onSubmit };
  });

  const extensions = useMemo(
    () => [
      languageExtension,
      EditorView.contentAttributes.of({ 'aria-label': ariaLabel }),
      // Ahead of any indent unit an extension brings along.
      Prec.high(indentUnit.of(INDENT[language])),
      EditorState.languageData.of(() => [
        { autocomplete: completeAnyWord },
        { autocomplete: keywordCompletions(language) },
      ]),
      Prec.highest(
        keymap.of([
          {
            key: 'Mod-Enter',
            run: () => {
              handlers.current.onRun?.();
              return handlers.current.onRun !== undefined;
            },
          },
          {
            key: 'Mod-Shift-Enter',
            run: () => {
              handlers.current.onSubmit?.();
              return handlers.current.onSubmit !== undefined;
            },
          },
        ]),
      ),
      lintGutter(),
      focusableEditor,
      ...(lineWrap ? [EditorView.lineWrapping, wrappedLineIndent] : []),
    ],
    [languageExtension, ariaLabel, language, lineWrap],
  );

  // Compile errors go onto their lines; an edit or a clean run clears them (an empty list).
  useEffect(() => {
    const v = view.current;
    if (!v) return;
    v.dispatch(setDiagnostics(v.state, toCodeMirror(v.state.doc, diagnostics ?? [])));
  }, [diagnostics]);

  return (
    <div
      onKeyDownCapture={(e) => {
        if (readOnly && opensCompletion(e)) {
          e.preventDefault();
          e.stopPropagation();
        }
      }}
      className={cn(
        'overflow-hidden rounded-lg border border-slate-300 text-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 dark:border-slate-700',
        fill && 'h-full',
      )}
    >
      <CodeMirror
        value={value}
        onChange={(next) => {
          if (!readOnly) onChange(next);
        }}
        onCreateEditor={(created) => {
          view.current = created;
          if (diagnostics?.length)
            created.dispatch(
              setDiagnostics(created.state, toCodeMirror(created.state.doc, diagnostics)),
            );
        }}
        extensions={extensions}
        theme={dark ? darkEditorTheme : lightEditorTheme}
        readOnly={readOnly}
        placeholder={placeholder}
        editable={!readOnly}
        className={fill ? 'h-full' : undefined}
        height={fill ? '100%' : undefined}
        minHeight={fill ? undefined : minHeight}
        maxHeight={fill ? undefined : '70vh'}
        basicSetup={readOnly ? READ_ONLY_SETUP : BASIC_SETUP}
      />
    </div>
  );
}
