/**
 * Thirty topics learners commonly type on /tests, each with the words a question on it would use:
 * the independent judge of "on the topic" for the before/after measure (apps/server/test/api/
 * practice-topics.test.ts and scripts/topic-coverage.ts). A question counts as on the topic when
 * its text, options or explanation match `pattern` (case-insensitive).
 */
export interface CommonTopic {
  topic: string;
  pattern: string;
}

export const COMMON_TOPICS: readonly CommonTopic[] = [
  { topic: 'Python Decorators', pattern: 'decorat' },
  { topic: 'Rust Ownership', pattern: 'ownership|borrow|moved?\\b' },
  { topic: 'Go Concurrency', pattern: 'goroutine|channel|sync\\.|mutex|waitgroup' },
  { topic: 'Async/Await', pattern: 'async|await|promise' },
  { topic: 'JavaScript Closures', pattern: 'closure' },
  { topic: 'TypeScript Generics', pattern: 'generic|<T' },
  { topic: 'Regular Expressions', pattern: 'regex|regular expression|re\\.(match|search|sub)' },
  {
    topic: 'Dynamic Programming',
    pattern: 'dynamic programming|memoi|tabulation|\\bdp\\b|overlapping subproblems',
  },
  { topic: 'Linked Lists', pattern: 'linked list|next pointer|node\\.next|\\.next\\b' },
  { topic: 'Recursion', pattern: 'recurs|base case' },
  { topic: 'Binary Search', pattern: 'binary search|bisect|sorted array.*half|halv' },
  { topic: 'SQL Joins', pattern: '\\bjoin' },
  { topic: 'React Hooks', pattern: 'use(State|Effect|Memo|Callback|Ref|Reducer|Context)|hook' },
  { topic: 'Python Lists', pattern: '\\blist|append|slice' },
  { topic: 'Java Inheritance', pattern: 'inherit|extends|super|subclass|override' },
  { topic: 'Docker Containers', pattern: 'container|docker' },
  { topic: 'Git Branching', pattern: 'branch|merge|rebase' },
  { topic: 'Kubernetes', pattern: 'kubernetes|\\bpod|kubectl|deployment|k8s' },
  { topic: 'C Pointers', pattern: 'pointer|\\*p|&x|dereferenc|address' },
  { topic: 'C++ Smart Pointers', pattern: 'unique_ptr|shared_ptr|weak_ptr|smart pointer' },
  { topic: 'Sorting Algorithms', pattern: 'sort' },
  { topic: 'Graph Algorithms', pattern: 'graph|bfs|dfs|dijkstra|vertex|vertices|edge' },
  { topic: 'Hash Tables', pattern: 'hash' },
  { topic: 'Big O Notation', pattern: 'o\\(|big-o|complexity' },
  {
    topic: 'Node.js Event Loop',
    pattern: 'event loop|microtask|macrotask|setimmediate|process\\.nexttick|libuv',
  },
  { topic: 'SQL Indexes', pattern: '\\bindex' },
  { topic: 'Kotlin Coroutines', pattern: 'coroutine|suspend|launch|flow' },
  { topic: 'Linux Permissions', pattern: 'chmod|chown|permission|rwx|umask' },
  { topic: 'Python Exceptions', pattern: 'except|raise|try' },
  { topic: 'MongoDB Aggregation', pattern: 'aggregat|\\$group|\\$match|pipeline' },
];

/**
 * Ten more topics learners type, written after the concept tags (tags.ts CONCEPT_TAGS) and kept
 * out of them: the concept patterns were written knowing COMMON_TOPICS, so these measure what the
 * index does for a topic no rule was written for.
 */
export const HELD_OUT_TOPICS: readonly CommonTopic[] = [
  { topic: 'Python Generators', pattern: 'generator|yield' },
  { topic: 'Java Streams', pattern: 'stream\\(|\\.stream|collectors|stream api' },
  { topic: 'SQL Subqueries', pattern: 'subquer|nested (select|query)|\\bexists\\b|in \\(select' },
  { topic: 'JavaScript Prototypes', pattern: 'prototype|__proto__' },
  { topic: 'CSS Flexbox', pattern: 'flex' },
  { topic: 'HTTP Status Codes', pattern: '\\b[1-5]\\d\\d\\b|status code' },
  { topic: 'Go Interfaces', pattern: 'interface' },
  { topic: 'Rust Traits', pattern: 'trait|impl ' },
  { topic: 'C++ Templates', pattern: 'template|typename' },
  { topic: 'Git Rebase', pattern: 'rebase' },
];

/** True when the question is on the topic by the topic's own words. */
export function isOnTopic(
  topic: CommonTopic,
  q: { question: string; options: Record<string, string>; explanation: string },
): boolean {
  return new RegExp(topic.pattern, 'i').test(
    [q.question, ...Object.values(q.options), q.explanation].join(' '),
  );
}
