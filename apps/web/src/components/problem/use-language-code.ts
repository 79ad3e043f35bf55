import { useState } from 'react';
import { starterCode, type LanguageId } from '@app/shared/languages';
import type { CodingProblemView } from '@app/shared/tests.schemas';

export type LanguageCode = { language: LanguageId; source: string };

/**
 * The code of a ten-language problem (practice coding tests and chapter coding levels): it starts
 * from what was saved, else the default language's starter. Choosing another language puts its
 * starter in; when the code was edited it asks first (`switchTo` names the language to confirm).
 * `onChange` hears every change, to save it.
 */
export function useLanguageCode(
  problem: Pick<CodingProblemView, 'starterCode' | 'defaultLanguage'>,
  saved: LanguageCode | null,
  onChange: (code: LanguageCode) => void,
) {
  const starter = (language: LanguageId) => problem.starterCode[language] ?? starterCode(language);
  const [code, setCode] = useState(
    () => saved ?? { language: problem.defaultLanguage, source: starter(problem.defaultLanguage) },
  );
  const [switchTo, setSwitchTo] = useState<LanguageId | null>(null);

  function update(next: LanguageCode) {
    setCode(next);
    onChange(next);
  }

  function chooseLanguage(language: LanguageId) {
    if (language === code.language) return;
    if (code.source.trim() !== '' && code.source !== starter(code.language)) setSwitchTo(language);
    else update({ language, source: starter(language) });
  }

  return {
    code,
    starterSource: starter(code.language),
    setSource: (source: string) => update({ language: code.language, source }),
    chooseLanguage,
    switchTo,
    confirmSwitch: () => {
      if (switchTo) update({ language: switchTo, source: starter(switchTo) });
      setSwitchTo(null);
    },
    cancelSwitch: () => setSwitchTo(null),
  };
}
