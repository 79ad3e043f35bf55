/**
 * Static checks of the catalogue and the bank: schemas, counts, duplicates, option spread, lesson
 * length. Running reference solutions is done by the server's runner (see the server's content
 * tests); these checks need no toolchain.
 */
import {
  bankTopicSchema,
  courseContentSchema,
  OPTION_LETTERS,
  type BankTopic,
  type CodingProblem,
  type CourseContent,
  type DebugProblem,
  type Mcq,
} from '@app/shared/content.schemas';
import { DIFFICULTIES } from '@app/shared/constants';
import { gradePseudocode } from '@app/shared/pseudocode-grader';
import type { LanguageId } from '@app/shared/languages';
import { CATALOGUE_TABLE } from './catalogue-table';

export const MIN_LESSON_WORDS = 250;
export const MIN_CHAPTER_MCQS = 8;
export const MAX_LETTER_SHARE = 0.4;

/**
 * The languages a topic's debug problems may use, for topics about one language: a learner who picks
 * "HTML & CSS debug" debugs JavaScript, not Rust. SQL debug programs are Python with the standard
 * sqlite3 module (an in-memory database built from stdin). Other topics spread over the ten languages.
 */
export const TOPIC_DEBUG_LANGUAGES: Readonly<Record<string, readonly LanguageId[]>> = {
  'html-css': ['javascript'],
  'javascript-fundamentals': ['javascript'],
  react: ['javascript'],
  'nodejs-express': ['javascript'],
  'python-basics': ['python3'],
  'machine-learning': ['python3'],
  sql: ['python3'],
};

export function wordCount(markdown: string): number {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z]/.test(w)).length;
}

function normalise(q: string): string {
  // Operators stay: '7 // 2' and '-7 // 2' are different questions.
  return q
    .toLowerCase()
    .replace(/[^a-z0-9+\-*/%<>=!&|^~]+/g, ' ')
    .trim();
}

export function checkMcqs(where: string, mcqs: readonly Mcq[], errors: string[]): void {
  const seen = new Set<string>();
  for (const [i, q] of mcqs.entries()) {
    const key = normalise(q.question);
    if (seen.has(key)) errors.push(`${where}: question ${i + 1} is a duplicate: "${q.question}"`);
    seen.add(key);
    // Options compare with their symbols kept: '(5)' and '(5,)', or '-3' and '3', are different answers.
    const opts = OPTION_LETTERS.map((l) => q.options[l].toLowerCase().replace(/\s+/g, ' ').trim());
    if (new Set(opts).size !== 4) errors.push(`${where}: question ${i + 1} repeats an option`);
  }
}

/** Correct letters must be spread: no letter above 40% of a set (sets of 8 or more). */
export function checkLetterSpread(where: string, mcqs: readonly Mcq[], errors: string[]): void {
  if (mcqs.length < 8) return;
  for (const letter of OPTION_LETTERS) {
    const share = mcqs.filter((q) => q.correct === letter).length / mcqs.length;
    if (share > MAX_LETTER_SHARE)
      errors.push(
        `${where}: ${Math.round(share * 100)}% of correct answers are ${letter} (max 40%)`,
      );
  }
}

export function checkCodingProblem(where: string, p: CodingProblem, errors: string[]): void {
  const visible = p.testCases.filter((t) => !t.hidden).length;
  const hidden = p.testCases.length - visible;
  if (visible < 2) errors.push(`${where}/${p.id}: needs at least 2 visible tests (has ${visible})`);
  if (hidden < 1) errors.push(`${where}/${p.id}: needs hidden tests`);
  if (p.testCases.length < 6) errors.push(`${where}/${p.id}: needs at least 6 tests`);
  for (const ex of p.examples) {
    if (
      !p.testCases.some(
        (t) =>
          !t.hidden && t.input === ex.input && t.expectedOutput.trimEnd() === ex.output.trimEnd(),
      )
    )
      errors.push(
        `${where}/${p.id}: example with input ${JSON.stringify(ex.input.slice(0, 30))} is not a visible test`,
      );
  }
}

export function checkDebugProblem(where: string, p: DebugProblem, errors: string[]): void {
  for (const bug of p.bugs)
    for (const i of bug.testIndexes)
      if (i >= p.testCases.length)
        errors.push(`${where}/${p.id}: bug test index ${i} out of range`);
  if (p.buggyCode.trim() === p.fixedCode.trim())
    errors.push(`${where}/${p.id}: fixed code equals buggy code`);
  if (p.testCases.filter((t) => !t.hidden).length < 1)
    errors.push(`${where}/${p.id}: needs visible tests`);
}

