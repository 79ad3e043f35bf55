import type { CorpusEntry } from './types';

export const algorithmsCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'algo-pseudo-binary-search',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `lo = 0; hi = len(arr) - 1
while lo <= hi:
    mid = lo + (hi - lo) // 2
    if arr[mid] == target: return mid
    if arr[mid] < target: lo = mid + 1
    else: hi = mid - 1
return -1`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. Set low to the first index, 0, and high to the last index, n - 1. The target, if present, is somewhere between them.
2. Repeat while low is not greater than high (while the range still contains at least one element):
3. Compute the middle index as low + (high - low) / 2, rounded down; writing it this way avoids the overflow of (low + high) / 2 for huge arrays.
4. If the middle element equals the target, return the middle index.
5. If the middle element is smaller than the target, the target can only be to the right, so move low to middle + 1.
6. Otherwise it can only be to the left, so move high to middle - 1.
7. When the loop stops the range is empty and the target is not in the array: return -1. An empty array never enters the loop and returns -1 too.`,
      },
      {
        kind: 'correct',
        style: 'half-open window',
        text: `left, right = 0, n          # half-open window [left, right)
until the window is empty (left == right):
    probe = left + ((right - left) >> 1)
    arr[probe] is target -> found, give probe
    arr[probe] below target -> drop the left part: left = probe + 1
    arr[probe] above target -> drop the right part: right = probe
nothing found -> -1`,
      },
      {
        kind: 'partial',
        style: 'strict loop condition',
        missing: 'loop condition lo <= hi (a one-element range is never checked)',
        text: `1. lo = 0, hi = n - 1
2. while lo < hi:
3.     mid = lo + (hi - lo) / 2
4.     if arr[mid] == target return mid
5.     if arr[mid] < target then lo = mid + 1 else hi = mid - 1
6. return -1`,
      },
      {
        kind: 'partial',
        style: 'overflowing middle',
        missing: 'overflow-safe middle (lo + (hi - lo) / 2)',
        text: `1. low = 0, high = length - 1
2. while low <= high:
3.     mid = (low + high) / 2 rounded down
4.     if arr[mid] == target: return mid
5.     else if arr[mid] < target: low = mid + 1
6.     else: high = mid - 1
7. return -1`,
      },
    ],
  },
  {
    problemId: 'algo-pseudo-two-largest',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `first = -inf; second = -inf
for x in arr:
    if x > first: second = first; first = x
    elif x < first and x > second: second = x
if first == -inf: report "empty array"
if second == -inf: report "no second distinct value"
return first, second`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. Keep two variables, largest and second, both starting as "none" (minus infinity).
2. Walk through the array once, looking at each value x.
3. If x is bigger than largest, the old largest is pushed down: set second to the old largest, then set largest to x. The order matters; overwriting largest first would lose the old value.
4. If x is equal to largest, ignore it: a duplicate of the largest must not become the second largest.
5. Else if x is bigger than second, set second to x.
6. After the walk, if the array was empty there is no largest; if second is still "none", every element had the same value (or there was just one element), so report that no second distinct value exists. Otherwise return both.`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `top, runnerUp = null, null
scan each v once:
   v beats top (or top is null)      -> runnerUp, top = top, v
   v == top                          -> skip (duplicate of the maximum)
   v beats runnerUp (or it is null)  -> runnerUp = v
result: top and runnerUp; runnerUp still null means "there is no second distinct value"`,
      },
      {
        kind: 'partial',
        style: 'duplicates counted',
        missing: 'duplicates of the largest value',
        text: `1. largest = -infinity, second = -infinity
2. for each x in the array:
3.     if x >= largest: second = largest; largest = x
4.     else if x > second: second = x
5. if second is still -infinity, report that there is no second value
6. return largest and second`,
      },
      {
        kind: 'partial',
        style: 'no report',
        missing: 'report when no second distinct value exists (small inputs)',
        text: `1. a = -infinity, b = -infinity
2. For each number x:
3.     if x > a: b = a, a = x
4.     else if x != a and x > b: b = x
5. Return a as the largest and b as the second largest.`,
      },
    ],
  },
];
