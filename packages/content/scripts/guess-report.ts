/**
 * Prints the guesser statistics of every course and bank pool (issue 11), worst first.
 * Usage: npx tsx packages/content/scripts/guess-report.ts [--only id,id] [--all]
 * Without --all only the pools that break a limit are listed, plus the summary.
 */
import { COURSES } from '../src/catalogue';
import { BANK_TOPICS } from '../src/bank';
import { DIFFICULTIES } from '@app/shared/constants';
import {
  bankPoolStats,
  courseStats,
  guessErrors,
  longestKeyShare,
  type PoolStats,
} from '../src/guess-stats';

const args = process.argv.slice(2);
const onlyArg = args[args.indexOf('--only') + 1];
const only = args.includes('--only') && onlyArg ? new Set(onlyArg.split(',')) : undefined;
const all = args.includes('--all');
const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);

const rows: PoolStats[] = [];
const errors: string[] = [];
for (const c of COURSES) {
  if (only && !only.has(c.id)) continue;
  const s = courseStats(
    `course ${c.id}`,
    c.chapters.filter((ch) => ch.testType === 'mcq').map((ch) => ch.mcqs),
  );
  rows.push(s);
  errors.push(...guessErrors(s));
  for (const ch of c.chapters)
    if (ch.testType === 'mcq' && ch.mcqs.length < 12)
      errors.push(`${ch.id}: ${ch.mcqs.length} MCQs (min 12)`);
}
for (const t of BANK_TOPICS) {
  if (only && !only.has(t.id)) continue;
  const allMcqs = DIFFICULTIES.flatMap((d) => t.levels[d].mcq);
  const share = longestKeyShare(allMcqs);
  if (share > 0.3)
    errors.push(
      `bank ${t.id}: the key is the strictly longest option in ${pct(share).trim()} (max 30%)`,
    );
  for (const d of DIFFICULTIES) {
    const s = bankPoolStats(`bank ${t.id}/${d}`, t.levels[d].mcq);
    rows.push(s);
    errors.push(...guessErrors(s, false));
  }
}
rows.sort(
  (a, b) =>
    Math.max(b.longestKeyShare, ...Object.values(b.pass)) -
    Math.max(a.longestKeyShare, ...Object.values(a.pass)),
);
console.log(
  'pool'.padEnd(36),
  'MCQs',
  'longest-key',
  ' longest',
  'shortest',
  '  middle',
  ' overlap',
  'specific',
);
for (const r of rows)
  if (all || guessErrors(r).length)
    console.log(
      r.where.padEnd(36),
      String(r.questions).padStart(4),
      pct(r.longestKeyShare).padStart(11),
      pct(r.pass.longest).padStart(8),
      pct(r.pass.shortest).padStart(8),
      pct(r.pass.middle).padStart(8),
      pct(r.pass.overlap).padStart(8),
      pct(r.pass.specific).padStart(8),
    );
const mean = (f: (r: PoolStats) => number) =>
  pct(rows.reduce((a, r) => a + f(r), 0) / Math.max(rows.length, 1));
console.log(
  `\n${rows.length} pools; mean longest-key ${mean((r) => r.longestKeyShare)}, mean pass: longest ${mean((r) => r.pass.longest)}, shortest ${mean((r) => r.pass.shortest)}, middle ${mean((r) => r.pass.middle)}, overlap ${mean((r) => r.pass.overlap)}, specific ${mean((r) => r.pass.specific)}`,
);
console.log(
  errors.length ? `\n${errors.length} problems:\n${errors.join('\n')}` : '\nall limits met',
);
