import { LANGUAGE_IDS, LANGUAGE_LABELS, type LanguageId } from '@app/shared/languages';
import { cn } from '../../lib/cn';
import { inputClasses } from '../ui/text-field';
import type { useLanguageCode } from './use-language-code';

/** The ten-language selector above the editor of a coding problem. */
function LanguageSelect({
  value,
  onChange,
  disabled,
}: {
  value: LanguageId;
  onChange: (language: LanguageId) => void;
  disabled: boolean;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
      Language
      <select
        value={value}
        onChange={(event) => {
          const next = LANGUAGE_IDS.find((id) => id === event.target.value);
          if (next) onChange(next);
        }}
        disabled={disabled}
        className={cn(inputClasses, 'w-auto py-1.5')}
      >
        {LANGUAGE_IDS.map((id) => (
          <option key={id} value={id}>
            {LANGUAGE_LABELS[id]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The editor side of a ten-language problem for the problem workspace: its title, the selector and
 * the code; `disabled` while the answer is being submitted.
 */
export function languageEditorProps(editor: ReturnType<typeof useLanguageCode>, disabled: boolean) {
  return {
    editorTitle: 'Your Solution',
    languageControl: (
      <LanguageSelect
        value={editor.code.language}
        onChange={editor.chooseLanguage}
        disabled={disabled}
      />
    ),
    language: editor.code.language,
    source: editor.code.source,
    starterSource: editor.starterSource,
  };
}
