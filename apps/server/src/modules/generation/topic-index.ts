/**
 * A small full-text index over the practice pool, built once at start: level titles, objectives,
 * tags, question text, options and explanations (for problems: title and statement, constraints), with phrase folding, shorthands, synonyms and
 * typo tolerance (topic-aliases.ts). A typed topic becomes groups of terms; an item is on the
 * topic when it matches every group, and ranks by the weight of the fields that matched.
 */
import type { Difficulty } from '@app/shared/constants';
import { PHRASES, SHORTHANDS, STOP_WORDS, SYNONYMS } from './topic-aliases';

/** Field weights: a tag or a level title naming the topic counts most. */
const WEIGHTS = {
  tags: 6,
  title: 4,
  question: 3,
  objectives: 2,
  options: 1,
  explanation: 1,
} as const;
type Field = keyof typeof WEIGHTS;
/** Fields an item inherits from its level (the rest are the item's own text). */
const LEVEL_FIELDS: ReadonlySet<Field> = new Set(['tags', 'title', 'objectives']);
const FIELDS = Object.keys(WEIGHTS) as Field[];

/** What the index reads of an item: its level's fields and its own text. */
export interface IndexItem {
  key: string;
  originTitle: string;
  objectives: readonly string[];
  difficulty: Difficulty;
  tags: readonly string[];
}

/** An item's own text, in the index's fields. */
export interface ItemText {
  question: string;
  options: string;
  explanation: string;
}

export interface RankedItem<T extends IndexItem = IndexItem> {
  item: T;
  score: number;
  /** Share of the query's term groups the item matches (1 = every group). */
  coverage: number;
  /** Truly on the topic: every group matched in a tag, the level title or the question itself. */
  onTopic: boolean;
  /** Some word of the topic names the item's level (a tag or the level title). */
  levelMatch: boolean;
  /** Share of the query's term groups matched in the item's own text (not its level's fields). */
  ownCoverage: number;
}

/** A typed topic read once: how many distinct words it has, and their term groups. */
interface TopicQuery {
  words: number;
  groups: string[][];
}

export interface TopicIndex<T extends IndexItem = IndexItem> {
  readonly items: readonly T[];
  /**
   * Items ranked by relevance, best first; difficulty is a soft preference. A topic already
   * `read` is searched as it is (its prefix was chosen when it was read).
   */
  search(
    topic: string | TopicQuery,
    difficulty?: Difficulty,
    opts?: { prefix?: boolean },
  ): RankedItem<T>[];
  /** The typed topic tokenised and corrected once, for a caller that needs its groups and a search. */
  read(topic: string, prefix?: boolean): TopicQuery;
  /** The query's term groups after aliases and typo correction (for tests and notes). */
  terms(topic: string, prefix?: boolean): string[][];
}

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us'))
    return word.slice(0, -1);
  return word;
}

