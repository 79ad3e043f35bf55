import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { LanguageId } from '@app/shared/languages';

const C_BASE =
  'auto break case char const continue default do double else enum extern float for goto if int long register return short signed sizeof static struct switch typedef union unsigned void volatile while';
const JAVA_BASE =
  'abstract boolean break byte case catch char class continue default do double else enum extends final finally float for if implements import instanceof int interface long new package private protected public return short static super switch this throw throws try void while var true false null';
const PY =
  'and as assert break class continue def del elif else except False finally for from global if import in is lambda None nonlocal not or pass raise return True try while with yield print input len range int str float list dict set tuple enumerate zip map sorted sum min max abs open isinstance';

/** Keywords and everyday built-ins per language, offered next to the identifiers in the file. */
const LANGUAGE_KEYWORDS: Record<LanguageId, readonly string[]> = {
  javascript:
    'async await break case catch class const continue default delete do else export extends false finally for function if import in instanceof let new null return static super switch this throw true try typeof undefined var void while yield console log require process stdin Array Map Set Number String Math JSON parseInt'.split(
      ' ',
    ),
  python: PY.split(' '),
  python3: PY.split(' '),
  java: `${JAVA_BASE} String System out println Scanner Math List ArrayList HashMap Integer`.split(
    ' ',
  ),
  c: `${C_BASE} include define printf scanf malloc free NULL`.split(' '),
  cpp: `${C_BASE} bool catch class delete false friend inline namespace new nullptr operator private protected public template this throw true try using virtual std cout cin endl vector string map set include`.split(
    ' ',
  ),
  csharp:
    `${JAVA_BASE} bool decimal foreach in internal namespace object out override readonly ref sealed string using virtual Console WriteLine ReadLine`.split(
      ' ',
    ),
  go: 'break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var bool byte error false int int64 nil rune string true append len make fmt Println Scan bufio os'.split(
    ' ',
  ),
  rust: 'as break const continue crate else enum extern false fn for if impl in let loop match mod move mut pub ref return self Self static struct super trait true type unsafe use where while String Vec Option Some None Ok Err println std io usize i32 i64'.split(
    ' ',
  ),
  kotlin:
    'as break class continue do else false for fun if in interface is null object package return super this throw true try typealias val var when while Int Long String List readLine println listOf mutableListOf'.split(
      ' ',
    ),
};

/** A completion source with the language's keywords (identifiers come from completeAnyWord). */
export function keywordCompletions(language: LanguageId) {
  const options: Completion[] = LANGUAGE_KEYWORDS[language].map((label) => ({
    label,
    type: 'keyword',
  }));
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/\w+/);
    if (!word || (word.from === word.to && !context.explicit)) return null;
    return { from: word.from, options, validFor: /^\w*$/ };
  };
}
