/**
 * The tests a coding problem is graded with: its hand-written tests, then its generated hidden
 * tests (built in the sandbox on first need, then read from the cache by content hash), and the
 * time limit measured from its reference. Problems without a judge spec keep their own tests.
 */
import type { CodingProblem, TestCase } from '@app/shared/content.schemas';
import type { Runner } from '../runner/runner.types';
import { buildGeneratedTests } from './judge-build';
import { contentHash, type GeneratedTests, readCached, writeCached } from './judge-cache';

interface JudgedProblem {
  /** Hand-written tests first, then the generated ones (all hidden). */
  tests: TestCase[];
  /** Per test: the generated test's size label, null for a hand-written one. */
  labels: Array<string | null>;
  /** The base time limit; undefined: the runner's default. */
  timeLimitMs: number | undefined;
  intendedComplexity: string | undefined;
}

export interface Judge {
  prepare(problem: CodingProblem): Promise<JudgedProblem>;
  /** The generated tests alone (built or read from the cache); null without a judge spec. */
  generated(problem: CodingProblem): Promise<GeneratedTests | null>;
}

export interface JudgeOptions {
  runner: Runner;
  /** Where generated tests are cached: DATA_DIR/generated-tests on a server. */
  cacheDir: string;
}

export function createJudge({ runner, cacheDir }: JudgeOptions): Judge {
  // One build per hash at a time; finished builds are read back from disk, not held in memory.
  const building = new Map<string, Promise<GeneratedTests>>();

  async function generated(problem: CodingProblem): Promise<GeneratedTests | null> {
    const spec = problem.judge;
    if (!spec) return null;
    const hash = contentHash(problem);
    const cached = await readCached(cacheDir, hash);
    if (cached) return cached;
    let job = building.get(hash);
    if (!job) {
      job = (async () => {
        const built = await buildGeneratedTests(runner, problem, spec, hash);
        await writeCached(cacheDir, built);
        return built;
      })();
      building.set(hash, job);
      job.then(
        () => building.delete(hash),
        () => building.delete(hash),
      );
    }
    return job;
  }

  return {
    generated,
    async prepare(problem) {
      const gen = await generated(problem);
      const hand = problem.testCases;
      if (!gen)
        return {
          tests: [...hand],
          labels: hand.map(() => null),
          timeLimitMs: undefined,
          intendedComplexity: undefined,
        };
      return {
        tests: [
          ...hand,
          ...gen.tests.map((t) => ({
            input: t.input,
            expectedOutput: t.expectedOutput,
            hidden: true,
          })),
        ],
        labels: [...hand.map(() => null), ...gen.tests.map((t) => t.label)],
        timeLimitMs: gen.timeLimitMs,
        intendedComplexity: problem.judge?.intendedComplexity,
      };
    },
  };
}
