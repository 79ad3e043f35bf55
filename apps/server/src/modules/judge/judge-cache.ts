/** Generated tests on disk: one JSON file per content hash, written atomically, parsed on read. */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { CodingProblem } from '@app/shared/content.schemas';

/** Bump when the build changes what it writes, so old cache files are not read. */
const FORMAT = 1;

const generatedTestsSchema = z.object({
  hash: z.string(),
  /** The reference's slowest test, in ms (wall time in the sandbox). */
  referenceMs: z.number(),
  /** The base time limit (docs/runner.md): C, C++, Go and Rust get it; others x their factor. */
  timeLimitMs: z.number().int().positive(),
  tests: z.array(z.object({ label: z.string(), input: z.string(), expectedOutput: z.string() })),
});
export type GeneratedTests = z.infer<typeof generatedTestsSchema>;

/**
 * What the tests depend on: the generator and its arguments, the validator, the reference and the
 * hand-written tests (not the wrong solutions or the wording, so editing those rebuilds nothing).
 */
export function contentHash(problem: CodingProblem): string {
  const { judge, reference, testCases } = problem;
  const inputs = judge
    ? { generator: judge.generator, tests: judge.tests, validator: judge.validator }
    : null;
  return createHash('sha256')
    .update(JSON.stringify({ FORMAT, inputs, reference, testCases }))
    .digest('hex');
}

export async function readCached(dir: string, hash: string): Promise<GeneratedTests | null> {
  let text: string;
  try {
    text = await readFile(join(dir, `${hash}.json`), 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = generatedTestsSchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.hash === hash ? parsed.data : null;
  } catch {
    return null; // a torn or foreign file: rebuild it
  }
}

export async function writeCached(dir: string, tests: GeneratedTests): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${tests.hash}.json`);
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, JSON.stringify(tests));
  await rename(tmp, file);
}
