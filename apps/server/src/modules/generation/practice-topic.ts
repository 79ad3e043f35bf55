/**
 * Practice tests on the typed topic, offline: the best-ranked on-topic items of the whole pool
 * (bank and courses), unseen first; when fewer than a test's worth of MCQs are on the topic, the
 * test says so and fills up from the nearest broader tag (the topic's subject), and is titled
 * accordingly. Coding, debug and pseudocode tests take the best-ranked on-topic problem of their
 * kind, a course level's problem only once the learner has unlocked that level.
 */
import { BANK_TOPICS } from '@app/content/bank';
import { COURSES } from '@app/content/catalogue';
import {
  buildPracticePool,
  buildProblemPool,
  tagCounts,
  type ProblemItem,
  type ProblemKind,
} from '@app/content/practice-pool';
import { BANK_TAGS, MIN_TAG_ITEMS, tagLabel } from '@app/content/tags';
import { normaliseTopic } from '@app/content/topic-match';
import { MCQ_QUESTION_COUNT, type Difficulty, type TestType } from '@app/shared/constants';
import { sameLanguage, type LanguageId } from '@app/shared/languages';
import type { TopicPreview, TopicSuggestion } from '@app/shared/topic-preview.schemas';
import type { PoolItem } from '@app/content/practice-pool';
import {
  drawMcqs,
  drawPreferringUnseen,
  findBankTopic,
  keyLengthBalanced,
  mcqQuestion,
  problemQuestion,
  shuffleOptions,
  type RandomFn,
} from './bank.generator';
import type { GeneratedTest } from './payload';
import {
  buildTopicIndex,
  tokenize,
  type ItemText,
  type RankedItem,
  type TopicIndex,
} from './topic-index';

interface PracticeIndexes {
  index: TopicIndex<PoolItem>;
  problems: TopicIndex<ProblemItem>;
  counts: Map<string, number>;
  ms: number;
}
let built: PracticeIndexes | undefined;

const mcqText = (i: PoolItem): ItemText => ({
  question: i.mcq.question,
  options: Object.values(i.mcq.options).join(' '),
  explanation: i.mcq.explanation,
});

/** A problem's statement as the question, its constraints or requirements as the options. */
function problemText(i: ProblemItem): ItemText {
  const question = `${i.problem.title}\n${i.problem.description}`;
  switch (i.kind) {
    case 'coding':
      return {
        question,
        options: i.problem.constraints.join(' '),
        explanation: i.problem.examples.map((e) => e.explanation).join(' '),
      };
    case 'debug':
      return {
        question,
        options: i.problem.expectedBehavior,
        explanation: i.problem.hints.join(' '),
      };
    case 'pseudocode':
      return {
        question,
        options: i.problem.requirements.join(' '),
        explanation: i.problem.evaluationCriteria.join(' '),
      };
  }
}

/** The indexes over the whole pool, built once (at start, by topic.routes.ts). */
export function practiceIndex(): PracticeIndexes {
  if (!built) {
    const t0 = performance.now();
    const pool = buildPracticePool(BANK_TOPICS, COURSES);
    const index = buildTopicIndex(pool, mcqText);
    const problems = buildTopicIndex(buildProblemPool(BANK_TOPICS, COURSES), problemText);
    built = { index, problems, counts: tagCounts(pool), ms: Math.round(performance.now() - t0) };
  }
  return built;
}

export interface PracticeSelection {
  items: PoolItem[];
  onTopic: number;
  /** The broader tag that filled the test, and how many items it added. */
  fill: { tag: string; label: string; count: number } | null;
  /** What the test is honestly about: 'Python decorators (+ Python functions)'. */
  servedTopic: string;
}

