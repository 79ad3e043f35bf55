import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'git-2',
  order: 2,
  title: 'Recording Changes: add, commit, diff and log',
  description:
    'The everyday Git loop of staging and committing changes, inspecting differences and reading project history.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Stage and commit changes with git add and git commit',
    'Compare versions with git diff and git diff --staged',
    'Read history with git log and its most useful options',
    'Write clear commit messages following Conventional Commits',
  ],
  lesson: `## The everyday loop

Most of your time with Git is spent in one loop: edit files, review the changes, stage them and commit. Each commit is a **snapshot** of the whole project as it was in the staging area, plus metadata: author, date, message and a pointer to the parent commit.

\`\`\`bash
echo "# Notes" > README.md
git status                 # README.md is untracked
git add README.md          # stage it
git commit -m "docs: add README"
\`\`\`

## File states

Every file in the working tree is either **untracked** (Git has never seen it) or tracked. A tracked file is **unmodified**, **modified** (changed since the last commit but not staged) or **staged**. Note that \`git add\` stages the file *as it is right now*: if you edit it again after adding, \`git status\` shows it as both staged and modified, and you must add it again to include the new edits.

Useful variants: \`git add .\` stages everything under the current directory, \`git add -p\` lets you pick individual hunks, and \`git restore --staged file\` unstages a file without touching your edits. \`git restore file\` throws away unstaged edits, so use it with care.

## Seeing what changed

\`\`\`bash
git diff            # working tree vs staging area (unstaged changes)
git diff --staged   # staging area vs last commit (what will be committed)
git diff HEAD~2 HEAD -- src/   # between two commits, limited to a path
\`\`\`

Review \`git diff --staged\` before every commit; it is the cheapest code review you will ever get.

## Reading history

\`git log\` lists commits from newest to oldest. The short form is the most useful for scanning:

\`\`\`bash
git log --oneline
# 3f9c2ab feat(auth): add password reset
# 91d0e47 fix: handle empty cart total
# 4be1a20 docs: explain local setup
git log --oneline --graph --all      # draw branches
git log --author="Ada" --since="2 weeks ago" -- src/app.ts
git show 91d0e47                     # one commit with its diff
\`\`\`

Each \`--oneline\` line is an abbreviated hash, a space and the commit's subject line.

## Good commit messages

A commit message has a short **subject** (about 50 characters, imperative mood: "add", not "added"), a blank line, then an optional body explaining *why*. Many teams follow **Conventional Commits**: the subject starts with a type, an optional scope in parentheses, an optional \`!\` for a breaking change, a colon and a space: \`feat(api): add pagination\`, \`fix!: drop Node 18 support\`. Tools read these types to build changelogs and choose the next semantic version number, so a consistent format pays off.

Keep commits **small and focused**: one logical change per commit makes history easy to read, review and revert. If you forgot a file in the last commit and have not pushed yet, \`git commit --amend\` adds the staged changes to it.

## Your challenge

You will write a program that reads \`git log --oneline\` output and summarises it by Conventional Commit type, the same first step a changelog generator performs.
`,
  overview: {
    whatYouWillLearn: [
      'A file is untracked, unmodified, modified or staged, and git status tells you which.',
      'git add copies the current content of a file into the index; later edits need another add.',
      'git commit stores a snapshot of the index with an author, a date, a message and a parent.',
      'git diff compares the working tree with the index; git diff --staged compares the index with the last commit.',
      'git log walks history backwards from HEAD and can be filtered by author, date, path and message.',
      'Conventional Commits give messages a machine-readable type such as feat, fix or docs.',
    ],
    proTip:
      'Use git add -p to stage changes hunk by hunk: it forces you to review every line you commit and makes it easy to split unrelated changes into separate, focused commits.',
  },
  mcqs: [],
  problems: [
    {
      id: 'git-log-type-summary',
      title: 'Summarise a Commit Log by Type',
      description: `You are given the output of \`git log --oneline\`: each line is an abbreviated commit hash, one space, and the commit subject.

A subject follows **Conventional Commits** when it has the form \`type: description\`, \`type(scope): description\`, \`type!: description\` or \`type(scope)!: description\`, where \`type\` is one or more lowercase letters \`a-z\`, the scope (which may be empty) contains no parentheses, and the colon is followed by one space and a non-empty description. Every other subject counts as type \`other\`.

Print one line per type that occurs, \`type count\`, sorted by count (highest first) and then by type name alphabetically. If the input contains no commits at all, print \`no commits\`.`,
      examples: [
        {
          input: `3f9c2ab feat(auth): add password reset
91d0e47 fix: handle empty cart total
4be1a20 docs: explain local setup
77ac001 feat: add dark mode
`,
          output: `feat 2
docs 1
fix 1`,
          explanation:
            'Two feat commits, one fix and one docs; feat comes first, then docs and fix tie and are sorted by name.',
        },
        {
          input: `a1b2c3d Merge branch 'main' into feature
b2c3d4e Fix: typo in footer
c3d4e5f feat(api)!: remove v1 endpoints
`,
          output: `other 2
feat 1`,
          explanation:
            'A merge commit and a capitalised type do not follow the convention, so both count as other; feat! with a scope is still feat.',
        },
      ],
      constraints: [
        '0 <= number of lines <= 1000',
        'Hashes are 7 to 12 lowercase hex characters',
        'Subjects are printable ASCII and may contain spaces, colons and parentheses',
        'Ignore blank lines',
      ],
      testCases: [
        {
          input: `3f9c2ab feat(auth): add password reset
91d0e47 fix: handle empty cart total
4be1a20 docs: explain local setup
77ac001 feat: add dark mode
`,
          expectedOutput: `feat 2
docs 1
fix 1`,
          hidden: false,
        },
        {
          input: `a1b2c3d Merge branch 'main' into feature
b2c3d4e Fix: typo in footer
c3d4e5f feat(api)!: remove v1 endpoints
`,
          expectedOutput: `other 2
feat 1`,
          hidden: false,
        },
        { input: ``, expectedOutput: `no commits`, hidden: true },
        {
          input: `0000000 chore: bump deps
`,
          expectedOutput: `chore 1`,
          hidden: true,
        },
        {
          input: `aaaaaaa feat:missing space
bbbbbbb feat(): empty scope is fine
ccccccc feat(a(b)): nested parens
ddddddd refactor: 
eeeeeee test: add cases for parser
`,
          expectedOutput: `other 3
feat 1
test 1`,
          hidden: true,
        },
        {
          input: `1111111 fix: one
2222222 fix: two
3333333 feat: three
4444444 feat: four
5555555 chore: five
6666666 build(ci): six

7777777 ci: seven
8888888 WIP
`,
          expectedOutput: `feat 2
fix 2
build 1
chore 1
ci 1
other 1`,
          hidden: true,
        },
        {
          input: `abc1234 perf(db)!: faster query: use index
abc1235 perf: cache results (30% faster)
abc1236 revert: "feat: add dark mode"
abc1237 style: format
abc1238 Update README.md
abc1239 fix(ui):  extra space
`,
          expectedOutput: `perf 2
fix 1
other 1
revert 1
style 1`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import re, sys
pat = re.compile(r'^[a-z]+(\\([^()]*\\))?!?: .+')
counts = {}
for line in sys.stdin.read().split('\\n'):
    line = line.strip()
    if not line:
        continue
    parts = line.split(' ', 1)
    subject = parts[1] if len(parts) > 1 else ''
    if pat.match(subject):
        t = re.match(r'[a-z]+', subject).group(0)
    else:
        t = 'other'
    counts[t] = counts.get(t, 0) + 1
if not counts:
    print('no commits')
else:
    for t, c in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        print(t, c)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
TYPES = ['feat', 'fix', 'docs', 'chore', 'refactor', 'test', 'ci', 'build', 'perf', 'style', 'revert']
OTHER = ["Merge branch 'main' into feature", 'Fix: typo in footer', 'feat:missing space', 'feat(a(b)): nested',
         'WIP', 'Update README.md', 'feat : spaced colon', 'fix(ui):', 'FEAT: shout', 'feat2: digit', '(scope): no type']

def conventional(t):
    scope = random.choice(('', '', '()', '(api)', '(ui-kit)', '(db: x)'))
    bang = random.choice(('', '', '!'))
    desc = random.choice(('add search', 'handle empty cart: total', 'faster (30%)', ' extra space', 'x'))
    return '%s%s%s: %s' % (t, scope, bang, desc)

def hsh():
    return ''.join(random.choice('0123456789abcdef') for _ in range(random.randint(7, 12)))

lines = []
for i in range(n):
    if mode == 'ties':
        subject = conventional(TYPES[i % len(TYPES)])
    elif mode == 'other':
        subject = random.choice(OTHER)
    else:
        subject = conventional(random.choice(TYPES)) if random.random() < 0.7 else random.choice(OTHER)
    lines.append(hsh() + ' ' + subject)
    if mode == 'blanks' and random.random() < 0.3:
        lines.append(random.choice(('', '   ')))
if mode == 'blanks':
    lines = lines[:1000]
random.shuffle(lines)
print('\\n'.join(lines))
`,
        tests: [
          { args: '1000 random', label: '1,000 commits, mixed subjects' },
          { args: '990 ties', label: '990 commits, all types equally often' },
          { args: '1000 other', label: '1,000 commits, none conventional' },
          { args: '800 blanks', label: '1,000 lines with blank lines' },
          { args: '1 random', label: 'one commit' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 1000, 'at most 1,000 lines'
for line in lines:
    if line.strip() == '':
        continue
    assert re.fullmatch(r'[0-9a-f]{7,12} [ -~]+', line), 'bad line: ' + line
`,
        wrongSolutions: [
          {
            name: 'lenient-pattern',
            language: 'python3',
            mustFail: 'WA',
            why: 'Accepts a subject without the space and description after the colon, and a scope with nested parentheses',
            source: `import re, sys
pat = re.compile(r'^([a-z]+)(\\(.*\\))?!?:')
counts = {}
for line in sys.stdin.read().split('\\n'):
    line = line.strip()
    if not line:
        continue
    parts = line.split(' ', 1)
    subject = parts[1] if len(parts) > 1 else ''
    m = pat.match(subject)
    t = m.group(1) if m else 'other'
    counts[t] = counts.get(t, 0) + 1
if not counts:
    print('no commits')
else:
    for t, c in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        print(t, c)
`,
          },
          {
            name: 'ties-in-input-order',
            language: 'python3',
            mustFail: 'WA',
            why: 'Sorts by count only, so equal counts keep their first-seen order instead of alphabetical',
            source: `import re, sys
pat = re.compile(r'^[a-z]+(\\([^()]*\\))?!?: .+')
counts = {}
for line in sys.stdin.read().split('\\n'):
    line = line.strip()
    if not line:
        continue
    parts = line.split(' ', 1)
    subject = parts[1] if len(parts) > 1 else ''
    if pat.match(subject):
        t = re.match(r'[a-z]+', subject).group(0)
    else:
        t = 'other'
    counts[t] = counts.get(t, 0) + 1
if not counts:
    print('no commits')
else:
    for t, c in sorted(counts.items(), key=lambda kv: -kv[1]):
        print(t, c)
`,
          },
        ],
      },
    },
  ],
};
