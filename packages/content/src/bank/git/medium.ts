import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

const DIFF_ONE = `diff --git a/app.py b/app.py
index 83db48f..bf269f4 100644
--- a/app.py
+++ b/app.py
@@ -1,3 +1,4 @@
 import os
-print("hi")
+print("hello")
+print("bye")
`;

const DIFF_TWO = `diff --git a/a.txt b/a.txt
--- a/a.txt
+++ b/a.txt
@@ -1 +1 @@
-old
+new
diff --git a/b.txt b/b.txt
--- a/b.txt
+++ b/b.txt
@@ -1,2 +0,0 @@
-x
-y
`;

const DIFF_DASHES = `diff --git a/notes.md b/notes.md
--- a/notes.md
+++ b/notes.md
@@ -1,2 +1,2 @@
--- old rule
+++ new rule
 keep
`;

const DIFF_HUNKS = `diff --git a/src/main.go b/src/main.go
--- a/src/main.go
+++ b/src/main.go
@@ -1,1 +1,2 @@
 package main
+import "fmt"
@@ -10,1 +11,3 @@
 }
+// a
+// b
\\ No newline at end of file
`;

const DIFF_MODE = `diff --git a/run.sh b/run.sh
old mode 100644
new mode 100755
`;

const DIFF_NEW = `diff --git a/new.txt b/new.txt
new file mode 100644
index 0000000..3b18e51
--- /dev/null
+++ b/new.txt
@@ -0,0 +1 @@
+hello
`;

