/**
 * The before/after measure of issue 19: for each common topic (packages/content/src/common-topics.ts),
 * the mean number of on-topic questions in an offline 10-question medium MCQ test, drawn with
 * today's bank matcher (before) and with the pool index (after), plus the index build time.
 * Run: node --import tsx scripts/topic-coverage.ts (from apps/server).
 */
import {
  COMMON_TOPICS,
  HELD_OUT_TOPICS,
  isOnTopic,
  type CommonTopic,
} from '@app/content/common-topics';
import { generateFromBank } from '../src/modules/generation/bank.generator';
import { createBankGeneration } from '../src/modules/generation/generation.service';
import type { GeneratedTest } from '../src/modules/generation/payload';
import { practiceIndex } from '../src/modules/generation/practice-topic';

const RUNS = 5;
const heap = process.memoryUsage().heapUsed;
const { index, ms } = practiceIndex();
console.log(
  `index: ${index.items.length} items, built in ${ms} ms, heap +${((process.memoryUsage().heapUsed - heap) / 1e6).toFixed(1)} MB`,
);

const onTopic = (topic: (typeof COMMON_TOPICS)[number], test: GeneratedTest) =>
  test.questions.filter((q) => q.payload.kind === 'mcq' && isOnTopic(topic, q.payload.mcq)).length;

const generation = createBankGeneration();

async function measure(name: string, topics: readonly CommonTopic[]): Promise<void> {
  const rows: string[] = [];
  let [sumBefore, sumAfter] = [0, 0];
  for (const topic of topics) {
    let [before, after] = [0, 0];
    let served = '';
    for (let run = 0; run < RUNS; run++) {
      const input = {
        type: 'mcq' as const,
        topic: topic.topic,
        difficulty: 'medium' as const,
        seen: new Set<string>(),
      };
      before += onTopic(topic, generateFromBank(input));
      const test = await generation.createTest(input);
      after += onTopic(topic, test);
      served = test.servedTopic ?? topic.topic;
    }
    sumBefore += before / RUNS;
    sumAfter += after / RUNS;
    rows.push(
      `| ${topic.topic} | ${(before / RUNS).toFixed(1)} | ${(after / RUNS).toFixed(1)} | ${served} |`,
    );
  }
  console.log(
    [
      `\n${name}`,
      '| topic | before /10 | after /10 | title shows |',
      '|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
  console.log(
    `mean on-topic per 10: before ${(sumBefore / topics.length).toFixed(2)}, after ${(sumAfter / topics.length).toFixed(2)}`,
  );
}

await measure('Common topics (common-topics.ts)', COMMON_TOPICS);
await measure('Held-out topics (no concept tag was written for them)', HELD_OUT_TOPICS);
