import type { TestType } from '@app/shared/constants';
import { LANGUAGE_LABELS, languageNamedIn } from '@app/shared/languages';

/**
 * Before a coding or debug test starts: the language its topic names, which the test will be in
 * (docs/decisions/043-problem-tests-on-a-language.md).
 */
export function LanguageNote({ type, topic }: { type: TestType; topic: string }) {
  const language = languageNamedIn(topic);
  if (!language || (type !== 'coding' && type !== 'debug')) return null;
  const label = LANGUAGE_LABELS[language];
  return (
    <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
      {type === 'coding'
        ? `Opens in ${label}: every coding problem here can be solved in all ten languages.`
        : `The code to fix will be in ${label}.`}
    </p>
  );
}
