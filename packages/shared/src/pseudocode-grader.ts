/**
 * Offline grading of a pseudocode answer against a bank rubric. Honest by construction: points
 * come only from ideas and edge cases the answer states, so blank, off-topic or copied answers
 * score low. Weights: logic 70, edge cases 15, clarity 15.
 */
import type { PseudocodeProblem } from './content.schemas';

export interface PseudocodeGrade {
  score: number;
  logicCorrect: boolean;
  edgeCasesHandled: boolean;
  clarityScore: number;
  feedback: string;
  strengths: string[];
  improvements: string[];
}

const CONTROL_WORDS = ['if', 'else', 'for', 'while', 'each', 'return', 'repeat', 'until', 'function', 'set', 'then', 'end', 'output', 'print', 'call'];

function words(textValue: string): string[] {
  return textValue
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 0);
}

/** Every keyword of the wording starts some word of the answer. */
export function wordingMatches(answerWords: ReadonlySet<string>, answerList: readonly string[], wording: string): boolean {
  const keys = words(wording);
  if (keys.length === 0) return false;
  return keys.every((k) => answerWords.has(k) || answerList.some((w) => w.startsWith(k)));
}

function trigrams(list: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 2 < list.length; i++) out.push(`${list[i]} ${list[i + 1]} ${list[i + 2]}`);
  return out;
}

/** Share of the answer's word trigrams that appear verbatim in the problem statement. */
function copiedShare(answer: readonly string[], statement: readonly string[]): number {
  const mine = trigrams(answer);
  if (mine.length === 0) return 0;
  const theirs = new Set(trigrams(statement));
  return mine.filter((t) => theirs.has(t)).length / mine.length;
}

function clarityOf(answerText: string, answerList: readonly string[]): number {
  if (answerList.length === 0) return 0;
  const lines = answerText.split('\n').filter((l) => l.trim().length > 0);
  let clarity = 0;
  if (lines.length >= 3) clarity += 3;
  else if (lines.length === 2) clarity += 1;
  const control = new Set(answerList.filter((w) => CONTROL_WORDS.includes(w)));
  clarity += Math.min(3, control.size);
  if (lines.some((l) => /^\s*(\d+[.)]|[-*]|\s{2,}\S)/.test(l))) clarity += 2;
  if (answerList.length >= 25 && answerList.length <= 800) clarity += 2;
  return Math.min(10, clarity);
}

export function gradePseudocode(problem: PseudocodeProblem, answerText: string): PseudocodeGrade {
  const answerList = words(answerText);
  const answerSet = new Set(answerList);
  const { ideas, edgeCases } = problem.rubric;

  const matchedIdeas = ideas.filter((i) => i.accept.some((w) => wordingMatches(answerSet, answerList, w)));
  const missedIdeas = ideas.filter((i) => !matchedIdeas.includes(i));
  const totalWeight = ideas.reduce((sum, i) => sum + i.weight, 0);
  const logic = matchedIdeas.reduce((sum, i) => sum + i.weight, 0) / totalWeight;

  const matchedEdges = edgeCases.filter((e) => e.accept.some((w) => wordingMatches(answerSet, answerList, w)));
  const edges = edgeCases.length === 0 ? 1 : matchedEdges.length / edgeCases.length;

  const statement = words([problem.description, ...problem.requirements].join(' '));
  const copied = copiedShare(answerList, statement) >= 0.5;

  let clarityScore = clarityOf(answerText, answerList);
  let score = Math.round(70 * logic + 15 * edges * (logic > 0 ? 1 : 0) + 15 * (clarityScore / 10) * (logic > 0 ? 1 : 0.3));
  if (copied) {
    score = Math.min(score, 15);
    clarityScore = Math.min(clarityScore, 3);
  }
  if (answerList.length === 0) {
    score = 0;
    clarityScore = 0;
  }
  const logicCorrect = !copied && logic >= 0.7;
  const edgeCasesHandled = !copied && matchedEdges.length >= Math.ceil(edgeCases.length / 2);

  const strengths = copied ? [] : matchedIdeas.map((i) => i.idea);
  if (!copied && matchedEdges.length > 0) strengths.push(`Handles: ${matchedEdges.map((e) => e.case).join('; ')}`);
  const improvements = missedIdeas.map((i) => `Cover this step: ${i.idea}`);
  for (const e of edgeCases.filter((c) => !matchedEdges.includes(c))) improvements.push(`Handle the edge case: ${e.case}`);
  if (clarityScore < 6) improvements.push('Write one numbered step per line and use IF / FOR / WHILE / RETURN to show the control flow.');
  if (copied) improvements.unshift('Describe your own algorithm instead of restating the problem.');

  const feedback =
    answerList.length === 0
      ? 'No pseudocode was submitted.'
      : copied
        ? 'The answer mostly repeats the problem statement; it does not describe an algorithm.'
        : `Your answer covers ${matchedIdeas.length} of ${ideas.length} key steps and ${matchedEdges.length} of ${edgeCases.length} edge cases. Clarity ${clarityScore}/10.`;

  return { score: Math.max(0, Math.min(100, score)), logicCorrect, edgeCasesHandled, clarityScore, feedback, strengths, improvements };
}
