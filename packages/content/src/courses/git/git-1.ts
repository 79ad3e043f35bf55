import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'git-1',
  order: 1,
  title: 'Version Control and Your First Repository',
  description:
    'Why version control matters, how Git stores history, and how to install, configure and create your first repository.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain what version control solves and why Git is distributed',
    'Install Git and set your identity and default branch name',
    'Create a repository with git init or git clone',
    'Describe the working tree, staging area and repository',
  ],
  lesson: `## Why version control?

Without version control, projects fill up with files like \`report-final-v2-REALLY-final.docx\`. A **version control system (VCS)** replaces that chaos with a precise history: who changed what, when, and why. You can compare any two versions, undo a mistake, and let several people work on the same files without overwriting each other.

**Git** is by far the most widely used VCS. It was written by Linus Torvalds in 2005 for the Linux kernel and is now the default for almost every software team, and for platforms such as GitHub, GitLab and Bitbucket.

## Distributed, not centralised

Older systems such as Subversion kept history on one central server. Git is **distributed**: every clone contains the complete history. That means you can commit, branch, view logs and compare versions offline, and each clone is also a full backup.

## Installing and configuring

Install Git from your package manager (\`apt install git\`, \`brew install git\`) or from git-scm.com on Windows, then tell Git who you are. Your name and email are written into every commit you make.

\`\`\`bash
git --version
git config --global user.name "Ada Lovelace"
git config --global user.email "ada@example.com"
git config --global init.defaultBranch main
git config --list --show-origin
\`\`\`

Configuration has three levels: \`--system\` (every user on the machine), \`--global\` (your user, stored in \`~/.gitconfig\`) and \`--local\` (one repository, stored in \`.git/config\`). The most specific level wins, so a work repository can use a different email from your personal default.

## Creating a repository

You start a repository in one of two ways:

\`\`\`bash
mkdir notes && cd notes
git init            # start a new, empty repository here
git clone https://github.com/git/git.git   # or copy an existing one
\`\`\`

\`git init\` creates a hidden \`.git\` directory. That directory **is** the repository: the object database, branches, tags and configuration. Delete it and the folder becomes an ordinary folder again; never edit its contents by hand.

## The three areas

Git thinks about your files in three places:

1. The **working tree**: the files you see and edit.
2. The **staging area** (also called the *index*): a draft of your next commit.
3. The **repository**: the permanent history of commits inside \`.git\`.

You edit in the working tree, choose changes to include with \`git add\`, and record them with \`git commit\`. Each commit gets a unique **hash** (a 40-character SHA-1, or SHA-256 in repositories created with the newer object format) computed from its content, its author, its message and its parent commit. Because the hash covers the parent too, history cannot be silently altered: changing an old commit changes every hash after it.

## Checking where you are

\`git status\` is the command you will type most often. It tells you the current branch, which files are modified, which are staged and which are untracked. When in doubt, run it.
`,
  overview: {
    whatYouWillLearn: [
      'Version control records every change to a project so you can inspect, compare and restore any earlier state.',
      'Git is distributed: every clone holds the full history, so most operations are local and fast.',
      'A Git repository lives in the hidden .git directory next to your files.',
      'Files move through three areas: the working tree, the staging area (index) and the commit history.',
      'Configuration has system, global and local levels, with the most specific level winning.',
      'Every commit is identified by a hash computed from its content and its parent.',
    ],
    proTip:
      'Run git config --global init.defaultBranch main and set your name and email once on every new machine, before your first commit, so your history is attributed correctly from day one.',
  },
  mcqs: [
    {
      question: 'What is the main advantage of Git being a distributed version control system?',
      options: {
        A: 'Every commit is sent to a central server, so no work is ever lost locally',
        B: 'Every clone holds the full history, so most operations work offline',
        C: 'Only the latest snapshot is cloned, so every clone stays small and fast',
        D: 'Several people can edit one file at once because Git locks each line separately',
      },
      correct: 'B',
      explanation:
        'In a distributed VCS every clone has the complete history, so commits, logs and diffs are local operations.',
    },
    {
      question:
        'Which command sets the author name for every repository of your user account, without affecting other users of the machine?',
      options: {
        A: '`git config --global user.name "Ada Lovelace"`',
        B: '`git config --system user.name "Ada Lovelace"`',
        C: '`git config --local user.name "Ada Lovelace"`',
        D: '`git config --global user.author "Ada Lovelace"`',
      },
      correct: 'A',
      explanation:
        "`--global` writes to your user's `~/.gitconfig`, while `--system` affects every user and `--local` only one repository.",
    },
    {
      question: "Where does Git store a repository's history, branches and configuration?",
      options: {
        A: 'In the `.gitignore` file at the root of the project',
        B: 'In `~/.gitconfig`, shared by all your repositories',
        C: 'In the hidden `.git` directory at the root of the project',
        D: 'In the `.github` folder used by hosting services',
      },
      correct: 'C',
      explanation: 'The `.git` directory is the repository itself: objects, refs and local config.',
    },
    {
      question: 'What does `git init` do?',
      options: {
        A: 'Downloads an existing repository from a URL, like `git clone` does',
        B: 'Stages every file in the folder so that the first commit will include all of them',
        C: 'Writes your name and email into `.git/config` for this repo only',
        D: 'Creates an empty repository, a hidden `.git` directory, in the current folder',
      },
      correct: 'D',
      explanation:
        '`git init` creates the `.git` directory so the current folder becomes a new repository.',
    },
    {
      question: 'What is the staging area (index) used for?',
      options: {
        A: 'Holding the exact set of changes that will go into the next commit',
        B: 'Listing the files that Git should ignore and never track',
        C: "Keeping a local copy of the remote server's latest commits",
        D: 'Storing uncommitted changes while you switch to another branch',
      },
      correct: 'A',
      explanation:
        'You add changes to the index with `git add`, and `git commit` records what is staged.',
    },
    {
      question:
        'If the same setting is defined at system, global and local level, which value does Git use?',
      options: {
        A: 'The system value, since it is read first and applies to every user',
        B: "The local one, stored in the repository's own config file",
        C: 'The global value in `~/.gitconfig`, since global overrides local settings',
        D: 'Git reports a conflict and refuses to run',
      },
      correct: 'B',
      explanation:
        "The most specific configuration level, the repository's local config, takes precedence.",
    },
    {
      question: "Why can't an old commit be changed silently without anyone noticing?",
      options: {
        A: "Git signs every commit with the author's own key, and the remote checks the signature",
        B: 'Old commits become read-only once they are pushed to the remote server',
        C: "Each hash covers the commit's parent too, so changing it changes every later hash",
        D: 'Git keeps a checksum of each old commit in `.git/HEAD` and verifies it on fetch',
      },
      correct: 'C',
      explanation:
        'Commit hashes chain through parent hashes, so any rewrite produces different hashes for all descendants.',
    },
    {
      question:
        'Which command shows the current branch and which files are modified, staged or untracked?',
      options: {
        A: '`git log --stat`',
        B: '`git show HEAD`',
        C: '`git diff --staged`',
        D: '`git status`',
      },
      correct: 'D',
      explanation:
        '`git status` summarises the state of the working tree and the index relative to the current commit.',
    },
    {
      question:
        'Which command copies an existing remote repository, including its full history, to your machine?',
      options: {
        A: '`git clone <url>`',
        B: '`git init <url>`',
        C: '`git pull <url>`',
        D: '`git fetch <url>`',
      },
      correct: 'A',
      explanation:
        '`git clone` creates a local repository with all commits and sets up `origin` to point at the source URL.',
    },
    {
      question: 'Where does `git config --global` store its settings?',
      options: {
        A: '`/etc/gitconfig`, read for every user on the machine',
        B: '`~/.gitconfig` in your home directory',
        C: '`.git/config` inside the current repository',
        D: '`.gitattributes` at the root of the current project',
      },
      correct: 'B',
      explanation: 'Global settings belong to your user and live in `~/.gitconfig`.',
    },
    {
      question: 'How many hexadecimal characters does a full SHA-1 commit hash have?',
      options: {
        A: '20',
        B: '32',
        C: '40',
        D: '64',
      },
      correct: 'C',
      explanation:
        'SHA-1 produces 160 bits, written as 40 hex characters (64 is the SHA-256 length, 20 the raw byte count).',
    },
    {
      question: 'What does `git config --list --show-origin` add to the plain list of settings?',
      options: {
        A: "The remote's URL that each setting was fetched from",
        B: 'The commit that last changed each one',
        C: 'The default value Git would use for each setting',
        D: 'The config file that each setting was read from',
      },
      correct: 'D',
      explanation:
        '`--show-origin` prefixes each setting with the config file (system, global or local) it came from.',
    },
    {
      question:
        'You edited `app.js` and ran `git add app.js` but not `git commit`. Where is the change recorded now?',
      options: {
        A: 'Only in the working tree; Git records nothing until you commit',
        B: 'In the staging area, ready to go into the next commit',
        C: 'In the repository history as a new commit',
        D: 'On the remote, because `git add` uploads it to origin',
      },
      correct: 'B',
      explanation:
        '`git add` copies the change into the index, the draft of the next commit; nothing is in history until you commit.',
    },
  ],
  problems: [],
};
