import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'git-5',
  order: 5,
  title: 'Rewriting and Undoing History',
  description:
    'Fix mistakes safely with restore, reset, revert and the reflog, park work with stash, and clean up commits with rebase and cherry-pick.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Choose between restore, reset and revert to undo changes',
    'Park unfinished work with git stash',
    'Rebase a branch and clean up commits with interactive rebase',
    'Recover lost commits with the reflog',
  ],
  lesson: `## Undoing at the right level

Git gives you several undo tools, and choosing the right one depends on *what* you want to undo and whether the commits are already shared.

- **\`git restore <file>\`** discards unstaged edits in the working tree; \`git restore --staged <file>\` unstages. No commits change.
- **\`git reset <commit>\`** moves the current branch pointer back. \`--soft\` keeps your changes staged, \`--mixed\` (the default) keeps them as unstaged edits, and \`--hard\` throws them away entirely.
- **\`git revert <commit>\`** creates a *new* commit that applies the inverse of an old one. History is only added to, so it is the safe choice for commits that others have already pulled.

\`\`\`bash
git reset --soft HEAD~1     # undo last commit, keep changes staged
git revert 91d0e47          # undo a pushed commit with a new commit
git restore --source=HEAD~3 config.yml   # bring back an old version of one file
\`\`\`

The golden rule: **do not rewrite commits that others have based work on.** Rewriting local, unpushed commits is fine and encouraged.

## Stash

\`git stash\` saves uncommitted changes on a stack and cleans the working tree, useful when you must switch branches mid-task. \`git stash list\` shows entries, \`git stash pop\` re-applies the latest and removes it, and \`git stash push -m "wip search" -- src/\` stashes selected paths with a message.

## Rebase

\`git rebase main\` takes the commits of your current branch that are not in \`main\` and **replays** them one by one on top of \`main\`'s tip. The result is a linear history, as if you had started your work today. Because each replayed commit has a new parent, every one gets a **new hash**: the old commits are abandoned. If a replay conflicts, fix the files, \`git add\` them and run \`git rebase --continue\` (or \`--abort\`).

## Interactive rebase

\`git rebase -i HEAD~4\` opens a **todo list** of the last four commits, oldest first:

\`\`\`text
pick 3f9c2ab feat: add search box
squash 91d0e47 fix search typo
fixup 4be1a20 more fixes
drop 77ac001 debug logging
\`\`\`

Each command applies to one commit: \`pick\` keeps it, \`reword\` keeps it but edits the message, \`squash\` (\`s\`) melds it into the previous commit and combines the messages, \`fixup\` (\`f\`) melds it but discards its message, and \`drop\` (\`d\`) removes it. Lines starting with \`#\` are comments. A \`squash\` or \`fixup\` with no earlier commit to meld into is an error. Modern Git can do the bookkeeping for you: commit with \`git commit --fixup <hash>\` and later run \`git rebase -i --autosquash\`.

\`git cherry-pick <hash>\` copies a single commit onto your current branch, handy for backporting a fix to a release branch.

## The reflog, your safety net

Every time HEAD moves, Git records it in the **reflog**. After a bad \`reset --hard\` or rebase, \`git reflog\` shows entries like \`HEAD@{2}: commit: feat: add search box\`, and \`git reset --hard HEAD@{2}\` takes you back. Unreachable commits are kept for at least 30 days by default before garbage collection, so almost nothing committed is ever truly lost.

## Your challenge

Simulate what an interactive rebase todo list produces: which commits remain and with which messages.
`,
  overview: {
    whatYouWillLearn: [
      'git restore discards working-tree or staged changes to files without moving any branch.',
      'git reset moves the current branch pointer; --soft, --mixed and --hard decide what happens to the index and working tree.',
      'git revert creates a new commit that undoes an earlier one, which is safe on shared branches.',
      'git rebase replays commits onto a new base, producing new commits with new hashes.',
      'Interactive rebase edits a todo list of pick, reword, squash, fixup and drop commands.',
      'The reflog records where HEAD has been, so "lost" commits can usually be recovered.',
    ],
    proTip:
      'Before any risky history rewrite, create a safety branch with git branch backup-before-rebase; if things go wrong you can reset back to it instantly instead of digging through the reflog.',
  },
  mcqs: [],
  problems: [
    {
      id: 'git-rebase-todo',
      title: 'Apply an Interactive Rebase Todo List',
      description: `Simulate the result of an interactive rebase. The input is a todo list, one command per line, in the form \`command hash message\`. The commands are:

- \`pick\` or \`p\`: keep the commit as a new commit.
- \`squash\` or \`s\`: meld the commit into the previous resulting commit; the combined message is the previous message, \` + \`, and this commit's message.
- \`fixup\` or \`f\`: meld the commit into the previous resulting commit, keeping only the previous message.
- \`drop\` or \`d\`: remove the commit.

Blank lines and lines whose first non-space character is \`#\` are ignored. The message is everything after the hash (it may contain spaces).

Print the resulting commits in order, one per line, as the hash of the commit that started the group (the \`pick\`) followed by a space and the final message. If a \`squash\` or \`fixup\` appears when there is no resulting commit yet, print exactly \`error: cannot 'squash' without a previous commit\` (or \`'fixup'\`, using the long command name) and nothing else. If no commits remain, print \`nothing to do\`.`,
      examples: [
        {
          input: `pick 3f9c2ab feat: add search box
squash 91d0e47 fix search typo
fixup 4be1a20 more fixes
drop 77ac001 debug logging
pick 0a1b2c3 docs: document search
`,
          output: `3f9c2ab feat: add search box + fix search typo
0a1b2c3 docs: document search`,
          explanation:
            'The squash joins its message to the picked commit, the fixup is melded silently and the drop disappears.',
        },
        {
          input: `# Rebase 1234567..abcdef0 onto 1234567
fixup 1111111 oops
pick 2222222 feat: real work
`,
          output: `error: cannot 'fixup' without a previous commit`,
          explanation:
            'A fixup with no previous commit is an error, even though a pick follows later.',
        },
      ],
      constraints: [
        '0 <= number of lines <= 200',
        'Commands are one of pick, p, squash, s, fixup, f, drop, d',
        'Hashes are 7 lowercase hex characters; messages are non-empty',
      ],
      testCases: [
        {
          input: `pick 3f9c2ab feat: add search box
squash 91d0e47 fix search typo
fixup 4be1a20 more fixes
drop 77ac001 debug logging
pick 0a1b2c3 docs: document search
`,
          expectedOutput: `3f9c2ab feat: add search box + fix search typo
0a1b2c3 docs: document search`,
          hidden: false,
        },
        {
          input: `# Rebase 1234567..abcdef0 onto 1234567
fixup 1111111 oops
pick 2222222 feat: real work
`,
          expectedOutput: `error: cannot 'fixup' without a previous commit`,
          hidden: false,
        },
        { input: ``, expectedOutput: `nothing to do`, hidden: true },
        {
          input: `d 1111111 a
drop 2222222 b
`,
          expectedOutput: `nothing to do`,
          hidden: true,
        },
        {
          input: `p aaaaaaa first commit
s bbbbbbb second
s ccccccc third
p ddddddd fourth
f eeeeeee fifth

# comment
p fffffff sixth message with  spaces
`,
          expectedOutput: `aaaaaaa first commit + second + third
ddddddd fourth
fffffff sixth message with  spaces`,
          hidden: true,
        },
        {
          input: `drop 1111111 gone
squash 2222222 orphan
`,
          expectedOutput: `error: cannot 'squash' without a previous commit`,
          hidden: true,
        },
        {
          input: `pick 1234567 only one
`,
          expectedOutput: `1234567 only one`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
names = {'p': 'pick', 's': 'squash', 'f': 'fixup', 'd': 'drop'}
result = []
for line in sys.stdin.read().split('\\n'):
    s = line.strip()
    if not s or s.startswith('#'):
        continue
    cmd, h, msg = s.split(' ', 2)
    cmd = names.get(cmd, cmd)
    if cmd == 'pick':
        result.append([h, msg])
    elif cmd == 'drop':
        continue
    else:
        if not result:
            print("error: cannot '%s' without a previous commit" % cmd)
            sys.exit(0)
        if cmd == 'squash':
            result[-1][1] += ' + ' + msg
if not result:
    print('nothing to do')
for h, m in result:
    print(h, m)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
MSGS = ['feat: add search box', 'fix search typo', 'more fixes', 'debug logging', 'docs: document  search', 'wip', 'x']
LONG = {'p': 'pick', 's': 'squash', 'f': 'fixup', 'd': 'drop'}

def cmd(c):
    return c if random.random() < 0.5 else LONG[c]

def line(c):
    h = ''.join(random.choice('0123456789abcdef') for _ in range(7))
    return '%s%s %s %s' % (random.choice(('', '', '  ')), cmd(c), h, random.choice(MSGS))

lines = []
if mode == 'random':
    lines.append(line('p'))
    while len(lines) < n:
        r = random.random()
        if r < 0.05:
            lines.append(random.choice(('', '# Rebase 1234567..abcdef0', '   # indented comment')))
        else:
            lines.append(line(random.choice('ppsfd')))
elif mode == 'squashes':
    lines = [line('p')] + [line(random.choice('sf')) for _ in range(n - 1)]
elif mode == 'drops':
    lines = [line('d') for _ in range(n)]
elif mode in ('orphan-s', 'orphan-f'):
    lines = ['# todo'] + [line('d') for _ in range(n - 3)] + ['%s 1234567 orphan' % mode[-1], line('p')]
elif mode == 'comments':
    lines = [random.choice(('', '#', '# pick 1234567 not a command')) for _ in range(n)]
else:
    raise SystemExit('unknown mode ' + mode)
print('\\n'.join(lines))
`,
        tests: [
          { args: '200 random', label: '200 lines, mixed commands' },
          { args: '200 squashes', label: '200 lines, one pick then squashes and fixups' },
          { args: '200 drops', label: '200 drops' },
          { args: '200 orphan-s', label: '200 lines, s before any pick' },
          { args: '50 orphan-f', label: '50 lines, f before any pick' },
          { args: '200 comments', label: '200 comment and blank lines' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 200, 'at most 200 lines'
for line in lines:
    s = line.strip()
    if not s or s.startswith('#'):
        continue
    assert re.fullmatch(r'(pick|p|squash|s|fixup|f|drop|d) [0-9a-f]{7} \\S.*', s), 'bad command: ' + line
`,
        wrongSolutions: [
          {
            name: 'fixup-keeps-message',
            language: 'python3',
            mustFail: 'WA',
            why: 'Treats fixup like squash and appends its message',
            source: `import sys
names = {'p': 'pick', 's': 'squash', 'f': 'fixup', 'd': 'drop'}
result = []
for line in sys.stdin.read().split('\\n'):
    s = line.strip()
    if not s or s.startswith('#'):
        continue
    cmd, h, msg = s.split(' ', 2)
    cmd = names.get(cmd, cmd)
    if cmd == 'pick':
        result.append([h, msg])
    elif cmd == 'drop':
        continue
    else:
        if not result:
            print("error: cannot '%s' without a previous commit" % cmd)
            sys.exit(0)
        result[-1][1] += ' + ' + msg
if not result:
    print('nothing to do')
for h, m in result:
    print(h, m)
`,
          },
          {
            name: 'short-name-in-error',
            language: 'python3',
            mustFail: 'WA',
            why: "Prints the command as written, so s gives cannot 's' instead of the long name 'squash'",
            source: `import sys
result = []
for line in sys.stdin.read().split('\\n'):
    s = line.strip()
    if not s or s.startswith('#'):
        continue
    cmd, h, msg = s.split(' ', 2)
    if cmd in ('pick', 'p'):
        result.append([h, msg])
    elif cmd in ('drop', 'd'):
        continue
    else:
        if not result:
            print("error: cannot '%s' without a previous commit" % cmd)
            sys.exit(0)
        if cmd in ('squash', 's'):
            result[-1][1] += ' + ' + msg
if not result:
    print('nothing to do')
for h, m in result:
    print(h, m)
`,
          },
        ],
      },
    },
  ],
};
