/**
 * Offline grading of a pseudocode answer against a bank rubric. It reads logic, not words:
 * a rubric idea counts only when one step of the answer does something with it (see
 * pseudocode-rubric-match), ideas out of order, lines without verbs and keyword stuffing cost
 * points, and the structure check (pseudocode-structure) and the off-topic guard
 * (pseudocode-relevance) cap non-answers (empty, pasted statement, a bag of the problem's or the
 * rubric's words, a bare keyword list, a correct answer to another problem) under 30.
 * Weights: logic 70, edge cases 15, clarity 15; edge cases and clarity count in proportion to the
 * logic, fully from half of it. The pass mark is 60.
 */
import { PASS_MARK_PERCENT } from './constants';
import type { PseudocodeProblem, PseudocodeRubric } from './content.schemas';
import { ownPart, statementRuns } from './pseudocode-copied';
import { analyseStructure, stepActs, type StructureReport } from './pseudocode-structure';
import {
  matchApproaches,
  matchRubric,
  type CriterionResult,
  type RubricMatch,
} from './pseudocode-rubric-match';
import { findPitfalls, wrongStepLine, type PitfallHit } from './pseudocode-pitfalls';
import { FUNCTION_WORDS } from './pseudocode-lexicon';
import { isOffTopic, problemVocabulary, relevanceOf, type Relevance } from './pseudocode-relevance';
import { stem } from './pseudocode-text';

export interface PseudocodeGrade {
  score: number;
  logicCorrect: boolean;
  edgeCasesHandled: boolean;
  clarityScore: number;
  feedback: string;
  strengths: string[];
  improvements: string[];
}

/** The most a non-answer (see AnswerVerdict) can score. */
export const NON_ANSWER_CAP = 20;
/** Above this share of rubric keywords among its content words an answer loses points (stuffing). */
export const MAX_KEYWORD_DENSITY = 0.75;
/** The most an answer with a wrong step (a rubric pitfall) can score: a real attempt, not a pass. */
export const PITFALL_CAP = 45;
/** Share of the ideas' weight needed for logicCorrect. */
export const LOGIC_CORRECT_SHARE = 0.7;

type ProblemText = Pick<
  PseudocodeProblem,
  'title' | 'description' | 'requirements' | 'examples' | 'evaluationCriteria'
>;

/** Everything the learner was shown about the problem. */
export function statementOf(p: ProblemText): string {
  return [
    p.title,
    p.description,
    ...p.requirements,
    ...p.examples.flatMap((e) => [e.scenario, e.expectedApproach]),
    ...p.evaluationCriteria,
  ].join('\n');
}

/** The key steps of every algorithm the rubric knows: its own, then each approach's. */
export function allIdeas(r: PseudocodeRubric): PseudocodeRubric['ideas'] {
  return [...r.ideas, ...(r.approaches ?? []).flatMap((a) => a.ideas)];
}

export function rubricWordings(r: PseudocodeRubric): string[] {
  return [
    ...allIdeas(r).flatMap((i) => i.accept),
    ...r.edgeCases.flatMap((e) => e.accept),
    ...(r.synonyms ?? []).flat(),
  ];
}

const weightOf = (list: readonly CriterionResult[]) => list.reduce((s, c) => s + c.weight, 0);
const metWeight = (list: readonly CriterionResult[]) => weightOf(list.filter((c) => c.matched));
const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

/** Share of the answer's content words that are rubric keywords: stuffing pushes it towards 1. */
function keywordDensity(s: StructureReport, rubric: PseudocodeRubric): number {
  const vocab = new Set(
    rubricWordings(rubric)
      .flatMap((w) => w.toLowerCase().split(/[^a-z0-9]+/))
      .filter((w) => w.length > 1)
      .map(stem),
  );
  const content = s.steps
    .flatMap((st) => st.tokens)
    .filter((t) => t.kind === 'word' && !FUNCTION_WORDS.has(t.text));
  if (content.length === 0) return 0;
  return content.filter((t) => vocab.has(stem(t.text))).length / content.length;
}

interface Marks {
  logic: number;
  edges: number;
  score: number;
}

/** Why an answer is not graded on its logic, or null when it is an answer to this problem. */
function nonAnswerReason(s: StructureReport, r: Relevance): string | null {
  if (s.verdict !== 'answer') return s.reason;
  if (isOffTopic(r))
    return `The steps mostly serve a different problem (${r.foreign.join(', ')} ...): answer the problem that was asked.`;
  return null;
}

