/**
 * Known wrong steps of a problem: the right words doing the wrong thing (the search moving the
 * wrong bound, a sort in the wrong direction, a delete before the copy). Keywords cannot tell
 * "arr[mid] < target: high = mid - 1" from the right step, so a pitfall's pattern is read in
 * order: its keywords (matched as the rubric's are: stem prefix, synonym group, operator) must
 * occur in this order within one clause of one step. A step's clauses are split at ELSE /
 * OTHERWISE, so "IF a < t THEN lo = mid + 1 ELSE hi = mid - 1" holds no "a < t ... hi"; a
 * condition on its own line runs on into the first line of its indented body. A pattern does not
 * find its mirror ("t > a" for "a < t"): an operand may be several words ("left i < right j"), so
 * the rubric lists both. A clause
 * that warns against the mistake ("never", "instead of", "must not") is not read as doing it.
 */
import type { PseudocodeRubric } from './content.schemas';
import { expandWordings } from './pseudocode-rubric-match';
import { CONTROL_WORDS, FUNCTION_WORDS, OUTPUT_WORDS, ACTION_VERBS } from './pseudocode-lexicon';
import {
  findPhrases,
  idTerms,
  stem,
  tokenize,
  wordingKeywords,
  type Step,
  type Token,
} from './pseudocode-text';

export interface PitfallHit {
  readonly mistake: string;
  /** The step where it was found, and its text. */
  readonly at: number;
  readonly step: string;
  /** The steps the wrong step spans: its own, and the body line a condition ran on into. */
  readonly span: readonly number[];
}

/** Words that end a clause inside a step. */
const CLAUSE_BREAKS: ReadonlySet<string> = new Set([
  'else',
  'elif',
  'elsif',
  'elseif',
  'otherwise',
]);

/** Words of a clause that says what not to do: "never", "instead of", "must not", "do not". */
const WARNING_WORDS: ReadonlySet<string> = new Set(
  'never avoid instead rather mistake wrong mustnt shouldnt dont'.split(' '),
);
/**
 * "Does not", "doesn't", "cannot" do not warn: "if the book does not exist, return 200" is a
 * condition, and a wrong one.
 */
const NEGATED_MODALS: ReadonlySet<string> = new Set(['must', 'should', 'do']);

const warns = (tokens: readonly Token[]) =>
  tokens.some(
    (t, i) =>
      WARNING_WORDS.has(t.text) ||
      (t.text === 'not' && NEGATED_MODALS.has(tokens[i - 1]?.text ?? '')),
  );

/**
 * Marks a word said in contrast: "respond 500, not 404", "the message, not the stack". A "not"
 * after a verb or a function word negates instead ("return not found", "is not null"), and the
 * word after it is read as usual.
 */
const CONTRAST = '\u0000contrast';
const ACTION_STEMS: ReadonlySet<string> = new Set(ACTION_VERBS.map(stem));
const contrasts = (before: Token | undefined) =>
  before !== undefined &&
  (before.kind === 'number' ||
    (before.kind === 'word' &&
      !FUNCTION_WORDS.has(before.text) &&
      !CONTROL_WORDS.has(before.text) &&
      !OUTPUT_WORDS.has(before.text) &&
      !ACTION_STEMS.has(stem(before.text))));

/** One position of a clause: the terms it can match (a phrase's terms sit on its first word). */
type Unit = ReadonlySet<string>;

interface Clause {
  readonly units: readonly Unit[];
  /** It says what not to do ("never", "must not"). */
  readonly warns: boolean;
}

/**
 * What a step does, without what it says about itself: a comment after //, # or --, a
 * parenthesis that opens with "not", "e.g." or "i.e.", and a step that is a note or an example.
 * Right answers explain themselves there ("store at index i // NOT push: ..."), in the very words
 * of the mistake; 16 of 54 right answers written with such asides fell into a pitfall before.
 */
