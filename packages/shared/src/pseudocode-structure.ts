/**
 * The rubric-free structure check of a pseudocode answer: does it read as steps that do
 * something (verbs, operators, conditions, loops that say over what), in the learner's own words?
 * It flags non-answers (empty, the statement pasted back, a bag of the problem's or the rubric's
 * words, a list of keywords without verbs) and gives a clarity score. The rubric grader and the
 * guard on AI grades both use it.
 */
import {
  ACTION_VERBS,
  CONTROL_WORDS,
  FUNCTION_WORDS,
  LOOP_RANGE_WORDS,
  LOOP_WORDS,
  OUTPUT_WORDS,
  PREDICATE_WORDS,
} from './pseudocode-lexicon';
import { copiedRunShare, statementRuns } from './pseudocode-copied';
import { stem, tokenize, toSteps, type Step, type Token } from './pseudocode-text';

export type AnswerVerdict = 'answer' | 'empty' | 'copied' | 'not-own-words' | 'word-list';

export interface StructureReport {
  readonly verdict: AnswerVerdict;
  /** Why a non-answer was flagged, for the feedback. */
  readonly reason: string;
  readonly steps: readonly Step[];
  /** Per step: does it do something (verb, operator, call, condition, bounded loop)? */
  readonly acting: readonly boolean[];
  readonly wordCount: number;
  readonly verblessShare: number;
  readonly glueShare: number;
  readonly novelty: number;
  /** Share of steps that read as instructions (open with a verb, keyword or assignment, and act). */
  readonly instructionShare: number;
  readonly copiedShare: number;
  /** Share of its words in runs of 4 or more that a line of the statement holds (pseudocode-copied). */
  readonly copiedRunShare: number;
  readonly clarity: number;
}

/** What the learner saw: the statement, and optionally the rubric wordings the grader matches. */
export interface StructureContext {
  readonly statement: string;
  readonly rubricWordings?: readonly string[];
}

export const MIN_WORDS = 4;
export const COPIED_SHARE = 0.5;
/**
 * From this share of words in runs copied from the statement's lines, an answer is a copy: the
 * right answers of the fixtures reach 0.25, the statement wrapped in generic steps 0.26-0.56.
 */
export const COPIED_RUN_SHARE = 0.27;
/** Under this share of own words an answer is a bag of the problem's words... */
export const MIN_NOVELTY = 0.12;
/** ...unless it has some (FLOOR_NOVELTY) and reads as instructions (WELL_FORMED of its steps). */
export const FLOOR_NOVELTY = 0.03;
export const WELL_FORMED = 0.6;
export const MIN_GLUE = 0.12;
export const MAX_VERBLESS = 0.5;

const ACTION_STEMS: ReadonlySet<string> = new Set(ACTION_VERBS.map(stem));
const ACTION_OPERATORS: ReadonlySet<string> = new Set([
  '=',
  '==',
  '!=',
  '<=',
  '>=',
  '<',
  '>',
  '+=',
  '-=',
  '*=',
  '->',
  '=>',
  '%',
  '<<',
  '>>',
  '*',
  '+',
]);
const CONDITION_WORDS: ReadonlySet<string> = new Set([
  'if',
  'while',
  'until',
  'when',
  'unless',
  'elif',
  'elseif',
]);

const isWord = (t: Token) => t.kind === 'word';
const hasOperator = (s: Step) =>
  s.tokens.some((t) => t.kind === 'operator' && ACTION_OPERATORS.has(t.terms[0] ?? ''));
/**
 * A name followed by `(`. Each run of name characters is tried once, from its start (the
 * lookbehind): an unanchored `[a-z_][a-z0-9_.]*\(` tried again from every letter of a long word with
 * no `(`, quadratic in its length (a 20,000-letter answer held the event loop for a second).
 */
const CALL_RE = /(?<![a-z0-9_.])[a-z0-9_.]+\(/gi;
const hasCall = (s: Step) => [...s.text.matchAll(CALL_RE)].some((m) => /[a-z_]/i.test(m[0]));
const hasVerb = (s: Step) =>
  s.tokens.some((t) => isWord(t) && !FUNCTION_WORDS.has(t.text) && ACTION_STEMS.has(stem(t.text)));

function conditionHasPredicate(s: Step): boolean {
  const i = s.tokens.findIndex((t) => CONDITION_WORDS.has(t.text));
  if (i < 0) return false;
  return s.tokens
    .slice(i + 1)
    .some((t) => PREDICATE_WORDS.has(t.text) || t.kind === 'operator' || t.kind === 'number');
}

function loopSaysOverWhat(s: Step): boolean {
  const i = s.tokens.findIndex((t) => LOOP_WORDS.has(t.text));
  if (i < 0) return true;
  const rest = s.tokens.slice(i + 1);
  return (
    rest.length >= 2 &&
    rest.some((t) => LOOP_RANGE_WORDS.has(t.text) || t.kind === 'operator' || t.kind === 'number')
  );
}

/** A step does something: an action verb, an operator, a call, a real condition or a bounded loop. */
export function stepActs(s: Step): boolean {
  const words = s.tokens.filter(isWord);
  if (words.length === 0) return hasOperator(s);
  const isLoop = s.tokens.some((t) => LOOP_WORDS.has(t.text));
  return (
    hasOperator(s) ||
    hasCall(s) ||
    hasVerb(s) ||
    conditionHasPredicate(s) ||
    (isLoop && loopSaysOverWhat(s))
  );
}

function trigrams(list: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 2 < list.length; i++) out.push(`${list[i]} ${list[i + 1]} ${list[i + 2]}`);
  return out;
}

