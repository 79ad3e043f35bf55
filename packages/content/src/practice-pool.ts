/**
 * One searchable pool for practice MCQ tests: the bank's MCQs and the course levels' MCQs, each
 * with the concept tags of its level (tags.ts). A level's own attempts still draw from the level;
 * its MCQs may serve as practice even while the level is locked (MCQs only, never its problems),
 * except those that ask about the level's lesson (refersToLesson).
 */
import { DIFFICULTIES, type Difficulty } from '@app/shared/constants';
import type {
  BankTopic,
  CodingProblem,
  CourseContent,
  DebugProblem,
  Mcq,
  PseudocodeProblem,
} from '@app/shared/content.schemas';
import {
  BANK_TAGS,
  CONCEPT_TAGS,
  itemTags,
  LEVEL_TAGS,
  MIN_TAG_ITEMS,
  TAG_VOCABULARY,
} from './tags';

const mcqOwnText = (q: Mcq) => `${q.question}\n${q.options[q.correct]}\n${q.explanation}`;
const problemOwnText = (p: { title: string; description: string }) =>
  `${p.title}\n${p.description}`;

export interface PoolItem {
  /** The question text: the key a learner's recently seen questions are stored under. */
  key: string;
  source: 'bank' | 'course';
  /** Bank topic id or course level id. */
  origin: string;
  /** Bank topic name or course level title. */
  originTitle: string;
  /** A course level's objectives; none for bank items. */
  objectives: readonly string[];
  difficulty: Difficulty;
  tags: readonly string[];
  mcq: Mcq;
}

/**
 * A level's question that asks about its own lesson ("What does the lesson suggest ...", "In the
 * lesson's code ..."): clear beside the lesson, a riddle in a practice test that has none.
 */
export const refersToLesson = (mcq: Mcq): boolean =>
  /\b(?:the|this) lesson\b|\blesson's\b/i.test(
    [mcq.question, ...Object.values(mcq.options)].join('\n'),
  );

const CHAPTER_DIFFICULTY: Record<'Easy' | 'Medium' | 'Hard', Difficulty> = {
  Easy: 'easy',
  Medium: 'medium',
  Hard: 'hard',
};

export function buildPracticePool(
  bank: readonly BankTopic[],
  courses: readonly CourseContent[],
): PoolItem[] {
  const items: PoolItem[] = [];
  // One item per question text, the first met (the bank's before a level's): a few levels ask a
  // bank question again, and a test must never hold the same question twice, nor count one text
  // as two in what the learner has seen.
  const keys = new Set<string>();
  const add = (item: PoolItem) => {
    const key = item.key.trim();
    if (keys.has(key)) return;
    keys.add(key);
    items.push(item);
  };
  for (const t of bank)
    for (const d of DIFFICULTIES)
      for (const mcq of t.levels[d].mcq)
        add({
          key: mcq.question,
          source: 'bank',
          origin: t.id,
          originTitle: t.name,
          objectives: [],
          difficulty: d,
          tags: itemTags(BANK_TAGS[t.id]?.[d] ?? [], mcqOwnText(mcq)),
          mcq,
        });
  for (const c of courses)
    for (const ch of c.chapters)
      for (const mcq of ch.mcqs.filter((q) => !refersToLesson(q)))
        add({
          key: mcq.question,
          source: 'course',
          origin: ch.id,
          originTitle: ch.title,
          objectives: ch.objectives,
          difficulty: CHAPTER_DIFFICULTY[ch.difficulty],
          tags: itemTags(LEVEL_TAGS[ch.id] ?? [], mcqOwnText(mcq)),
          mcq,
        });
  return items;
}

/** A practice problem of one kind, with the tags of its bank topic or course level. */
export type PracticeProblem =
  | { kind: 'coding'; problem: CodingProblem }
  | { kind: 'debug'; problem: DebugProblem }
  | { kind: 'pseudocode'; problem: PseudocodeProblem };
export type ProblemItem = Omit<PoolItem, 'mcq'> & PracticeProblem;
export type ProblemKind = ProblemItem['kind'];