const ASIDE_STEP = /^(note|nb|e\.?g|i\.?e|example|for example|trace|why|unlike|remember)\b/i;
function actionOf(text: string): string {
  if (ASIDE_STEP.test(text.trim())) return '';
  return text
    .replace(/(^|\s)(\/\/|#|--)(\s.*)?$/, '')
    .replace(/\((?:not|never|e\.g\.|i\.e\.)\b[^)]*\)/gi, ' ');
}

function clausesOf(step: Step): Clause[] {
  const action = actionOf(step.text);
  // Tokenised again only when an aside was cut off (toSteps already tokenised the step).
  const tokens: readonly Token[] = action === step.text ? step.tokens : tokenize(action);
  const phraseAt = new Map<number, string[]>();
  for (const p of findPhrases(tokens))
    phraseAt.set(p.start, [...(phraseAt.get(p.start) ?? []), ...idTerms(p.id)]);
  const clauses: Array<{ tokens: Token[]; units: Unit[] }> = [{ tokens: [], units: [] }];
  tokens.forEach((t, i) => {
    if (CLAUSE_BREAKS.has(t.text)) {
      clauses.push({ tokens: [], units: [] });
      return;
    }
    const last = clauses.at(-1);
    last?.tokens.push(t);
    const contrast = tokens[i - 1]?.text === 'not' && contrasts(tokens[i - 2]) ? [CONTRAST] : [];
    last?.units.push(new Set([...t.terms, ...(phraseAt.get(i) ?? []), ...contrast]));
  });
  return clauses.map((c) => ({ units: c.units, warns: warns(c.tokens) }));
}

/**
 * The clauses read for pitfalls at each step: the step's own, and where the next step is indented
 * under it (a condition on its own line, the action in its body), the step's last clause run on
 * into the body's first: "IF arr[mid] < target:" then "high = mid - 1" is one wrong step.
 */
function readableClauses(steps: readonly Step[]): ReadableClause[][] {
  const all = steps.map(clausesOf);
  return steps.map((step, i) => {
    const own = all[i] ?? [];
    const clauses = own
      .filter((c) => !c.warns && c.units.length > 0)
      .map((c) => ({ units: c.units, text: step.text, joined: false }));
    const next = steps[i + 1];
    const last = own.at(-1);
    const body = all[i + 1]?.[0];
    if (next && next.indent > step.indent && last && body && !last.warns && !body.warns)
      if (last.units.length > 0 && body.units.length > 0)
        clauses.push({
          units: [...last.units, ...body.units],
          text: `${step.text} ${next.text}`,
          joined: true,
        });
    return clauses;
  });
}

type Keywords = readonly (readonly string[])[];

/** As the rubric matcher: the term itself, or for a word of 3+ letters the start of a term. */
function unitHas(unit: Unit, term: string): boolean {
  if (unit.has(term)) return true;
  if (term.length < 3 || !/^[a-z]/.test(term)) return false;
  for (const t of unit) if (t.startsWith(term)) return true;
  return false;
}

/**
 * How far a one-letter name ("a", "b", "i") or a comparison operator may stand from a keyword
 * next to it.
 */
const NAME_REACH = 2;
/** A keyword that belongs to its neighbours: a one-letter name, or a comparison such as "<". */
const isTied = (keyword: readonly string[]) =>
  keyword.every((term) => /^[a-z]$/.test(term)) ||
  keyword.some((term) => /^(<|>|<=|>=|==|!=)$/.test(term));

/**
 * Every keyword, in this order, each at a later position of the clause than the one before. A
 * word said in contrast ("500, not 404") meets a keyword only when the keyword before it met that
 * "not" (a pattern "not 404"). A one-letter name belongs to a keyword next to it: it stands at
 * most NAME_REACH positions after the keyword before it or before the keyword after it. So
 * "indegree a +=" finds "indegree[A] += 1" and "in-degree of A += 1", but not "in-degree: for
 * each pair (A, B), indegree[B] += 1", whose A is the pair's. A comparison operator belongs to
 * its operands the same way: "coin < a" is not found in "for coin in coins: if 0 < coin <= a",
 * whose "<" compares 0 with the coin (decision 051).
 */
function inOrder(
  keywords: Keywords,
  clause: readonly Unit[],
  from = 0,
  last = -1,
  bound = false,
): boolean {
  const [keyword, ...rest] = keywords;
  if (!keyword) return true;
  const tied = isTied(keyword);
  const end = bound ? Math.min(clause.length, last + NAME_REACH + 1) : clause.length;
  // The earliest fit is the best one unless this keyword or the next is placed by a neighbour.
  const onlyFirst = !tied && !bound && !(rest[0] && isTied(rest[0]));
  const alone = keywords.length === 1 && last < 0;
  for (let i = from; i < end; i++) {
    const unit = clause[i] as Unit;
    if (!keyword.some((term) => unitHas(unit, term))) continue;
    if (unit.has(CONTRAST) && last !== i - 1) continue;
    const nearBefore = last >= 0 && i - last <= NAME_REACH;
    const ok = !tied || alone || nearBefore || rest.length > 0;
    if (ok && inOrder(rest, clause, i + 1, i, tied && !alone && !nearBefore)) return true;
    if (onlyFirst) return false;
  }
  return false;
}

/** The wrong-step line of a grade's feedback: the learner's step, cut to 80 characters, and the mistake. */
export function wrongStepLine(p: PitfallHit): string {
  const step = p.step.replace(/[\s.;:,]+$/, '');
  const quoted = step.length > 80 ? `${step.slice(0, 77)}...` : step;
  return `This step is wrong: "${quoted}". ${p.mistake}`;
}

const compiledPitfalls = new WeakMap<
  PseudocodeRubric,
  ReadonlyArray<{ mistake: string; patterns: readonly Keywords[] }>
>();

/** A rubric's pitfalls with their patterns (and synonym variants) as keywords, once per rubric. */
function compiled(rubric: PseudocodeRubric) {
  let out = compiledPitfalls.get(rubric);
  if (!out) {
    out = (rubric.pitfalls ?? []).map((p) => ({
      mistake: p.mistake,
      patterns: expandWordings(p.patterns, rubric.synonyms)
        .map(wordingKeywords)
        .filter((k) => k.length > 0),
    }));
    compiledPitfalls.set(rubric, out);
  }
  return out;
}

type ReadableClause = { units: readonly Unit[]; text: string; joined: boolean };

/** The first step with a clause that meets `test`, and that clause. */
function firstHit(
  readable: ReadonlyArray<readonly ReadableClause[]>,
  test: (c: ReadableClause) => boolean,
): { at: number; clause: ReadableClause } | null {
  for (const [at, clauses] of readable.entries()) {
    const clause = clauses.find(test);
    if (clause) return { at, clause };
  }
  return null;
}

/** The pitfalls of the rubric that a step of the answer falls into, the first step of each. */
export function findPitfalls(rubric: PseudocodeRubric, steps: readonly Step[]): PitfallHit[] {
  const hits: PitfallHit[] = [];
  if (!rubric.pitfalls?.length) return hits;
  const readable = readableClauses(steps);
  for (const { mistake, patterns } of compiled(rubric)) {
    const matches = (c: { units: readonly Unit[] }) => patterns.some((k) => inOrder(k, c.units));
    // A step that makes the mistake on its own line first, then a condition run on into its body.
    const hit = firstHit(readable, (c) => !c.joined && matches(c)) ?? firstHit(readable, matches);
    if (hit) {
      const { at, clause } = hit;
      hits.push({ mistake, at, step: clause.text, span: clause.joined ? [at, at + 1] : [at] });
    }
  }
  return hits;
}
