/**
 * Answers that must not pass a pseudocode problem, generated from the problem itself: its own
 * words shuffled (with IF / FOR / RETURN sprinkled in), its rubric's accepted wordings as a list,
 * its statement pasted back, and its requirements and criteria wrapped line by line in generic
 * steps and comments (decision 052). The corpus test grades them for every bank problem and
 * adds off-topic and empty-ish ones. Deterministic: the shuffle is seeded by the problem id.
 */
import type { PseudocodeProblem } from '@app/shared/content.schemas';
import { allIdeas } from '@app/shared/pseudocode-grader';

export interface AdversarialAnswer {
  readonly style: string;
  readonly text: string;
}

/** Answers with nothing in them, written as learners do. */
export const EMPTYISH_ANSWERS: readonly string[] = [
  "I don't know.",
  'TODO: write the steps later',
  '1. Read the input.\n2. Solve the problem.\n3. Return the answer.',
  'IF it works THEN return the result ELSE try again',
  'see above',
  'Use the right algorithm and handle all the edge cases carefully so that it is efficient.',
];

function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i];
    const b = out[j];
    if (a === undefined || b === undefined) continue;
    out[i] = b;
    out[j] = a;
  }
  return out;
}

const wordsOf = (text: string) =>
  text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\w#<>]+|[^\w#<>]+$/g, ''))
    .filter((w) => w.length > 0);
const CONTROL = ['IF', 'FOR', 'RETURN', 'WHILE'];

function statementWords(p: PseudocodeProblem): string[] {
  return wordsOf([p.description, ...p.requirements, ...p.evaluationCriteria].join(' '));
}

/** The attack: two of the problem's words per numbered line after IF / FOR / RETURN. */
function shuffledWithControl(p: PseudocodeProblem, random: () => number): string {
  const bag = shuffle(statementWords(p), random);
  const lines: string[] = [];
  for (let i = 0; i + 1 < bag.length && lines.length < 12; i += 2)
    lines.push(`${lines.length + 1}. ${CONTROL[lines.length % 3]} ${bag[i]} ${bag[i + 1]}`);
  return lines.join('\n');
}

function shuffledLines(words: readonly string[], random: () => number, perLine: number): string {
  const bag = shuffle(words, random);
  const lines: string[] = [];
  for (let i = 0; i < bag.length && lines.length < 14; i += perLine)
    lines.push(`${lines.length + 1}. ${bag.slice(i, i + perLine).join(' ')}`);
  return lines.join('\n');
}

function wordings(p: PseudocodeProblem): { first: string[]; all: string[] } {
  const criteria = [...allIdeas(p.rubric), ...p.rubric.edgeCases];
  return { first: criteria.map((c) => c.accept[0] ?? ''), all: criteria.flatMap((c) => c.accept) };
}

function rubricLists(p: PseudocodeProblem, random: () => number): AdversarialAnswer[] {
  const { first, all } = wordings(p);
  const rows: string[] = [];
  for (let i = 0; i < all.length; i += 4) rows.push(all.slice(i, i + 4).join(', '));
  return [
    { style: 'rubric words, one per line', text: first.join('\n') },
    { style: 'all rubric wordings, comma-separated', text: rows.join('\n') },
    {
      style: 'rubric words after IF / FOR / WHILE / RETURN',
      text: first.map((w, i) => `${i + 1}. ${CONTROL[i % 4]} ${w}`).join('\n'),
    },
    {
      style: 'rubric and problem words shuffled',
      text: shuffledLines([...wordsOf(all.join(' ')), ...statementWords(p)], random, 6),
    },
  ];
}

function pasted(p: PseudocodeProblem): AdversarialAnswer[] {
  return [
    { style: 'statement pasted', text: [p.description, ...p.requirements].join('\n') },
    {
      style: 'statement, examples and criteria pasted as steps',
      text: [
        p.description,
        ...p.requirements,
        ...p.examples.map((e) => `${e.scenario}: ${e.expectedApproach}`),
        ...p.evaluationCriteria,
      ]
        .map((l, i) => `${i + 1}. ${l}`)
        .join('\n'),
    },
  ];
}

const lower = (line: string) => line.charAt(0).toLowerCase() + line.slice(1).replace(/\.$/, '');

/**
 * An attack found from outside: the requirements and criteria the learner is shown, each inside a
 * generic step or comment, so that most of the text is not pasted. It passed 25 of 30 tests.
 */
function wrapped(p: PseudocodeProblem): AdversarialAnswer[] {
  return [
    {
      style: 'statement pasted, wrapped in generic steps and comments',
      text: [
        'FUNCTION solve(input)',
        '  IF input is empty THEN RETURN empty result',
        ...p.requirements.map(
          (r) => `  FOR EACH item IN input: ${lower(r)}; IF it fails THEN skip it`,
        ),
        ...p.evaluationCriteria.map((c) => `  // handle: ${lower(c)}`),
        '  RETURN result',
        'END FUNCTION',
      ].join('\n'),
    },
    {
      style: 'statement and examples pasted, wrapped in generic steps',
      text: [
        'SET result TO empty list',
        ...[
          ...p.requirements,
          ...p.examples.map((e) => e.expectedApproach),
          ...p.evaluationCriteria,
        ].map((line, i) => `${i + 1}. IF the input is valid THEN ${lower(line)} AND update result`),
        'RETURN result',
      ].join('\n'),
    },
  ];
}

/** The generated non-answers of a problem: shuffled words, rubric-word lists, pasted statement. */
export function adversarialAnswers(p: PseudocodeProblem): AdversarialAnswer[] {
  const random = seededRandom(p.id);
  return [
    {
      style: 'problem words shuffled after IF / FOR / RETURN',
      text: shuffledWithControl(p, random),
    },
    {
      style: 'problem words shuffled into lines',
      text: shuffledLines(statementWords(p), random, 7),
    },
    ...rubricLists(p, random),
    ...pasted(p),
    ...wrapped(p),
  ];
}