const escape = (w: string) => w.replace(/[+#]/g, (c) => `\\${c}`);
const PHRASE_TERM = new Map(PHRASES);
// A Map, not the object: 'constructor' or 'toString' in a question must stay words.
const SHORTHAND = new Map(Object.entries(SHORTHANDS));
// Phrases overlap ('binary search tree' / 'binary search'): longest first in the alternation.
const PHRASE_RE = new RegExp(
  ` (${[...PHRASE_TERM.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?= )`,
  'g',
);

/** Lower case, phrases folded, shorthands expanded, stop words dropped, light stemming. */
export function tokenize(text: string, keepStopWords = false): string[] {
  const t = ` ${text
    .toLowerCase()
    .replace(/[/_-]+/g, ' ')
    .replace(/[^a-z0-9+#]+/g, ' ')} `.replace(
    PHRASE_RE,
    (m, phrase: string) => ` ${PHRASE_TERM.get(phrase) ?? phrase} `,
  );
  return t
    .trim()
    .split(' ')
    .filter((w) => w.length > 0)
    .map((w) => SHORTHAND.get(w) ?? w)
    .filter((w) => keepStopWords || !STOP_WORDS.has(w))
    .map(stem);
}

const SYNONYM_OF = new Map<string, Set<string>>();
for (const group of SYNONYMS)
  for (const w of group.map(stem)) {
    const set = SYNONYM_OF.get(w) ?? new Set<string>();
    for (const other of group.map(stem)) set.add(other);
    SYNONYM_OF.set(w, set);
  }

/** Edit distance counting a swap of neighbours as one edit ('pyhton'), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (before[j - 2] ?? 0) + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    [before, prev] = [prev, cur];
  }
  return prev[b.length] ?? max + 1;
}

/** Words the alias tables produce: meant as typed, never 'corrected' into another word. */
const ALIAS_TERMS: ReadonlySet<string> = new Set(
  [...PHRASES.map(([, t]) => t), ...Object.values(SHORTHANDS)].map(stem),
);

const DIFFICULTY_RANK: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };

export function buildTopicIndex<T extends IndexItem>(
  items: readonly T[],
  textOf: (item: T) => ItemText,
): TopicIndex<T> {
  // term -> one number per item: index * 64 + best level-field weight * 8 + best own-field weight.
  // An item whose own text names the topic outranks one that only sits in a level about it.
  const postings = new Map<string, number[]>();
  // A level's title, objectives and tags are shared by its items: tokenised once.
  const shared = new Map<string, string[]>();
  const tokensOf = (f: Field, text: string): string[] => {
    if (f !== 'title' && f !== 'objectives' && f !== 'tags') return tokenize(text);
    const cached = shared.get(text) ?? tokenize(text);
    shared.set(text, cached);
    return cached;
  };
  items.forEach((item, i) => {
    const text = textOf(item);
    const fields: Record<Field, string> = {
      tags: item.tags.join(' '),
      title: `${item.originTitle}`,
      question: text.question,
      objectives: item.objectives.join(' '),
      options: text.options,
      explanation: text.explanation,
    };
    const level = new Map<string, number>();
    const own = new Map<string, number>();
    for (const f of FIELDS) {
      const into = LEVEL_FIELDS.has(f) ? level : own;
      for (const term of tokensOf(f, fields[f]))
        if ((into.get(term) ?? 0) < WEIGHTS[f]) into.set(term, WEIGHTS[f]);
    }
    for (const term of new Set([...level.keys(), ...own.keys()])) {
      const posting = i * 64 + (level.get(term) ?? 0) * 8 + (own.get(term) ?? 0);
      const p = postings.get(term);
      if (p) p.push(posting);
      else postings.set(term, [posting]);
    }
  });
  const dictionary = [...postings.keys()];
  const idf = (term: string) =>
    Math.log(1 + items.length / (postings.get(term)?.length ?? items.length));

  /** A typed word's alternatives: itself and its synonyms if indexed, else the nearest indexed words. */
  function alternatives(word: string, prefix = false): string[] {
    if (prefix && word.length >= 2) {
      const starts = dictionary
        .filter((t) => t.startsWith(word))
        .sort((a, b) => (postings.get(b)?.length ?? 0) - (postings.get(a)?.length ?? 0));
      if (starts.length > 0) return starts.slice(0, 6);
    }
    const own = [word, ...(SYNONYM_OF.get(word) ?? [])].filter((w) => postings.has(w));
    if (own.length > 0) return [...new Set(own)];
    if (word.length < 4 || ALIAS_TERMS.has(word)) return [];
    const max = word.length >= 8 ? 2 : 1;
    let best: string[] = [];
    let bestD = max + 1;
    for (const term of dictionary) {
      const d = editDistance(word, term, max);
      if (d < bestD) [best, bestD] = [[term], d];
      else if (d === bestD && d <= max) best.push(term);
    }
    return best
      .sort((a, b) => (postings.get(b)?.length ?? 0) - (postings.get(a)?.length ?? 0))
      .slice(0, 2);
  }

  function read(topic: string, prefix = false): TopicQuery {
    const words = [...new Set(tokenize(topic))];
    const groups = words
      .map((w, i) => alternatives(w, prefix && i === words.length - 1))
      .filter((g) => g.length > 0);
    return { words: words.length, groups };
  }

  const terms = (topic: string, prefix = false): string[][] => read(topic, prefix).groups;

  function search(
    topic: string | TopicQuery,
    difficulty?: Difficulty,
    opts: { prefix?: boolean } = {},
  ): RankedItem<T>[] {
    const { words: typedWords, groups } =
      typeof topic === 'string' ? read(topic, opts.prefix) : topic;
    if (groups.length === 0) return [];
    // Words nothing matched count against coverage: 'python zzzz' is not fully on Python.
    const totalGroups = Math.max(groups.length, typedWords);
    const scores = new Map<
      number,
      { score: number; matched: number; weakest: number; level: number; own: number }
    >();
    for (const group of groups) {
      const best = new Map<number, { s: number; w: number; lv: number; own: boolean }>();
      for (const term of group)
        for (const posting of postings.get(term) ?? []) {
          const i = Math.floor(posting / 64);
          const [levelW, ownW] = [Math.floor(posting / 8) % 8, posting % 8];
          const w = Math.max(levelW, ownW);
          const sc = (levelW + ownW) * idf(term);
          const cur = best.get(i);
          const own = ownW > 0 || (cur?.own ?? false);
          if (!cur || sc > cur.s)
            best.set(i, {
              s: sc,
              w: Math.max(w, cur?.w ?? 0),
              lv: Math.max(levelW, cur?.lv ?? 0),
              own,
            });
          else [cur.w, cur.lv, cur.own] = [Math.max(cur.w, w), Math.max(cur.lv, levelW), own];
        }
      for (const [i, { s, w, lv, own }] of best) {
        const cur = scores.get(i) ?? { score: 0, matched: 0, weakest: Infinity, level: 0, own: 0 };
        scores.set(i, {
          score: cur.score + s,
          matched: cur.matched + 1,
          weakest: Math.min(cur.weakest, w),
          level: Math.max(cur.level, lv),
          own: cur.own + (own ? 1 : 0),
        });
      }
    }
    const ranked: RankedItem<T>[] = [];
    for (const [i, { score, matched, weakest, level, own }] of scores) {
      const item = items[i];
      if (!item) continue;
      const coverage = matched / totalGroups;
      const gap = difficulty
        ? Math.abs(DIFFICULTY_RANK[item.difficulty] - DIFFICULTY_RANK[difficulty])
        : 0;
      // Every word found in a tag, the level title or the question, and at least one in the item's
      // own text: a level titled 'Tags, Bisect, Hooks and Workflows' is on 'binary search' (bisect)
      // for its bisect questions, not for its questions on semver and .gitignore.
      const onTopic = coverage === 1 && weakest >= WEIGHTS.question && own > 0;
      ranked.push({
        item,
        coverage,
        onTopic,
        levelMatch: level >= WEIGHTS.title,
        ownCoverage: own / totalGroups,
        score: score * coverage * coverage * (1 - 0.15 * gap),
      });
    }
    return ranked.sort((a, b) => b.score - a.score);
  }

  return { items, search, read, terms };
}
