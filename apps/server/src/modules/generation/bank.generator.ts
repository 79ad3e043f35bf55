/** The built-in bank: draws a test from packages/content with no AI key. */
import { BANK_TOPICS } from '@app/content/bank';
import { lengthPlace } from '@app/content/guess-stats';
import { matchTopic } from '@app/content/topic-match';
import {
  MCQ_POINTS,
  MCQ_QUESTION_COUNT,
  PROBLEM_ANSWER_PLACEHOLDER,
  PROBLEM_MAX_SCORE,
  DIFFICULTIES,
  PASS_MARK_PERCENT,
  type Difficulty,
  type TestType,
} from '@app/shared/constants';
import { sameLanguage, type LanguageId } from '@app/shared/languages';
import { OPTION_LETTERS, type BankTopic, type Mcq } from '@app/shared/content.schemas';
import { AppError } from '../../lib/app-error';
import type { GeneratedTest, StoredPayload, StoredQuestion } from './payload';

type ProblemPayload = Exclude<StoredPayload, { kind: 'mcq' }>;

export type RandomFn = () => number;

function shuffle<T>(items: readonly T[], random: RandomFn = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Options shuffled over A-D, the correct letter following its text. */
export function shuffleOptions(q: Mcq, random: RandomFn = Math.random): Mcq {
  const order = shuffle(OPTION_LETTERS, random);
  const [a, b, c, d] = order.map((l) => q.options[l]) as [string, string, string, string];
  const correct = OPTION_LETTERS[order.indexOf(q.correct)] ?? 'A';
  return { ...q, options: { A: a, B: b, C: c, D: d }, correct };
}

/**
 * Unseen items first (in random order), then seen ones from the least recently seen. `seen` is
 * ordered from the most recently seen key to the least recently seen one (a Set keeps its
 * insertion order), so a retake shows the questions the learner saw longest ago.
 */
export function drawPreferringUnseen<T>(
  items: readonly T[],
  count: number,
  seen: ReadonlySet<string>,
  key: (t: T) => string,
  random: RandomFn = Math.random,
): T[] {
  const recency = new Map([...seen].map((k, i) => [k, i]));
  const fresh = shuffle(
    items.filter((i) => !recency.has(key(i))),
    random,
  );
  const old = shuffle(
    items.filter((i) => recency.has(key(i))),
    random,
  ).sort((a, b) => (recency.get(key(b)) ?? 0) - (recency.get(key(a)) ?? 0));
  return [...fresh, ...old].slice(0, count);
}

/** The key's places by length a guesser could bet on: longest, second-longest and from the other end. */
function keyPlaces(q: Mcq): string[] {
  const { longer, shorter } = lengthPlace(q, q.options[q.correct]);
  return [
    ...(longer <= 1 ? [`longest-${longer}`] : []),
    ...(shorter <= 1 ? [`shortest-${shorter}`] : []),
  ];
}

/**
 * The first `count` of `ordered` (drawPreferringUnseen's order) such that no place by length
 * (longest, second-longest, second-shortest, shortest) holds the key in as many questions as pass
 * the attempt: a learner who always picks the option at one place by length cannot pass on that
 * alone, whatever the pool's leaning (a teacher's guesser who always took the second-longest passed
 * 17.9% of levels). An item that would break it waits; when too few fit, the waiting fill in order.
 */
export function keyLengthBalanced<T>(
  ordered: readonly T[],
  count: number,
  mcqOf: (t: T) => Mcq,
): T[] {
  const size = Math.min(count, ordered.length);
  // Right answers that pass an attempt of `count` questions, less one.
  const cap = Math.ceil((count * PASS_MARK_PERCENT) / 100) - 1;
  const used = new Map<string, number>();
  const picked: T[] = [];
  const waiting: T[] = [];
  for (const item of ordered) {
    if (picked.length === size) break;
    const places = keyPlaces(mcqOf(item));
    if (places.every((p) => (used.get(p) ?? 0) < cap)) {
      for (const p of places) used.set(p, (used.get(p) ?? 0) + 1);
      picked.push(item);
    } else waiting.push(item);
  }
  return [...picked, ...waiting].slice(0, size);
}

/** `count` MCQs, unseen first, balanced by the key's length place (keyLengthBalanced). */
export function drawMcqs<T>(
  items: readonly T[],
  count: number,
  seen: ReadonlySet<string>,
  key: (t: T) => string,
  mcqOf: (t: T) => Mcq,
  random: RandomFn = Math.random,
): T[] {
  return keyLengthBalanced(
    drawPreferringUnseen(items, items.length, seen, key, random),
    count,
    mcqOf,
  );
}

export function mcqQuestion(q: Mcq, points = MCQ_POINTS): StoredQuestion {
  return {
    question: q.question,
    options: q.options,
    correctAnswer: q.correct,
    points,
    explanation: q.explanation,
    payload: { kind: 'mcq', mcq: q },
  };
}

/** A problem test's one stored question: the statement, the title (and language) shown, the problem. */
export function problemQuestion(p: Exclude<StoredPayload, { kind: 'mcq' }>): StoredQuestion {
  const common = {
    question: p.problem.description,
    correctAnswer: PROBLEM_ANSWER_PLACEHOLDER[p.kind],
    points: PROBLEM_MAX_SCORE,
    explanation: null,
  };
  switch (p.kind) {
    case 'coding':
      return {
        ...common,
        options: { title: p.problem.title },
        payload: { kind: 'coding', problem: p.problem },
      };
    case 'debug':
      return {
        ...common,
        options: { title: p.problem.title, language: p.problem.language },
        payload: { kind: 'debug', problem: p.problem },
      };
    case 'pseudocode':
      return {
        ...common,
        options: { title: p.problem.title },
        payload: { kind: 'pseudocode', problem: p.problem },
      };
  }
}

type BankTopicMatch = Readonly<{ topic: BankTopic; exact: boolean }>;

/** Recent answers of findBankTopic by typed topic: one request asks up to three times. */
const bankTopicMatches = new Map<string, BankTopicMatch>();
const BANK_TOPIC_MATCHES_KEPT = 500;

export function findBankTopic(typed: string): BankTopicMatch {
  const known = bankTopicMatches.get(typed);
  if (known) return known;
  const match = matchTopic(typed, BANK_TOPICS);
  const topic = BANK_TOPICS.find((t) => t.id === match.id) ?? BANK_TOPICS[0];
  if (!topic) throw new AppError('GENERATION_FAILED', 503, 'The question bank is empty.');
  // Typed topics are learners' input: the memo stays bounded.
  if (bankTopicMatches.size >= BANK_TOPIC_MATCHES_KEPT) bankTopicMatches.clear();
  const found = { topic, exact: match.exact };
  bankTopicMatches.set(typed, found);
  return found;
}

export function generateFromBank(
  input: {
    type: TestType;
    topic: string;
    difficulty: Difficulty;
    seen: ReadonlySet<string>;
    held?: ReadonlySet<string>;
  },
  random: RandomFn = Math.random,
): GeneratedTest {
  const { topic, exact } = findBankTopic(input.topic);
  const held = input.held ?? new Set<string>();
  const level = topic.levels[input.difficulty];
  const bankTopic = { id: topic.id, name: topic.name, exact };
  const base = { source: 'bank' as const, notice: null, bankTopic };
  switch (input.type) {
    case 'mcq': {
      const free = level.mcq.filter((q) => !held.has(q.question));
      const drawn = drawMcqs(
        free,
        MCQ_QUESTION_COUNT,
        input.seen,
        (q) => q.question,
        (q) => q,
        random,
      );
      return { ...base, questions: drawn.map((q) => mcqQuestion(shuffleOptions(q, random))) };
    }
    case 'coding': {
      const [p] = drawPreferringUnseen(level.coding, 1, input.seen, (x) => x.description, random);
      if (!p) break;
      return { ...base, questions: [problemQuestion({ kind: 'coding', problem: p })] };
    }
    case 'debug': {
      const [p] = drawPreferringUnseen(level.debug, 1, input.seen, (x) => x.description, random);
      if (!p) break;
      return { ...base, questions: [problemQuestion({ kind: 'debug', problem: p })] };
    }
    case 'pseudocode': {
      const [p] = drawPreferringUnseen(
        level.pseudocode,
        1,
        input.seen,
        (x) => x.description,
        random,
      );
      if (!p) break;
      return { ...base, questions: [problemQuestion({ kind: 'pseudocode', problem: p })] };
    }
  }
  throw new AppError(
    'GENERATION_FAILED',
    503,
    `The bank has no ${input.type} problems for ${topic.name} (${input.difficulty}).`,
  );
}

/**
 * The key of problem tests on a language alone ('Java'): their seen problems and open tests count
 * under it. Not a bank topic, so the page shows no "No exact match" banner.
 */
export const ANY_TOPIC_KEY = 'any-topic';

/**
 * A problem for a test on a language, from every bank topic. Coding and pseudocode: any problem
 * at the difficulty, since every one is solved in any language (36 a difficulty rather than one
 * topic's two). Debug: a problem whose code is in the language, at the difficulty when there is
 * one, at any otherwise; null when the bank has none. Unseen first; one open in another test stays
 * out while there is another.
 */
export function generateInLanguage(
  input: {
    type: ProblemPayload['kind'];
    language: LanguageId;
    difficulty: Difficulty;
    seen: ReadonlySet<string>;
    held?: ReadonlySet<string>;
  },
  random: RandomFn = Math.random,
): GeneratedTest | null {
  const at = (d: Difficulty) =>
    BANK_TOPICS.flatMap((topic): { topic: BankTopic; payload: ProblemPayload }[] => {
      const level = topic.levels[d];
      switch (input.type) {
        case 'coding':
          return level.coding.map((problem) => ({ topic, payload: { kind: 'coding', problem } }));
        case 'pseudocode':
          return level.pseudocode.map((problem) => ({
            topic,
            payload: { kind: 'pseudocode', problem },
          }));
        case 'debug':
          return level.debug
            .filter((problem) => sameLanguage(problem.language, input.language))
            .map((problem) => ({ topic, payload: { kind: 'debug', problem } }));
      }
    });
  const level = at(input.difficulty);
  const all = level.length > 0 ? level : DIFFICULTIES.flatMap(at);
  const free = all.filter((x) => !input.held?.has(x.payload.problem.description));
  const [drawn] = drawPreferringUnseen(
    free.length > 0 ? free : all,
    1,
    input.seen,
    (x) => x.payload.problem.description,
    random,
  );
  if (!drawn) return null;
  return {
    source: 'bank',
    notice: null,
    // Named for the topic the problem comes from (the notice says it); stored under the key.
    bankTopic: { id: ANY_TOPIC_KEY, name: drawn.topic.name, exact: true },
    questions: [problemQuestion(drawn.payload)],
  };
}