function mostCommonTag(items: readonly PoolItem[], within?: string): string | undefined {
  const counts = new Map<string, number>();
  for (const i of items)
    for (const t of i.tags)
      if (!within || t.startsWith(`${within}/`)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const subjectOf = (tag: string | undefined) => tag?.split('/')[0];

/** The plan for a test: on-topic items and, when short, the broader tag to fill from. */
function plan(index: TopicIndex<PoolItem>, topic: string, difficulty: Difficulty, count: number) {
  const found = index.search(topic, difficulty);
  const on = found.filter((r) => r.onTopic);
  // With nothing on the topic, only a word naming a level (a tag, a title) points at a subject:
  // 'regex' in a Vue explanation does not make a Vue test about regular expressions.
  const base = on.length > 0 ? on : found.filter((r) => r.levelMatch).slice(0, 20);
  const ranked = base.length > 0 ? found : [];
  if (on.length >= count || ranked.length === 0)
    return { ranked, on, fillFrom: [] as RankedItem<PoolItem>[], fillTag: undefined };
  const subject = subjectOf(mostCommonTag(base.map((r) => r.item)));
  const onKeys = new Set(on.map((r) => r.item.key));
  const inSubject = (i: PoolItem) => i.tags.some((t) => subjectOf(t) === subject);
  // Partial matches within the subject first (ranked), then the rest of the subject at this difficulty.
  const partial = ranked.filter((r) => !onKeys.has(r.item.key) && inSubject(r.item));
  const seenKeys = new Set([...onKeys, ...partial.map((r) => r.item.key)]);
  const rest = index.items
    .filter((i) => !seenKeys.has(i.key) && inSubject(i) && i.difficulty === difficulty)
    .map((item) => ({
      item,
      score: 0,
      coverage: 0,
      onTopic: false,
      levelMatch: false,
      ownCoverage: 0,
    }));
  const fillFrom = [...partial, ...rest];
  const fillTag = mostCommonTag(
    fillFrom.slice(0, count - on.length).map((r) => r.item),
    subject,
  );
  return { ranked, on, fillFrom, fillTag };
}

/** A typed topic as a title or notice shows it: trimmed, its spaces collapsed. */
export function shownTopic(topic: string): string {
  return topic.trim().replace(/\s+/g, ' ');
}

function served(topic: string, onTopic: number, fillLabel: string | undefined): string {
  const typed = shownTopic(topic);
  if (!fillLabel) return typed;
  return onTopic > 0 ? `${typed} (+ ${fillLabel})` : fillLabel;
}

/** Null when nothing in the pool relates to the topic (the caller falls back to the bank matcher). */
export function selectPracticeMcqs(
  input: {
    topic: string;
    difficulty: Difficulty;
    seen: ReadonlySet<string>;
    held?: ReadonlySet<string>;
    count?: number;
  },
  random: RandomFn = Math.random,
): PracticeSelection | null {
  const count = input.count ?? MCQ_QUESTION_COUNT;
  const held = input.held ?? new Set<string>();
  const free = (r: RankedItem<PoolItem>) => !held.has(r.item.key);
  const { index } = practiceIndex();
  const { ranked, on, fillFrom, fillTag } = plan(index, input.topic, input.difficulty, count);
  if (ranked.length === 0) return null;
  // The best-ranked on-topic items (a few tests' worth, so retakes vary), unseen first.
  const best = on
    .filter(free)
    .slice(0, Math.max(count * 3, 30))
    .map((r) => r.item);
  const picked = drawMcqs(
    best,
    count,
    input.seen,
    (i) => i.key,
    (i) => i.mcq,
    random,
  );
  const missing = count - picked.length;
  const fillPool = fillFrom
    .filter(free)
    .slice(0, missing * 3)
    .map((r) => r.item);
  // The fill keeps the whole test balanced by the key's length place, with the picked ones in it.
  const pickedSet = new Set(picked);
  const fillItems =
    missing > 0
      ? keyLengthBalanced(
          [
            ...picked,
            ...drawPreferringUnseen(fillPool, fillPool.length, input.seen, (i) => i.key, random),
          ],
          count,
          (i) => i.mcq,
        )
          .filter((i) => !pickedSet.has(i))
          .slice(0, missing)
      : [];
  const label = fillItems.length > 0 && fillTag ? tagLabel(fillTag) : undefined;
  return {
    items: [...picked, ...fillItems],
    onTopic: on.length,
    fill: label && fillTag ? { tag: fillTag, label, count: fillItems.length } : null,
    servedTopic: served(input.topic, on.length, label),
  };
}

/** Tags related to the topic, with their offline MCQ counts (offered tags only). */
export function suggestTopics(query: string, limit = 6, prefix = false): TopicSuggestion[] {
  const { index, counts } = practiceIndex();
  const found = index.search(query, undefined, { prefix });
  const on = found.filter((r) => r.onTopic);
  const words = tokenize(query);
  const last = words[words.length - 1] ?? '';
  // A tag whose own name carries the typed words outranks one that merely holds matching items.
  const named = (tag: string) => {
    const tagWords = tokenize(tag);
    return words.every((w, i) =>
      tagWords.some((t) => (prefix && i === words.length - 1 ? t.startsWith(last) : t === w)),
    );
  };
  const byTag = new Map<string, number>();
  for (const r of (on.length > 0 ? on : found).slice(0, 200))
    for (const t of r.item.tags)
      if ((counts.get(t) ?? 0) >= MIN_TAG_ITEMS) byTag.set(t, (byTag.get(t) ?? 0) + r.score);
  return [...byTag]
    .map(([tag, score]) => ({ tag, score, named: named(tag) }))
    .sort((a, b) => Number(b.named) - Number(a.named) || b.score - a.score)
    .slice(0, limit)
    .map(({ tag }) => ({ tag, label: tagLabel(tag), count: counts.get(tag) ?? 0 }));
}

export function previewTopic(topic: string, difficulty: Difficulty): TopicPreview {
  const count = MCQ_QUESTION_COUNT;
  const bank = findBankTopic(topic);
  if (bank.exact) {
    const n = bank.topic.levels[difficulty].mcq.length;
    return {
      topic,
      testSize: count,
      onTopic: n,
      fill: null,
      servedTopic: topic.trim(),
      suggestions: suggestTopics(topic),
      bankTopic: true,
    };
  }
  const { index } = practiceIndex();
  const { ranked, on, fillFrom, fillTag } = plan(index, topic, difficulty, count);
  if (ranked.length === 0) {
    // Nothing in the pool relates: the test comes from the nearest bank topic, and says so.
    const tag = BANK_TAGS[bank.topic.id]?.[difficulty][0] ?? bank.topic.id;
    const fill = { tag, label: bank.topic.name, count };
    return {
      topic,
      testSize: count,
      onTopic: 0,
      fill,
      servedTopic: bank.topic.name,
      suggestions: [],
      bankTopic: false,
    };
  }
  const adds = Math.min(Math.max(0, count - on.length), fillFrom.length);
  const label = adds > 0 && fillTag ? tagLabel(fillTag) : undefined;
  return {
    topic,
    testSize: count,
    onTopic: on.length,
    fill: label && fillTag ? { tag: fillTag, label, count: adds } : null,
    servedTopic: served(topic, on.length, label),
    suggestions: suggestTopics(topic).filter(
      (s) => s.label.toLowerCase() !== topic.trim().toLowerCase(),
    ),
    bankTopic: false,
  };
}

/** The notice a short pool earns: said before the first question, never hidden. */
function thinPoolNotice(
  topic: string,
  s: Pick<PracticeSelection, 'onTopic' | 'fill'>,
): string | null {
  if (!s.fill) return null;
  const typed = topic.trim();
  return s.onTopic > 0
    ? `We have ${s.onTopic} question${s.onTopic === 1 ? '' : 's'} on ${typed} offline; this test adds ${s.fill.count} on ${s.fill.label}.`
    : `We have no questions on ${typed} offline; this test is on ${s.fill.label} instead.`;
}

/** The key a topic's tests share (seen questions, the one open test): the bank topic or the pool query. */
export function practiceKey(topic: string): string {
  const exact = findBankTopic(topic);
  if (exact.exact) return exact.topic.id;
  return `pool:${normaliseTopic(topic)}`.slice(0, 100);
}

/** What a learner's practice test is drawn for. */
export interface PracticeRequest {
  topic: string;
  difficulty: Difficulty;
  /** Question texts the learner saw recently, to vary retakes. */
  seen: ReadonlySet<string>;
  /**
   * Question texts in the learner's open tests and level attempts: never served while those are
   * open, so a throwaway test on any spelling of the topic cannot reveal their answers.
   */
  held?: ReadonlySet<string>;
  /** Course levels the learner has unlocked: practice problems come from these levels only. */
  unlockedLevels?: ReadonlySet<string>;
  /** The language the topic names: a debug problem's code must be in it. */
  language?: LanguageId;
}

/**
 * The problems of a kind truly on the topic, best first: on the topic by the index, and the
 * statement itself about it (all the topic's words but one, say the language's name): a problem
 * is not on decorators for sitting in a level on decorators. A course level's problem only when
 * the learner has unlocked the level.
 */
export function onTopicProblems(
  kind: ProblemKind,
  topic: string,
  difficulty: Difficulty,
  unlockedLevels: ReadonlySet<string> = new Set(),
): ProblemItem[] {
  const { problems } = practiceIndex();
  const query = problems.read(topic);
  const groups = query.groups.length;
  const ownNeeded = groups > 1 ? (groups - 1) / groups : 1;
  return problems
    .search(query, difficulty)
    .filter(
      (r) =>
        r.onTopic &&
        r.ownCoverage >= ownNeeded &&
        r.item.kind === kind &&
        (r.item.source === 'bank' || unlockedLevels.has(r.item.origin)),
    )
    .map((r) => r.item);
}

/**
 * The best on-topic problem of a kind, unseen first, at the test's difficulty when there is one.
 * Null when none is on the topic (the caller falls back to the nearest bank topic, and titles the
 * test with it).
 */
export function selectPracticeProblem(
  input: PracticeRequest & { kind: ProblemKind },
  random: RandomFn = Math.random,
): ProblemItem | null {
  const held = input.held ?? new Set<string>();
  const on = onTopicProblems(
    input.kind,
    input.topic,
    input.difficulty,
    input.unlockedLevels,
  ).filter(
    (i) =>
      !held.has(i.key) &&
      (i.kind !== 'debug' || !input.language || sameLanguage(i.problem.language, input.language)),
  );
  const atLevel = on.filter((i) => i.difficulty === input.difficulty);
  const best = (atLevel.length > 0 ? atLevel : on).slice(0, 6);
  return drawPreferringUnseen(best, 1, input.seen, (i) => i.key, random)[0] ?? null;
}

/** Where a course level's problem comes from, said at the start of the test. */
function courseNotice(item: ProblemItem): string | null {
  if (item.source !== 'course') return null;
  const course = COURSES.find((c) => c.chapters.some((ch) => ch.id === item.origin));
  return `This problem comes from the ${course?.title ?? 'course'} course, level "${item.originTitle}".`;
}

/**
 * An offline test on the typed topic from the whole pool; null for an exact bank topic name (its
 * pool serves as before) and when nothing in the pool relates.
 */
export function generatePractice(
  input: PracticeRequest & { type: TestType },
  random: RandomFn = Math.random,
): GeneratedTest | null {
  if (findBankTopic(input.topic).exact) return null;
  if (input.type !== 'mcq') {
    const item = selectPracticeProblem({ ...input, kind: input.type }, random);
    if (!item) return null;
    const servedTopic = shownTopic(input.topic);
    return {
      source: 'bank',
      notice: courseNotice(item),
      bankTopic: { id: practiceKey(input.topic), name: servedTopic, exact: true },
      servedTopic,
      questions: [problemQuestion(item)],
    };
  }
  const s = selectPracticeMcqs(input, random);
  if (!s || s.items.length === 0) return null;
  return {
    source: 'bank',
    notice: thinPoolNotice(input.topic, s),
    bankTopic: { id: practiceKey(input.topic), name: s.servedTopic, exact: true },
    servedTopic: s.servedTopic,
    questions: s.items.map((i) => mcqQuestion(shuffleOptions(i.mcq, random))),
  };
}
