import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'git-6',
  order: 6,
  title: 'Advanced Git: Tags, Bisect, Hooks and Workflows',
  description:
    'Release with tags, hunt regressions with bisect, automate checks with hooks, keep repositories clean and pick a branching workflow.',
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
    proTip:
      'Automate bisect with git bisect run ./test.sh: Git checks out each candidate, runs the script and uses its exit code (0 good, 125 skip, any other code from 1 to 127 bad) to find the culprit without any manual steps.',
  },
  mcqs: [
    {
      question: 'What distinguishes an annotated tag from a lightweight tag?',
      options: {
        A: 'It is pushed automatically with every `git push`, unlike a lightweight tag',
        B: 'It is stored as an object with a tagger, a date and a message',
        C: 'It can point at any object, unlike a lightweight tag',
        D: 'It moves with each new commit, unlike a lightweight tag',
      },
      correct: 'B',
      explanation:
        'Annotated tags are full Git objects with metadata, while lightweight tags are bare pointers; neither moves or is pushed by default.',
    },
    {
      question:
        'Under semantic versioning, which version should follow 2.4.1 after a backwards-compatible new feature?',
      options: {
        A: '3.0.0',
        B: '2.4.2',
        C: '2.5.0',
        D: '2.5.1',
      },
      correct: 'C',
      explanation: 'A backwards-compatible feature bumps MINOR and resets PATCH to zero.',
    },
    {
      question: 'Roughly how many test steps does `git bisect` need to search 1,000 commits?',
      options: {
        A: 'About 10',
        B: 'About 32',
        C: 'About 100',
        D: 'About 500',
      },
      correct: 'A',
      explanation:
        'Bisect halves the range each step, so about log2(1000), roughly 10, steps are needed.',
    },
    {
      question: 'In `git bisect run`, what does a script exit code of 125 mean?',
      options: {
        A: 'The commit is bad, like any code from 1 to 127',
        B: 'The commit is good, because bisect treats it as a warning',
        C: 'Bisect should abort and reset to where it started',
        D: 'The commit cannot be tested; skip it',
      },
      correct: 'D',
      explanation:
        'Exit code 125 tells bisect to skip the current commit; 0 means good and other codes from 1 to 127 mean bad.',
    },
    {
      question:
        '`config.local` was committed last month and is now listed in `.gitignore`, yet its changes still show in `git status`. Why?',
      options: {
        A: '`.gitignore` only takes effect once it is itself committed and pushed',
        B: 'Tracked files stay tracked; use `git rm --cached`',
        C: 'Ignore patterns need a leading `/` to match files at the root',
        D: '`git status` reads `.gitignore` only after `git gc` rebuilds the index',
      },
      correct: 'B',
      explanation:
        '`.gitignore` only affects untracked files; untrack an already committed file with `git rm --cached` to let the rule apply.',
    },
    {
      question: 'Why are hooks in `.git/hooks` not enough to enforce team rules?',
      options: {
        A: 'Hooks in `.git/hooks/` run only on the server, after a push is accepted',
        B: 'They run only for commits on the main branch',
        C: 'They are not cloned and can be bypassed with `--no-verify`',
        D: 'They must be shell scripts (`#!/bin/sh`), which Windows cannot run',
      },
      correct: 'C',
      explanation:
        'Local hooks are opt-in per clone and skippable, so enforcement belongs in CI and branch protection.',
    },
    {
      question: 'What does `git worktree add ../hotfix main` let you do?',
      options: {
        A: 'Clone the repository again into `../hotfix` with only `main` fetched',
        B: 'Copy the uncommitted changes of `main` into `hotfix`',
        C: 'Move the current working tree to `../hotfix` and switch it to `main`',
        D: 'Check out `main` in a second directory that shares the same repository',
      },
      correct: 'D',
      explanation:
        'Worktrees give you extra checkouts of other branches without a second clone or stashing.',
    },
    {
      question: 'Which statement best describes trunk-based development?',
      options: {
        A: 'Small changes merge into one main branch often; flags hide unfinished work',
        B: 'Each feature lives on its own branch until the next release',
        C: 'Long-lived `develop` and `main` branches plus release and hotfix branches for each version',
        D: 'Everyone commits straight to `main`, with no reviews or CI',
      },
      correct: 'A',
      explanation:
        'Trunk-based development relies on short-lived branches, frequent integration and feature flags.',
    },
    {
      question:
        'You pushed an API key by mistake and then deleted it in a new commit. What must you still do?',
      options: {
        A: 'Add the file to `.gitignore`, which removes it from earlier commits too',
        B: 'Run `git commit --amend` so the key is squashed away',
        C: 'Revoke and replace the key, since it stays in history and in other clones',
        D: 'Delete the remote branch and push it again so the history starts over',
      },
      correct: 'C',
      explanation:
        'Anything pushed may already be copied, so the secret must be treated as compromised and rotated.',
    },
    {
      question: 'What does `git describe --tags` output such as `v1.2.0-14-g3f9c2ab` mean?',
      options: {
        A: 'Tag `v1.2.0` was created 14 days before commit `3f9c2ab`',
        B: 'Tag `v1.2.0` is the 14th tag, and it points at commit `3f9c2ab`',
        C: 'Commit `3f9c2ab` is 14 commits after the tag `v1.2.0`',
        D: 'There are 14 tags between `v1.2.0` and commit `3f9c2ab`',
      },
      correct: 'C',
      explanation:
        '`git describe` names a commit by the nearest tag, the number of commits since it and the abbreviated hash (after the `g`).',
    },
    {
      question: 'Which command pushes the tag `v1.2.0` to `origin`?',
      options: {
        A: '`git push origin v1.2.0`',
        B: '`git push --tags-only`',
        C: '`git tag --push v1.2.0`',
        D: '`git push origin main`',
      },
      correct: 'A',
      explanation: 'Tags are not pushed by default; push one by name or use `--follow-tags`.',
    },
    {
      question: 'In `.gitignore`, what does the line `!.env.example` do after a line `.env*`?',
      options: {
        A: 'Ignores `.env.example` as well as every other `.env` file',
        B: 'Re-includes `.env.example`, so it can be tracked again',
        C: 'Deletes `.env.example` from the repository on the next commit',
        D: 'Marks `.env.example` as never to be committed',
      },
      correct: 'B',
      explanation: 'A leading `!` negates an earlier pattern, re-including the matching file.',
    },
    {
      question: 'In `.gitignore`, how does `**` differ from `*`?',
      options: {
        A: '`**` also matches hidden files such as `.env`, while `*` skips them',
        B: '`**` spans several directories; `*` stays within one path segment',
        C: '`**` matches only directories, while `*` matches only files',
        D: '`**` re-includes files that an earlier `*` pattern ignored',
      },
      correct: 'B',
      explanation:
        '`**` matches across directories (so `**/logs` finds `logs` at any depth), while `*` matches within a single path segment.',
    },
  ],
  problems: [],
};