/** Share of the key steps' weight met, less for steps out of order. */
function logicOf(m: RubricMatch): number {
  const orderFactor = m.order >= 0.5 ? 1 : 0.7 + 0.6 * m.order;
  return (metWeight(m.ideas) / Math.max(1, weightOf(m.ideas))) * orderFactor;
}

/**
 * The rubric of the algorithm the answer follows best (the first on a tie: the main one), with its
 * match: the main key steps or those of one of the rubric's other approaches.
 */
function followedRubric(
  rubric: PseudocodeRubric,
  s: StructureReport,
  statement: string,
): { rubric: PseudocodeRubric; match: RubricMatch } {
  const runs = statementRuns(statement);
  const own = s.steps.map((step) => ownPart(step, runs));
  const [main, ...others] = matchApproaches(rubric, own, own.map(stepActs));
  let best = { rubric, match: main };
  let bestLogic = logicOf(main);
  others.forEach((match, i) => {
    const logic = logicOf(match);
    const ideas = rubric.approaches?.[i]?.ideas;
    if (ideas && logic > bestLogic) {
      best = { rubric: { ...rubric, ideas }, match };
      bestLogic = logic;
    }
  });
  return best;
}

function marksOf(
  m: RubricMatch,
  s: StructureReport,
  density: number,
  nonAnswer: boolean,
  wrongStep: boolean,
): Marks {
  const logic = logicOf(m);
  const edges = m.edges.length === 0 ? 1 : m.edges.filter((e) => e.matched).length / m.edges.length;
  const gate = clamp01((logic - 0.1) / 0.4);
  let score = 70 * logic + 15 * edges * gate + 15 * (s.clarity / 10) * gate;
  score *= 1 - Math.max(0, s.verblessShare - 0.25);
  score *= 1 - Math.max(0, density - MAX_KEYWORD_DENSITY);
  if (nonAnswer) score = Math.min(score, NON_ANSWER_CAP);
  if (wrongStep) score = Math.min(score, PITFALL_CAP);
  if (s.wordCount === 0) score = 0;
  return { logic, edges, score: Math.round(Math.max(0, Math.min(100, score))) };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What is missing, said without the rubric's wording while the answer fails: its labels are the
 * rubric's own words, and pasted back as steps they passed 106 of the 108 problems (the same
 * problem comes back in a later test). As with an MCQ's key (decision 047), they are named once
 * the answer passes.
 */
function missingOf(m: RubricMatch, passed: boolean): string[] {
  const ideas = m.ideas.filter((c) => !c.matched);
  const edges = m.edges.filter((c) => !c.matched);
  if (passed)
    return [
      ...ideas.map((i) =>
        i.mentionedOnly
          ? `Mentioned but not used in a step: ${i.label}`
          : `Missing step: ${i.label}`,
      ),
      ...edges.map((e) => `Missing edge case: ${e.label}`),
    ];
  const out: string[] = [];
  if (ideas.length > 0)
    out.push(
      `${plural(ideas.length, 'key step is', 'key steps are')} missing or not yet a step of their own: go through the requirements one by one and write the step that does each.`,
    );
  if (edges.length > 0)
    out.push(
      `${plural(edges.length, 'edge case is', 'edge cases are')} not handled: think of empty, smallest and repeated inputs and say what happens to each.`,
    );
  return out;
}

function improvementsOf(
  m: RubricMatch,
  s: StructureReport,
  nonAnswer: string | null,
  pitfalls: readonly PitfallHit[],
  passed: boolean,
): string[] {
  const out: string[] = [];
  if (nonAnswer) out.push(nonAnswer);
  else out.push(...pitfalls.map(wrongStepLine));
  out.push(...missingOf(m, passed));
  if (m.order < 0.5) out.push('Put the steps in the order the algorithm runs them.');
  if (s.verblessShare > 0.25)
    out.push('Some lines have no verb: say what each step does (set, compare, return ...).');
  if (s.clarity < 6)
    out.push(
      'Write one numbered step per line and use IF / FOR / WHILE / RETURN to show the control flow.',
    );
  return out;
}

