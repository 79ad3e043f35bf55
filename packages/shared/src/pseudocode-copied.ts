/**
 * The learner's own words. The requirements, examples and evaluation criteria are on screen, and
 * the criteria say what the key steps are: pasted back bare, the statement was caught as a copy,
 * but wrapped line by line in generic steps ("FOR EACH item IN input: <requirement>; IF it fails
 * THEN skip it", "// handle: <criterion>") it passed 93 of the 108 bank problems (decision 052).
 * So words a step shares with a line of the statement are not read for the rubric: a run of
 * LONG_RUN or more words always; a shorter run (SHORT_RUN words, or a whole short clause such as
 * "use linear time") only in a step made mostly of copied words, because a right answer names
 * the problem's things in the problem's words ("a doubly linked list", "304 Not Modified").
 */
import { FUNCTION_WORDS } from './pseudocode-lexicon';
import { tokenize, withTokens, type Step, type Token } from './pseudocode-text';

/** A run of this many words of a statement line is a copy wherever it stands. */
export const LONG_RUN = 5;
/** A run this long, or a clause of the statement this short (but of 3 words or more)... */
export const SHORT_RUN = 4;
/** ...is a copy in a step whose content words are copied to this share. */
export const COPIED_STEP_SHARE = 0.4;
const SHORT_CLAUSE = 3;

const isWordy = (t: Token) => t.kind !== 'operator';
const isContent = (t: Token) => t.kind === 'word' && !FUNCTION_WORDS.has(t.text);
const keyOf = (tokens: readonly Token[]) => tokens.map((t) => t.text).join(' ');

export interface StatementRuns {
  readonly long: ReadonlySet<string>;
  readonly short: ReadonlySet<string>;
}

const cache = new Map<string, StatementRuns>();
/** The most statements whose runs are kept: the bank has 108 problems; AI-written ones vary. */
const CACHE_MAX = 512;

const addRuns = (into: Set<string>, words: readonly Token[], n: number) => {
  for (let i = 0; i + n <= words.length; i++) into.add(keyOf(words.slice(i, i + n)));
};

/** The runs of words of the statement's lines, and its short clauses whole. */
export function statementRuns(statement: string): StatementRuns {
  const known = cache.get(statement);
  if (known) return known;
  const long = new Set<string>();
  const short = new Set<string>();
  for (const line of statement.split('\n')) {
    const words = tokenize(line).filter(isWordy);
    addRuns(long, words, LONG_RUN);
    addRuns(short, words, SHORT_RUN);
    for (const clause of line.split(/[,;:]\s/)) {
      const clauseWords = tokenize(clause).filter(isWordy);
      if (clauseWords.length >= SHORT_CLAUSE && clauseWords.length < SHORT_RUN)
        short.add(keyOf(clauseWords));
    }
  }
  const runs = { long, short };
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(statement, runs);
  return runs;
}

/**
 * A formula: operators between the run's words ("offset = (page - 1) * limit"). The statement's
 * formulas are what the step computes, and a right answer writes them as given.
 */
function isFormula(step: Step, run: readonly Token[]): boolean {
  const from = step.tokens.indexOf(run[0] as Token);
  const to = step.tokens.indexOf(run[run.length - 1] as Token);
  return step.tokens.slice(from, to).filter((t) => t.kind === 'operator').length >= 2;
}

/** The words of a step inside runs of n words that the set holds, formulas aside. */
function inRuns(step: Step, runs: ReadonlySet<string>, n: number, into: Set<Token>) {
  const words = step.tokens.filter(isWordy);
  for (let i = 0; i + n <= words.length; i++) {
    const run = words.slice(i, i + n);
    if (runs.has(keyOf(run)) && !isFormula(step, run)) for (const t of run) into.add(t);
  }
}

/** The words of a step that are copied from the statement, as the rules above say. */
export function copiedTokens(step: Step, runs: StatementRuns): ReadonlySet<Token> {
  const long = new Set<Token>();
  inRuns(step, runs.long, LONG_RUN, long);
  const any = new Set(long);
  for (let n = SHORT_CLAUSE; n <= SHORT_RUN; n++) inRuns(step, runs.short, n, any);
  const content = step.tokens.filter(isContent);
  const mostlyCopied =
    content.filter((t) => any.has(t)).length >= COPIED_STEP_SHARE * content.length;
  return mostlyCopied && content.length > 0 ? any : long;
}

/** The step without its copied words. */
export function ownPart(step: Step, runs: StatementRuns): Step {
  const copied = copiedTokens(step, runs);
  if (copied.size === 0) return step;
  return withTokens(
    step,
    step.tokens.filter((t) => !copied.has(t)),
  );
}

/** Share of the answer's words that are copied. */
export function copiedRunShare(steps: readonly Step[], runs: StatementRuns): number {
  const words = steps.reduce((n, s) => n + s.tokens.filter(isWordy).length, 0);
  const copied = steps.reduce((n, s) => n + copiedTokens(s, runs).size, 0);
  return words === 0 ? 0 : copied / words;
}
