/**
 * Text handling for the pseudocode grader: the answer becomes steps (one per line, sentence or
 * `;`-separated statement), each a sequence of tokens. Operators become words ("<=" is a token
 * that a rubric's "at most" also produces), camelCase and snake_case words also yield their parts,
 * and every token carries the terms it can match: its forms, their stems and synonym group ids.
 */
import { idiomWords } from './pseudocode-code-idioms';
import { NUMBER_WORDS, PHRASES, SYNONYM_GROUPS } from './pseudocode-lexicon';

export type TokenKind = 'word' | 'number' | 'operator';

export interface Token {
  readonly text: string;
  readonly kind: TokenKind;
  /** Everything this token can match: forms, stems, synonym ids (`~sort`), operator ids. */
  readonly terms: readonly string[];
}

export interface Step {
  readonly index: number;
  readonly text: string;
  readonly tokens: readonly Token[];
  /** Phrase ids found in the step ("at most" gives `<=`). */
  readonly phraseTerms: readonly string[];
  /** Leading spaces of its line (tabs count 4): a more indented step belongs to the block above. */
  readonly indent: number;
}

const SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ['ies', 'y'],
  ['ied', 'y'],
  ['sses', 'ss'],
  ['ing', ''],
  ['ed', ''],
  ['es', ''],
  ['ly', ''],
];

/** A light stemmer: sorted, sorting, sorts -> sort; values, value -> valu. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  const suffix = SUFFIXES.find(([s]) => w.endsWith(s) && w.length - s.length >= 3);
  if (suffix) w = w.slice(0, w.length - suffix[0].length) + suffix[1];
  else if (w.endsWith('s') && !w.endsWith('ss') && w.length >= 4) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

const GROUP_MEMBERS: ReadonlyArray<readonly [string, string]> = SYNONYM_GROUPS.flatMap((g) =>
  g.map((m) => [stem(m), `~${g[0]}`] as const),
);

/** The synonym group ids of a stem (prefix match for members of 4+ letters). */
export function groupsOf(wordStem: string): string[] {
  const out = new Set<string>();
  for (const [member, id] of GROUP_MEMBERS) {
    if (
      wordStem === member ||
      (member.length >= 4 && wordStem.startsWith(member) && wordStem.length - member.length <= 4)
    )
      out.add(id);
  }
  return [...out];
}

const OPERATOR_IDS: Readonly<Record<string, string>> = {
  '<=': '<=',
  '>=': '>=',
  '=<': '<=',
  '=>': '=>',
  '==': '==',
  '===': '==',
  '!=': '!=',
  '!==': '!=',
  '<>': '!=',
  '<': '<',
  '>': '>',
  '=': '=',
  ':=': '=',
  '<-': '=',
  '->': '->',
  '+=': '+=',
  '-=': '-=',
  '*=': '*=',
  '++': '+=',
  '--': '-=',
  '%': '%',
  '<<': '<<',
  '>>': '>>',
  '+': '+',
  '-': '-',
  '*': '*',
  '/': '/',
  '//': '/',
  '#': '#',
  '&': '&',
  '!': '!',
  '[]': '[]',
  '""': '""',
  "''": '""',
  '{}': '{}',
  '(': '(',
  '^': '^',
  '|': '|',
  '&&': 'and',
  '||': 'or',
  '?': '?',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '←': '=',
  '→': '->',
  '∞': 'infinity',
};

/** Words an operator also stands for, so "min <= width" meets a rubric's "less equal". */
const OPERATOR_WORDS: Readonly<Record<string, readonly string[]>> = {
  '<=': ['less', 'equal', 'most'],
  '>=': ['greater', 'equal', 'least'],
  '<': ['less'],
  '>': ['greater'],
  '==': ['equal', 'equals', 'is'],
  '!=': ['not', 'equal', 'differ'],
  '=': ['set', 'assign'],
  '+=': ['add', 'increment'],
  '-=': ['subtract', 'decrement'],
  '%': ['mod', 'modulo', 'remainder', 'wrap'],
  '<<': ['shift', 'left'],
  '>>': ['shift', 'right'],
  '#': ['hash'],
  '!': ['not', 'no'],
  '[]': ['empty'],
  '""': ['empty'],
  '{}': ['empty'],
  infinity: ['infinity'],
};

/** The terms of an operator or phrase id. */
export function idTerms(id: string): string[] {
  const words = OPERATOR_WORDS[id];
  return words ? [id, ...words.flatMap(wordTerms)] : wordTerms(id);
}