function feedbackOf(
  m: RubricMatch,
  s: StructureReport,
  nonAnswer: string | null,
  pitfalls: readonly PitfallHit[],
  passed: boolean,
): string {
  if (s.wordCount === 0) return 'No pseudocode was submitted.';
  if (nonAnswer) return nonAnswer;
  const first = pitfalls[0];
  if (first)
    return `The steps read well, but one of them does not do what the problem needs. ${wrongStepLine(first)}`;
  const met = m.ideas.filter((c) => c.matched).length;
  const edges = m.edges.filter((c) => c.matched).length;
  const head = `Your answer covers ${met} of ${m.ideas.length} key steps and ${edges} of ${m.edges.length} edge cases. Clarity ${s.clarity}/10.`;
  // Named only once it passes (missingOf says why).
  const missing = [...m.ideas, ...m.edges].filter((c) => !c.matched).map((c) => c.label);
  return passed && missing.length > 0 ? `${head} Missing: ${missing.join('; ')}.` : head;
}

function checked(
  problem: PseudocodeProblem,
  answerText: string,
): { structure: StructureReport; nonAnswer: string | null; pitfalls: PitfallHit[] } {
  const structure = analyseStructure(
    { statement: statementOf(problem), rubricWordings: rubricWordings(problem.rubric) },
    answerText,
  );
  const relevance = relevanceOf(
    structure.steps,
    problemVocabulary([
      statementOf(problem),
      ...rubricWordings(problem.rubric),
      problem.rubric.modelAnswer,
      ...(problem.rubric.approaches ?? []).map((a) => a.modelAnswer),
    ]),
  );
  const nonAnswer =
    structure.wordCount === 0
      ? 'No pseudocode was submitted.'
      : nonAnswerReason(structure, relevance);
  // A non-answer is not read for wrong steps: it is capped lower already.
  const pitfalls = nonAnswer === null ? findPitfalls(problem.rubric, structure.steps) : [];
  return { structure, nonAnswer, pitfalls };
}

/**
 * Why the answer is no answer to this problem (empty, copied, a word list, off-topic), or null,
 * and otherwise the rubric's wrong steps it makes: what the AI guard needs, from one reading.
 */
export function offlineVerdictOf(
  problem: PseudocodeProblem,
  answerText: string,
): { nonAnswer: string | null; pitfalls: PitfallHit[] } {
  const { nonAnswer, pitfalls } = checked(problem, answerText);
  return { nonAnswer, pitfalls };
}

/** The ideas the answer meets; with wrong steps, those it still meets without them. */
function strengthsOf(
  rubric: PseudocodeRubric,
  s: StructureReport,
  match: RubricMatch,
  pitfalls: readonly PitfallHit[],
): string[] {
  if (pitfalls.length === 0) return match.ideas.filter((i) => i.matched).map((i) => i.label);
  const wrong = new Set(pitfalls.flatMap((p) => p.span));
  const keep = (_: unknown, i: number) => !wrong.has(i);
  const without = matchRubric(rubric, s.steps.filter(keep), s.acting.filter(keep));
  return without.ideas.filter((i) => i.matched).map((i) => i.label);
}

/** Grades an answer against the problem's rubric. */
export function gradePseudocode(problem: PseudocodeProblem, answerText: string): PseudocodeGrade {
  const { structure, nonAnswer, pitfalls } = checked(problem, answerText);
  const { rubric, match } = followedRubric(problem.rubric, structure, statementOf(problem));
  const marks = marksOf(
    match,
    structure,
    keywordDensity(structure, problem.rubric),
    nonAnswer !== null,
    pitfalls.length > 0,
  );
  const isAnswer = nonAnswer === null;
  const passed = marks.score >= PASS_MARK_PERCENT;
  const metEdges = match.edges.filter((e) => e.matched);
  const strengths = isAnswer ? strengthsOf(rubric, structure, match, pitfalls) : [];
  if (isAnswer && metEdges.length > 0)
    strengths.push(`Handles: ${metEdges.map((e) => e.label).join('; ')}`);
  return {
    score: marks.score,
    logicCorrect: isAnswer && pitfalls.length === 0 && marks.logic >= LOGIC_CORRECT_SHARE,
    edgeCasesHandled: isAnswer && metEdges.length >= Math.ceil(match.edges.length / 2),
    clarityScore: isAnswer ? structure.clarity : Math.min(structure.clarity, 3),
    feedback: feedbackOf(match, structure, nonAnswer, pitfalls, passed),
    strengths,
    improvements: improvementsOf(match, structure, nonAnswer, pitfalls, passed),
  };
}
