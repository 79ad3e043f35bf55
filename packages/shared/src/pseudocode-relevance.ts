/**
 * The off-topic guard of the pseudocode grader: does the answer talk about this problem? A
 * correct algorithm for another problem (two-sum pasted under "remove duplicates") can do things
 * with some of the rubric's words, yet most of its own content words (target, pair, complement)
 * belong to neither the statement, the rubric nor the model answer. Words are compared by their
 * terms (forms, stems, synonym groups), distinct words count once.
 */
import { CODE_WORDS, CONTROL_WORDS, FUNCTION_WORDS } from './pseudocode-lexicon';
import { stem, tokenize, type Step, type Token } from './pseudocode-text';

export interface Relevance {
  /** Share of the answer's distinct content words that the problem's vocabulary contains. */
  readonly share: number;
  /** How many distinct content words the answer has. */
  readonly words: number;
  /** Some of the answer's words the problem never uses, for the feedback. */
  readonly foreign: readonly string[];
}

/** Under this share (with at least MIN_RELEVANCE_WORDS content words) an answer is off-topic. */
export const MIN_RELEVANCE = 0.35;
export const MIN_RELEVANCE_WORDS = 3;

const isContent = (t: Token) =>
  t.kind === 'word' &&
  t.text.length >= 3 &&
  !FUNCTION_WORDS.has(t.text) &&
  !CONTROL_WORDS.has(t.text) &&
  !CODE_WORDS.has(t.text);

/** Every term of the problem's own words. */
export function problemVocabulary(texts: readonly string[]): Set<string> {
  const vocab = new Set<string>();
  for (const t of tokenize(texts.join('\n')))
    if (t.kind === 'word') for (const term of t.terms) vocab.add(term);
  return vocab;
}

/** How much of the answer's vocabulary is the problem's. */
export function relevanceOf(steps: readonly Step[], vocab: ReadonlySet<string>): Relevance {
  const distinct = new Map<string, Token>();
  for (const t of steps.flatMap((s) => s.tokens)) if (isContent(t)) distinct.set(stem(t.text), t);
  const words = [...distinct.values()];
  if (words.length === 0) return { share: 0, words: 0, foreign: [] };
  const foreign = words.filter((t) => !t.terms.some((term) => vocab.has(term)));
  return {
    share: 1 - foreign.length / words.length,
    words: words.length,
    foreign: foreign.slice(0, 5).map((t) => t.text),
  };
}

/** True when most of what the answer talks about belongs to another problem. */
export const isOffTopic = (r: Relevance) =>
  r.words >= MIN_RELEVANCE_WORDS && r.share < MIN_RELEVANCE;
