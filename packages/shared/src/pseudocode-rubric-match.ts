/**
 * Matching a rubric against the steps of an answer. A criterion counts only when all keywords of
 * one of its accepted wordings occur in one step (or a step and the next, or a header and its
 * indented body) and a step there does something. Keywords match by stem prefix, synonym group or
 * operator ("at most" = "<="). The rubric's synonym sets add alternative wordings.
 */
import type { PseudocodeRubric } from './content.schemas';
import type { Step } from './pseudocode-text';
import { wordingKeywords } from './pseudocode-text';

export interface CriterionResult {
  readonly label: string;
  readonly weight: number;
  /** Met in a step that does something. */
  readonly matched: boolean;
  /** Its words appear, but only in lines that do nothing with them. */
  readonly mentionedOnly: boolean;
  /** The first step where it is met, or -1. */
  readonly at: number;
}

export interface RubricMatch {
  readonly ideas: readonly CriterionResult[];
  readonly edges: readonly CriterionResult[];
  /** Share of pairs of met ideas that appear in the rubric's order (1 when fewer than 3 are met). */
  readonly order: number;
}

interface StepIndex {
  readonly exact: ReadonlySet<string>;
  readonly prefixes: ReadonlySet<string>;
}

/**
 * Longest prefix of a step's term that is indexed: a rubric keyword longer than this (the bank's
 * longest is 21 letters) matches only exactly. Every prefix of a 20,000-letter word was quadratic.
 */
const PREFIX_MAX = 48;

function indexStep(step: Step): StepIndex {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  for (const term of [...step.tokens.flatMap((t) => t.terms), ...step.phraseTerms]) {
    exact.add(term);
    if (/^[a-z]/.test(term))
      for (let n = 3; n <= Math.min(term.length, PREFIX_MAX); n++) prefixes.add(term.slice(0, n));
  }
  return { exact, prefixes };
}

const termIn = (term: string, ix: StepIndex) =>
  ix.exact.has(term) || (term.length >= 3 && /^[a-z]/.test(term) && ix.prefixes.has(term));
const keywordIn = (keyword: readonly string[], ix: StepIndex) =>
  keyword.some((term) => termIn(term, ix));

const keywordCache = new Map<string, string[][]>();
function keywordsOf(wording: string): string[][] {
  let k = keywordCache.get(wording);
  if (!k) {
    k = wordingKeywords(wording);
    keywordCache.set(wording, k);
  }
  return k;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The accepted wordings plus their variants under the rubric's synonym sets. */
export function expandWordings(
  accept: readonly string[],
  synonyms: readonly (readonly string[])[] = [],
): string[] {
  const out = new Set(accept);
  for (const wording of accept)
    for (const group of synonyms)
      for (const member of group) {
        const re = new RegExp(`(^|\\s)${escape(member)}(?=\\s|$)`, 'i');
        if (re.test(wording))
          for (const other of group)
            if (other !== member) out.add(wording.replace(re, `$1${other}`));
      }
  return [...out];
}

interface Answer {
  readonly steps: readonly Step[];
  readonly index: readonly StepIndex[];
  readonly acting: readonly boolean[];
}

/** The most steps a block (a header and its indented body) spans for matching. */
export const MAX_BLOCK = 6;

/** The windows starting at step i: the step, the step and the next, and the step with its indented body. */
function windowsAt(i: number, steps: readonly Step[], blocks: boolean): number[] {
  const ends = [i, i + 1];
  if (!blocks) return ends.filter((e) => e < steps.length);
  const head = steps[i];
  let j = i;
  while (
    head &&
    j + 1 < steps.length &&
    j + 1 - i < MAX_BLOCK &&
    (steps[j + 1]?.indent ?? 0) > head.indent
  )
    j += 1;
  if (j > i + 1) ends.push(j);
  return ends.filter((e) => e < steps.length);
}

/** The first window holding every keyword of the wording, preferring one where a step acts. */
function findWording(
  wording: string,
  a: Answer,
  blocks: boolean,
): { at: number; acts: boolean } | null {
  const { steps, index, acting } = a;
  const keywords = keywordsOf(wording);
  if (keywords.length === 0) return null;
  let mention: { at: number; acts: boolean } | null = null;
  for (let i = 0; i < index.length; i++) {
    for (const end of windowsAt(i, steps, blocks)) {
      const window = index.slice(i, end + 1);
      if (!keywords.every((k) => window.some((ix) => keywordIn(k, ix)))) continue;
      const acts = acting.slice(i, end + 1).some((a) => a);
      if (acts) return { at: i, acts };
      mention ??= { at: i, acts };
      break;
    }
  }
  return mention;
}

/** Ideas may span a block; edge cases are details and must sit in one step or two. */
function matchCriterion(
  label: string,
  weight: number,
  accept: readonly string[],
  synonyms: readonly (readonly string[])[] | undefined,
  a: Answer,
  blocks: boolean,
): CriterionResult {
  let mentioned = false;
  let best = -1;
  for (const wording of expandWordings(accept, synonyms)) {
    const found = findWording(wording, a, blocks);
    if (!found) continue;
    if (found.acts && (best < 0 || found.at < best)) best = found.at;
    else mentioned = true;
  }
  return { label, weight, matched: best >= 0, mentionedOnly: best < 0 && mentioned, at: best };
}

function orderOf(ideas: readonly CriterionResult[]): number {
  const met = ideas.filter((i) => i.matched);
  if (met.length < 3) return 1;
  let pairs = 0;
  let inOrder = 0;
  for (let a = 0; a < met.length; a++)
    for (let b = a + 1; b < met.length; b++) {
      pairs += 1;
      if ((met[a]?.at ?? 0) <= (met[b]?.at ?? 0)) inOrder += 1;
    }
  return inOrder / pairs;
}

type Ideas = PseudocodeRubric['ideas'];

function matchIdeas(
  ideas: Ideas,
  rubric: PseudocodeRubric,
  answer: Answer,
  edges: readonly CriterionResult[],
): RubricMatch {
  const met = ideas.map((i) =>
    matchCriterion(i.idea, i.weight, i.accept, rubric.synonyms, answer, true),
  );
  return { ideas: met, edges, order: orderOf(met) };
}

const matchEdges = (rubric: PseudocodeRubric, answer: Answer) =>
  rubric.edgeCases.map((e) => matchCriterion(e.case, 1, e.accept, rubric.synonyms, answer, false));

/** Which ideas and edge cases of the rubric the answer's steps meet. */
export function matchRubric(
  rubric: PseudocodeRubric,
  steps: readonly Step[],
  acting: readonly boolean[],
): RubricMatch {
  const answer: Answer = { steps, index: steps.map(indexStep), acting };
  return matchIdeas(rubric.ideas, rubric, answer, matchEdges(rubric, answer));
}

/**
 * The match of each algorithm the rubric knows: its main key steps first, then each of its
 * approaches' (decision 049). The steps are indexed and the shared edge cases matched once.
 */
export function matchApproaches(
  rubric: PseudocodeRubric,
  steps: readonly Step[],
  acting: readonly boolean[],
): [RubricMatch, ...RubricMatch[]] {
  const answer: Answer = { steps, index: steps.map(indexStep), acting };
  const edges = matchEdges(rubric, answer);
  return [
    matchIdeas(rubric.ideas, rubric, answer, edges),
    ...(rubric.approaches ?? []).map((a) => matchIdeas(a.ideas, rubric, answer, edges)),
  ];
}
