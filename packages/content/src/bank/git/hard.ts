import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const hard: BankLevel = {
  mcq: [
    {
      question:
        '`featureB` was branched from `featureA`, which was branched from `main`. What does `git rebase --onto main featureA featureB` do?',
      options: {
        A: 'Rebases `featureA` onto `main`, leaving `featureB` alone',
        B: 'Replays the commits of `featureB` not in `featureA` onto `main`',
        C: 'Replays all of `featureB` and `featureA` onto `main`',
        D: 'Moves `main` forward to the tip of `featureB`',
      },
      correct: 'B',
      explanation:
        '--onto NEWBASE UPSTREAM BRANCH takes the commits in UPSTREAM..BRANCH and replays them on NEWBASE.',
    },
    {
      question:
        'Two files with identical contents live in different directories of a commit. How many blob objects store their contents?',
      options: {
        A: 'Two, one blob for each path',
        B: 'Two, one full blob and one delta',
        C: 'One, since blobs are addressed by their content hash',
        D: 'None; contents live inside the tree objects',
      },
      correct: 'C',
      explanation:
        'Git is content-addressed: identical content hashes to the same blob; the trees hold names and point to it.',
    },
    {
      question: 'What does `git push --force-with-lease` add compared with `git push --force`?',
      options: {
        A: 'It pushes every local branch, not just the current one',
        B: 'It signs the push with your GPG key',
        C: 'It only works on protected branches',
        D: 'It refuses if the remote branch moved since your last fetch',
      },
      correct: 'D',
      explanation:
        "The lease checks the remote ref still has the value you last saw, so you do not silently destroy someone else's pushed work.",
    },
    {
      question: 'Which commits does `git log main..feature` list?',
      options: {
        A: 'Commits reachable from `feature` but not from `main`',
        B: 'Commits reachable from `main` but not from `feature`',
        C: 'Commits reachable from exactly one of the two',
        D: 'Every commit of both branches since the root',
      },
      correct: 'A',
      explanation:
        'A..B means "reachable from B, excluding what is reachable from A": what feature would add to main.',
    },
    {
      question: 'Which commits does `git log main...feature` (three dots) list?',
      options: {
        A: 'The same commits as `main..feature`',
        B: 'Only the merge base of the two branches and its ancestors',
        C: 'Commits reachable from either branch but not both',
        D: 'Commits in the reflogs of both branches',
      },
      correct: 'C',
      explanation:
        'Three dots is the symmetric difference; --left-right shows which side each commit comes from.',
    },
    {
      question: 'For a merge commit `M`, what does `M^2` refer to?',
      options: {
        A: 'The grandparent of `M` along first parents',
        B: 'The second parent of `M`, the tip that was merged in',
        C: 'The commit two steps after `M`',
        D: "The second commit ever made in the repository's history",
      },
      correct: 'B',
      explanation: '^n selects the n-th parent; ~n walks n generations along first parents.',
    },
    {
      question: 'In an interactive rebase, how does `fixup` differ from `squash`?',
      options: {
        A: '`fixup` keeps the commit as a separate commit',
        B: "`fixup` drops the commit's changes entirely",
        C: '`squash` discards the message, while `fixup` keeps both messages',
        D: 'Both meld it into the previous commit; `fixup` drops its message',
      },
      correct: 'D',
      explanation:
        "squash opens an editor with both messages; fixup silently keeps only the previous commit's message.",
    },
    {
      question:
        'An API key was committed and pushed to a public repository an hour ago. What is the essential first step?',
      options: {
        A: 'Revoke and replace the key, since it is already leaked',
        B: 'Delete the file in a new commit and push it',
        C: 'Run `git revert` on the commit that added it',
        D: 'Make the repository private, so the key is no longer public',
      },
      correct: 'A',
      explanation:
        'Anything pushed publicly must be considered leaked; rewriting history (for example with git filter-repo) does not remove copies others already fetched.',
    },
    {
      question:
        'Which merge strategy does `git merge` use by default for two heads in current Git versions?',
      options: {
        A: '`octopus`',
        B: '`resolve`',
        C: '`ort`',
        D: '`recursive`',
      },
      correct: 'C',
      explanation:
        'ort ("Ostensibly Recursive\'s Twin") replaced recursive as the default in Git 2.34.',
    },
    {
      question: 'What does enabling `git rerere` do?',
      options: {
        A: 'Retries failed pushes automatically',
        B: 'Reuses your recorded resolution when the same conflict recurs',
        C: 'Rebases every local branch onto its upstream after each fetch',
        D: 'Re-signs every commit with your current key',
      },
      correct: 'B',
      explanation:
        'rerere means "reuse recorded resolution", useful for long-lived branches that are repeatedly rebased or merged.',
    },
    {
      question: 'What does `git worktree add ../hotfix hotfix-branch` give you?',
      options: {
        A: 'A full second clone of the repository with its own object database',
        B: 'A shallow copy of the branch without history',
        C: 'A new remote named `hotfix` for the branch',
        D: 'A second working tree for the same repo',
      },
      correct: 'D',
      explanation:
        'Worktrees share one .git object store, so you can work on two branches at once without stashing.',
    },
    {
      question:
        'Why can a commit lost through `git reset --hard` usually be recovered weeks later, but not forever?',
      options: {
        A: 'Reflog entries keep it until they expire, and then gc prunes it',
        B: 'Git uploads every commit to a backup server',
        C: 'Commits are never deleted, only hidden',
        D: 'The commit stays in the index until the next commit overwrites it',
      },
      correct: 'A',
      explanation:
        'gc.reflogExpireUnreachable defaults to 30 days; once the entry is gone, git gc can delete the unreachable objects.',
    },
    {
      question:
        'During `git bisect run ./test.sh`, what does an exit code of 125 from the script mean?',
      options: {
        A: 'The commit is bad, as with exit code 1',
        B: 'Abort the bisect and reset to the start',
        C: 'The commit cannot be tested; skip it',
        D: 'The commit is good, as with exit code 0',
      },
      correct: 'C',
      explanation:
        'Exit 0 means good, 1-127 except 125 means bad, and 125 means skip; codes above 127 abort.',
    },
    {
      question:
        'In a criss-cross history two branches have two merge bases. How does the default merge strategy handle it?',
      options: {
        A: 'It refuses to merge until you remove one of the two merge bases',
        B: 'It merges the bases into a virtual ancestor and uses that',
        C: 'It picks the older merge base and ignores the other',
        D: 'It falls back to a fast-forward',
      },
      correct: 'B',
      explanation:
        'recursive and ort build a virtual base from the multiple merge bases, which often produces fewer conflicts.',
    },
    {
      question: 'You amend a commit that was already pushed. What happens when you push normally?',
      options: {
        A: 'The remote commit is updated in place',
        B: 'Git merges the two versions automatically',
        C: 'The push succeeds and creates a duplicate branch on the remote',
        D: 'It is rejected as non-fast-forward',
      },
      correct: 'D',
      explanation:
        'Amending creates a new commit that replaces the old one locally; the remote still has the old one, so only a forced push would replace it.',
    },
  ],
  coding: [
    {
      id: 'git-merge-base-all',
      title: 'Merge Bases',
      description:
        'Implement `git merge-base --all A B`: find the best common ancestors of two commits.\n\n' +
        'A commit counts as its own ancestor. A common ancestor of A and B is a commit that is an ancestor of both. A best common ancestor (merge base) is a common ancestor that is not an ancestor of any other common ancestor. Criss-cross merges can produce several merge bases.\n\n' +
        'Input: the first line holds N. Each of the next N lines is `ID PARENT...` (zero, one or two parents, all listed on earlier lines). Then a line with Q, followed by Q lines `A B`.\n\n' +
        'Output: for each query, the merge bases sorted by id (plain character order) and separated by spaces, or `none` if the commits share no history.',
      examples: [
        {
          input: '6\nA\nB A\nC B\nD B\nE C\nF D\n2\nE F\nC D\n',
          output: 'B\nB',
          explanation: 'Both E and F descend from B; A is also common but is an ancestor of B.',
        },
        { input: '3\nX\nY\nZ X\n1\nZ Y\n', output: 'none', explanation: 'Y is an unrelated root.' },
      ],
      constraints: ['1 <= N <= 2000', '1 <= Q <= 100', 'Ids contain no spaces'],
      testCases: [
        tc('6\nA\nB A\nC B\nD B\nE C\nF D\n2\nE F\nC D\n', 'B\nB', false),
        tc('3\nX\nY\nZ X\n1\nZ Y\n', 'none', false),
        tc('3\nA\nB A\nC B\n2\nA C\nC C\n', 'A\nC'),
        tc('5\nR\nA R\nB R\nM1 A B\nM2 B A\n1\nM1 M2\n', 'A B'),
        tc('5\na\nb a\nc a\nd b c\ne c\n1\nd e\n', 'c'),
        tc('7\n1\n2 1\n3 2\n4 2\n5 3 4\n6 4\n7 6\n2\n5 7\n3 6\n', '4\n2'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

rows = [l.split() for l in sys.stdin.read().split('\n') if l.strip()]
n = int(rows[0][0])
parents = {r[0]: r[1:] for r in rows[1:1 + n]}
children = {}
for c, ps in parents.items():
    for p in ps:
        children.setdefault(p, []).append(c)
q = int(rows[1 + n][0])
memo = {}


def anc(c):
    if c not in memo:
        seen = {c}
        stack = [c]
        while stack:
            x = stack.pop()
            for p in parents[x]:
                if p not in seen:
                    seen.add(p)
                    stack.append(p)
        memo[c] = seen
    return memo[c]


for a, b in rows[2 + n:2 + n + q]:
    common = anc(a) & anc(b)
    # Common ancestors are closed under taking parents, so a common ancestor is an ancestor of
    # another one exactly when one of its children is common too.
    best = sorted(c for c in common if not any(ch in common for ch in children.get(c, ())))
    print(' '.join(best) if best else 'none')
`,
      },
      judge: {
        intendedComplexity: 'O(N) per query',
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, q, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
ids = []
parents = {}
def add(cid, ps):
    ids.append(cid)
    parents[cid] = ps
if mode == 'chain':
    for i in range(n):
        add('c%d' % i, ['c%d' % (i - 1)] if i else [])
    queries = [(ids[-1], ids[-1 - random.randint(0, min(3, n - 1))]) for _ in range(q)]
elif mode == 'wide':
    # one root, k side commits, and two binary trees of merges over all of them:
    # the two tips share k merge bases
    k = (n - 1) // 3
    add('R', [])
    xs = ['x%d' % i for i in range(k)]
    for x in xs:
        add(x, ['R'])
    for side in 'ab':
        cur = xs[0]
        for i, x in enumerate(xs[1:]):
            cid = '%s%d' % (side, i)
            add(cid, [cur, x])
            cur = cid
    queries = [(ids[-1], 'a%d' % (k - 2))] * q
elif mode in ('random', 'crisscross', 'forest'):
    for i in range(n):
        cid = '%x' % (i * 7919 % 65536) + 'k%d' % i if mode != 'forest' else 'f%d' % i
        if not ids or (mode == 'forest' and random.random() < 0.05):
            ps = []
        elif mode == 'crisscross' and len(ids) >= 4 and random.random() < 0.5:
            ps = random.sample(ids[-6:], 2)
        elif random.random() < 0.25 and len(ids) >= 2:
            ps = random.sample(ids[-50:], 2)
        else:
            ps = [random.choice(ids[-5:])]
        add(cid, ps)
    queries = [(random.choice(ids[-200:]), random.choice(ids)) for _ in range(q)]
else:
    raise SystemExit('unknown mode ' + mode)
print(len(ids))
for c in ids:
    print(' '.join([c] + parents[c]))
print(len(queries))
for a, b in queries:
    print(a, b)
`,
        tests: [
          { args: '2000 100 random', label: 'N = 2,000, random history with merges' },
          { args: '2000 100 crisscross', label: 'N = 2,000, many criss-cross merges' },
          { args: '1999 100 wide', label: 'N = 1,999, 666 merge bases' },
          { args: '2000 100 chain', label: 'N = 2,000, one straight line' },
          { args: '2000 100 forest', label: 'N = 2,000, several unrelated roots' },
          { args: '1 1 chain', label: 'N = 1' },
        ],
        validator: String.raw`import sys
rows = [l.split() for l in sys.stdin.read().split('\n') if l.strip()]
n = int(rows[0][0])
assert len(rows[0]) == 1 and 1 <= n <= 2000, 'N out of range'
seen = set()
for r in rows[1:1 + n]:
    assert 1 <= len(r) <= 3, 'zero, one or two parents'
    assert r[0] not in seen, 'duplicate id'
    assert all(p in seen for p in r[1:]), 'parents must be listed on earlier lines'
    assert len(set(r[1:])) == len(r[1:]), 'the two parents differ'
    seen.add(r[0])
q = int(rows[1 + n][0])
assert len(rows[1 + n]) == 1 and 1 <= q <= 100, 'Q out of range'
assert len(rows) == 2 + n + q, 'expected Q queries'
for r in rows[2 + n:]:
    assert len(r) == 2 and r[0] in seen and r[1] in seen, 'queries name known commits'
`,
        wrongSolutions: [
          {
            name: 'single-base',
            language: 'python3',
            mustFail: 'WA',
            why: 'Prints only one merge base, but criss-cross merges leave several',
            source: String.raw`import sys

rows = [l.split() for l in sys.stdin.read().split('\n') if l.strip()]
n = int(rows[0][0])
parents = {r[0]: r[1:] for r in rows[1:1 + n]}
children = {}
for c, ps in parents.items():
    for p in ps:
        children.setdefault(p, []).append(c)
q = int(rows[1 + n][0])
memo = {}


def anc(c):
    if c not in memo:
        seen = {c}
        stack = [c]
        while stack:
            x = stack.pop()
            for p in parents[x]:
                if p not in seen:
                    seen.add(p)
                    stack.append(p)
        memo[c] = seen
    return memo[c]


for a, b in rows[2 + n:2 + n + q]:
    common = anc(a) & anc(b)
    # Common ancestors are closed under taking parents, so a common ancestor is an ancestor of
    # another one exactly when one of its children is common too.
    best = sorted(c for c in common if not any(ch in common for ch in children.get(c, ())))
    print(best[0] if best else 'none')
`,
          },
          {
            name: 'first-parent-only',
            language: 'python3',
            mustFail: 'WA',
            why: "Walks only first parents, so history reached through a merge's second parent is missed",
            source: String.raw`import sys

rows = [l.split() for l in sys.stdin.read().split('\n') if l.strip()]
n = int(rows[0][0])
parents = {r[0]: r[1:] for r in rows[1:1 + n]}
children = {}
for c, ps in parents.items():
    for p in ps:
        children.setdefault(p, []).append(c)
q = int(rows[1 + n][0])
memo = {}


def anc(c):
    if c not in memo:
        seen = {c}
        stack = [c]
        while stack:
            x = stack.pop()
            for p in parents[x][:1]:
                if p not in seen:
                    seen.add(p)
                    stack.append(p)
        memo[c] = seen
    return memo[c]


for a, b in rows[2 + n:2 + n + q]:
    common = anc(a) & anc(b)
    # Common ancestors are closed under taking parents, so a common ancestor is an ancestor of
    # another one exactly when one of its children is common too.
    best = sorted(c for c in common if not any(ch in common for ch in children.get(c, ())))
    print(' '.join(best) if best else 'none')
`,
          },
          {
            name: 'pairwise-check',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Tests every common ancestor against every other one: quadratic per query, too slow when two tips share hundreds of merge bases',
            source: String.raw`import sys

rows = [l.split() for l in sys.stdin.read().split('\n') if l.strip()]
n = int(rows[0][0])
parents = {r[0]: r[1:] for r in rows[1:1 + n]}
q = int(rows[1 + n][0])
memo = {}


def anc(c):
    if c not in memo:
        seen = {c}
        stack = [c]
        while stack:
            x = stack.pop()
            for p in parents[x]:
                if p not in seen:
                    seen.add(p)
                    stack.append(p)
        memo[c] = seen
    return memo[c]


for a, b in rows[2 + n:2 + n + q]:
    common = anc(a) & anc(b)
    best = sorted(c for c in common if not any(d != c and c in anc(d) for d in common))
    print(' '.join(best) if best else 'none')
`,
          },
        ],
      },
    },
    {
      id: 'git-three-way-merge',
      title: 'Three-Way Line Merge',
      description:
        'Merge two edited versions of a file against their common base, line by line. In this simplified merge the three versions have the same number of lines and edits only change lines in place.\n\n' +
        'Input: the first line holds N. Then come N lines of the base version, N lines of ours and N lines of theirs.\n\n' +
        'Rules for each line position: if ours equals theirs, take it; else if ours equals base, take theirs; else if theirs equals base, take ours; otherwise the line conflicts. Consecutive conflicting positions form one conflict block, printed as:\n' +
        '```\n<<<<<<< ours\n(the ours lines of the block)\n=======\n(the theirs lines of the block)\n>>>>>>> theirs\n```\n' +
        'Output: the merged lines, then a final line `clean` if there was no conflict, or `conflicts: K` with the number of conflict blocks.',
      examples: [
        {
          input: '3\na\nb\nc\na\nB\nc\na\nb\nC\n',
          output: 'a\nB\nC\nclean',
          explanation: 'Ours changed line 2, theirs changed line 3; no overlap.',
        },
        {
          input: '2\nx\ny\nX1\ny\nX2\ny\n',
          output: '<<<<<<< ours\nX1\n=======\nX2\n>>>>>>> theirs\ny\nconflicts: 1',
          explanation: 'Both sides changed line 1 differently.',
        },
      ],
      constraints: ['0 <= N <= 1000', 'Lines are non-empty and have no trailing spaces'],
      testCases: [
        tc('3\na\nb\nc\na\nB\nc\na\nb\nC\n', 'a\nB\nC\nclean', false),
        tc(
          '2\nx\ny\nX1\ny\nX2\ny\n',
          '<<<<<<< ours\nX1\n=======\nX2\n>>>>>>> theirs\ny\nconflicts: 1',
          false,
        ),
        tc('1\nsame\nsame\nsame\n', 'same\nclean'),
        tc('2\na\nb\nA\nb\nA\nb\n', 'A\nb\nclean'),
        tc(
          '5\n1\n2\n3\n4\n5\no1\no2\n3\no4\n5\nt1\nt2\n3\nt4\n5\n',
          '<<<<<<< ours\no1\no2\n=======\nt1\nt2\n>>>>>>> theirs\n3\n<<<<<<< ours\no4\n=======\nt4\n>>>>>>> theirs\n5\nconflicts: 2',
        ),
        tc(
          '2\na\nb\nA1\nB\nA2\nb\n',
          '<<<<<<< ours\nA1\n=======\nA2\n>>>>>>> theirs\nB\nconflicts: 1',
        ),
        tc('0\n', 'clean'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

lines = sys.stdin.read().split('\n')
n = int(lines[0])
base = lines[1:1 + n]
ours = lines[1 + n:1 + 2 * n]
theirs = lines[1 + 2 * n:1 + 3 * n]


def conflict(i):
    return ours[i] != theirs[i] and ours[i] != base[i] and theirs[i] != base[i]


out = []
blocks = 0
i = 0
while i < n:
    if not conflict(i):
        out.append(theirs[i] if ours[i] == base[i] else ours[i])
        i += 1
        continue
    j = i
    while j < n and conflict(j):
        j += 1
    out.append('<<<<<<< ours')
    out.extend(ours[i:j])
    out.append('=======')
    out.extend(theirs[i:j])
    out.append('>>>>>>> theirs')
    blocks += 1
    i = j
out.append('clean' if blocks == 0 else 'conflicts: %d' % blocks)
print('\n'.join(out))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
base = ['line %d' % random.randint(0, 50) for _ in range(n)]
ours, theirs = base[:], base[:]
for i in range(n):
    r = random.random()
    if mode == 'clean':
        r = r * 0.75
    elif mode == 'conflicts':
        r = 0.5 + r * 0.5
    if r < 0.25:
        pass
    elif r < 0.45:
        ours[i] = 'ours %d' % i
    elif r < 0.65:
        theirs[i] = 'theirs %d' % i
    elif r < 0.75:
        ours[i] = theirs[i] = 'both %d' % i
    else:
        ours[i], theirs[i] = 'o%d' % i, 't%d' % i
        if mode == 'lookalike':
            ours[i], theirs[i] = '=======', '>>>>>>> theirs'
print(n)
print('\n'.join(base + ours + theirs))
`,
        tests: [
          { args: '1000 random', label: 'N = 1,000, random edits' },
          { args: '1000 conflicts', label: 'N = 1,000, mostly conflicts' },
          { args: '1000 clean', label: 'N = 1,000, no conflicts' },
          { args: '1000 lookalike', label: 'N = 1,000, lines that look like conflict markers' },
          { args: '1 conflicts', label: 'N = 1' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
assert len(lines[0].split()) == 1, 'expected N'
n = int(lines[0])
assert 0 <= n <= 1000, 'N out of range'
body = lines[1:1 + 3 * n]
assert len(body) == 3 * n, 'expected 3N lines'
assert all(l and l == l.rstrip() for l in body), 'lines are non-empty without trailing spaces'
assert all(l.strip() == '' for l in lines[1 + 3 * n:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'block-per-line',
            language: 'python3',
            mustFail: 'WA',
            why: 'Opens a separate conflict block for every conflicting line instead of one block per run of consecutive conflicts',
            source: String.raw`import sys

lines = sys.stdin.read().split('\n')
n = int(lines[0])
base = lines[1:1 + n]
ours = lines[1 + n:1 + 2 * n]
theirs = lines[1 + 2 * n:1 + 3 * n]


def conflict(i):
    return ours[i] != theirs[i] and ours[i] != base[i] and theirs[i] != base[i]


out = []
blocks = 0
i = 0
while i < n:
    if not conflict(i):
        out.append(theirs[i] if ours[i] == base[i] else ours[i])
        i += 1
        continue
    j = i
    j = i + 1
    out.append('<<<<<<< ours')
    out.extend(ours[i:j])
    out.append('=======')
    out.extend(theirs[i:j])
    out.append('>>>>>>> theirs')
    blocks += 1
    i = j
out.append('clean' if blocks == 0 else 'conflicts: %d' % blocks)
print('\n'.join(out))
`,
          },
          {
            name: 'loses-their-edits',
            language: 'python3',
            mustFail: 'WA',
            why: 'Keeps the base line when only theirs changed it, losing their edit',
            source: String.raw`import sys

lines = sys.stdin.read().split('\n')
n = int(lines[0])
base = lines[1:1 + n]
ours = lines[1 + n:1 + 2 * n]
theirs = lines[1 + 2 * n:1 + 3 * n]


def conflict(i):
    return ours[i] != theirs[i] and ours[i] != base[i] and theirs[i] != base[i]


out = []
blocks = 0
i = 0
while i < n:
    if not conflict(i):
        out.append(ours[i] if ours[i] != base[i] or theirs[i] == base[i] else base[i])
        i += 1
        continue
    j = i
    while j < n and conflict(j):
        j += 1
    out.append('<<<<<<< ours')
    out.extend(ours[i:j])
    out.append('=======')
    out.extend(theirs[i:j])
    out.append('>>>>>>> theirs')
    blocks += 1
    i = j
out.append('clean' if blocks == 0 else 'conflicts: %d' % blocks)
print('\n'.join(out))
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'git-gitignore-matcher',
      title: 'A Small .gitignore Matcher',
      description:
        'This C# program reads .gitignore patterns up to a line `---`, then paths, and prints `ignored` or `tracked` for each path. Rules: a pattern starting with `!` re-includes what earlier patterns ignored, and the last matching pattern decides. A pattern without `/` is matched against the last path component; a pattern containing `/` is matched against the whole path (a leading `/` is dropped). `*` matches any run of characters except `/` and `?` one character except `/`. Negations never take effect and some nested paths are ignored by mistake. Find and fix the bugs.',
      language: 'csharp',
      buggyCode: String.raw`using System;
using System.Collections.Generic;
using System.Text.RegularExpressions;

public class Program
{
    static Regex ToRegex(string glob)
    {
        string re = Regex.Escape(glob).Replace("\\*", ".*").Replace("\\?", ".");
        return new Regex("^" + re + "$");
    }

    public static void Main()
    {
        var patterns = new List<string>();
        string line;
        while ((line = Console.ReadLine()) != null && line.Trim() != "---")
        {
            if (line.Trim().Length > 0) patterns.Add(line.Trim());
        }
        while ((line = Console.ReadLine()) != null)
        {
            string path = line.Trim();
            if (path.Length == 0) continue;
            bool ignored = false;
            foreach (string raw in patterns)
            {
                bool negate = raw.StartsWith("!");
                string pat = negate ? raw.Substring(1) : raw;
                string subject = pat.Contains("/") ? path : path.Substring(path.LastIndexOf('/') + 1);
                if (pat.StartsWith("/")) pat = pat.Substring(1);
                if (ToRegex(pat).IsMatch(subject))
                {
                    ignored = !negate;
                    break;
                }
            }
            Console.WriteLine(ignored ? "ignored" : "tracked");
        }
    }
}
`,
      fixedCode: String.raw`using System;
using System.Collections.Generic;
using System.Text.RegularExpressions;

public class Program
{
    static Regex ToRegex(string glob)
    {
        string re = Regex.Escape(glob).Replace("\\*", "[^/]*").Replace("\\?", "[^/]");
        return new Regex("^" + re + "$");
    }

    public static void Main()
    {
        var patterns = new List<string>();
        string line;
        while ((line = Console.ReadLine()) != null && line.Trim() != "---")
        {
            if (line.Trim().Length > 0) patterns.Add(line.Trim());
        }
        while ((line = Console.ReadLine()) != null)
        {
            string path = line.Trim();
            if (path.Length == 0) continue;
            bool ignored = false;
            foreach (string raw in patterns)
            {
                bool negate = raw.StartsWith("!");
                string pat = negate ? raw.Substring(1) : raw;
                string subject = pat.Contains("/") ? path : path.Substring(path.LastIndexOf('/') + 1);
                if (pat.StartsWith("/")) pat = pat.Substring(1);
                if (ToRegex(pat).IsMatch(subject))
                {
                    ignored = !negate;
                }
            }
            Console.WriteLine(ignored ? "ignored" : "tracked");
        }
    }
}
`,
      expectedBehavior:
        'Input: patterns, a "---" line, then paths. Output: "ignored" or "tracked" per path, with the last matching pattern deciding.',
      hints: [
        'With "*.log" followed by "!keep.log", which pattern should decide for keep.log?',
        'Does ".*" in a regular expression stop at a slash?',
      ],
      testCases: [
        tc('*.log\n---\napp.log\nsrc/app.js\n', 'ignored\ntracked', false),
        tc('*.log\n!keep.log\n---\nkeep.log\nerr.log\n', 'tracked\nignored', false),
        tc('docs/*.md\n---\ndocs/a.md\ndocs/sub/b.md\nREADME.md\n', 'ignored\ntracked\ntracked'),
        tc('/build.txt\n---\nbuild.txt\nsub/build.txt\n', 'ignored\ntracked'),
        tc('*.tmp\n!*.tmp\n*.tmp\n---\nx.tmp\n', 'ignored'),
        tc('a/*\n!a/keep\n---\na/keep\na/b/c\na/x\n', 'tracked\ntracked\nignored'),
      ],
      bugs: [
        {
          description:
            'The loop stops at the first matching pattern, but the last matching pattern must decide, so negations never apply.',
          testIndexes: [1, 5],
        },
        {
          description:
            '* is translated to ".*", which also matches "/", so patterns reach into subdirectories; use "[^/]*" (and "[^/]" for ?).',
          testIndexes: [2, 5],
        },
      ],
    },
    {
      id: 'git-rev-list-count',
      title: 'Count Reachable Commits',
      description:
        'This Go program implements `git rev-list --count`: for each queried commit it prints how many commits are reachable from it, including itself, following all parents. Input: N, then N lines `ID PARENT...` (parents listed earlier), then Q and Q commit ids. On histories with merges the counts are wrong. Find and fix the bugs.',
      language: 'go',
      buggyCode: String.raw`package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	next := func() string {
		for sc.Scan() {
			t := strings.TrimSpace(sc.Text())
			if t != "" {
				return t
			}
		}
		return ""
	}
	n, _ := strconv.Atoi(next())
	parents := map[string][]string{}
	for i := 0; i < n; i++ {
		f := strings.Fields(next())
		parents[f[0]] = f[1:]
	}
	q, _ := strconv.Atoi(next())
	for i := 0; i < q; i++ {
		start := next()
		count := 0
		stack := []string{start}
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			count++
			if len(parents[c]) > 0 {
				stack = append(stack, parents[c][0])
			}
		}
		fmt.Println(count)
	}
}
`,
      fixedCode: String.raw`package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	next := func() string {
		for sc.Scan() {
			t := strings.TrimSpace(sc.Text())
			if t != "" {
				return t
			}
		}
		return ""
	}
	n, _ := strconv.Atoi(next())
	parents := map[string][]string{}
	for i := 0; i < n; i++ {
		f := strings.Fields(next())
		parents[f[0]] = f[1:]
	}
	q, _ := strconv.Atoi(next())
	for i := 0; i < q; i++ {
		start := next()
		count := 0
		seen := map[string]bool{start: true}
		stack := []string{start}
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			count++
			for _, p := range parents[c] {
				if !seen[p] {
					seen[p] = true
					stack = append(stack, p)
				}
			}
		}
		fmt.Println(count)
	}
}
`,
      expectedBehavior:
        'Input: the commit graph and the queries. Output: one count per query, the number of distinct commits reachable from it.',
      hints: [
        'Which parents of a merge commit does the loop follow?',
        'Once every parent is followed, a commit shared by two branches can be reached twice. How do you count it once?',
      ],
      testCases: [
        tc('5\na\nb a\nc a\nd b c\ne d\n2\ne\nc\n', '5\n2', false),
        tc('3\nx\ny x\nz y\n1\nz\n', '3', false),
        tc('4\nr\ns r\nt r\nm t s\n1\nm\n', '4'),
        tc('1\nroot\n1\nroot\n', '1'),
        tc('6\na\nb a\nc a\nd b c\ne c\nf d e\n1\nf\n', '6'),
      ],
      bugs: [
        {
          description:
            'Only the first parent is followed, so commits reachable only through the second parent of a merge are missed.',
          testIndexes: [0, 2, 4],
        },
        {
          description:
            'There is no visited set, so once all parents are followed, shared ancestors are counted several times.',
          testIndexes: [0, 2, 4],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'git-interactive-rebase-replay',
      title: 'Replay an Interactive Rebase',
      description:
        'git rebase -i gives you a todo list of commits, oldest first, each with an action: pick, reword, squash, fixup or drop. Describe the algorithm that replays the list on top of the new base and produces the rewritten history.',
      requirements: [
        'pick keeps the commit; reword keeps it with a new message; drop removes it',
        'squash melds a commit into the previous one and combines their messages; fixup melds it and keeps only the previous message',
        'A conflict must pause the process for the user',
      ],
      examples: [
        {
          scenario: 'pick A, squash B, pick C',
          expectedApproach: 'Two new commits: A+B with both messages, then C.',
        },
        {
          scenario: 'drop A, fixup B',
          expectedApproach: 'Error: fixup has no previous commit to meld into.',
        },
      ],
      evaluationCriteria: [
        'Processes the todo list in order on the new base',
        'Applies each action correctly',
        'Stops on conflicts',
        'Handles squash/fixup first and an all-dropped list',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Process the todo list in order, starting from the new base',
            weight: 1,
            accept: ['each line', 'each commit', 'todo list', 'in order'],
          },
          {
            idea: "pick: apply the commit's changes (cherry-pick) as a new commit with the same message",
            weight: 2,
            accept: ['cherry pick', 'pick new commit', 'apply the changes', 'apply changes'],
          },
          {
            idea: 'squash: combine with the previous new commit and concatenate the messages',
            weight: 3,
            accept: [
              'concatenat',
              'combine messages',
              'join messages',
              'both messages',
              'message + c message',
              'meld message +',
              'previous message commit message',
            ],
          },
          {
            idea: 'fixup: combine with the previous commit and discard this message',
            weight: 2,
            accept: [
              'discard message',
              'discard its message',
              'discard this',
              'keep previous message',
              'drop message',
              ': h message',
              'fixup h message',
              '? : previous message',
            ],
          },
          {
            idea: 'drop: skip the commit',
            weight: 2,
            accept: ['drop skip', 'skip the commit', 'skip commit', 'omit', 'drop continue'],
          },
        ],
        edgeCases: [
          {
            case: 'squash or fixup with no previous commit',
            accept: ['no previous', 'without previous', 'comes first', 'first line'],
          },
          { case: 'A conflict stops the rebase until resolved', accept: ['conflict'] },
          {
            case: 'Every commit dropped',
            accept: [
              'all dropped',
              'every commit dropped',
              'empty history',
              'every commit was dropped',
            ],
          },
        ],
        pitfalls: [
          {
            mistake:
              'A fixup melds the commit into the previous one and throws its message away, while squash keeps both messages; mixing them up loses or adds commit text.',
            patterns: [
              'fixup keep both',
              'fixup keep own messag',
              'fixup ask new messag',
              'fixup edit messag',
              'fixup open editor',
              'fixup replac messag',
              'fixup overwrit messag',
              'fixup use this commit messag',
              'fixup use own messag',
              'fixup amend c messag',
            ],
          },
          {
            mistake:
              'The todo list is replayed from top to bottom, oldest commit first; replaying it in reverse applies changes before the ones they build on and conflicts or rewrites history wrongly.',
            patterns: [
              'revers todo',
              'todo revers',
              'newest first',
              'latest first',
              'bottom top',
              'last line first',
              'process backward',
              'newest oldest',
            ],
          },
          {
            mistake:
              'A squash or fixup with no previous rewritten commit is an error; melding it into the base commit would rewrite a commit that is not part of the rebase.',
            patterns: [
              'no previous amend base',
              'no previous squash base',
              'no previous fixup base',
              'no previous combin base',
              'first amend base',
              'first squash base',
              'first fixup base',
              'first line amend base',
            ],
          },
          {
            mistake:
              'A conflict stops the rebase until the user resolves it; resolving it automatically or overwriting one side silently loses changes.',
            patterns: [
              'conflict overwrit',
              'conflict silent',
              'conflict auto resolv',
              'conflict automatic resolv',
              'conflict keep ours',
              'conflict take ours',
              'conflict take theirs',
              'conflict pick ours',
              'conflict pick theirs',
            ],
          },
          {
            mistake:
              'The action decides whether a commit is applied at all: a dropped commit is skipped before anything is cherry-picked, otherwise its changes leak into the next commit.',
            patterns: [
              'cherry pick before check action',
              'apply before check action',
              'cherry pick before action',
              'apply before action',
              'drop still appl',
              'drop chang stay',
            ],
          },
        ],
        modelAnswer: `1. SET head = the new base commit, result = empty list
2. FOR each line (action, commit) of the todo list in order
3.   IF action is drop THEN skip the commit and continue
4.   apply the changes of commit on top of head (a cherry pick); IF a conflict occurs THEN stop, let the user resolve it, then continue
5.   IF action is pick THEN create a new commit with the original message
6.   IF action is reword THEN create a new commit and ask for a new message
7.   IF action is squash or fixup AND there is no previous new commit (it comes first) THEN report an error
8.   IF action is squash THEN amend the previous new commit and concatenate both messages
9.   IF action is fixup THEN amend the previous new commit and discard its message
10.  SET head = the newest commit
11. point the branch at head; if every commit was dropped, the branch simply points at the new base`,
      },
    },
    {
      id: 'git-diff-trees',
      title: 'Diff Two Trees Efficiently',
      description:
        "Git stores a directory as a tree object: a list of entries (name, type blob or tree, hash). Describe how to list the paths added, deleted and modified between two commits' root trees, without reading subtrees that did not change.",
      requirements: [
        'Report full paths such as src/app/main.py',
        'Skip unchanged directories without opening them',
        'Handle an entry that changed from a file to a directory or back',
      ],
      examples: [
        {
          scenario: 'Only docs/readme.md changed',
          expectedApproach:
            'The root trees differ, docs differs, src has the same hash and is skipped: report docs/readme.md modified.',
        },
        {
          scenario: 'A new directory lib with two files',
          expectedApproach: 'Report both files under lib as added.',
        },
      ],
      evaluationCriteria: [
        'Walks the union of entry names',
        'Prunes entries with equal hashes',
        'Recurses into changed subtrees with a path prefix',
        'Handles type changes and empty trees',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Walk the union of entry names of the two trees',
            weight: 2,
            accept: ['union', 'both trees', 'all names'],
          },
          {
            idea: 'If both entries have the same hash, skip them entirely (pruning)',
            weight: 3,
            accept: [
              'same hash',
              'hash equal',
              'equal hash',
              'identical hash',
              'prune',
              'skip identical',
            ],
          },
          {
            idea: 'If both are trees with different hashes, recurse with the extended path prefix',
            weight: 3,
            accept: [
              'recurs',
              'call difftrees',
              'push subtree',
              'push both subtree stack',
              'stack subtree',
              'queue subtree',
              'tree tree push',
            ],
          },
          {
            idea: 'Report names only in the new tree as added and only in the old tree as deleted',
            weight: 1,
            accept: ['added', 'deleted', 'missing'],
          },
          {
            idea: 'Report blobs with different hashes as modified',
            weight: 1,
            accept: ['modified', 'changed'],
          },
        ],
        edgeCases: [
          {
            case: 'A file replaced by a directory (or the reverse)',
            accept: [
              'type changed',
              'tree blob',
              'file replaced',
              'directory replaced',
              'other a blob',
            ],
          },
          {
            case: 'An empty tree on one side',
            accept: ['empty tree', 'tree is empty', 'one side empty'],
          },
          { case: 'Building the full path from a prefix', accept: ['prefix', 'full path'] },
        ],
        pitfalls: [
          {
            mistake:
              'Two entries with the same hash have identical content, so the whole subtree is skipped without reading it; recursing into it anyway reads the entire repository on every diff.',
            patterns: [
              'always recurs',
              'recurs regardless',
              'recurs anyway',
              'recurs even same hash',
              'same hash still recurs',
              'same hash recurs anyway',
              'equal hash recurs anyway',
              'recurs even if equal',
            ],
          },
          {
            mistake:
              'Git objects are compared by hash; sizes and timestamps are not stored in tree entries and miss changes that keep the size.',
            patterns: [
              'compar size',
              'compar timestamp',
              'compar mtime',
              'compar modif time',
              'compar date',
              'size differ',
              'timestamp differ',
              'mtime differ',
            ],
          },
          {
            mistake:
              'A name found only in the new tree was added and one found only in the old tree was deleted; swapping them reports every change the wrong way round.',
            patterns: [
              'only old as added',
              'only old is added',
              'only old are added',
              'only old mark added',
              'only old report it added',
              'old only as added',
              'only oldtree added',
            ],
          },
          {
            mistake:
              'When one side is a tree and the other a blob the type changed: it is a deletion plus an addition, not a modification and not a recursion into a file.',
            patterns: [
              'tree blob modified',
              'blob tree modified',
              'type differ modified',
              'one tree recurs',
              'tree blob recurs',
              'file directory modif',
              'directory file modif',
              'file folder modif',
              'folder file modif',
              'blob or tree modif',
              'tree or blob modif',
            ],
          },
          {
            mistake:
              "The recursive call needs the extended path (prefix + name) as its prefix; passing the old prefix drops the directory's name from every path reported below it.",
            patterns: [
              'recurs prefix unchanged',
              'recurs unchanged prefix',
              'pass prefix unchanged',
              'pass unchanged prefix',
              'recurs without extend',
              'recurs without append name',
              'recurs without add name',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION diffTrees(oldTree, newTree, prefix)
2.   FOR each name in the union of entry names of both trees, in sorted order
3.     SET a = entry of name in oldTree, b = entry of name in newTree, path = prefix + "/" + name (the full path)
4.     IF a is missing THEN report path as added (for a tree, every file inside it)
5.     ELSE IF b is missing THEN report path as deleted
6.     ELSE IF a has the same hash as b THEN skip it: identical content, so we prune the whole subtree without reading it
7.     ELSE IF both are trees THEN recurse: call diffTrees(a, b, path)
8.     ELSE IF one is a tree and the other a blob THEN the type changed: report deleted and added
9.     ELSE report path as modified
10. An empty tree on one side simply makes every entry of the other side added or deleted.`,
      },
    },
  ],
};