const TOKEN_RE =
  /[a-z_][a-z0-9_']*|\d+(?:\.\d+)?|<=|>=|=<|===|!==|==|!=|<>|<-|->|=>|:=|\+=|-=|\*=|\/\/|\+\+|--|<<|>>|&&|\|\||\[\]|""|''|\{\}|[<>=+\-*/%#&!(^|?≤≥≠←→∞]/g;

function splitCompound(raw: string): string[] {
  const parts = raw
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .split(' ')
    .filter((p) => p.length > 0);
  return parts.length > 1 ? parts : [];
}

function wordTerms(word: string): string[] {
  const s = stem(word);
  // Own keys only: "constructor" must not find Object.prototype.constructor.
  const number = Object.hasOwn(NUMBER_WORDS, word) ? NUMBER_WORDS[word] : undefined;
  return [word, s, ...groupsOf(s), ...(number ? [number] : [])];
}

function makeWordTokens(raw: string): Token[] {
  const lower = raw.toLowerCase().replace(/'/g, '');
  const parts = splitCompound(raw.replace(/'/g, ''));
  const whole: Token = {
    text: lower.replace(/_/g, ''),
    kind: 'word',
    terms: [...new Set([...wordTerms(lower.replace(/_/g, '')), ...parts.flatMap(wordTerms)])],
  };
  return [whole];
}

/** HTML tags become their name, conflict markers one word, the rest is tokenised. */
function prepare(text: string): string {
  return text
    .replace(/<\/?([a-z][a-z0-9]*)\s*\/?>/gi, ' $1 ')
    .replace(/([<>=])\1{3,}/g, ' marker ')
    .replace(/(\d),(\d{3})\b/g, '$1$2');
}

/** Tokens of a text, in order. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const prepared = prepare(text);
  const re = new RegExp(TOKEN_RE.source, 'gi');
  for (const m of prepared.matchAll(re)) {
    const raw = m[0];
    if (/^[a-z_]/i.test(raw)) out.push(...makeWordTokens(raw));
    // "4.5" also meets a wording's "4 5": decimals yield their parts.
    else if (/^\d/.test(raw))
      out.push({ text: raw, kind: 'number', terms: [...new Set([raw, ...raw.split('.')])] });
    else {
      const id = OPERATOR_IDS[raw];
      if (id) out.push({ text: raw, kind: 'operator', terms: idTerms(id) });
    }
  }
  return out;
}

const PHRASE_TOKENS: ReadonlyArray<readonly [readonly string[], string]> = PHRASES.map(
  ([p, id]) => [p.split(' '), id] as const,
);

/** Phrase ids ("at most" -> "<=") found in a token sequence, with the spans they cover. */
export function findPhrases(
  tokens: readonly Token[],
): Array<{ id: string; start: number; end: number }> {
  const found: Array<{ id: string; start: number; end: number }> = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const [words, id] of PHRASE_TOKENS) {
      if (words.every((w, k) => tokens[i + k]?.text === w))
        found.push({ id, start: i, end: i + words.length });
    }
  }
  return found;
}

function phraseTermsOf(tokens: readonly Token[]): string[] {
  return findPhrases(tokens).flatMap((p) => idTerms(p.id));
}

const LOOP_HEADS: ReadonlySet<string> = new Set([
  'for',
  'foreach',
  'while',
  'repeat',
  'until',
  'loop',
]);

const NUMBERING = /^\s*(?:step\s*\d+\s*[:.)-]?|\d+\s*[.):-]|[-*•]|#+)\s*/i;

const MARKER = /^(\s*)(?:(?:step\s*\d+\s*[:.)-]?|\d+\s*[.):-]|[-*•]|#+)(\s*))?/i;

/** The indent of a line; spaces after a step number beyond the first also count ("2.    body"). */
function indentOf(line: string): number {
  const m = MARKER.exec(line.replace(/\t/g, '    '));
  return (m?.[1]?.length ?? 0) + Math.max(0, (m?.[2]?.length ?? 1) - 1);
}

/** Lines, then sentences (". " before a capital) and `;`-separated statements, with their line's indent. */
function stepTexts(answer: string): Array<{ text: string; indent: number }> {
  const out: Array<{ text: string; indent: number }> = [];
  for (const line of answer.split(/\r?\n/)) {
    const body = line.replace(NUMBERING, '');
    const indent = indentOf(line);
    for (const part of body.split(/;\s+|(?<=[a-z0-9)"'\]])[.!?]\s+(?=[A-Z])/))
      if (part.trim().length > 0) out.push({ text: part.trim(), indent });
  }
  return out;
}

/**
 * Steps of an answer that are graded: the longest model or corpus answer has 16, and matching the
 * rubric costs time in proportion to them (10,000 one-word lines took a third of a second).
 */
export const MAX_STEPS = 200;

/** A step of the given text and tokens, with the terms of its phrases and code idioms. */
function stepOf(index: number, text: string, tokens: readonly Token[], indent: number): Step {
  // A step that opens with FOR / WHILE / REPEAT is a loop whatever words it uses.
  const loop = LOOP_HEADS.has(tokens[0]?.text ?? '') ? ['~loop'] : [];
  const idioms = idiomWords(text).flatMap(idTerms);
  return {
    index,
    text,
    tokens,
    phraseTerms: [...phraseTermsOf(tokens), ...loop, ...idioms],
    indent,
  };
}

/** The same step with fewer tokens (the words it copied left out, pseudocode-copied). */
export const withTokens = (step: Step, tokens: readonly Token[]): Step =>
  stepOf(step.index, step.text, tokens, step.indent);

/** The steps of an answer (the first MAX_STEPS). */
export function toSteps(answer: string): Step[] {
  return stepTexts(answer)
    .slice(0, MAX_STEPS)
    .map(({ text, indent }, index) => stepOf(index, text, tokenize(text), indent));
}

/** A rubric wording as keywords: phrases become one keyword, each keyword a set of accepted terms. */
export function wordingKeywords(wording: string): string[][] {
  const tokens = tokenize(wording);
  const phrases = findPhrases(tokens);
  const keywords: string[][] = [];
  for (let i = 0; i < tokens.length; i++) {
    const p = phrases.find((x) => x.start === i);
    if (p) {
      keywords.push(OPERATOR_WORDS[p.id] ? [p.id] : wordTerms(p.id));
      i = p.end - 1;
      continue;
    }
    const t = tokens[i];
    if (t) keywords.push(t.kind === 'operator' ? t.terms.slice(0, 1) : [...t.terms]);
  }
  return keywords;
}
