/**
 * Offline practice tests on a typed topic hold questions on it: an item is on the topic only when
 * some word of the topic is in its own text, not only in its level's title or tags (a teacher's
 * test: 'binary search' drew six questions of a Git level titled '... Bisect, Hooks ...' on semver
 * and .gitignore; 'regex' drew Express and Vue routes whose explanations name path-to-regexp).
 */
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '@app/shared/constants';
import type { PoolItem } from '@app/content/practice-pool';
import { selectPracticeMcqs } from '../../src/modules/generation/practice-topic';

const ownText = (i: PoolItem) =>
  [i.mcq.question, ...Object.values(i.mcq.options), i.mcq.explanation].join('\n');

/** The on-topic items of a few draws of a test on the topic (the fill after them is not). */
function onTopicDraws(topic: string): PoolItem[] {
  return DIFFICULTIES.flatMap((difficulty) =>
    [0.1, 0.5, 0.9].flatMap((r) => {
      const s = selectPracticeMcqs({ topic, difficulty, seen: new Set() }, () => r);
      return s ? s.items.slice(0, Math.min(s.onTopic, s.items.length)) : [];
    }),
  );
}

describe('practice tests on a typed topic', () => {
  it("'binary search' draws questions that are about it, not the rest of a level that names bisect", () => {
    const items = onTopicDraws('binary search');
    expect(items.length).toBeGreaterThan(20);
    expect(
      items.filter((i) => !/binary search|bisect/i.test(ownText(i))).map((i) => i.key),
    ).toEqual([]);
  });

  it("'regex' never counts a route matcher's path-to-regexp as regular expressions", () => {
    const items = onTopicDraws('regex');
    expect(
      items
        .filter((i) => !/regular expression|\bregex(es)?\b|\bre\.\w+\(|RegExp/.test(ownText(i)))
        .map((i) => i.key),
    ).toEqual([]);
    expect(items.filter((i) => /path-to-regexp/.test(ownText(i))).map((i) => i.key)).toEqual([]);
  });
});
