/**
 * The everyday checks of real code, read as the words a rubric uses for them: `if not nums:` and
 * `arr.length === 0` say "the array is empty", `len(s) <= 1` "empty or a single character",
 * `n < 0` "negative", `cache.has(key)` "the key exists". A learner who pastes Python or JavaScript
 * handles an edge case with such a check and never writes the words (decision 052). Each idiom
 * gives a step the terms of its words, for the rubric match only: they make no step act and no
 * answer less off-topic.
 */

/**
 * A collection or string, named or not: `nums`, `self.items`, `word[1:]`, `data["rows"]`,
 * `items[i].price`, `getList().items`. It starts only where a name starts (not after a letter,
 * digit or `$`, nor after a dot that follows one of them or a dot), with at most four subscripts
 * of at most 60 characters: tried from inside names too, the patterns took time in the square of
 * a long word's length (a 20,000-letter answer held the event loop for 2 s).
 */
const SUBJECT = String.raw`(?<![\w$])(?<![\w$.]\.)[\w$][\w$.]*(?:\[[^\]\n]{0,60}\][\w$.]*){0,4}`;
/** The size of SUBJECT: `len(x)`, `x.length`, `x.size`, `x.size()`, `x.count`. */
const SIZE = String.raw`(?:\blen\s*\(\s*[^()\s][^()\n]*\)|${SUBJECT}\.(?:length|size|count)\b(?:\s*\(\s*\))?)`;
/** A number does not go on: `< 1` but not `< 10` or `< 1.5`. */
const END = String.raw`(?![\w.])`;

const EMPTY_WORDS = ['empty', 'is', 'length', '0', 'zero', 'list', 'array', 'string', 'input'];
const SINGLE_WORDS = ['single', 'one', '1', 'length', 'element', 'character', 'item', 'is'];

const IDIOMS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  // len(x) == 0, x.length === 0, x.size() < 1, x.length <= 0
  [new RegExp(String.raw`${SIZE}\s*(?:===?\s*0|<\s*1|<=\s*0)${END}`, 'i'), EMPTY_WORDS],
  // 0 == len(x)
  [new RegExp(String.raw`\b0\s*===?\s*${SIZE}`, 'i'), EMPTY_WORDS],
  // !x.length, !x.size
  [new RegExp(String.raw`!\s*${SUBJECT}\.(?:length|size)\b`, 'i'), EMPTY_WORDS],
  // x.isEmpty(), x.empty(), x.is_empty()
  [/\.(?:isEmpty|empty|is_empty)\s*\(\s*\)/i, EMPTY_WORDS],
  // Python: if not nums: / if not s or ...
  [
    new RegExp(String.raw`\b(?:if|or|and|return)\s+not\s+${SUBJECT}\s*(?::|\bor\b|\band\b|$)`, 'i'),
    EMPTY_WORDS,
  ],
  // x == [], s === '', d == {}
  [new RegExp(String.raw`${SUBJECT}\s*===?\s*(?:\[\s*\]|''|""|\{\s*\})`, 'i'), EMPTY_WORDS],
  // len(x) == 1, x.length === 1
  [new RegExp(String.raw`${SIZE}\s*===?\s*1${END}`, 'i'), SINGLE_WORDS],
  // len(x) <= 1, x.length < 2: empty or a single element
  [
    new RegExp(String.raw`${SIZE}\s*(?:<=\s*1|<\s*2)${END}`, 'i'),
    [...EMPTY_WORDS, ...SINGLE_WORDS],
  ],
  // n < 0, x <= 0
  [new RegExp(String.raw`${SUBJECT}\s*<\s*0${END}`, 'i'), ['negative', 'below', 'zero']],
  [new RegExp(String.raw`${SUBJECT}\s*<=\s*0${END}`, 'i'), ['negative', 'zero', '0']],
  // Pseudocode's IF a[i] = target: one = in a condition (before its THEN or :) compares
  [
    /^\s*(?:if|elif|else\s+if|while|until|when)\b(?:(?!\bthen\b)[^=:\n])*[^=!<>:+\-*/]=(?!=)/i,
    ['equal', 'equals', 'is'],
  ],
  // map.has(key), key in cache, obj.hasOwnProperty(k), map.containsKey(k)
  [
    /\.(?:has|hasOwnProperty|containsKey|contains|includes)\s*\(|\bhasOwn\s*\(|\bif\s+[\w$.[\]'"]+\s+in\s+[\w$]/i,
    ['exists', 'exist', 'already', 'contains', 'present'],
  ],
];

/** The words of the code idioms in one step's text. */
export function idiomWords(stepText: string): string[] {
  return IDIOMS.flatMap(([re, words]) => (re.test(stepText) ? words : []));
}
