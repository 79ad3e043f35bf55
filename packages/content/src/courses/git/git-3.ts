import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'git-3',
  order: 3,
  title: 'Branching and Merging',
  description:
    'Work on features in isolation with branches, combine work with fast-forward and three-way merges, and resolve merge conflicts.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Explain that a branch is a movable pointer to a commit and what HEAD is',
    'Create, switch, list and delete branches with git switch and git branch',
    'Distinguish fast-forward merges from three-way merge commits',
    'Resolve a merge conflict and complete the merge',
  ],
  lesson: `## What a branch really is

In Git a **branch** is nothing more than a named, movable pointer to a commit, stored as a tiny file under \`.git/refs/heads/\`. When you commit on a branch, the pointer moves forward to the new commit. Because a branch is just a pointer, creating one is instant, which is why Git workflows use branches for every feature and bug fix.

**HEAD** is a special pointer that says where you are. Normally it points to a branch (\`HEAD -> main\`), and the branch points to a commit. If you check out a commit hash directly, HEAD points straight at a commit: this is **detached HEAD**. You can look around and even commit, but those commits belong to no branch until you create one with \`git switch -c name\`.

## Working with branches

Modern Git (2.23+) has \`git switch\` for changing branches and \`git restore\` for files, splitting the overloaded \`git checkout\`.

\`\`\`bash
git branch                    # list local branches, * marks the current one
git switch -c feature/login   # create and switch
git switch main               # go back
git branch -d feature/login   # delete a merged branch (-D forces)
git branch -m old-name new-name
\`\`\`

Switching branches rewrites your working tree to match the target commit. Git refuses to switch if uncommitted changes would be overwritten; commit or stash them first.

## Merging

To bring the work of \`feature\` into \`main\`, switch to \`main\` and run \`git merge feature\`. Git picks one of two strategies:

- **Fast-forward**: if \`main\` has not moved since \`feature\` branched off, \`main\` is simply moved forward to \`feature\`'s tip. No new commit is created and history stays linear.
- **Three-way merge**: if both branches have new commits, Git finds their **merge base** (the best common ancestor) and combines the changes from both sides into a new **merge commit** with two parents. Git's default strategy for this is called \`ort\`.

\`\`\`bash
git switch main
git merge feature/login             # fast-forward or merge commit
git merge --no-ff feature/login     # always create a merge commit
git log --oneline --graph --all
\`\`\`

Teams that want a record of every feature use \`--no-ff\`; teams that prefer linear history use fast-forward or rebase (covered later).

## Merge conflicts

When both sides changed the same lines of a file, Git cannot decide and stops with a **conflict**. It writes both versions into the file between markers:

\`\`\`text
<<<<<<< HEAD
timeout = 30
=======
timeout = 60
>>>>>>> feature/login
\`\`\`

The part above \`=======\` is your current branch, below it is the incoming branch. To resolve: edit the file to the correct final content, remove all markers, \`git add\` the file, and \`git commit\` to finish the merge. \`git status\` lists the files still unmerged, and \`git merge --abort\` returns to the state before the merge if you want to start over.

Conflicts are normal, not failures. Keep them small by merging or rebasing from \`main\` often and by keeping branches short-lived.
`,
  overview: {
    whatYouWillLearn: [
      'A branch is a lightweight, movable pointer to a commit; creating one costs almost nothing.',
      'HEAD names the commit you are on, normally through the current branch.',
      'A fast-forward merge simply moves the branch pointer when there is no divergent work.',
      'A three-way merge uses the common ancestor and both tips to create a merge commit with two parents.',
      'Conflicts happen when both sides change the same lines; Git marks them and waits for you.',
      'Detached HEAD means you are on a commit directly rather than on a branch.',
    ],
    proTip:
      'Before merging, run git log --oneline --graph main..feature to see exactly which commits the merge will bring in, and keep feature branches short-lived so conflicts stay small.',
  },
  mcqs: [
    {
      question: 'What is a Git branch?',
      options: {
        A: "A copy of the project's files kept in a separate folder under `.git`",
        B: 'A snapshot of the working tree from when the branch was made',
        C: 'A list of commits stored in a file under `.git/refs/heads/`',
        D: 'A movable pointer to a commit that advances as you commit on it',
      },
      correct: 'D',
      explanation:
        'A branch is a lightweight ref that points to a commit and moves forward as you commit.',
    },
    {
      question: 'What does "detached HEAD" mean?',
      options: {
        A: 'HEAD points directly at a commit instead of at a branch',
        B: 'The branch HEAD pointed to has been deleted on the remote',
        C: 'HEAD points at a branch that has no upstream configured yet',
        D: 'The working tree no longer matches HEAD because of uncommitted edits',
      },
      correct: 'A',
      explanation:
        'In detached HEAD state you are on a specific commit, and new commits belong to no branch until you create one.',
    },
    {
      question: 'Which command creates a new branch called `fix/typo` and switches to it?',
      options: {
        A: '`git branch fix/typo`',
        B: '`git switch fix/typo`',
        C: '`git switch -c fix/typo`',
        D: '`git checkout fix/typo`',
      },
      correct: 'C',
      explanation:
        '`git switch -c` creates the branch at the current commit and switches to it; `git branch` alone only creates it.',
    },
    {
      question: 'When does `git merge feature` perform a fast-forward?',
      options: {
        A: 'When `feature` and the current branch each have new commits since they diverged',
        B: 'When the two branches changed different files, so no conflict is possible',
        C: 'When the current branch has no commits that `feature` lacks',
        D: 'When `--no-ff` is passed and there are no conflicts',
      },
      correct: 'C',
      explanation:
        'If the current branch is an ancestor of `feature`, Git just moves the pointer forward without a merge commit.',
    },
    {
      question: 'How many parents does a normal three-way merge commit have?',
      options: {
        A: 'One, the tip of the branch you merged into',
        B: 'Two: the tips of both branches it joins',
        C: 'One, the merge base of the two branches',
        D: 'Three: both tips and their merge base',
      },
      correct: 'B',
      explanation:
        'A merge commit records both branch tips it joined as parents; the merge base is only used to compute the result.',
    },
    {
      question:
        'In a conflict, what does the section between `<<<<<<< HEAD` and `=======` contain?',
      options: {
        A: 'The version from the branch being merged in',
        B: 'The version from the merge base',
        C: 'The version from the branch you are currently on',
        D: "Git's proposed combination of both versions",
      },
      correct: 'C',
      explanation:
        "The HEAD side is your current branch; the incoming branch's version follows the `=======` line.",
    },
    {
      question: 'After editing a conflicted file to its final content, what completes the merge?',
      options: {
        A: '`git commit -a` alone, which skips the need to stage it',
        B: '`git merge --continue` before staging the file',
        C: '`git restore` the file, then `git merge` again',
        D: '`git add` the file, then `git commit`',
      },
      correct: 'D',
      explanation:
        'Staging the resolved file marks the conflict as resolved, and committing creates the merge commit.',
    },
    {
      question: 'What does `git merge --abort` do during a conflicted merge?',
      options: {
        A: 'Keeps the resolved files and commits what has been merged so far',
        B: 'Deletes the branch being merged so the merge cannot be retried',
        C: "Resolves what is left by taking your branch's version",
        D: 'Stops the merge and restores the state from before it started',
      },
      correct: 'D',
      explanation:
        '`--abort` abandons an in-progress merge and returns the working tree and index to the pre-merge state.',
    },
    {
      question: 'What is the merge base in a three-way merge?',
      options: {
        A: 'The commit the current branch pointed to before the merge',
        B: 'The first commit of the repository, shared by all branches',
        C: 'The best common ancestor of the two branches being merged',
        D: 'The latest commit that the remote-tracking branch points to',
      },
      correct: 'C',
      explanation:
        'Git compares both tips against their best common ancestor to work out what each side changed.',
    },
    {
      question:
        'What does `git merge --no-ff feature` do when a fast-forward would have been possible?',
      options: {
        A: 'Refuses to merge and asks you to rebase `feature` first',
        B: 'Creates a merge commit anyway, recording that the branch existed',
        C: 'Fast-forwards anyway, because `--no-ff` only affects conflicts',
        D: 'Squashes the commits of `feature` into one new commit',
      },
      correct: 'B',
      explanation:
        "`--no-ff` always creates a merge commit, so the feature's commits stay grouped under it in history.",
    },
    {
      question:
        'You try `git switch main` with uncommitted edits that the switch would overwrite. What happens?',
      options: {
        A: 'Git refuses to switch until you commit or stash the changes',
        B: 'Git switches and silently discards the conflicting edits',
        C: 'Git switches and carries the edits over, merging them into `main`',
        D: 'Git commits the edits to the current branch automatically',
      },
      correct: 'A',
      explanation:
        'Switching rewrites the working tree, so Git stops rather than overwrite uncommitted work.',
    },
    {
      question:
        'Which command deletes the local branch `feature/login` even if it has not been merged?',
      options: {
        A: '`git branch -d feature/login`',
        B: '`git branch -m feature/login`',
        C: '`git push origin -d feature/login`',
        D: '`git branch -d -f feature/login`',
      },
      correct: 'D',
      explanation:
        '`-d` alone refuses to delete an unmerged branch; adding `-f` (the same as `-D`) forces the deletion.',
    },
    {
      question:
        "What is the name of Git's default strategy for three-way merges in current versions?",
      options: {
        A: '`recursive`',
        B: '`ort`',
        C: '`octopus`',
        D: '`resolve`',
      },
      correct: 'B',
      explanation:
        'Since Git 2.34 the default merge strategy is `ort`, which replaced `recursive`.',
    },
  ],
  problems: [],
};
