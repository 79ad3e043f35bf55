/**
 * Grades the pseudocode corpus and prints the figures per kind (count, mean, min, max, pass rate),
 * then every case that misses its target. Run: npx tsx packages/content/scripts/pseudocode-corpus-report.ts [--all]
 */
import { gradePseudocode } from '@app/shared/pseudocode-grader';
import { BANK_TOPICS } from '../src/bank';
import { corpusCases, type CorpusProblem } from '../src/pseudocode-corpus/index';

const problems = new Map<string, CorpusProblem>();
for (const t of BANK_TOPICS)
  for (const d of ['easy', 'medium', 'hard'] as const)
    for (const p of t.levels[d].pseudocode) problems.set(p.id, { topic: t.id, problem: p });

const rows = corpusCases((id) => problems.get(id)).map((c) => ({
  c,
  g: gradePseudocode(c.problem, c.text),
}));
const showAll = process.argv.includes('--all');

for (const kind of ['correct', 'partial', 'adversarial'] as const) {
  const scores = rows.filter((r) => r.c.kind === kind).map((r) => r.g.score);
  const pass = scores.filter((s) => s >= 60).length;
  const mean = scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length);
  console.log(
    `${kind.padEnd(12)} n=${scores.length} mean=${mean.toFixed(1)} min=${Math.min(...scores)} max=${Math.max(...scores)} pass=${((100 * pass) / Math.max(1, scores.length)).toFixed(1)}%`,
  );
}

const partial = rows.filter((r) => r.c.kind === 'partial');
const adversarial = rows.filter((r) => r.c.kind === 'adversarial');
const bestCorrect = (id: string) =>
  Math.max(
    ...rows.filter((r) => r.c.kind === 'correct' && r.c.problem.id === id).map((r) => r.g.score),
  );
const share = (n: number, of: number) =>
  `${n}/${of} (${((100 * n) / Math.max(1, of)).toFixed(1)}%)`;
console.log(
  `problems ${new Set(rows.map((r) => r.c.problem.id)).size}, topics ${new Set(rows.map((r) => r.c.topic)).size}`,
);
console.log(
  `adversarial under 30 with logicCorrect false: ${share(adversarial.filter((r) => r.g.score < 30 && !r.g.logicCorrect).length, adversarial.length)}`,
);
console.log(
  `partial in [30, 100): ${share(partial.filter((r) => r.g.score >= 30 && r.g.score < 100).length, partial.length)}`,
);
console.log(
  `partial below the best correct answer of its problem: ${share(partial.filter((r) => r.g.score < bestCorrect(r.c.problem.id)).length, partial.length)}`,
);

for (const { c, g } of rows) {
  const bad =
    (c.kind === 'correct' && g.score < 60) ||
    (c.kind === 'adversarial' && (g.score >= 30 || g.logicCorrect)) ||
    (c.kind === 'partial' && (g.score >= 100 || g.score < 30));
  if (!bad && !showAll) continue;
  console.log(
    `\n[${c.kind}] ${c.problem.id} (${c.style}) score=${g.score} logic=${g.logicCorrect} clarity=${g.clarityScore}${c.missing ? ` missing="${c.missing}"` : ''}`,
  );
  console.log(`  ${g.feedback}`);
  if (showAll || c.kind !== 'adversarial')
    console.log(`  improvements: ${g.improvements.join(' | ')}`);
}