export function validateCourse(raw: unknown): { course?: CourseContent; errors: string[] } {
  const parsed = courseContentSchema.safeParse(raw);
  if (!parsed.success)
    return { errors: parsed.error.issues.map((i) => `schema ${i.path.join('.')}: ${i.message}`) };
  const course = parsed.data;
  const errors: string[] = [];
  const row = CATALOGUE_TABLE.find((r) => r.id === course.id);
  if (!row) errors.push(`${course.id}: not in the catalogue table`);
  else {
    if (row.chapters !== course.totalChapters)
      errors.push(
        `${course.id}: totalChapters ${course.totalChapters}, table says ${row.chapters}`,
      );
    if (row.hours !== course.estimatedHours)
      errors.push(`${course.id}: estimatedHours ${course.estimatedHours}, table says ${row.hours}`);
    if (row.level !== course.difficulty)
      errors.push(`${course.id}: difficulty ${course.difficulty}, table says ${row.level}`);
    course.chapters.forEach((ch, i) => {
      if (ch.id !== `${row.chapterPrefix}-${i + 1}`)
        errors.push(
          `${course.id}: chapter ${i + 1} id ${ch.id}, expected ${row.chapterPrefix}-${i + 1}`,
        );
    });
  }
  if (course.chapters.length !== course.totalChapters)
    errors.push(
      `${course.id}: ${course.chapters.length} chapters, totalChapters says ${course.totalChapters}`,
    );
  const allMcqs: Mcq[] = [];
  const rank = { Easy: 0, Medium: 1, Hard: 2 } as const;
  let prevRank = 0;
  for (const [i, ch] of course.chapters.entries()) {
    const where = `${course.id}/${ch.id}`;
    if (ch.order !== i + 1) errors.push(`${where}: order ${ch.order}, expected ${i + 1}`);
    if (rank[ch.difficulty] < prevRank)
      errors.push(`${where}: difficulty falls back to ${ch.difficulty}`);
    prevRank = rank[ch.difficulty];
    const words = wordCount(ch.lesson);
    if (words < MIN_LESSON_WORDS)
      errors.push(`${where}: lesson has ${words} words (min ${MIN_LESSON_WORDS})`);
    if (ch.testType === 'mcq') {
      if (ch.mcqs.length < MIN_CHAPTER_MCQS)
        errors.push(`${where}: ${ch.mcqs.length} MCQs (min ${MIN_CHAPTER_MCQS})`);
    } else if (ch.problems.length < 1) errors.push(`${where}: coding level without a problem`);
    for (const p of ch.problems) checkCodingProblem(where, p, errors);
    allMcqs.push(...ch.mcqs);
  }
  checkMcqs(course.id, allMcqs, errors);
  checkLetterSpread(course.id, allMcqs, errors);
  return { course, errors };
}

export function validateTopic(raw: unknown): { topic?: BankTopic; errors: string[] } {
  const parsed = bankTopicSchema.safeParse(raw);
  if (!parsed.success)
    return { errors: parsed.error.issues.map((i) => `schema ${i.path.join('.')}: ${i.message}`) };
  const topic = parsed.data;
  const errors: string[] = [];
  const allMcqs: Mcq[] = [];
  const ids = new Set<string>();
  for (const d of DIFFICULTIES) {
    const level = topic.levels[d];
    const where = `${topic.id}/${d}`;
    allMcqs.push(...level.mcq);
    checkLetterSpread(where, level.mcq, errors);
    for (const p of level.coding) checkCodingProblem(where, p, errors);
    for (const p of level.debug) checkDebugProblem(where, p, errors);
    const allowed = TOPIC_DEBUG_LANGUAGES[topic.id];
    for (const p of level.debug)
      if (allowed && !allowed.includes(p.language))
        errors.push(
          `${where}/${p.id}: debug problem in ${p.language}; this topic's debug problems are in ${allowed.join(' or ')}`,
        );
    for (const p of [...level.coding, ...level.debug, ...level.pseudocode]) {
      if (ids.has(p.id)) errors.push(`${where}: duplicate problem id ${p.id}`);
      ids.add(p.id);
    }
    for (const p of level.pseudocode) {
      const model = gradePseudocode(p, p.rubric.modelAnswer);
      if (model.score < 80)
        errors.push(`${where}/${p.id}: model answer grades ${model.score} (min 80)`);
      for (const a of p.rubric.approaches ?? []) {
        const other = gradePseudocode(p, a.modelAnswer);
        if (other.score < 80)
          errors.push(
            `${where}/${p.id}: model answer of "${a.approach}" grades ${other.score} (min 80)`,
          );
      }
      if ((p.rubric.pitfalls?.length ?? 0) < 2)
        errors.push(`${where}/${p.id}: ${p.rubric.pitfalls?.length ?? 0} pitfalls (min 2)`);
      const blank = gradePseudocode(p, '');
      const offTopic = gradePseudocode(
        p,
        'I like to go hiking on weekends.\nThe weather is nice today.\nMy favourite colour is blue.',
      );
      const copied = gradePseudocode(p, [p.description, ...p.requirements].join('\n'));
      for (const [name, g] of [
        ['blank', blank],
        ['off-topic', offTopic],
        ['copied', copied],
      ] as const)
        if (g.score >= 30)
          errors.push(`${where}/${p.id}: a ${name} answer grades ${g.score} (max 29)`);
    }
  }
  checkMcqs(topic.id, allMcqs, errors);
  return { topic, errors };
}
