import type { CorpusEntry } from './types';

export const pythonCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'py-two-sum-dict',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `1. seen = {}  # value -> index
2. for i, x in enumerate(nums):
3.     need = target - x
4.     if need in seen: return (seen[need], i)
5.     seen[x] = i
6. return None  # no pair`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `We walk through the list once and remember, in a dictionary, where we have already seen each value.
Step 1: Make an empty dictionary that maps a value to the index where it appeared.
Step 2: For every position i from left to right, take the value x = nums[i] and work out the complement, the number that would complete the sum: target minus x.
Step 3: Look the complement up in the dictionary. If it is there, we found a pair: return the stored index (which is smaller, because it was seen earlier) and i.
Step 4: Only after the lookup, store x with index i. Doing the lookup first means an element can never pair with itself, and with [3, 3] and target 6 the second 3 finds the first.
Step 5: If the loop finishes without a match, return None to say there is no such pair. Negative numbers need no special care.`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `positions = empty map
for each index j with value v:
    wanted = target - v
    when positions already holds wanted -> answer (positions[wanted], j) and stop
    otherwise remember positions[v] = j
after scanning everything with no hit -> answer "no pair" (-1, -1)`,
      },
      {
        kind: 'partial',
        style: 'stores before checking',
        missing: 'an element paired with itself (check before storing)',
        text: `1. seen = {}
2. for i, x in enumerate(nums):
3.     seen[x] = i
4.     if target - x in seen: return (seen[target - x], i)
5. return None when no pair is found`,
      },
      {
        kind: 'partial',
        style: 'no not-found result',
        missing: 'what to return when no pair exists',
        text: `1. Create a dict index_of = {}.
2. For each position i and value x in nums:
3.     Compute the complement c = target - x.
4.     If c is in index_of, return (index_of[c], i).
5.     Store index_of[x] = i.`,
      },
    ],
  },
  {
    problemId: 'py-word-frequency',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `1. words = lowercase(text), replace every non-letter char with a space, split on whitespace
2. counts = {}; for w in words: counts[w] = counts.get(w, 0) + 1
3. ranked = sort counts.items() by (-count, word)
4. return first 5 of ranked   # empty text -> empty list, nothing to report`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `Input: a text. Output: up to five (word, count) pairs.
1. Convert the whole text to lower case so that "The" and "the" are one word.
2. Remove punctuation: replace every character that is not a letter (or an apostrophe inside a word) with a space.
3. Split the cleaned text into words on whitespace. If there are no words at all, report that there is nothing to count and stop.
4. Go through the words and keep a dictionary of counts, adding one to the entry of each word.
5. Sort the dictionary entries: highest count first, and when counts are equal, alphabetical order of the word.
6. Take the first five entries of the sorted list (fewer if there are fewer distinct words) and print each word with its count.`,
      },
      {
        kind: 'correct',
        style: 'library vocabulary',
        text: `tally = Counter(token for token in re.findall("[a-z']+", text.casefold()))
leaders = order tally's (word, n) pairs by n high-to-low, ties broken by word a-to-z
print leaders[:5]  -- prints nothing for an empty text`,
      },
      {
        kind: 'partial',
        style: 'no tie-break',
        missing: 'ties broken alphabetically',
        text: `1. Lower-case the text and replace punctuation with spaces.
2. Split it into words.
3. Count each word in a dictionary.
4. Sort the (word, count) pairs by count, highest first.
5. Print the first five pairs; if the text had no words, print nothing.`,
      },
      {
        kind: 'partial',
        style: 'case-sensitive',
        missing: 'case-insensitive words (lower-case them)',
        text: `1. Remove punctuation characters from the text and split it on whitespace.
2. counts = {}
3. for each word w: counts[w] = counts.get(w, 0) + 1
4. Sort the items by count descending, then by word ascending.
5. Return the first five items, or an empty list when there are no words.`,
      },
    ],
  },
];