/** Share of the answer's word trigrams found verbatim in the statement. */
function copiedShareOf(answer: readonly string[], statement: readonly string[]): number {
  const mine = trigrams(answer);
  if (mine.length === 0) return 0;
  const theirs = new Set(trigrams(statement));
  return mine.filter((t) => theirs.has(t)).length / mine.length;
}

/** Share of the answer's words and operators that neither the statement nor the rubric wordings contain. */
function noveltyOf(tokens: readonly Token[], known: ReadonlySet<string>): number {
  const counted = tokens.filter((t) => t.kind !== 'number' && !CONTROL_WORDS.has(t.text));
  if (counted.length === 0) return 0;
  const novel = counted.filter(
    (t) => !known.has(t.text) && !(t.kind === 'word' && known.has(stem(t.text))),
  );
  return novel.length / counted.length;
}

const startsLikeAStep = (s: Step) => {
  const first = s.tokens[0];
  if (!first) return false;
  if (CONTROL_WORDS.has(first.text) || ACTION_STEMS.has(stem(first.text))) return true;
  const second = s.tokens[1];
  return second?.kind === 'operator' && ['=', '(', '+=', '-='].includes(second.terms[0] ?? '');
};

/** Share of steps that read as instructions: they open with a verb, a keyword or an assignment, and act. */
function instructionShareOf(steps: readonly Step[], acting: readonly boolean[]): number {
  if (steps.length === 0) return 0;
  return steps.filter((s, i) => acting[i] === true && startsLikeAStep(s)).length / steps.length;
}

function knownVocabulary(ctx: StructureContext): Set<string> {
  const known = new Set<string>();
  for (const t of tokenize([ctx.statement, ...(ctx.rubricWordings ?? [])].join('\n'))) {
    known.add(t.text);
    if (t.kind === 'word') known.add(stem(t.text));
    // '>=' in the statement also makes its '>' and '=' known: a bag of its words may split it.
    else if (t.kind === 'operator') for (const c of t.text) known.add(c);
  }
  return known;
}

function clarityOf(steps: readonly Step[], acting: readonly boolean[], wordCount: number): number {
  if (wordCount === 0) return 0;
  const actShare = acting.filter(Boolean).length / Math.max(1, acting.length);
  const tokens = steps.flatMap((s) => s.tokens);
  const control = steps.some((s) =>
    s.tokens.some((t) => CONTROL_WORDS.has(t.text) || LOOP_WORDS.has(t.text)),
  );
  const loopsOk = steps.every(loopSaysOverWhat);
  const output = tokens.some((t) => OUTPUT_WORDS.has(t.text));
  let clarity = 0;
  if (steps.length >= 3) clarity += 2;
  else if (steps.length === 2) clarity += 1;
  if (control) clarity += 2;
  clarity += actShare >= 0.8 ? 2 : actShare >= 0.6 ? 1 : 0;
  if (output) clarity += 2;
  if (loopsOk) clarity += 1;
  if (wordCount >= 12 && wordCount <= 700) clarity += 1;
  return Math.min(10, clarity);
}

function verdictOf(
  r: Omit<StructureReport, 'verdict' | 'reason' | 'clarity'>,
): [AnswerVerdict, string] {
  if (r.wordCount < MIN_WORDS)
    return ['empty', 'The answer is too short to describe an algorithm.'];
  if (r.copiedShare >= COPIED_SHARE || r.copiedRunShare >= COPIED_RUN_SHARE)
    return [
      'copied',
      'The answer mostly repeats the problem statement; it does not describe an algorithm.',
    ];
  if (r.novelty < FLOOR_NOVELTY || (r.novelty < MIN_NOVELTY && r.instructionShare < WELL_FORMED))
    return [
      'not-own-words',
      'The answer only reuses words of the problem or the grading criteria; describe the steps in your own words.',
    ];
  if (r.glueShare < MIN_GLUE && r.verblessShare >= MAX_VERBLESS)
    return [
      'word-list',
      'The answer is a list of keywords, not steps: say what each step does with them.',
    ];
  if (r.verblessShare > 0.75)
    return ['word-list', 'Most lines have no verb or operator: say what each step does.'];
  return ['answer', ''];
}

/** The structure report of an answer. */
export function analyseStructure(ctx: StructureContext, answer: string): StructureReport {
  const steps = toSteps(answer);
  const tokens = steps.flatMap((s) => s.tokens);
  const words = tokens.filter((t) => t.kind !== 'operator');
  const acting = steps.map(stepActs);
  const countable = steps.filter((s) => s.tokens.filter(isWord).length >= 2);
  const verbless = countable.filter((s) => !stepActs(s)).length;
  const glue = tokens.filter(
    (t) => (t.kind === 'word' && FUNCTION_WORDS.has(t.text)) || t.kind === 'operator',
  ).length;
  const statementWords = tokenize(ctx.statement)
    .filter((t) => t.kind !== 'operator')
    .map((t) => t.text);
  const base = {
    steps,
    acting,
    wordCount: words.length,
    verblessShare: countable.length === 0 ? 1 : verbless / countable.length,
    glueShare: tokens.length === 0 ? 0 : glue / tokens.length,
    novelty: noveltyOf(tokens, knownVocabulary(ctx)),
    instructionShare: instructionShareOf(steps, acting),
    copiedShare: copiedShareOf(
      words.map((t) => t.text),
      statementWords,
    ),
    copiedRunShare: copiedRunShare(steps, statementRuns(ctx.statement)),
  };
  const [verdict, reason] = verdictOf(base);
  return { ...base, verdict, reason, clarity: clarityOf(steps, acting, words.length) };
}
