import { use, useMemo } from 'react';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import type { CodeEditorProps } from './code-editor';
import { languageSupport } from './language-support';
import { useDarkMode } from './use-dark-mode';

/**
 * The CodeMirror 6 editor behind `CodeEditor` (its own chunk: import `CodeEditor`, not this).
 * Long lines scroll sideways rather than wrap, so indentation stays readable on phones.
 */
export function CodeMirrorEditor({
  value,
  onChange,
  language,
  readOnly = false,
  'aria-label': ariaLabel,
  placeholder,
  minHeight = '20rem',
}: CodeEditorProps) {
  const languageExtension = use(languageSupport(language));
  const dark = useDarkMode();
  const extensions = useMemo(
    () => [languageExtension, EditorView.contentAttributes.of({ 'aria-label': ariaLabel })],
    [languageExtension, ariaLabel],
  );

  return (
    <div className="overflow-hidden rounded-lg border border-slate-300 text-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 dark:border-slate-700">
      <CodeMirror
        value={value}
        onChange={(next) => {
          if (!readOnly) onChange(next);
        }}
        extensions={extensions}
        theme={dark ? 'dark' : 'light'}
        readOnly={readOnly}
        placeholder={placeholder}
        editable={!readOnly}
        minHeight={minHeight}
        maxHeight="70vh"
        basicSetup={{ tabSize: 4, highlightActiveLine: !readOnly, autocompletion: false }}
      />
    </div>
  );
}