export const medium: BankLevel = {
  mcq: [
    {
      question: 'When does `git merge feature` perform a fast-forward?',
      options: {
        A: 'When the current branch has no commits that `feature` lacks',
        B: 'When the branches changed different files',
        C: 'Whenever `--no-ff` is passed to the merge',
        D: 'When `feature` contains exactly one new commit',
      },
      correct: 'A',
      explanation:
        'If the current tip is an ancestor of the other tip, Git moves the branch pointer forward without creating a merge commit.',
    },
    {
      question: 'What does `git reset --soft HEAD~1` do?',
      options: {
        A: 'Deletes the last commit and discards its changes',
        B: 'Creates a new commit that undoes the last one',
        C: 'Moves the branch back one commit, keeping its changes staged',
        D: 'Moves the branch back and leaves the changes unstaged',
      },
      correct: 'C',
      explanation:
        '--soft only moves the branch pointer; the index and working tree keep the changes, ready to be committed again.',
    },
    {
      question:
        'Which `git reset` mode discards both staged and unstaged changes to tracked files?',
      options: {
        A: '`--soft`',
        B: '`--mixed`',
        C: '`--keep`',
        D: '`--hard`',
      },
      correct: 'D',
      explanation:
        '--hard resets the branch, the index and the working tree; --mixed (the default) keeps working tree changes.',
    },
    {
      question:
        'A bad commit has already been pushed to a shared branch. What is the safe way to undo it?',
      options: {
        A: '`git reset --hard HEAD~1`, then force-push',
        B: '`git revert <commit>` and push',
        C: 'Delete the branch on the remote, then push it again from scratch',
        D: '`git commit --amend`, then push normally',
      },
      correct: 'B',
      explanation: "revert does not rewrite history, so collaborators' clones stay consistent.",
    },
    {
      question: 'What does `git stash` do?',
      options: {
        A: 'Shelves uncommitted changes and cleans the working tree',
        B: 'Deletes all untracked files from the working tree',
        C: 'Commits the changes to a hidden branch and pushes it to the remote',
        D: 'Archives the repository into a compressed file',
      },
      correct: 'A',
      explanation:
        'git stash records the working tree and index changes so you can switch tasks and later reapply them with git stash pop.',
    },
    {
      question: 'What does "detached HEAD" mean?',
      options: {
        A: 'HEAD is detached from the remote and cannot push',
        B: 'The current branch was deleted on the server',
        C: 'The index is corrupted and must be rebuilt',
        D: 'HEAD points directly at a commit, not at a branch',
      },
      correct: 'D',
      explanation:
        'After checking out a commit or tag, new commits belong to no branch until you create one with git switch -c.',
    },
    {
      question: 'What is the difference between `git fetch` and `git pull`?',
      options: {
        A: '`fetch` uploads commits, while `pull` downloads them',
        B: 'They are aliases for the same operation',
        C: 'Only `pull` also merges the changes into your branch',
        D: '`fetch` downloads only tags, while `pull` downloads commits',
      },
      correct: 'C',
      explanation:
        'fetch only updates remote-tracking branches such as origin/main; pull also integrates them, and fetch never touches your own branches.',
    },
    {
      question: 'What does `HEAD~2` refer to?',
      options: {
        A: 'The second parent of the current merge commit, i.e. `HEAD^2`',
        B: 'The grandparent, via first parents',
        C: 'The commit two positions ahead of HEAD',
        D: 'The second branch in the repository',
      },
      correct: 'B',
      explanation:
        '~n walks n generations back through first parents; ^2 selects the second parent of a merge.',
    },
    {
      question: 'What does `git cherry-pick a1b2c3` do?',
      options: {
        A: 'Applies the changes of that commit as a new commit on your branch',
        B: 'Moves that commit onto your branch and deletes it from the original',
        C: 'Checks out that commit in detached HEAD state',
        D: 'Marks that commit as reviewed in the history',
      },
      correct: 'A',
      explanation:
        "cherry-pick replays one commit's diff onto HEAD, producing a new commit with a new hash.",
    },
    {
      question:
        'After an accidental `git reset --hard`, how can you find the commit your branch pointed to before?',
      options: {
        A: '`git log --all`, which shows every commit ever made',
        B: '`git stash list`, which keeps old states',
        C: 'It is impossible after a hard reset',
        D: '`git reflog`, a log of HEAD moves',
      },
      correct: 'D',
      explanation:
        'The reflog records where HEAD and branches pointed recently, so git reset --hard HEAD@{1} can restore it.',
    },
    {
      question:
        'You add `config.json` to `.gitignore`, but `git status` still shows changes to it. Why?',
      options: {
        A: '`.gitignore` only takes effect after it has been pushed to the remote',
        B: 'The pattern needs a leading `**/` (like `**/config.json`)',
        C: 'It is already tracked; untrack it with `git rm --cached`',
        D: 'JSON files are always tracked by Git',
      },
      correct: 'C',
      explanation:
        'Ignore rules never apply to files already in the index; removing it from the index (not the disk) fixes it.',
    },
    {
      question: 'What does the `-u` in `git push -u origin feature` do?',
      options: {
        A: 'Updates `origin/feature` with only the files changed since the last push',
        B: 'Sets `origin/feature` as the upstream of the branch',
        C: 'Undoes the previous push (`--undo`)',
        D: 'Pushes all local branches at once',
      },
      correct: 'B',
      explanation:
        '-u (--set-upstream) records the tracking relationship, so plain git push and git pull work later.',
    },
    {
      question: 'Which command compares the index with the last commit?',
      options: {
        A: '`git diff --staged`',
        B: '`git diff`',
        C: '`git log -p`',
        D: '`git diff HEAD --stat`',
      },
      correct: 'A',
      explanation: 'git diff --staged (or --cached) compares the index with the last commit.',
    },
    {
      question: 'Why is rebasing a branch that others have already pulled discouraged?',
      options: {
        A: 'Rebase deletes the branch on the remote and recreates it empty',
        B: 'Rebase cannot handle merge conflicts',
        C: 'Rebase only works on the `main` branch',
        D: "It gives the commits new hashes, so others' history diverges",
      },
      correct: 'D',
      explanation:
        'Rewritten commits replace the ones others built on, forcing them to recover; rebase only private or unshared work.',
    },
  ],
  coding: [
    {
      id: 'git-branch-merge-simulator',
      title: 'Branch and Merge Simulator',
      description:
        'Simulate Git branches, commits and merges.\n\n' +
        'The repository starts with one commit whose message is `init`; branch `main` points at it and is checked out. Commands, one per line:\n' +
        "- `commit MSG`: create a commit (MSG is the rest of the line) whose parent is the current branch's tip, and move the current branch to it.\n" +
        '- `branch NAME`: create NAME at the current tip; if NAME exists print `error: branch NAME exists`.\n' +
        '- `checkout NAME`: switch to NAME; if it does not exist print `error: no branch NAME`.\n' +
        "- `merge NAME`: if NAME does not exist print `error: no branch NAME`. If NAME's tip is an ancestor of (or equal to) the current tip, print `Already up to date.` If the current tip is an ancestor of NAME's tip, move the current branch to it and print `Fast-forward`. Otherwise create a commit with message `Merge NAME` whose first parent is the current tip and second parent NAME's tip, move the current branch to it and print `Merge made`.\n" +
        '- `log`: print the messages from the current tip following first parents back to `init`, joined by ` <- `.\n\n' +
        'Ancestry follows all parents. Output: the printed lines.',
      examples: [
        {
          input:
            'commit c1\nbranch feature\ncheckout feature\ncommit f1\ncheckout main\nmerge feature\nlog\n',
          output: 'Fast-forward\nf1 <- c1 <- init',
          explanation: 'main has nothing new since feature branched, so it just moves to f1.',
        },
        {
          input: 'branch dev\ncommit m1\ncheckout dev\ncommit d1\ncheckout main\nmerge dev\nlog\n',
          output: 'Merge made\nMerge dev <- m1 <- init',
          explanation:
            'The branches diverged, so a merge commit is needed; log follows first parents only.',
        },
      ],
      constraints: ['At most 1000 commands', 'Branch names contain no spaces'],
      testCases: [
        tc(
          'commit c1\nbranch feature\ncheckout feature\ncommit f1\ncheckout main\nmerge feature\nlog\n',
          'Fast-forward\nf1 <- c1 <- init',
          false,
        ),
        tc(
          'branch dev\ncommit m1\ncheckout dev\ncommit d1\ncheckout main\nmerge dev\nlog\n',
          'Merge made\nMerge dev <- m1 <- init',
          false,
        ),
        tc('log\n', 'init'),
        tc(
          'branch main\ncheckout nope\nmerge nope\n',
          'error: branch main exists\nerror: no branch nope\nerror: no branch nope',
        ),
        tc(
          'branch old\ncommit a\ncommit b\nmerge old\nlog\n',
          'Already up to date.\nb <- a <- init',
        ),
        tc(
          'branch f\ncommit m1\ncheckout f\ncommit f1\nmerge main\nlog\ncheckout main\nmerge f\nlog\n',
          'Merge made\nMerge main <- f1 <- init\nFast-forward\nMerge main <- f1 <- init',
        ),
        tc(
          'commit fix typo\nbranch hotfix\nmerge hotfix\nlog\n',
          'Already up to date.\nfix typo <- init',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

commits = {0: ('init', [])}
branches = {'main': 0}
cur = 'main'
out = []


def ancestors(c):
    seen = {c}
    stack = [c]
    while stack:
        x = stack.pop()
        for p in commits[x][1]:
            if p not in seen:
                seen.add(p)
                stack.append(p)
    return seen


for raw in sys.stdin.read().split('\n'):
    line = raw.strip()
    if not line:
        continue
    cmd, _, arg = line.partition(' ')
    if cmd == 'commit':
        nid = len(commits)
        commits[nid] = (arg, [branches[cur]])
        branches[cur] = nid
    elif cmd == 'branch':
        if arg in branches:
            out.append('error: branch %s exists' % arg)
        else:
            branches[arg] = branches[cur]
    elif cmd == 'checkout':
        if arg not in branches:
            out.append('error: no branch %s' % arg)
        else:
            cur = arg
    elif cmd == 'merge':
        if arg not in branches:
            out.append('error: no branch %s' % arg)
            continue
        a, b = branches[cur], branches[arg]
        if b in ancestors(a):
            out.append('Already up to date.')
        elif a in ancestors(b):
            branches[cur] = b
            out.append('Fast-forward')
        else:
            nid = len(commits)
            commits[nid] = ('Merge %s' % arg, [a, b])
            branches[cur] = nid
            out.append('Merge made')
    elif cmd == 'log':
        msgs = []
        c = branches[cur]
        while True:
            msgs.append(commits[c][0])
            if not commits[c][1]:
                break
            c = commits[c][1][0]
        out.append(' <- '.join(msgs))
print('\n'.join(out))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, nbranches, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
names = ['main'] + ['b%d' % i for i in range(1, nbranches)] + ['feature/x', 'hot-fix']
known = ['main']
out = []
for i in range(n):
    r = random.random()
    if mode == 'merges':
        r = 0.25 + r * 0.75
    if r < 0.25:
        out.append('commit ' + random.choice(['fix', 'add feature', 'c%d' % i, 'Merge main', 'wip  on x']))
    elif r < 0.4:
        b = random.choice(names)
        out.append('branch ' + b)
        if b not in known:
            known.append(b)
    elif r < 0.6:
        out.append('checkout ' + (random.choice(known) if random.random() < 0.9 else random.choice(names)))
    elif r < 0.85:
        out.append('merge ' + (random.choice(known) if random.random() < 0.9 else random.choice(names)))
    else:
        out.append('log')
print('\n'.join(out))
`,
        tests: [
          { args: '1000 6 random', label: '1,000 commands, 6 branches' },
          { args: '1000 3 merges', label: '1,000 commands, mostly merges' },
          { args: '1000 40 random', label: '1,000 commands, 40 branches' },
          { args: '1000 1 random', label: '1,000 commands on main' },
          { args: '3 2 random', label: '3 commands' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
if lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 1000, 'more than 1000 commands'
for l in lines:
    l = l.strip()
    if not l:
        continue
    cmd, _, arg = l.partition(' ')
    if cmd == 'log':
        assert arg == '', 'log takes no argument'
    elif cmd == 'commit':
        assert arg.strip(), 'commit needs a message'
    else:
        assert cmd in ('branch', 'checkout', 'merge'), 'unknown command'
        assert arg and ' ' not in arg, 'branch names contain no spaces'
`,
        wrongSolutions: [
          {
            name: 'first-parent-ancestry',
            language: 'python3',
            mustFail: 'WA',
            why: 'Follows only first parents when checking ancestry, so a branch merged in earlier is not seen as already merged',
            source: String.raw`import sys

commits = {0: ('init', [])}
branches = {'main': 0}
cur = 'main'
out = []


def ancestors(c):
    seen = {c}
    stack = [c]
    while stack:
        x = stack.pop()
        for p in commits[x][1][:1]:
            if p not in seen:
                seen.add(p)
                stack.append(p)
    return seen


for raw in sys.stdin.read().split('\n'):
    line = raw.strip()
    if not line:
        continue
    cmd, _, arg = line.partition(' ')
    if cmd == 'commit':
        nid = len(commits)
        commits[nid] = (arg, [branches[cur]])
        branches[cur] = nid
    elif cmd == 'branch':
        if arg in branches:
            out.append('error: branch %s exists' % arg)
        else:
            branches[arg] = branches[cur]
    elif cmd == 'checkout':
        if arg not in branches:
            out.append('error: no branch %s' % arg)
        else:
            cur = arg
    elif cmd == 'merge':
        if arg not in branches:
            out.append('error: no branch %s' % arg)
            continue
        a, b = branches[cur], branches[arg]
        if b in ancestors(a):
            out.append('Already up to date.')
        elif a in ancestors(b):
            branches[cur] = b
            out.append('Fast-forward')
        else:
            nid = len(commits)
            commits[nid] = ('Merge %s' % arg, [a, b])
            branches[cur] = nid
            out.append('Merge made')
    elif cmd == 'log':
        msgs = []
        c = branches[cur]
        while True:
            msgs.append(commits[c][0])
            if not commits[c][1]:
                break
            c = commits[c][1][0]
        out.append(' <- '.join(msgs))
print('\n'.join(out))
`,
          },
          {
            name: 'never-fast-forwards',
            language: 'python3',
            mustFail: 'WA',
            why: 'Makes a merge commit even when the current branch could simply fast-forward',
            source: String.raw`import sys

commits = {0: ('init', [])}
branches = {'main': 0}
cur = 'main'
out = []


def ancestors(c):
    seen = {c}
    stack = [c]
    while stack:
        x = stack.pop()
        for p in commits[x][1]:
            if p not in seen:
                seen.add(p)
                stack.append(p)
    return seen


for raw in sys.stdin.read().split('\n'):
    line = raw.strip()
    if not line:
        continue
    cmd, _, arg = line.partition(' ')
    if cmd == 'commit':
        nid = len(commits)
        commits[nid] = (arg, [branches[cur]])
        branches[cur] = nid
    elif cmd == 'branch':
        if arg in branches:
            out.append('error: branch %s exists' % arg)
        else:
            branches[arg] = branches[cur]
    elif cmd == 'checkout':
        if arg not in branches:
            out.append('error: no branch %s' % arg)
        else:
            cur = arg
    elif cmd == 'merge':
        if arg not in branches:
            out.append('error: no branch %s' % arg)
            continue
        a, b = branches[cur], branches[arg]
        if b in ancestors(a):
            out.append('Already up to date.')
        else:
            nid = len(commits)
            commits[nid] = ('Merge %s' % arg, [a, b])
            branches[cur] = nid
            out.append('Merge made')
    elif cmd == 'log':
        msgs = []
        c = branches[cur]
        while True:
            msgs.append(commits[c][0])
            if not commits[c][1]:
                break
            c = commits[c][1][0]
        out.append(' <- '.join(msgs))
print('\n'.join(out))
`,
          },
        ],
      },
    },
    {
      id: 'git-diff-stat',
      title: 'diff --stat',
      description:
        'Summarise a unified diff the way `git diff --stat` does, counting inserted and deleted lines per file.\n\n' +
        'Input: the output of git diff. A file section starts with a line `diff --git a/PATH b/PATH`; use the path after ` b/`. Inside a section, lines before the first line starting with `@@` are headers (`index`, `---`, `+++`, `new file mode`...) and are not counted. After it, a line starting with `+` is an insertion and a line starting with `-` is a deletion, even if it starts with `+++` or `---`; other lines (context lines starting with a space, further `@@` lines, `\\ No newline at end of file`) are not counted.\n\n' +
        'Output: one line per file in input order, `PATH: +I -D`, then a summary `N files changed, I insertions(+), D deletions(-)` with totals. Use the singular `file`, `insertion`, `deletion` when the number is 1, and leave out the insertions or deletions part when its total is 0. If the input contains no file sections, print `no changes`.',
      examples: [
        {
          input: DIFF_ONE,
          output: 'app.py: +2 -1\n1 file changed, 2 insertions(+), 1 deletion(-)',
          explanation: 'One line removed and two added; the --- and +++ headers are not counted.',
        },
        {
          input: DIFF_TWO,
          output: 'a.txt: +1 -1\nb.txt: +0 -2\n2 files changed, 1 insertion(+), 3 deletions(-)',
          explanation: 'Totals over both files, with singular and plural forms.',
        },
      ],
      constraints: ['Input under 10 KB', 'Paths contain no spaces'],
      testCases: [
        tc(DIFF_ONE, 'app.py: +2 -1\n1 file changed, 2 insertions(+), 1 deletion(-)', false),
        tc(
          DIFF_TWO,
          'a.txt: +1 -1\nb.txt: +0 -2\n2 files changed, 1 insertion(+), 3 deletions(-)',
          false,
        ),
        tc('', 'no changes'),
        tc(DIFF_DASHES, 'notes.md: +1 -1\n1 file changed, 1 insertion(+), 1 deletion(-)'),
        tc(DIFF_HUNKS, 'src/main.go: +3 -0\n1 file changed, 3 insertions(+)'),
        tc(DIFF_MODE, 'run.sh: +0 -0\n1 file changed'),
        tc(DIFF_NEW, 'new.txt: +1 -0\n1 file changed, 1 insertion(+)'),
        tc(
          DIFF_MODE + DIFF_TWO,
          'run.sh: +0 -0\na.txt: +1 -1\nb.txt: +0 -2\n3 files changed, 1 insertion(+), 3 deletions(-)',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

files = []
cur = None
in_hunk = False
for line in sys.stdin.read().split('\n'):
    if line.startswith('diff --git '):
        cur = [line.rsplit(' b/', 1)[1], 0, 0]
        files.append(cur)
        in_hunk = False
    elif cur is None:
        continue
    elif line.startswith('@@'):
        in_hunk = True
    elif in_hunk:
        if line.startswith('+'):
            cur[1] += 1
        elif line.startswith('-'):
            cur[2] += 1

if not files:
    print('no changes')
else:
    for name, ins, dels in files:
        print('%s: +%d -%d' % (name, ins, dels))
    n = len(files)
    ti = sum(f[1] for f in files)
    td = sum(f[2] for f in files)
    parts = ['%d file%s changed' % (n, '' if n == 1 else 's')]
    if ti:
        parts.append('%d insertion%s(+)' % (ti, '' if ti == 1 else 's'))
    if td:
        parts.append('%d deletion%s(-)' % (td, '' if td == 1 else 's'))
    print(', '.join(parts))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
limit, mode = int(args[0]), args[1]
random.seed(' '.join(args))
def section(k):
    path = random.choice(['src/app.py', 'README.md', 'a.txt', 'lib/x-y_z.js', 'docs/b/c.md', 'new.txt']) + str(k)
    out = ['diff --git a/%s b/%s' % (path, path)]
    if mode == 'modes' and random.random() < 0.5:
        out += ['old mode 100644', 'new mode 100755']
        return out
    if random.random() < 0.2:
        out += ['new file mode 100644', 'index 0000000..3b18e51', '--- /dev/null']
    else:
        out += ['index 83db48f..bf269f4 100644', '--- a/' + path]
    out.append('+++ b/' + path)
    for _ in range(random.randint(1, 3)):
        out.append('@@ -%d,3 +%d,4 @@' % (random.randint(1, 99), random.randint(1, 99)))
        for _ in range(random.randint(0, 12)):
            r = random.random()
            if mode == 'tricky' and r < 0.3:
                out.append(random.choice(['+++ not a header', '--- not a header', '-', '+', '++x', '--']))
            elif r < 0.35:
                out.append('+' + random.choice(['x = 1', 'print("hi")', '', '  indented']))
            elif r < 0.65:
                out.append('-' + random.choice(['old', 'y = 2', '']))
            elif r < 0.95:
                out.append(' ' + random.choice(['context', 'import os', '']))
            else:
                out.append('\\ No newline at end of file')
    return out
lines = []
k = 0
while True:
    sec = section(k)
    if mode == 'one-insert':
        sec = ['diff --git a/x b/x', '--- a/x', '+++ b/x', '@@ -1 +1,2 @@', ' a', '+b']
    if len('\n'.join(lines + sec)) + 1 > limit:
        break
    lines += sec
    k += 1
    if mode == 'one-insert':
        break
print('\n'.join(lines))
`,
        tests: [
          { args: '10200 random', label: '10 KB diff, many files' },
          { args: '10200 tricky', label: '10 KB diff, changed lines that look like headers' },
          { args: '10200 modes', label: '10 KB diff, mode-only changes mixed in' },
          { args: '400 random', label: 'a short diff' },
          { args: '100 one-insert', label: 'one file, one insertion' },
        ],
        validator: String.raw`import sys
text = sys.stdin.read()
assert len(text.encode()) < 10240, 'input of 10 KB or more'
for l in text.split('\n'):
    if l.startswith('diff --git '):
        assert ' b/' in l, 'expected diff --git a/PATH b/PATH'
        parts = l.split(' ')
        assert len(parts) == 4 and parts[2].startswith('a/') and parts[3].startswith('b/'), 'paths contain no spaces'
`,
        wrongSolutions: [
          {
            name: 'skips-header-like-lines',
            language: 'python3',
            mustFail: 'WA',
            why: 'Skips +++ and --- lines inside hunks as if they were headers, but there they are changed lines',
            source: String.raw`import sys

files = []
cur = None
in_hunk = False
for line in sys.stdin.read().split('\n'):
    if line.startswith('diff --git '):
        cur = [line.rsplit(' b/', 1)[1], 0, 0]
        files.append(cur)
        in_hunk = False
    elif cur is None:
        continue
    elif line.startswith('@@'):
        in_hunk = True
    elif in_hunk:
        if line.startswith('+++') or line.startswith('---'):
            continue
        if line.startswith('+'):
            cur[1] += 1
        elif line.startswith('-'):
            cur[2] += 1

if not files:
    print('no changes')
else:
    for name, ins, dels in files:
        print('%s: +%d -%d' % (name, ins, dels))
    n = len(files)
    ti = sum(f[1] for f in files)
    td = sum(f[2] for f in files)
    parts = ['%d file%s changed' % (n, '' if n == 1 else 's')]
    if ti:
        parts.append('%d insertion%s(+)' % (ti, '' if ti == 1 else 's'))
    if td:
        parts.append('%d deletion%s(-)' % (td, '' if td == 1 else 's'))
    print(', '.join(parts))
`,
          },
          {
            name: 'always-plural',
            language: 'python3',
            mustFail: 'WA',
            why: 'Always writes files, insertions and deletions, even for a count of 1',
            source: String.raw`import sys

files = []
cur = None
in_hunk = False
for line in sys.stdin.read().split('\n'):
    if line.startswith('diff --git '):
        cur = [line.rsplit(' b/', 1)[1], 0, 0]
        files.append(cur)
        in_hunk = False
    elif cur is None:
        continue
    elif line.startswith('@@'):
        in_hunk = True
    elif in_hunk:
        if line.startswith('+'):
            cur[1] += 1
        elif line.startswith('-'):
            cur[2] += 1

if not files:
    print('no changes')
else:
    for name, ins, dels in files:
        print('%s: +%d -%d' % (name, ins, dels))
    n = len(files)
    ti = sum(f[1] for f in files)
    td = sum(f[2] for f in files)
    parts = ['%d file%s changed' % (n, 's')]
    if ti:
        parts.append('%d insertion%s(+)' % (ti, 's'))
    if td:
        parts.append('%d deletion%s(-)' % (td, 's'))
    print(', '.join(parts))
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'git-semver-tag-bump',
      title: 'Bump a Release Tag',
      description:
        'This C program reads lines `TAG KIND`, where TAG is a semantic version with an optional leading `v` (`v1.4.2` or `1.4.2`) and KIND is `major`, `minor` or `patch`, and prints the next tag with a `v` prefix. A major bump resets minor and patch to 0, a minor bump resets patch to 0. Tags that are not three dot-separated numbers print `invalid`. Every v-prefixed tag is reported invalid and minor bumps give wrong versions. Find and fix the bugs.',
      language: 'c',
      buggyCode: String.raw`#include <stdio.h>
#include <string.h>

int main(void) {
    char tag[64], kind[16];
    while (scanf("%63s %15s", tag, kind) == 2) {
        int major, minor, patch;
        if (sscanf(tag, "%d.%d.%d", &major, &minor, &patch) != 3) {
            printf("invalid\n");
            continue;
        }
        if (strcmp(kind, "major") == 0) {
            major++;
            minor = 0;
            patch = 0;
        } else if (strcmp(kind, "minor") == 0) {
            minor++;
        } else {
            patch++;
        }
        printf("v%d.%d.%d\n", major, minor, patch);
    }
    return 0;
}
`,
      fixedCode: String.raw`#include <stdio.h>
#include <string.h>

int main(void) {
    char tag[64], kind[16];
    while (scanf("%63s %15s", tag, kind) == 2) {
        int major, minor, patch;
        const char *p = tag;
        if (*p == 'v') p++;
        if (sscanf(p, "%d.%d.%d", &major, &minor, &patch) != 3) {
            printf("invalid\n");
            continue;
        }
        if (strcmp(kind, "major") == 0) {
            major++;
            minor = 0;
            patch = 0;
        } else if (strcmp(kind, "minor") == 0) {
            minor++;
            patch = 0;
        } else {
            patch++;
        }
        printf("v%d.%d.%d\n", major, minor, patch);
    }
    return 0;
}
`,
      expectedBehavior:
        'Input: lines "TAG KIND". Output: the bumped tag per line, e.g. "v1.4.2 minor" gives "v1.5.0", or "invalid".',
      hints: [
        'What does sscanf with "%d" do when the first character is the letter v?',
        'Which numbers must a minor release reset?',
      ],
      testCases: [
        tc('v1.4.2 patch\n', 'v1.4.3', false),
        tc('v1.4.2 minor\n', 'v1.5.0', false),
        tc('1.0.9 patch\n', 'v1.0.10'),
        tc('2.3.4 minor\n', 'v2.4.0'),
        tc('0.9.9 major\n', 'v1.0.0'),
        tc('v10.20.30 major\nv0.0.0 minor\n', 'v11.0.0\nv0.1.0'),
        tc('x.y.z patch\n', 'invalid'),
      ],
      bugs: [
        {
          description:
            'The leading "v" is not skipped, so sscanf fails to read a number and every v-prefixed tag is "invalid".',
          testIndexes: [0, 1, 5],
        },
        { description: 'A minor bump does not reset the patch number to 0.', testIndexes: [1, 3] },
      ],
    },
    {
      id: 'git-resolve-conflicts',
      title: 'Resolve Conflicts by Side',
      description:
        'This C++ program resolves every conflict block of a file in favour of one side, like `git checkout --ours` or `--theirs` does for a whole file. The first input line is `ours` or `theirs`; the rest is the file. A block starts with a line beginning `<<<<<<<` (usually followed by a label such as `HEAD`), its two sides are separated by a line beginning `=======`, and it ends with a line beginning `>>>>>>>` (usually followed by a branch name). The program should print the file with each block replaced by the chosen side. Labelled markers are left in the output and the theirs mode loses lines. Find and fix the bugs.',
      language: 'cpp',
      buggyCode: String.raw`#include <bits/stdc++.h>
using namespace std;

int main() {
    string mode, line;
    getline(cin, mode);
    int state = 0;  // 0 = outside, 1 = ours side, 2 = theirs side
    vector<string> out;
    while (getline(cin, line)) {
        if (line == "<<<<<<<") {
            state = 1;
            continue;
        }
        if (state == 1 && line.rfind("=======", 0) == 0) {
            state = 2;
            continue;
        }
        if (state == 2 && line == ">>>>>>>") {
            state = 0;
            continue;
        }
        if (state == 0 || (state == 1 && mode == "ours") || (state == 2 && mode == "ours")) {
            out.push_back(line);
        }
    }
    for (const string &l : out) cout << l << "\n";
    return 0;
}
`,
      fixedCode: String.raw`#include <bits/stdc++.h>
using namespace std;

int main() {
    string mode, line;
    getline(cin, mode);
    int state = 0;  // 0 = outside, 1 = ours side, 2 = theirs side
    vector<string> out;
    while (getline(cin, line)) {
        if (line.rfind("<<<<<<<", 0) == 0) {
            state = 1;
            continue;
        }
        if (state == 1 && line.rfind("=======", 0) == 0) {
            state = 2;
            continue;
        }
        if (state == 2 && line.rfind(">>>>>>>", 0) == 0) {
            state = 0;
            continue;
        }
        if (state == 0 || (state == 1 && mode == "ours") || (state == 2 && mode == "theirs")) {
            out.push_back(line);
        }
    }
    for (const string &l : out) cout << l << "\n";
    return 0;
}
`,
      expectedBehavior:
        'Input: "ours" or "theirs", then the file. Output: the file with every conflict block replaced by the chosen side and all marker lines removed.',
      hints: [
        'Real markers look like "<<<<<<< HEAD" and ">>>>>>> feature". Does an exact comparison match them?',
        'Read the condition that decides whether a line on the second side is kept.',
      ],
      testCases: [
        tc(
          'ours\na\n<<<<<<< HEAD\nmine\n=======\nyours\n>>>>>>> feature\nb\n',
          'a\nmine\nb',
          false,
        ),
        tc('theirs\n<<<<<<<\nx\n=======\ny\n>>>>>>>\n', 'y', false),
        tc('ours\nno conflicts here\n', 'no conflicts here'),
        tc(
          'theirs\nstart\n<<<<<<< HEAD\nold1\nold2\n=======\nnew1\n>>>>>>> topic\nmid\n<<<<<<< HEAD\np\n=======\nq\n>>>>>>> topic\nend\n',
          'start\nnew1\nmid\nq\nend',
        ),
        tc('ours\n<<<<<<<\nkeep\n=======\ndrop\n>>>>>>>\n', 'keep'),
        tc('theirs\nline with ======= inside\n', 'line with ======= inside'),
      ],
      bugs: [
        {
          description:
            'The second side is kept when mode is "ours" (a copy-paste slip); it must be kept when mode is "theirs".',
          testIndexes: [1, 3, 4],
        },
        {
          description:
            'The start and end markers are compared for exact equality, so labelled markers like "<<<<<<< HEAD" are not recognised; test the line prefix.',
          testIndexes: [0, 3],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'git-can-fast-forward',
      title: 'Can This Merge Fast-Forward?',
      description:
        'Given a commit graph (each commit lists its parent commits) and two commits, current and target, describe an algorithm that decides whether merging target into current can be done as a fast-forward, needs a real merge, or has nothing to do.',
      requirements: [
        'A fast-forward is possible exactly when current is an ancestor of target',
        'Merge commits may have more than one parent',
        'Each commit must be examined at most once',
      ],
      examples: [
        {
          scenario: 'main at C2, feature at C4 built on C2',
          expectedApproach: 'C2 is reachable from C4: fast-forward.',
        },
        {
          scenario: 'main and feature both have new commits since C1',
          expectedApproach: 'Not reachable: a merge commit is needed.',
        },
      ],
      evaluationCriteria: [
        'Walks the ancestors of target through all parents',
        'Uses a visited set',
        'Stops when current is found',
        'Handles equal commits and merge commits',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Walk backwards from target through the parents of each commit',
            weight: 3,
            accept: ['ancestor', 'parents of', 'every parent', 'each parent'],
          },
          {
            idea: 'Use a stack or queue (DFS or BFS)',
            weight: 2,
            accept: ['stack', 'queue', 'breadth first', 'depth first', 'bfs', 'dfs'],
          },
          {
            idea: 'Keep a visited set so shared history is processed once',
            weight: 2,
            accept: ['visited', 'seen'],
          },
          {
            idea: 'If current is reached, the merge can fast-forward',
            weight: 2,
            accept: ['return true', 'found current', 'equals current', 'fast forward'],
          },
          {
            idea: 'If the walk ends without reaching current, a real merge is needed',
            weight: 1,
            accept: [
              'return false',
              'merge commit needed',
              'real merge',
              'not an ancestor',
              'return merge',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'current equals target, or target is already an ancestor of current',
            accept: ['already up to date', 'same commit', 'up to date'],
          },
          {
            case: 'Merge commits with two parents',
            accept: ['two parents', 'merge commits', 'multiple parents'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'A fast-forward is possible when current is an ancestor of target, so the walk starts at target and looks for current; walking from current towards target answers the opposite question.',
            patterns: [
              'push current stack',
              'push current queue',
              'enqueu current',
              'walk current reach target',
              'walk current find target',
              'walk back current target',
              'reach target return true',
              'found target return true',
              '== target return true',
              'equal target return true',
              'target ancestor current fast',
              'target ancestor current true',
            ],
          },
          {
            mistake:
              'Reaching current means current is an ancestor of target and the merge can fast-forward; only a walk that ends without finding it needs a real merge, so the two answers must not be swapped.',
            patterns: [
              '== current return false',
              'equal current return false',
              '== current false',
              'equal current false',
              '== current merge',
              'stack empty return true',
              'stack empty fast forward',
              'queue empty return true',
              'queue empty fast forward',
              'walk end fast forward',
              'walk end return true',
            ],
          },
          {
            mistake:
              'Every parent of a commit has to be followed, including the second parent of a merge commit; following only the first parent misses ancestors and reports a real merge that is not needed.',
            patterns: [
              'follow first parent only',
              'push first parent only',
              'only push first parent',
              'only follow first parent',
              'push only first parent',
              'follow only first parent',
              'visit only first parent',
              'push parent 0',
              'parent 0 only',
              'merge enqueu first parent',
              'merge push first parent',
              'merge follow first parent',
              'merge take first parent',
              'merge visit first parent',
              'merge walk first parent',
              'merge add first parent',
            ],
          },
          {
            mistake:
              'When current and target are the same commit there is nothing to merge at all; reporting it as a fast-forward is wrong.',
            patterns: [
              'same commit return true',
              'current == target return true',
              'current equal target return true',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION canFastForward(current, target)
2.   IF current equals target (same commit) THEN RETURN "already up to date"
3.   IF target is already an ancestor of current (it is in the history behind current) THEN RETURN "already up to date"
4.   SET stack = [target], visited = empty set
5.   WHILE stack is not empty
6.     pop a commit c; IF c is in visited THEN continue; add c to visited
7.     IF c equals current THEN RETURN true (fast forward is possible because current is an ancestor)
8.     push every parent of c onto the stack (merge commits have two parents)
9.   RETURN false, a real merge is needed`,
      },
    },
    {
      id: 'git-bisect-search',
      title: 'How git bisect Finds a Bad Commit',
      description:
        'A test passed at an old release and fails on the newest commit of a linear history of n commits. Describe the search that git bisect performs to find the first commit where the test fails, using as few test runs as possible.',
      requirements: [
        'You know one commit where the test passes and one where it fails',
        'Each test run is expensive, so minimise the number of runs',
        'Some commits may not build and cannot be tested',
      ],
      examples: [
        {
          scenario: '1000 commits between the good and the bad commit',
          expectedApproach: 'About 10 test runs (log2 of 1000).',
        },
        {
          scenario: 'The good and bad commits are adjacent',
          expectedApproach: 'The bad one is the answer, no test needed.',
        },
      ],
      evaluationCriteria: [
        'Keeps good and bad boundaries',
        'Tests the midpoint',
        'Moves the right boundary based on the result',
        'Handles untestable commits and adjacent boundaries',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Keep the positions of the last known good and first known bad commits',
            weight: 2,
            accept: ['good bad', 'known good', 'good index', 'good position'],
          },
          {
            idea: 'Pick the commit halfway between them',
            weight: 3,
            accept: ['mid', 'middle', 'halfway'],
          },
          {
            idea: 'If it passes it becomes the new good commit, else the new bad commit',
            weight: 3,
            accept: [
              'set good mid',
              'set bad mid',
              'narrow',
              'discard half',
              'becomes good',
              'becomes bad',
            ],
          },
          {
            idea: 'Stop when good and bad are adjacent and return bad',
            weight: 2,
            accept: ['adjacent', 'return bad', 'first bad'],
          },
        ],
        edgeCases: [
          {
            case: 'A commit that cannot be tested (git bisect skip)',
            accept: ['skip', 'cannot be tested', 'untestable', 'does not build'],
          },
          {
            case: 'Boundaries already adjacent',
            accept: ['already adjacent', 'no test', 'without any test'],
          },
          { case: 'Cost is about log2(n) runs', accept: ['log'] },
        ],
        synonyms: [
          ['good', 'passing', 'works'],
          ['bad', 'failing', 'broken'],
          ['commit', 'revision'],
          ['mid', 'probe'],
          ['adjacent', 'direct child', 'next to each other', 'neighbouring'],
        ],
        pitfalls: [
          {
            mistake:
              'If the test passes on the middle commit, the first bad commit lies after it, so the middle becomes the new good end (and a failing middle becomes the new bad end); updating the other end discards the half that holds the culprit.',
            patterns: [
              'pass bad = mid',
              'pass mid becom bad',
              'pass mark mid bad',
              'pass hi = mid',
              'pass high = mid',
              'fail good = mid',
              'fail set good mid',
              'fail mid becom good',
              'fail mark mid good',
              'fail lo = mid',
              'fail low = mid',
            ],
          },
          {
            mistake:
              'Testing the commits one after another needs up to n test runs; bisect halves the range with every test, which needs only about log2(n).',
            patterns: [
              'test each commit',
              'test every commit',
              'test all commits',
              'next newer commit',
              'move next commit',
              'check each commit',
              'check every commit',
              'step next commit',
              'walk forward commit',
            ],
          },
          {
            mistake:
              'A commit that cannot be built or tested says nothing about the bug; counting it as good or bad can point at the wrong commit, so it is skipped and a neighbour is tested instead.',
            patterns: [
              'build fail bad = mid',
              'build fail good = mid',
              'untestabl bad = mid',
              'untestabl good = mid',
              'fail build bad = mid',
              'fail build good = mid',
              'compil fail bad = mid',
              'compil fail good = mid',
            ],
          },
        ],
        modelAnswer: `1. SET good = position of the known good commit, bad = position of the known bad commit (good < bad)
2. WHILE bad - good > 1 (they are not adjacent yet)
3.   SET mid = (good + bad) / 2 rounded down, the commit halfway between
4.   IF mid cannot be tested (it does not build) THEN skip it and test a neighbour instead
5.   run the test on mid
6.   IF the test passes THEN SET good = mid ELSE SET bad = mid (discard half of the range)
7. RETURN bad, the first bad commit
8. If the commits are already adjacent, bad is the answer without any test; in general about log2(n) runs are needed.`,
      },
    },
  ],
};
