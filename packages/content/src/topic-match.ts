/**
 * Matches a free-typed topic to a bank topic by name and aliases: 'py basics' -> Python Basics,
 * 'JS' -> JavaScript Fundamentals, 'docker' -> DevOps & CI/CD. No close match -> the fallback.
 */
export interface MatchableTopic {
  id: string;
  name: string;
  aliases: readonly string[];
}

export interface TopicMatch {
  id: string;
  /** True when the typed topic is the topic's own name or id (no notice needed). */
  exact: boolean;
}

export const FALLBACK_TOPIC_ID = 'general-programming';

export function normaliseTopic(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

const STOP = new Set([
  'and',
  'the',
  'of',
  'in',
  'for',
  'to',
  'a',
  'an',
  'with',
  'basics',
  'fundamentals',
  'intro',
  'introduction',
  'advanced',
  'programming',
]);

function tokens(text: string): string[] {
  return normaliseTopic(text)
    .split(' ')
    .filter((t) => t.length > 0 && !STOP.has(t));
}

function score(input: string, candidate: string): number {
  const a = normaliseTopic(input);
  const b = normaliseTopic(candidate);
  if (!a || !b) return 0;
  if (a === b) return 100;
  const wordIn = (needle: string, hay: string) => ` ${hay} `.includes(` ${needle} `);
  if (b.length >= 2 && wordIn(b, a)) return 80; // 'react hooks tutorial' contains 'react hooks'
  if (a.length >= 3 && wordIn(a, b)) return 70;
  const ta = tokens(input);
  const tb = new Set(tokens(candidate));
  if (ta.length === 0 || tb.size === 0) return 0;
  const shared = ta.filter((t) => tb.has(t)).length;
  return Math.round((60 * shared) / Math.max(ta.length, tb.size));
}

export function matchTopic(input: string, topics: readonly MatchableTopic[]): TopicMatch {
  const n = normaliseTopic(input);
  for (const t of topics)
    if (normaliseTopic(t.name) === n || t.id === n.replace(/ /g, '-'))
      return { id: t.id, exact: true };
  let best: { id: string; score: number } | undefined;
  for (const t of topics) {
    const s = Math.max(...[t.name, ...t.aliases].map((c) => score(input, c)));
    if (!best || s > best.score) best = { id: t.id, score: s };
  }
  if (best && best.score >= 30) return { id: best.id, exact: false };
  return { id: FALLBACK_TOPIC_ID, exact: false };
}