/**
 * The problems practice tests draw from: the bank's coding, debug and pseudocode problems and the
 * course levels' coding problems (a level's problem is practice only once the learner has
 * unlocked that level: the caller filters by `origin`). The key is the statement, as the bank's.
 */
export function buildProblemPool(
  bank: readonly BankTopic[],
  courses: readonly CourseContent[],
): ProblemItem[] {
  const items: ProblemItem[] = [];
  for (const t of bank)
    for (const d of DIFFICULTIES) {
      const base = {
        source: 'bank' as const,
        origin: t.id,
        originTitle: t.name,
        objectives: [],
        difficulty: d,
        tags: BANK_TAGS[t.id]?.[d] ?? [],
      };
      const level = t.levels[d];
      const tags = (p: { title: string; description: string }) =>
        itemTags(base.tags, problemOwnText(p));
      for (const problem of level.coding)
        items.push({
          ...base,
          tags: tags(problem),
          key: problem.description,
          kind: 'coding',
          problem,
        });
      for (const problem of level.debug)
        items.push({
          ...base,
          tags: tags(problem),
          key: problem.description,
          kind: 'debug',
          problem,
        });
      for (const problem of level.pseudocode)
        items.push({
          ...base,
          tags: tags(problem),
          key: problem.description,
          kind: 'pseudocode',
          problem,
        });
    }
  for (const c of courses)
    for (const ch of c.chapters)
      for (const problem of ch.problems)
        items.push({
          key: problem.description,
          source: 'course',
          origin: ch.id,
          originTitle: ch.title,
          objectives: ch.objectives,
          difficulty: CHAPTER_DIFFICULTY[ch.difficulty],
          tags: itemTags(LEVEL_TAGS[ch.id] ?? [], problemOwnText(problem)),
          kind: 'coding',
          problem,
        });
  return items;
}

/** MCQ count per tag. */
export function tagCounts(items: readonly Pick<PoolItem, 'tags'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const i of items) for (const t of i.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** Tags with enough MCQs to be offered as practice topics. */
export function offeredTags(items: readonly PoolItem[]): string[] {
  return [...tagCounts(items)].filter(([, n]) => n >= MIN_TAG_ITEMS).map(([t]) => t);
}

/**
 * The tag rules: every level and bank topic is tagged, every item (MCQ or problem) has 1-4 tags
 * from the vocabulary, and a tag MCQs use has at least MIN_TAG_ITEMS of them (a thinner one is an
 * authoring slip: it would be listed but never offered).
 */
export function checkTags(bank: readonly BankTopic[], courses: readonly CourseContent[]): string[] {
  const errors: string[] = [];
  for (const c of courses)
    for (const ch of c.chapters)
      if (!LEVEL_TAGS[ch.id]) errors.push(`${c.id}/${ch.id}: no tags in tags.ts`);
  for (const t of bank) if (!BANK_TAGS[t.id]) errors.push(`bank ${t.id}: no tags in tags.ts`);
  const items = buildPracticePool(bank, courses);
  for (const i of [...items, ...buildProblemPool(bank, courses)]) {
    if (i.tags.length < 1 || i.tags.length > 4)
      errors.push(`${i.origin}: ${i.tags.length} tags (1-4)`);
    for (const tag of i.tags)
      if (!TAG_VOCABULARY.has(tag) || !/^[a-z0-9]+\/[a-z0-9-]+$/.test(tag))
        errors.push(`${i.origin}: tag ${tag} is not in the vocabulary`);
  }
  const counts = tagCounts(items);
  const concepts = new Set(CONCEPT_TAGS.map((c) => c.tag));
  for (const [tag, n] of counts)
    if (n < MIN_TAG_ITEMS && !concepts.has(tag))
      errors.push(`tag ${tag}: ${n} MCQs (min ${MIN_TAG_ITEMS} to be offered)`);
  // A concept tag is earned by words; one no item earns is a pattern that matches nothing.
  const earned = tagCounts([...items, ...buildProblemPool(bank, courses)]);
  if (bank.length > 0 && courses.length > 0)
    for (const tag of concepts)
      if ((earned.get(tag) ?? 0) === 0) errors.push(`concept tag ${tag}: no item earns it`);
  return [...new Set(errors)];
}
