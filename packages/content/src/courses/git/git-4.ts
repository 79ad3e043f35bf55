import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'git-4',
  order: 4,
  title: 'Remotes and Collaboration',
  description:
    'Share work through remote repositories: clone, fetch, pull and push, track upstream branches and collaborate with pull requests.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Manage remotes and remote-tracking branches',
    'Explain the difference between fetch, pull and push',
    'Set upstream branches and handle a rejected push',
    'Collaborate through pull requests and code review',
  ],
  lesson: `## Remotes

A **remote** is a named reference to another copy of your repository, usually on a hosting service such as GitHub, GitLab or Bitbucket. When you clone, Git automatically creates a remote called **origin** pointing at the URL you cloned from.

\`\`\`bash
git remote -v                          # list remotes and their URLs
git remote add upstream https://github.com/org/project.git
git remote set-url origin git@github.com:me/project.git
\`\`\`

Use SSH keys or a credential helper with a personal access token for authentication; hosting services no longer accept account passwords over HTTPS.

## Remote-tracking branches

Git keeps read-only **remote-tracking branches** like \`origin/main\`. They remember where each branch on the remote was the last time you talked to it. They only move when you fetch, pull or push, so they can be out of date.

## Fetch, pull and push

- \`git fetch\` downloads new commits and updates \`origin/*\` but never touches your own branches or working tree. It is always safe.
- \`git pull\` is \`git fetch\` followed by integrating the upstream branch into your current branch, by merge by default or by rebase with \`git pull --rebase\` (or \`git config --global pull.rebase true\`).
- \`git push\` uploads your commits and moves the branch on the remote.

\`\`\`bash
git fetch origin
git log --oneline main..origin/main    # commits on the remote you don't have yet
git pull --rebase
git push -u origin feature/search      # first push: set upstream
git push                               # later pushes
\`\`\`

The \`-u\` (\`--set-upstream\`) flag links your local branch to \`origin/feature/search\`. After that, \`git status\` reports "ahead 2, behind 1" and plain \`git push\`/\`git pull\` know where to go.

## Rejected pushes

If someone pushed to the branch after your last fetch, your push is **rejected** as a non-fast-forward: accepting it would discard their commits. The fix is to integrate first (\`git pull --rebase\` or fetch and merge), resolve any conflicts, then push again. Never reach for \`--force\` on a shared branch; if you have rewritten your *own* branch, use \`--force-with-lease\`, which only overwrites if the remote is still where you last saw it.

## Pull requests

On hosting platforms collaboration centres on the **pull request** (GitLab calls it a merge request). You push a feature branch, open a PR against \`main\`, and teammates review the diff, comment on lines and request changes. Continuous integration runs the tests on the PR, and branch protection rules can require approvals and passing checks before merging. Platforms offer three merge buttons: a merge commit, **squash and merge** (all commits become one) and **rebase and merge** (commits replayed linearly).

Open source projects usually use a **fork** workflow: you fork the project to your account, push branches to your fork, and open PRs to the original repository, which you add as a remote called \`upstream\` to keep your fork current.
`,
  overview: {
    whatYouWillLearn: [
      'A remote is a named URL of another copy of the repository, conventionally called origin.',
      "Remote-tracking branches such as origin/main record where the remote's branches were at the last fetch.",
      'git fetch downloads new commits without changing your branches; git pull is fetch followed by merge or rebase.',
      'git push uploads your commits and is rejected if the remote has commits you do not have.',
      'An upstream branch links a local branch to a remote branch so plain push and pull know where to go.',
      'Pull requests (merge requests) let teams review, discuss and test changes before merging.',
    ],
    proTip:
      "Prefer git push --force-with-lease over --force when you must overwrite a remote branch: it refuses to push if someone else has pushed in the meantime, so you never silently delete a teammate's work.",
  },
  mcqs: [
    {
      question: 'What is `origin` in a freshly cloned repository?',
      options: {
        A: 'The name of the default branch on the remote',
        B: 'The default name of the remote you cloned from',
        C: "The repository's first commit",
        D: 'The remote of the repo a fork came from',
      },
      correct: 'B',
      explanation: '`git clone` creates a remote named `origin` that points at the source URL.',
    },
    {
      question: 'What does `git fetch` do?',
      options: {
        A: 'Downloads new commits and merges `origin/main` into your current branch',
        B: 'Downloads new commits and rebases your local commits on top of them',
        C: 'Downloads new commits and updates only the remote-tracking branches',
        D: 'Downloads new commits and resets your branches to match',
      },
      correct: 'C',
      explanation:
        '`fetch` only updates refs like `origin/main`; it never touches your own branches or working tree.',
    },
    {
      question: 'Which description of `git pull` is correct?',
      options: {
        A: 'It fetches, then integrates the upstream branch by merge or rebase',
        B: 'It fetches, then always rebases your commits, unless `--merge` is given',
        C: 'It updates the remote-tracking branches only, like `git fetch --all`',
        D: 'It opens a pull request for the current branch on the hosting service',
      },
      correct: 'A',
      explanation:
        '`git pull` runs fetch followed by a merge by default, or a rebase when configured or given `--rebase`.',
    },
    {
      question: 'Why would `git push` be rejected as a non-fast-forward?',
      options: {
        A: 'Your local branch has commits that the remote branch does not contain yet',
        B: 'Branch protection requires a pull request before any push',
        C: 'Your branch has no upstream set, so Git does not know where to push',
        D: 'The remote branch has commits that your local branch does not contain',
      },
      correct: 'D',
      explanation:
        "Accepting the push would discard the remote's extra commits, so you must integrate them first.",
    },
    {
      question: 'What does the `-u` flag in `git push -u origin feature` do?',
      options: {
        A: 'Pushes the branch and also updates every other tracking branch',
        B: 'Pushes only the commits not yet on `origin/feature` (the unpushed ones)',
        C: 'Sets `origin/feature` as the upstream of the local branch',
        D: 'Forces the push even if the remote has diverged',
      },
      correct: 'C',
      explanation:
        '`--set-upstream` links the branches so later push, pull and status know the counterpart.',
    },
    {
      question: 'Why is `--force-with-lease` safer than `--force`?',
      options: {
        A: "It keeps the remote's commits and adds yours on top",
        B: 'It creates a backup ref of the old tip on the server before overwriting',
        C: 'It only lets you force-push branches that you created yourself',
        D: 'It refuses to overwrite the remote branch if it moved since you last fetched',
      },
      correct: 'D',
      explanation:
        'The lease checks that the remote ref still matches what you last saw before overwriting it.',
    },
    {
      question: 'What does the remote-tracking branch `origin/main` represent?',
      options: {
        A: "The live state of `origin`'s `main`, updated whenever anyone pushes",
        B: 'Your local `main` branch as it was before your last commit',
        C: 'A local branch you commit to, which is pushed automatically',
        D: 'Where `main` was on `origin` at your last fetch, pull or push',
      },
      correct: 'D',
      explanation:
        'Remote-tracking branches are updated only when you communicate with the remote, so they can be out of date.',
    },
    {
      question: 'What does "squash and merge" do to a pull request?',
      options: {
        A: 'Replays each commit of the pull request onto the target branch, one by one',
        B: 'Combines all its commits into a single commit on the target branch',
        C: 'Merges them with a merge commit, then deletes the branch',
        D: 'Rebases the pull request onto the target, then fast-forwards',
      },
      correct: 'B',
      explanation:
        "Squash merging collapses the PR's commits into one commit, keeping the main history compact.",
    },
    {
      question: 'In a fork workflow, what is the remote named `upstream` usually used for?',
      options: {
        A: 'Pointing at your own fork, where you push feature branches',
        B: 'Pointing at the original project, to fetch updates',
        C: 'Pointing at the branch your local branch pushes to by default',
        D: 'Pointing at a mirror of the project used by continuous integration',
      },
      correct: 'B',
      explanation:
        'Contributors add the original repository as `upstream` to keep their fork in sync, and push to their fork (`origin`).',
    },
    {
      question: 'Which command lists the remotes of a repository together with their URLs?',
      options: {
        A: '`git remote -v`',
        B: '`git branch -r`',
        C: '`git remote show`',
        D: '`git config --get remote`',
      },
      correct: 'A',
      explanation:
        '`git remote -v` prints each remote name with its fetch and push URLs; `git branch -r` lists remote-tracking branches.',
    },
    {
      question:
        'Which command shows the commits on `origin/main` that your local `main` does not have yet?',
      options: {
        A: '`git log origin/main..main`',
        B: '`git log main..origin/main`',
        C: '`git diff main origin/main`',
        D: '`git diff origin/main..main`',
      },
      correct: 'B',
      explanation:
        '`A..B` lists commits reachable from B but not from A, so `main..origin/main` is what the remote has that you lack.',
    },
    {
      question: 'How do you authenticate a push over HTTPS to GitHub today?',
      options: {
        A: 'With a personal access token, usually kept by a credential helper',
        B: 'With your account password, entered when Git prompts',
        C: 'With the email set in `user.email`, which GitHub verifies',
        D: 'With your GPG key, which Git sends along with the commits',
      },
      correct: 'A',
      explanation:
        'Hosting services no longer accept account passwords over HTTPS; use a token (or SSH keys instead).',
    },
    {
      question: 'Which setting makes a plain `git pull` rebase instead of merge?',
      options: {
        A: '`git config --global pull.rebase true`',
        B: '`git config --global merge.ff false`',
        C: '`git config --global rebase.autoStash true`',
        D: '`git config --global pull.merge rebase`',
      },
      correct: 'A',
      explanation:
        '`pull.rebase true` makes `git pull` rebase your local commits onto the fetched upstream.',
    },
  ],
  problems: [],
};
