import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'git-6',
  order: 6,
  title: 'Advanced Git: Tags, Bisect, Hooks and Workflows',
  description: 'Release with tags, hunt regressions with bisect, automate checks with hooks, keep repositories clean and pick a branching workflow.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Tag releases with annotated tags and semantic versions',
    'Find the commit that introduced a bug with git bisect',
    'Use .gitignore, hooks and worktrees effectively',
    'Compare trunk-based development with Git Flow',
  ],
  lesson: `## Tags and releases

A **tag** marks a specific commit, usually a release. Git has two kinds:

- **Lightweight** tags are just named pointers (\`git tag v1.2.0\`).
- **Annotated** tags are stored objects with the tagger, date and a message, and can be signed (\`git tag -a v1.2.0 -m "Release 1.2.0"\`, or \`-s\` to sign).

Use annotated tags for releases. Tags are not pushed by default: run \`git push origin v1.2.0\` or \`git push --follow-tags\`. Most projects follow **semantic versioning** \`MAJOR.MINOR.PATCH\`: bump MAJOR for breaking changes, MINOR for backwards-compatible features, PATCH for fixes. \`git describe --tags\` prints the nearest tag plus the number of commits since it, e.g. \`v1.2.0-14-g3f9c2ab\`.

## Finding regressions with bisect

When something worked in \`v1.2.0\` but is broken now, **bisect** binary-searches the history between them. With 1,000 commits in between it needs only about ten tests.

\`\`\`bash
git bisect start
git bisect bad                # current commit is broken
git bisect good v1.2.0        # this release was fine
# Git checks out a midpoint; test it, then:
git bisect good               # or: git bisect bad
git bisect run npm test       # or let a script decide automatically
git bisect reset              # return to where you started
\`\`\`

With \`bisect run\`, exit code 0 means good, 125 means "cannot test, skip", and other codes from 1 to 127 mean bad.

## Ignoring files

A \`.gitignore\` file lists patterns for files Git should not offer to track: build output, dependencies, secrets.

\`\`\`gitignore
node_modules/
dist/
*.log
.env
!.env.example
\`\`\`

A trailing \`/\` matches directories, \`*\` matches within a path segment, \`**\` matches across directories and \`!\` re-includes a file. Ignoring only affects **untracked** files: if a file was committed before, remove it from the index with \`git rm --cached file\` first. If a secret was ever committed and pushed, rotate it: removing it later does not remove it from history or from other clones.

## Hooks

**Hooks** are scripts in \`.git/hooks/\` that Git runs at certain points: \`pre-commit\` (lint staged files), \`commit-msg\` (enforce a message format), \`pre-push\` (run tests). A non-zero exit aborts the operation. Hooks are *not* cloned, so teams share them with tools like Husky or the pre-commit framework, or with \`git config core.hooksPath .githooks\`. Server-side enforcement belongs in CI and branch protection, since local hooks can be bypassed with \`--no-verify\`.

## Worktrees and large repositories

\`git worktree add ../hotfix main\` checks out a second branch in another directory that shares the same repository, so you can fix a bug without stashing your feature work. For huge repositories, partial clones (\`--filter=blob:none\`) and sparse checkout reduce what is downloaded, and Git LFS stores large binaries outside normal history.

## Branching workflows

**Git Flow** uses long-lived \`develop\` and \`main\` branches plus release and hotfix branches; it suits software shipped in versioned releases. **GitHub Flow** and **trunk-based development** keep one main branch, short-lived feature branches (hours or days), pull requests with CI, and feature flags to hide unfinished work. Most teams practising continuous delivery today prefer trunk-based development because small, frequent merges mean fewer conflicts and faster feedback.
`,
  overview: {
    whatYouWillLearn: [
      'Lightweight tags are plain pointers, while annotated tags are full objects with a tagger, date and message.',
      'Semantic versioning encodes breaking changes, features and fixes in MAJOR.MINOR.PATCH.',
      'git bisect performs a binary search over history to find the first bad commit.',
      '.gitignore patterns stop untracked files from being added, but do not affect files already tracked.',
      'Client-side hooks such as pre-commit run scripts at key moments; they are not cloned with the repository.',
      'Trunk-based development favours short-lived branches and frequent integration over long-lived release branches.',
    ],
    proTip: 'Automate bisect with git bisect run ./test.sh: Git checks out each candidate, runs the script and uses its exit code (0 good, 125 skip, any other code from 1 to 127 bad) to find the culprit without any manual steps.',
  },
  mcqs: [
    {
      question: 'What distinguishes an annotated tag from a lightweight tag?',
      options: {
        A: 'Annotated tags are stored as objects with a tagger, date and message',
        B: 'Annotated tags are automatically pushed with every git push',
        C: 'Lightweight tags can be signed but annotated tags cannot',
        D: 'Lightweight tags can only point to merge commits',
      },
      correct: 'A',
      explanation: 'Annotated tags are full Git objects with metadata, while lightweight tags are bare pointers.',
    },
    {
      question: 'Under semantic versioning, which version should follow 2.4.1 after a backwards-compatible new feature?',
      options: {
        A: '3.0.0',
        B: '2.4.2',
        C: '2.5.0',
        D: '2.4.1-feature',
      },
      correct: 'C',
      explanation: 'A backwards-compatible feature bumps MINOR and resets PATCH to zero.',
    },
    {
      question: 'Roughly how many test steps does git bisect need to search 1,000 commits?',
      options: {
        A: 'About 500',
        B: 'About 100',
        C: 'About 1,000',
        D: 'About 10',
      },
      correct: 'D',
      explanation: 'Bisect halves the range each step, so about log2(1000) ≈ 10 steps are needed.',
    },
    {
      question: 'In git bisect run, what does a script exit code of 125 mean?',
      options: {
        A: 'The commit is good',
        B: 'The commit cannot be tested and should be skipped',
        C: 'The commit is bad',
        D: 'Bisect should stop immediately',
      },
      correct: 'B',
      explanation: 'Exit code 125 tells bisect to skip the current commit.',
    },
    {
      question: 'A file config.local was committed last month and is now listed in .gitignore, yet changes still show in git status. Why?',
      options: {
        A: '.gitignore only affects untracked files, so the file must be removed from the index with git rm --cached',
        B: '.gitignore needs to be committed on the main branch to take effect',
        C: 'Ignore patterns only apply to directories',
        D: 'Git caches .gitignore for 30 days',
      },
      correct: 'A',
      explanation: 'Already tracked files stay tracked; untrack them with git rm --cached to let the ignore rule apply.',
    },
    {
      question: 'Why are hooks in .git/hooks not enough to enforce team rules?',
      options: {
        A: 'Hooks can only be written in shell script',
        B: 'Hooks run only on the server',
        C: 'They are not cloned with the repository and can be bypassed with --no-verify',
        D: 'Git ignores hooks on the main branch',
      },
      correct: 'C',
      explanation: 'Local hooks are opt-in per clone, so enforcement belongs in CI and branch protection.',
    },
    {
      question: 'What does git worktree add ../hotfix main let you do?',
      options: {
        A: 'Merge main into the current branch',
        B: 'Create a second working directory with main checked out that shares the same repository',
        C: 'Clone the repository again from the remote',
        D: 'Move the .git directory to ../hotfix',
      },
      correct: 'B',
      explanation: 'Worktrees give you extra checkouts of other branches without a second clone or stashing.',
    },
    {
      question: 'Which statement best describes trunk-based development?',
      options: {
        A: 'Developers keep feature branches open for months before merging',
        B: 'Every release has its own long-lived develop branch',
        C: 'Only one developer may commit at a time',
        D: 'Developers integrate small changes into one main branch frequently, hiding unfinished work behind feature flags',
      },
      correct: 'D',
      explanation: 'Trunk-based development relies on short-lived branches and frequent integration.',
    },
    {
      question: 'You accidentally pushed an API key and then deleted it in a new commit. What must you still do?',
      options: {
        A: 'Rotate (revoke and replace) the key, because it remains in history and other clones',
        B: 'Nothing, because the new commit removed it',
        C: 'Add the file to .gitignore, which erases it from history',
        D: 'Run git stash to hide it',
      },
      correct: 'A',
      explanation: 'Anything pushed may already be copied, so the secret must be treated as compromised and rotated.',
    },
    {
      question: 'What does git describe --tags output such as v1.2.0-14-g3f9c2ab mean?',
      options: {
        A: 'Tag v1.2.0 was created 14 days ago by user 3f9c2ab',
        B: 'Fourteen tags exist between v1.2.0 and 3f9c2ab',
        C: 'The current commit 3f9c2ab is 14 commits after tag v1.2.0',
        D: 'Version 1.2.0 has 14 open issues',
      },
      correct: 'C',
      explanation: 'git describe names a commit by the nearest tag, the number of commits since it and the abbreviated hash.',
    },
  ],
  problems: [],
};
