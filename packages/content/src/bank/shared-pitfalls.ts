/**
 * Pitfalls that two bank problems share because they are the same step of the same algorithm or
 * API: one list, so a pattern added for one problem reaches the other.
 */
import type { PseudocodeRubric } from '@app/shared/content.schemas';

type Pitfall = NonNullable<PseudocodeRubric['pitfalls']>[number];

/** Dijkstra taking the farthest vertex first (a max-heap); each problem says it in its own words. */
export const DIJKSTRA_MAX_HEAP_PATTERNS: readonly string[] = [
  'max heap',
  'largest distance first',
  'descend distance',
  'distance descend',
  'pop farthest',
  'pop furthest',
];

/** Dijkstra with a heap (algorithms, advanced-algorithms): the stale-entry test turned round. */
export const DIJKSTRA_STALE_TEST_FLIPPED: Pitfall = {
  mistake:
    'A popped entry is outdated when its distance is larger than the recorded dist[u]; skipping entries whose distance is smaller throws away the very entries that carry the shortest distances.',
  patterns: [
    'd < dist u continue',
    'd < dist u skip',
    'dist u > d continue',
    'dist u > d skip',
    'd <= dist u continue',
    'd <= dist u skip',
    'd less dist u continue',
    'd less dist u skip',
    'dist u greater d skip',
    'dist u greater d continue',
  ],
};

/** A React effect with an empty dependency array where it must follow a value (its own mistake text per problem). */
export const EMPTY_DEPENDENCY_PATTERNS: readonly string[] = [
  'empty dependency',
  'useeffect [] once',
  'effect runs once mount',
  'no dependencies',
  'dependency array empty',
];
