import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const easy: BankLevel = {
  mcq: [
    {
      question: 'Which command turns the current directory into a new Git repository?',
      options: {
        A: '`git new`',
        B: '`git init`',
        C: '`git create`',
        D: '`git setup`',
      },
      correct: 'B',
      explanation: 'git init creates the .git directory that holds the repository data.',
    },
    {
      question: 'What does `git add notes.txt` do?',
      options: {
        A: 'Commits `notes.txt` directly to the current branch',
        B: 'Uploads `notes.txt` to the remote repository',
        C: 'Stages the current content of `notes.txt`',
        D: 'Marks `notes.txt` as tracked without recording its content',
      },
      correct: 'C',
      explanation:
        "git add copies the file's current content into the staging area (the index), ready for the next commit.",
    },
    {
      question: 'Which command shows which files are staged, modified or untracked?',
      options: {
        A: '`git log --stat`',
        B: '`git show`',
        C: '`git diff --stat`',
        D: '`git status`',
      },
      correct: 'D',
      explanation: 'git status summarises the state of the working tree and the staging area.',
    },
    {
      question: 'What does `git commit -m "Fix login"` record?',
      options: {
        A: 'A snapshot of the staged changes, with that message',
        B: 'Every change in the working tree, staged or not',
        C: 'Only the message, as a note without file changes',
        D: 'A new branch named "Fix login"',
      },
      correct: 'A',
      explanation:
        'A commit records what is in the staging area; unstaged changes are left out (unless -a is used for tracked files).',
    },
    {
      question:
        'Which command copies an existing remote repository, with its history, to your machine?',
      options: {
        A: '`git pull <url>`',
        B: '`git fetch <url>`',
        C: '`git clone <url>`',
        D: '`git checkout <url>`',
      },
      correct: 'C',
      explanation:
        'git clone creates a local repository with the full history and sets the source up as the remote origin.',
    },
    {
      question: 'What is a `.gitignore` file for?',
      options: {
        A: 'Listing files that Git must never delete',
        B: 'Listing untracked files Git should not offer to add',
        C: 'Hiding chosen commits from `git log`',
        D: 'Listing files to purge from history on push',
      },
      correct: 'B',
      explanation:
        'Patterns in .gitignore keep untracked files such as build output out of git status and git add.',
    },
    {
      question: 'Which command creates a branch named `feature` and switches to it?',
      options: {
        A: '`git branch feature`',
        B: '`git switch feature`',
        C: '`git branch -m feature`',
        D: '`git switch -c feature`',
      },
      correct: 'D',
      explanation:
        'git switch -c (or the older git checkout -b) creates the branch and checks it out in one step; git branch alone only creates it.',
    },
    {
      question: 'What does `git pull` do by default?',
      options: {
        A: 'Fetches, then integrates the remote branch into yours',
        B: 'Downloads remote changes, leaving your branch alone',
        C: 'Uploads your local commits to the remote',
        D: 'Resets your branch to match the remote exactly',
      },
      correct: 'A',
      explanation: 'git pull is git fetch followed by a merge (or a rebase, if configured).',
    },
    {
      question: 'What does `git diff` with no arguments show?',
      options: {
        A: 'Changes between the two most recent commits',
        B: 'Changes that are staged for the next commit',
        C: 'Unstaged changes in the working tree',
        D: 'Differences between your branch and `origin`',
      },
      correct: 'C',
      explanation:
        'Plain git diff compares the working tree with the index; git diff --staged shows staged changes.',
    },
    {
      question: 'In `git push origin main`, what is `origin`?',
      options: {
        A: "The first commit in the repository's history",
        B: 'The default name of the remote you cloned from',
        C: 'The branch that new commits are added to by default',
        D: 'The tag of the initial release',
      },
      correct: 'B',
      explanation:
        'origin is the conventional name Git gives the remote a repository was cloned from.',
    },
    {
      question: 'What does `HEAD` usually refer to?',
      options: {
        A: 'The newest commit on the remote',
        B: 'The very first commit in the repository',
        C: 'The default branch configured for the repository on GitHub',
        D: 'The branch and commit you have checked out',
      },
      correct: 'D',
      explanation: 'HEAD points at the current branch, which points at its latest commit.',
    },
    {
      question: 'Which command shows the commit history compactly, one commit per line?',
      options: {
        A: '`git log --oneline`',
        B: '`git status -s`',
        C: '`git show --short`',
        D: '`git history --compact`',
      },
      correct: 'A',
      explanation: 'git log --oneline prints the abbreviated hash and subject of each commit.',
    },
    {
      question: 'You staged a file by mistake. Which command unstages it but keeps your edits?',
      options: {
        A: '`git reset --hard`',
        B: '`git rm --staged file`',
        C: '`git restore --staged file`',
        D: '`git restore --worktree file`',
      },
      correct: 'C',
      explanation:
        'git restore --staged removes the file from the index and leaves the working tree copy untouched.',
    },
    {
      question: 'Why should each commit have a clear, specific message?',
      options: {
        A: 'Git rejects messages shorter than 50 characters',
        B: 'It records why the change was made',
        C: 'The message decides which files are included in the commit',
        D: 'The message is hashed to sign the commit',
      },
      correct: 'B',
      explanation:
        'Good messages make git log, blame and bisect useful; Git itself accepts almost any message.',
    },
  ],
  coding: [
    {
      id: 'git-staging-simulator',
      title: 'Staging Area Simulator',
      description:
        'Simulate how files move between the working tree, the staging area and commits.\n\n' +
        'Input: one command per line:\n' +
        '- `modify FILE`: FILE now has unstaged changes.\n' +
        '- `add FILE`: if FILE has unstaged changes, they become staged (FILE is no longer listed as modified); otherwise nothing happens.\n' +
        '- `add .`: like add for every modified file.\n' +
        '- `commit`: if nothing is staged print `nothing to commit`; otherwise print `committed N file(s)` (N = number of staged files) and empty the staging area.\n' +
        '- `status`: print `staged: ...` and then `modified: ...`, each followed by the sorted file names separated by spaces, or by `none`.\n\n' +
        'A file can be both staged and modified (it was changed again after add). Output: the lines printed by commit and status.',
      examples: [
        {
          input: 'modify a.txt\nmodify b.txt\nadd a.txt\nstatus\ncommit\nstatus\n',
          output:
            'staged: a.txt\nmodified: b.txt\ncommitted 1 file(s)\nstaged: none\nmodified: b.txt',
          explanation: 'Only a.txt was added, so only it is committed.',
        },
        {
          input: 'commit\n',
          output: 'nothing to commit',
          explanation: 'The staging area is empty.',
        },
      ],
      constraints: ['At most 1000 commands', 'File names contain no spaces'],
      testCases: [
        tc(
          'modify a.txt\nmodify b.txt\nadd a.txt\nstatus\ncommit\nstatus\n',
          'staged: a.txt\nmodified: b.txt\ncommitted 1 file(s)\nstaged: none\nmodified: b.txt',
          false,
        ),
        tc('commit\n', 'nothing to commit', false),
        tc('modify x\nadd x\nmodify x\nstatus\n', 'staged: x\nmodified: x'),
        tc(
          'modify c\nmodify a\nmodify b\nadd .\nstatus\ncommit\ncommit\n',
          'staged: a b c\nmodified: none\ncommitted 3 file(s)\nnothing to commit',
        ),
        tc('add ghost\nstatus\n', 'staged: none\nmodified: none'),
        tc(
          'modify f\nmodify f\nadd f\nadd f\ncommit\nstatus\n',
          'committed 1 file(s)\nstaged: none\nmodified: none',
        ),
        tc('modify z\nadd z\nmodify y\nadd .\nmodify z\nstatus\n', 'staged: y z\nmodified: z'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

modified = set()
staged = set()
out = []


def names(s):
    return ' '.join(sorted(s)) if s else 'none'


for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if not parts:
        continue
    cmd = parts[0]
    if cmd == 'modify':
        modified.add(parts[1])
    elif cmd == 'add':
        targets = set(modified) if parts[1] == '.' else {parts[1]} & modified
        staged |= targets
        modified -= targets
    elif cmd == 'commit':
        if not staged:
            out.append('nothing to commit')
        else:
            out.append('committed %d file(s)' % len(staged))
            staged.clear()
    elif cmd == 'status':
        out.append('staged: ' + names(staged))
        out.append('modified: ' + names(modified))
print('\n'.join(out))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, nfiles, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
files = ['f%d.txt' % i for i in range(nfiles)] + ['src/app.py', 'README.md', 'Z.md', 'a-b']
files = files[:max(1, nfiles)]
out = []
for _ in range(n):
    r = random.random()
    if mode == 'status-heavy':
        r = r * 1.2
    if r < 0.35:
        out.append('modify ' + random.choice(files))
    elif r < 0.6:
        out.append('add ' + random.choice(files))
    elif r < 0.7:
        out.append('add .')
    elif r < 0.8:
        out.append('commit')
    else:
        out.append('status')
print('\n'.join(out))
`,
        tests: [
          { args: '1000 5 random', label: '1,000 commands on 5 files' },
          { args: '1000 200 random', label: '1,000 commands on 200 files' },
          { args: '1000 1 random', label: '1,000 commands on one file' },
          { args: '1000 30 status-heavy', label: '1,000 commands, many status lines' },
          { args: '1 1 random', label: 'one command' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
if lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 1000, 'more than 1000 commands'
for l in lines:
    p = l.split()
    if not p:
        continue
    assert (p[0] in ('modify', 'add') and len(p) == 2) or (p[0] in ('commit', 'status') and len(p) == 1), 'bad command: ' + l
    assert not (p[0] == 'modify' and p[1] == '.'), 'modify takes a file name'
`,
        wrongSolutions: [
          {
            name: 'adds-unmodified-files',
            language: 'python3',
            mustFail: 'WA',
            why: 'Stages a file on add even when it has no changes, so add on a clean file stages it',
            source: String.raw`import sys

modified = set()
staged = set()
out = []


def names(s):
    return ' '.join(sorted(s)) if s else 'none'


for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if not parts:
        continue
    cmd = parts[0]
    if cmd == 'modify':
        modified.add(parts[1])
    elif cmd == 'add':
        targets = set(modified) if parts[1] == '.' else {parts[1]}
        staged |= targets
        modified -= targets
    elif cmd == 'commit':
        if not staged:
            out.append('nothing to commit')
        else:
            out.append('committed %d file(s)' % len(staged))
            staged.clear()
    elif cmd == 'status':
        out.append('staged: ' + names(staged))
        out.append('modified: ' + names(modified))
print('\n'.join(out))
`,
          },
          {
            name: 'modify-unstages',
            language: 'python3',
            mustFail: 'WA',
            why: 'Removes a file from the staging area when it changes again, but the staged version stays staged',
            source: String.raw`import sys

modified = set()
staged = set()
out = []


def names(s):
    return ' '.join(sorted(s)) if s else 'none'


for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if not parts:
        continue
    cmd = parts[0]
    if cmd == 'modify':
        modified.add(parts[1])
        staged.discard(parts[1])
    elif cmd == 'add':
        targets = set(modified) if parts[1] == '.' else {parts[1]} & modified
        staged |= targets
        modified -= targets
    elif cmd == 'commit':
        if not staged:
            out.append('nothing to commit')
        else:
            out.append('committed %d file(s)' % len(staged))
            staged.clear()
    elif cmd == 'status':
        out.append('staged: ' + names(staged))
        out.append('modified: ' + names(modified))
print('\n'.join(out))
`,
          },
        ],
      },
    },
    {
      id: 'git-shortlog',
      title: 'Commits per Author',
      description:
        'Reproduce `git shortlog -sn`: count commits per author and list the most active authors first.\n\n' +
        'Input: one commit per line in the format `hash|author|subject` (the author may contain spaces; skip empty lines).\n\n' +
        'Output: one line per author, `COUNT AUTHOR`, sorted by count descending and then by author name ascending (plain character order).',
      examples: [
        {
          input: 'a1f|Ada Lovelace|Add engine\nb2e|Alan Turing|Fix tape\nc3d|Ada Lovelace|Docs\n',
          output: '2 Ada Lovelace\n1 Alan Turing',
          explanation: 'Ada has two commits, Alan one.',
        },
        { input: 'f00|bob|init\n', output: '1 bob', explanation: 'A single commit.' },
      ],
      constraints: ['At most 10000 commits', 'Fields contain no | characters'],
      testCases: [
        tc(
          'a1f|Ada Lovelace|Add engine\nb2e|Alan Turing|Fix tape\nc3d|Ada Lovelace|Docs\n',
          '2 Ada Lovelace\n1 Alan Turing',
          false,
        ),
        tc('f00|bob|init\n', '1 bob', false),
        tc('1|zoe|a\n2|amy|b\n3|zoe|c\n4|amy|d\n5|kim|e\n', '2 amy\n2 zoe\n1 kim'),
        tc('1|Bob|x\n2|bob|y\n', '1 Bob\n1 bob'),
        tc('\n1|solo dev|first\n\n2|solo dev|second\n', '2 solo dev'),
        tc('1|a|m\n2|b|m\n3|c|m\n4|c|m\n5|c|m\n6|b|m\n', '3 c\n2 b\n1 a'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

counts = {}
for line in sys.stdin.read().split('\n'):
    if not line.strip():
        continue
    author = line.split('|')[1]
    counts[author] = counts.get(author, 0) + 1
for author, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
    print(n, author)
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, nauthors, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
pool = ['Ada Lovelace', 'alan turing', 'Alan Turing', 'bob', 'Bob', 'BOB', 'Zoe', 'amy', 'Kim Lee', 'kim lee', 'Grace Hopper', '_bot', 'Z', 'a']
authors = (pool + ['dev %d' % i for i in range(nauthors)])[:nauthors]
lines = []
for i in range(n):
    if mode == 'equal':
        a = authors[i % len(authors)]
    else:
        a = random.choice(authors)
    if mode == 'blanks' and random.random() < 0.2:
        lines.append('')
    lines.append('%04x|%s|%s' % (random.getrandbits(16), a, random.choice(['fix', 'docs', 'wip'])))
print('\n'.join(lines))
`,
        tests: [
          { args: '10000 14 random', label: '10,000 commits, 14 authors' },
          { args: '3000 14 equal', label: '3,000 commits, authors tied on count' },
          { args: '3000 2000 random', label: '3,000 commits, 2,000 authors' },
          { args: '2000 1 random', label: '2,000 commits by one author' },
          { args: '500 6 blanks', label: '500 commits with empty lines between' },
        ],
        validator: String.raw`import sys
lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
assert len(lines) <= 10000, 'more than 10000 commits'
for l in lines:
    f = l.split('|')
    assert len(f) == 3, 'expected hash|author|subject'
    assert f[1].strip() == f[1] and f[1], 'bad author'
`,
        wrongSolutions: [
          {
            name: 'case-insensitive-tie-break',
            language: 'python3',
            mustFail: 'WA',
            why: 'Breaks count ties ignoring case, but plain character order puts Bob before alice',
            source: String.raw`import sys

counts = {}
for line in sys.stdin.read().split('\n'):
    if not line.strip():
        continue
    author = line.split('|')[1]
    counts[author] = counts.get(author, 0) + 1
for author, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0].lower())):
    print(n, author)
`,
          },
          {
            name: 'no-tie-break',
            language: 'python3',
            mustFail: 'WA',
            why: 'Sorts by count only, so tied authors stay in the order they first appear',
            source: String.raw`import sys

counts = {}
for line in sys.stdin.read().split('\n'):
    if not line.strip():
        continue
    author = line.split('|')[1]
    counts[author] = counts.get(author, 0) + 1
for author, n in sorted(counts.items(), key=lambda kv: -kv[1]):
    print(n, author)
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'git-conventional-commit-types',
      title: 'Count Conventional Commit Types',
      description:
        'Conventional Commits subjects look like `feat: add login`, `fix(ui): align button` or `feat(api)!: drop v1`. This Kotlin program should count the commits per type, sorted by type name: the type is the text before the first `:`, without an optional `(scope)` and without a trailing `!`. Subjects without a `:` are counted as `other`. Scoped commits and ordinary subjects are counted wrongly. Find and fix the bugs.',
      language: 'kotlin',
      buggyCode: String.raw`fun main(args: Array<String>) {
    val counts = sortedMapOf<String, Int>()
    for (raw in generateSequence(::readLine)) {
        val line = raw.trim()
        if (line.isEmpty()) continue
        var type = line.substringBefore(':').trim()
        if (type.endsWith("!")) type = type.dropLast(1)
        counts[type] = (counts[type] ?: 0) + 1
    }
    for ((type, n) in counts) println(type + " " + n)
}
`,
      fixedCode: String.raw`fun main(args: Array<String>) {
    val counts = sortedMapOf<String, Int>()
    for (raw in generateSequence(::readLine)) {
        val line = raw.trim()
        if (line.isEmpty()) continue
        var type: String
        if (!line.contains(':')) {
            type = "other"
        } else {
            type = line.substringBefore(':').trim()
            if (type.endsWith("!")) type = type.dropLast(1)
            type = type.substringBefore('(')
        }
        counts[type] = (counts[type] ?: 0) + 1
    }
    for ((type, n) in counts) println(type + " " + n)
}
`,
      expectedBehavior:
        'Input: one commit subject per line. Output: "type count" lines sorted by type, e.g. "feat 2" and "fix 1".',
      hints: [
        'What does substringBefore return when the delimiter does not occur?',
        'For "fix(ui): button", what is the text before the colon?',
      ],
      testCases: [
        tc('feat: login\nfix: crash\nfeat: logout\n', 'feat 2\nfix 1', false),
        tc('fix(ui): button\nfix: typo\n', 'fix 2', false),
        tc('Update README\nfeat: x\n', 'feat 1\nother 1'),
        tc('feat(api)!: drop v1\nchore: deps\n', 'chore 1\nfeat 1'),
        tc('\n', ''),
        tc("Merge branch 'main'\nrefactor!: core\n", 'other 1\nrefactor 1'),
      ],
      bugs: [
        {
          description: 'The (scope) part is not removed, so "fix(ui)" is counted as its own type.',
          testIndexes: [1, 3],
        },
        {
          description:
            'substringBefore returns the whole line when there is no colon, so ordinary subjects become types instead of "other".',
          testIndexes: [2, 5],
        },
      ],
    },
    {
      id: 'git-branch-name-check',
      title: 'Validate Branch Names',
      description:
        "This Java program checks proposed branch names against a subset of Git's ref-name rules and prints `valid` or `invalid` for each line. A name is invalid if it is empty, contains a space, contains two consecutive dots `..`, starts with `-`, starts or ends with `/`, or ends with `.lock`. Perfectly good names like `release-1.2` are rejected and some bad ones pass. Find and fix the bugs.",
      language: 'java',
      buggyCode: String.raw`import java.io.*;

public class Main {
    static boolean valid(String name) {
        if (name.isEmpty()) return false;
        if (name.contains(" ")) return false;
        if (name.contains(".")) return false;
        if (name.startsWith("/") || name.endsWith("/")) return false;
        if (name.endsWith(".lock")) return false;
        return true;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = reader.readLine()) != null) {
            if (line.isEmpty()) continue;
            System.out.println(valid(line) ? "valid" : "invalid");
        }
    }
}
`,
      fixedCode: String.raw`import java.io.*;

public class Main {
    static boolean valid(String name) {
        if (name.isEmpty()) return false;
        if (name.contains(" ")) return false;
        if (name.contains("..")) return false;
        if (name.startsWith("-")) return false;
        if (name.startsWith("/") || name.endsWith("/")) return false;
        if (name.endsWith(".lock")) return false;
        return true;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = reader.readLine()) != null) {
            if (line.isEmpty()) continue;
            System.out.println(valid(line) ? "valid" : "invalid");
        }
    }
}
`,
      expectedBehavior:
        'Input: one branch name per line. Output: "valid" or "invalid" per name according to the listed rules.',
      hints: [
        'Is a single dot forbidden, or only two dots in a row?',
        'Compare the list of rules with the checks one by one: is any rule missing?',
      ],
      testCases: [
        tc('feature/login\n', 'valid', false),
        tc('release-1.2\n', 'valid', false),
        tc('-hotfix\n', 'invalid'),
        tc('bad..name\n', 'invalid'),
        tc('my branch\n', 'invalid'),
        tc('topic.lock\n', 'invalid'),
        tc('v2.0/docs\n-x\n', 'valid\ninvalid'),
      ],
      bugs: [
        {
          description: 'contains(".") rejects every dot; the rule only forbids "..".',
          testIndexes: [1, 6],
        },
        {
          description: 'The rule against names starting with "-" is not checked.',
          testIndexes: [2, 6],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'git-find-conflict-markers',
      title: 'Find Unresolved Conflict Markers',
      description:
        'A pre-commit hook must stop commits that still contain merge conflict blocks. Describe an algorithm that scans a file line by line and reports the line numbers where each conflict block starts, and complains about blocks that are not properly closed.',
      requirements: [
        'A block starts with a line beginning <<<<<<<, has a ======= separator and ends with a line beginning >>>>>>>',
        'Report the starting line number of every complete block',
        'Report a malformed block (missing separator or end)',
      ],
      examples: [
        {
          scenario: 'Lines 10-14 form one block',
          expectedApproach: 'Report "conflict at line 10".',
        },
        {
          scenario: 'A <<<<<<< line with no matching >>>>>>> before the end of file',
          expectedApproach: 'Report the block as unterminated.',
        },
      ],
      evaluationCriteria: [
        'Walks the lines with a line counter',
        'Tracks the state inside a block',
        'Checks the line start, not anywhere in the line',
        'Handles unterminated blocks and files without conflicts',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Loop over the lines keeping the line number',
            weight: 2,
            accept: ['each line', 'every line', 'for line', 'line number', 'line counter'],
          },
          {
            idea: 'Keep a state: outside, in the ours part, in the theirs part',
            weight: 3,
            accept: [
              'state',
              'inside block',
              'in conflict',
              'flag',
              'separator = true',
              'separator = false',
            ],
          },
          {
            idea: 'On a line starting with <<<<<<< record the start line and enter the block',
            weight: 2,
            accept: ['starts with', 'begins with', 'start line', 'record start', 'remember start'],
          },
          {
            idea: 'On ======= switch to the second part; on >>>>>>> report the block and leave it',
            weight: 3,
            accept: [
              'separator',
              'switch',
              'second part',
              'theirs part',
              'end marker',
              'closing marker',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'Unterminated block at end of file',
            accept: ['end of file', 'unterminated', 'not closed', 'still inside', 'eof'],
          },
          { case: 'No conflicts at all', accept: ['no conflict', 'zero conflict', 'clean'] },
        ],
        synonyms: [['separator', 'divider']],
        pitfalls: [
          {
            mistake:
              'Conflict markers only count at the very start of a line; searching for them anywhere in the line flags code or text that merely contains seven < or = characters.',
            patterns: ['contain marker', 'includ marker', 'indexof marker', 'marker substring'],
          },
          {
            mistake:
              'The hook has to report every conflict block in the file; stopping at the first one hides all the others from the developer.',
            patterns: [
              'stop after first',
              'break after first',
              'return after first',
              'exit after first',
              'stop scan first',
              'stop look first',
            ],
          },
          {
            mistake:
              'A block is reported at the line where it starts, remembered when the opening marker was seen; reporting the current line at the closing marker points at the wrong place.',
            patterns: [
              'closing report current line',
              'closing marker report n',
              'end marker report current line',
              'end marker report n',
              'closing add current line',
              'closing add n conflict',
              'add n conflict',
              'append n conflict',
              'conflict add n',
              'conflict append n',
              'theirs add n',
              'theirs append n',
              'theirs record n',
              'theirs report n',
              'add current line conflict',
              'append current line conflict',
            ],
          },
        ],
        modelAnswer: `1. SET state = outside, start = 0, conflicts = empty list
2. FOR each line with its line number n
3.   IF the line starts with "<<<<<<<" THEN
4.     IF state is not outside THEN report a malformed block at start
5.     SET state = ours, record start = n
6.   ELSE IF the line starts with "=======" AND state is ours THEN SET state = theirs (switch at the separator)
7.   ELSE IF the line starts with ">>>>>>>" AND state is theirs THEN add start to conflicts, SET state = outside (the end marker closes the block)
8. IF state is still inside a block at the end of file THEN report the unterminated block at start
9. IF conflicts is empty THEN the file is clean (no conflict) ELSE print "conflict at line" for each start`,
      },
    },
    {
      id: 'git-changelog-from-commits',
      title: 'Changelog from Commit Subjects',
      description:
        'Before a release, a script turns the commit subjects since the last tag into a changelog with a "Features" section for feat commits and a "Bug Fixes" section for fix commits, in the style of Conventional Commits. Describe the algorithm.',
      requirements: [
        'Subjects look like "feat(scope): text" or "fix: text"; other types are not listed',
        'Merge commits are left out',
        'Breaking changes (a ! before the colon) are also listed under "BREAKING CHANGES"',
      ],
      examples: [
        {
          scenario: '"feat(auth): add SSO", "fix: crash on empty cart", "chore: bump deps"',
          expectedApproach: 'Features: add SSO (auth). Bug Fixes: crash on empty cart.',
        },
        {
          scenario: 'Only "docs:" commits',
          expectedApproach: 'No sections; say there are no notable changes.',
        },
      ],
      evaluationCriteria: [
        'Parses type, scope, breaking flag and description',
        'Skips merges and other types',
        'Groups into sections',
        'Handles an empty result',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Loop over the commit subjects',
            weight: 1,
            accept: ['each commit', 'every commit', 'for commit', 'each subject', 'for subject'],
          },
          {
            idea: 'Split the subject at the first colon into type (with optional scope and !) and description',
            weight: 3,
            accept: [
              'split colon',
              'first colon',
              'before colon',
              'parse type',
              'regex',
              'regular expression',
              'match subject',
              'exec subject',
            ],
          },
          {
            idea: 'Skip merge commits and types other than feat and fix',
            weight: 2,
            accept: [
              'skip merge',
              'ignore merge',
              'merge commit',
              'other types',
              'merge continue',
              'startswith merge',
            ],
          },
          {
            idea: 'Append feat to Features and fix to Bug Fixes',
            weight: 2,
            accept: ['features list', 'features section', 'bug fixes', 'group'],
          },
          {
            idea: 'Add commits with ! to BREAKING CHANGES',
            weight: 2,
            accept: ['breaking', 'exclamation'],
          },
        ],
        edgeCases: [
          {
            case: 'No feat or fix commits',
            accept: ['no notable', 'nothing to list', 'no features'],
          },
          {
            case: 'Subjects without a colon',
            accept: ['no colon', 'without colon', 'malformed', 'not conventional'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'The type ends at the FIRST colon; splitting at the last or at every colon breaks descriptions that contain a colon themselves.',
            patterns: [
              'last colon',
              'split every colon',
              'split all colon',
              'split each colon',
              'lastindexof',
              'rsplit',
              'rindex',
            ],
          },
          {
            mistake:
              'Only feat and fix commits go into the changelog sections; putting chores, docs or other types under Features pollutes the release notes.',
            patterns: [
              'other types go features',
              'other type go features',
              'chore go features',
              'docs go features',
              'refactor go features',
              'rest go features',
              'remaining go features',
              'other types put features',
              'chore put features',
              'docs put features',
              'not fix go features',
              'non fix go features',
            ],
          },
          {
            mistake:
              'The type is the word before the colon; looking for fix or feat anywhere in the subject puts "docs: fix typo" or "chore: feature flag cleanup" in the wrong section.',
            patterns: [
              'feat anywhere',
              'fix anywhere',
              'mention fix',
              'mention feat',
              'word fix anywhere',
              'substring fix',
              'substring feat',
            ],
          },
          {
            mistake:
              'The breaking-change ! only counts right before the colon, at the end of the type; looking for a ! anywhere in the subject marks every description with an exclamation mark as breaking.',
            patterns: ['! anywhere', 'contain ! anywhere', 'includ ! anywhere', 'find ! anywhere'],
          },
        ],
        modelAnswer: `1. SET features = empty list, fixes = empty list, breaking = empty list
2. FOR each commit subject s since the last tag
3.   IF s starts with "Merge" THEN skip the merge commit
4.   match s with the regular expression type(scope)?!?: description; IF there is no colon (not conventional) THEN skip it
5.   IF the ! mark is present THEN add the description to breaking
6.   IF type is feat THEN add description (and scope) to the features list
7.   ELSE IF type is fix THEN add it to bug fixes
8.   other types are ignored
9. IF all three lists are empty THEN print "no notable changes"
10. ELSE print each non-empty section with a heading: Features, Bug Fixes, BREAKING CHANGES`,
      },
    },
  ],
};
