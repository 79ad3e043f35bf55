import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'git-4',
  order: 4,
  title: 'Remotes and Collaboration',
  description: 'Share work through remote repositories: clone, fetch, pull and push, track upstream branches and collaborate with pull requests.',
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
      'Remote-tracking branches such as origin/main record where the remote\'s branches were at the last fetch.',
      'git fetch downloads new commits without changing your branches; git pull is fetch followed by merge or rebase.',
      'git push uploads your commits and is rejected if the remote has commits you do not have.',
      'An upstream branch links a local branch to a remote branch so plain push and pull know where to go.',
      'Pull requests (merge requests) let teams review, discuss and test changes before merging.',
    ],
    proTip: 'Prefer git push --force-with-lease over --force when you must overwrite a remote branch: it refuses to push if someone else has pushed in the meantime, so you never silently delete a teammate\'s work.',
  },
  mcqs: [
    {
      question: 'What is origin in a freshly cloned repository?',
      options: {
        A: 'The first commit in the history',
        B: 'The default name of the remote you cloned from',
        C: 'The branch that contains the latest release',
        D: 'A backup of the .git directory',
      },
      correct: 'B',
      explanation: 'git clone creates a remote named origin that points at the source URL.',
    },
    {
      question: 'What does git fetch do?',
      options: {
        A: 'Downloads new commits and updates remote-tracking branches without changing your local branches',
        B: 'Downloads commits and merges them into your current branch',
        C: 'Uploads your local commits to the remote',
        D: 'Deletes local branches that no longer exist on the remote',
      },
      correct: 'A',
      explanation: 'fetch only updates refs like origin/main, so it is always safe to run.',
    },
    {
      question: 'Which description of git pull is correct?',
      options: {
        A: 'It is the same as git push in reverse and never merges',
        B: 'It creates a pull request on the hosting service',
        C: 'It fetches and then integrates the upstream branch by merge or rebase',
        D: 'It only updates the working tree, not the history',
      },
      correct: 'C',
      explanation: 'git pull runs fetch followed by a merge, or a rebase when configured or given --rebase.',
    },
    {
      question: 'Why would git push be rejected as a non-fast-forward?',
      options: {
        A: 'Your commit messages are too long',
        B: 'The remote branch has commits that your local branch does not contain',
        C: 'You have untracked files in the working tree',
        D: 'Your branch has no upstream configured',
      },
      correct: 'B',
      explanation: 'Accepting the push would discard the remote\'s extra commits, so you must integrate them first.',
    },
    {
      question: 'What does the -u flag in git push -u origin feature do?',
      options: {
        A: 'Updates all remote branches at once',
        B: 'Pushes only unstaged changes',
        C: 'Undoes the previous push',
        D: 'Sets origin/feature as the upstream of the local branch',
      },
      correct: 'D',
      explanation: '--set-upstream links the branches so later push, pull and status know the counterpart.',
    },
    {
      question: 'Why is --force-with-lease safer than --force?',
      options: {
        A: 'It refuses to overwrite the remote branch if it has moved since you last fetched',
        B: 'It creates a backup branch automatically on the server',
        C: 'It only works on the main branch',
        D: 'It asks every collaborator for approval',
      },
      correct: 'A',
      explanation: 'The lease checks that the remote ref still matches what you expect before overwriting it.',
    },
    {
      question: 'What does the remote-tracking branch origin/main represent?',
      options: {
        A: 'The live state of main on the server at every moment',
        B: 'Your local main branch after your last commit',
        C: 'Where main was on the origin remote at your last fetch, pull or push',
        D: 'A branch you are allowed to commit to directly',
      },
      correct: 'C',
      explanation: 'Remote-tracking branches are updated only when you communicate with the remote.',
    },
    {
      question: 'What does "squash and merge" do to a pull request?',
      options: {
        A: 'Merges every commit individually with a merge commit',
        B: 'Rebases the commits without combining them',
        C: 'Deletes the pull request without merging',
        D: 'Combines all commits of the pull request into a single commit on the target branch',
      },
      correct: 'D',
      explanation: 'Squash merging collapses the PR\'s commits into one commit, keeping the main history compact.',
    },
    {
      question: 'In a fork workflow, what is the remote named upstream usually used for?',
      options: {
        A: 'Pointing at your own fork for pushing branches',
        B: 'Pointing at the original project so you can fetch its latest changes',
        C: 'Storing large binary files',
        D: 'Running continuous integration',
      },
      correct: 'B',
      explanation: 'Contributors add the original repository as upstream to keep their fork in sync.',
    },
  ],
  problems: [],
};
