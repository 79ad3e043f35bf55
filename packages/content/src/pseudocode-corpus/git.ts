import type { CorpusEntry } from './types';

export const gitCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'git-bisect-search',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `1. good = index of the known passing commit, bad = index of the known failing commit
2. while bad - good > 1:
3.   mid = (good + bad) // 2
4.   if mid cannot be built: mark it skipped and test a neighbouring untested commit inside the range instead
5.   run the test at mid; if it passes: good = mid, else bad = mid
6. return bad   # the first failing commit (no test at all when good and bad are adjacent)`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `The history is a line of commits from the old release (test passes) to the newest commit (test fails). Somewhere the test started to fail.
1. Remember two markers: the last commit known to be good and the first commit known to be bad.
2. If they are next to each other, no test is needed: the bad one is the first failing commit.
3. Otherwise check out the commit halfway between them and run the test there.
4. If the test passes, the problem appeared later, so the halfway commit becomes the new good marker. If it fails, the halfway commit becomes the new bad marker.
5. If the halfway commit does not build, mark it as skipped and try a commit next to it instead; if only skipped commits remain between the markers, report that range of candidates.
6. Repeat from step 2. Each test halves the range, so 1000 commits need about 10 test runs (log2 n).`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `lo = last passing revision, hi = earliest failing revision
loop until hi is the direct child of lo:
    probe = revision in the middle of lo..hi
    outcome = build & run test on probe (untestable -> pick a neighbouring revision, remember probe as skipped)
    passing -> lo = probe ; failing -> hi = probe
answer hi, the culprit`,
      },
      {
        kind: 'partial',
        style: 'no skip',
        missing: 'commits that do not build (skip untestable commits)',
        text: `1. good = the passing commit, bad = the failing commit.
2. While there are commits between good and bad:
3.   mid = the commit in the middle of the range.
4.   Run the test on mid. If it passes, good = mid; otherwise bad = mid.
5. When good and bad are adjacent, bad is the first failing commit.`,
      },
      {
        kind: 'partial',
        style: 'linear walk',
        missing: 'halving the range (binary search) to minimise test runs',
        text: `1. Start at the known good commit.
2. Move to the next newer commit and run the test there.
3. If the commit does not build, skip it and continue with the next one.
4. Repeat until the test fails.
5. The first commit where it fails is the answer; if we reach the known bad commit, that is the answer.`,
      },
    ],
  },
  {
    problemId: 'git-find-conflict-markers',
    answers: [
      {
        kind: 'correct',
        style: 'terse state machine',
        text: `1. state = OUTSIDE; start = 0; n = 0
2. for each line: n += 1
3.   if line starts with "<<<<<<<": if state != OUTSIDE report unterminated block at start; state = OURS; start = n
4.   else if line starts with "=======" and state == OURS: state = THEIRS
5.   else if line starts with ">>>>>>>" and state == THEIRS: report "conflict at line start"; state = OUTSIDE
6.   else if line starts with ">>>>>>>" and state == OURS: report malformed block at start (no separator); state = OUTSIDE
7. after the loop: if state != OUTSIDE report unterminated block at start
8. if nothing was reported, the file is clean; otherwise fail the hook`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `The hook reads the file one line at a time and keeps a line number and a small state machine.
1. Begin outside any block, with the line number at 0 and no block start remembered.
2. For every line, add one to the line number and look only at how the line begins (a marker in the middle of a line does not count).
3. A line that begins with seven "<" characters opens a block: remember its line number and move to the "inside, before separator" state. If we were already inside a block, the previous block was never closed, so report it as unterminated first.
4. A line that begins with seven "=" characters while inside a block moves us to the "after separator" state.
5. A line that begins with seven ">" characters closes the block. If we saw the separator, report "conflict at line N" with the remembered start line; if we did not, report the block as malformed because the separator is missing. Go back to outside.
6. When the file ends while still inside a block, report that block as unterminated.
7. If no block was reported at all, the file has no conflicts and the commit may go ahead; otherwise reject the commit.`,
      },
      {
        kind: 'correct',
        style: 'code-like',
        text: `openedAt = null; sawDivider = false; problems = []
for (no, text) in numbered(lines):
    if text.startswith('<<<<<<<'):
        if openedAt: problems.add('unterminated block opened at ' + openedAt)
        openedAt, sawDivider = no, false
    elif openedAt and text.startswith('======='): sawDivider = true
    elif openedAt and text.startswith('>>>>>>>'):
        problems.add(sawDivider ? 'conflict at line ' + openedAt : 'malformed block at ' + openedAt + ': no =======')
        openedAt = null
if openedAt: problems.add('unterminated block opened at ' + openedAt)
block the commit when problems is non-empty`,
      },
      {
        kind: 'partial',
        style: 'no end-of-file check',
        missing: 'unterminated block at the end of the file',
        text: `1. inBlock = false, start = 0, lineNo = 0
2. For each line of the file, increase lineNo.
3. If the line starts with "<<<<<<<": inBlock = true, start = lineNo, sawSep = false.
4. Else if inBlock and the line starts with "=======": sawSep = true.
5. Else if inBlock and the line starts with ">>>>>>>": if sawSep report "conflict at line start" else report a malformed block; inBlock = false.
6. Stop the commit if anything was reported.`,
      },
      {
        kind: 'partial',
        style: 'contains instead of starts with',
        missing: 'check the start of the line only, not anywhere in the line',
        text: `1. open = none; lineNo = 0
2. For each line: lineNo = lineNo + 1
3.   If the line contains "<<<<<<<": open = lineNo
4.   If the line contains "=======" and open is set: separatorSeen = true
5.   If the line contains ">>>>>>>" and open is set: report "conflict at line open" (or malformed if no separator); open = none
6. At the end of the file, if open is still set, report an unterminated block.`,
      },
    ],
  },
];
