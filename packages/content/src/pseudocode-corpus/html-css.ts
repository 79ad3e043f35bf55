import type { CorpusEntry } from './types';

export const htmlCssCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'html-css-validate-hex-colour',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `1. If s is empty or s[0] != '#', return false.
2. Let body = s without the first character.
3. If length(body) is not 3 and not 6, return false.
4. For each char c in body: if lowercase(c) is not in 0-9 or a-f, return false.
5. Return true.`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `Input: a string typed by the user. Output: true if it is a valid CSS hex colour, otherwise false.
Step 1: Check that the string is not empty and that its very first character is the hash sign. If not, answer false straight away.
Step 2: Count the characters after the hash. Only two lengths are allowed: 3 (short form like #fff) or 6 (long form like #1a2b3c). Any other count means false.
Step 3: Go through those characters one at a time. Each one must be a digit 0-9 or a letter from a to f; letters can be upper or lower case, so compare the lower-cased character. As soon as one fails, return false.
Step 4: If every character passed, return true. The colour is never converted to RGB, we only answer yes or no.`,
      },
      {
        kind: 'correct',
        style: 'regex one-liner',
        text: `1. Return false unless s matches ^#(?:[0-9a-f]{3}|[0-9a-f]{6})$ with the case-insensitive flag (anchored, so "" and "#12345" fail, and "#12G" fails on the G).
2. Otherwise return true.`,
      },
      {
        kind: 'partial',
        style: 'long form only',
        missing: 'three-digit short form such as #fff',
        text: `1. If s is empty or does not start with '#', return false.
2. If the number of characters after '#' is not 6, return false.
3. For each of those characters, lower-case it and return false if it is not one of 0123456789abcdef.
4. Return true.`,
      },
      {
        kind: 'partial',
        style: 'case-sensitive',
        missing: 'upper-case letters (either case)',
        text: `1. If s is empty or s[0] is not '#', return false.
2. rest = s[1:]; if len(rest) is not 3 and not 6, return false.
3. For each character ch in rest: if ch is not in "0123456789abcdef", return false.
4. Return true.`,
      },
    ],
  },
  {
    problemId: 'html-css-pick-breakpoint',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `1. best = "base"; bestMin = -infinity
2. for each (name, min) in breakpoints:
3.   if min <= width and min > bestMin: best = name; bestMin = min
4. return best`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `Inputs: the list of breakpoints (name and minimum width, in any order) and the viewport width.
1. Start with the answer "base" and a largest-minimum-so-far of minus infinity, because nothing has matched yet.
2. Look at every breakpoint in the list, one by one; the order of the list does not matter since we check them all.
3. A breakpoint applies when its minimum width is less than or equal to the viewport width (min-width queries are inclusive).
4. If it applies and its minimum is bigger than the largest minimum kept so far, remember its name and its minimum.
5. After the loop, return the remembered name. If no breakpoint applied, the answer is still "base".`,
      },
      {
        kind: 'correct',
        style: 'order rows',
        text: `sortedBps = breakpoints ordered from widest minimum to narrowest
for bp in sortedBps:
    if viewport >= bp.min: return bp.name
return "base"   // viewport is narrower than every minimum`,
      },
      {
        kind: 'partial',
        style: 'no fallback',
        missing: 'return base when nothing matches',
        text: `1. best = null; bestMin = -infinity
2. For each breakpoint b in the list:
3.   if b.min <= width and b.min > bestMin then best = b.name and bestMin = b.min
4. Return best`,
      },
      {
        kind: 'partial',
        style: 'assumes sorted',
        missing: 'unordered input list (do not assume it is sorted)',
        text: `1. result = "base"
2. Go through the breakpoints from first to last.
3. Whenever a breakpoint's min width is <= the viewport width, set result to its name (a later match overrides an earlier one, because the list goes from small to large).
4. Return result.`,
      },
    ],
  },
];
