import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'git-1',
  order: 1,
  title: 'Version Control and Your First Repository',
  description: 'Why version control matters, how Git stores history, and how to install, configure and create your first repository.',
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
    proTip: 'Run git config --global init.defaultBranch main and set your name and email once on every new machine, before your first commit, so your history is attributed correctly from day one.',
  },
  mcqs: [
    {
      question: 'What is the main advantage of Git being a distributed version control system?',
      options: {
        A: 'It can only be used with a central server',
        B: 'Every clone contains the full history, so most operations work offline',
        C: 'It stores only the latest version of each file',
        D: 'It requires a network connection to commit',
      },
      correct: 'B',
      explanation: 'In a distributed VCS every clone has the complete history, so commits, logs and diffs are local operations.',
    },
    {
      question: 'Which command sets the name recorded in every commit you make on this machine?',
      options: {
        A: 'git config --global user.name "Your Name"',
        B: 'git init --name "Your Name"',
        C: 'git commit --author-default "Your Name"',
        D: 'git set name "Your Name"',
      },
      correct: 'A',
      explanation: 'git config --global user.name stores your name in ~/.gitconfig for all repositories of your user.',
    },
    {
      question: 'Where does Git store a repository\'s history, branches and configuration?',
      options: {
        A: 'In a file called .gitignore',
        B: 'In a central database on GitHub',
        C: 'In the hidden .git directory at the root of the project',
        D: 'In the system temp directory',
      },
      correct: 'C',
      explanation: 'The .git directory is the repository itself: objects, refs and local config.',
    },
    {
      question: 'What does git init do?',
      options: {
        A: 'Downloads a repository from a URL',
        B: 'Stages every file in the folder',
        C: 'Deletes the history of an existing project',
        D: 'Creates a new, empty repository in the current directory',
      },
      correct: 'D',
      explanation: 'git init creates the .git directory so the current folder becomes a new repository.',
    },
    {
      question: 'What is the staging area (index) used for?',
      options: {
        A: 'Preparing the exact set of changes that will go into the next commit',
        B: 'Storing files that Git should ignore',
        C: 'Holding a backup copy of the remote server',
        D: 'Keeping a list of all branches',
      },
      correct: 'A',
      explanation: 'You add changes to the index with git add, and git commit records what is staged.',
    },
    {
      question: 'If the same setting is defined at system, global and local level, which value does Git use?',
      options: {
        A: 'The system value',
        B: 'The local (repository) value',
        C: 'The global value',
        D: 'Git reports a conflict and refuses to run',
      },
      correct: 'B',
      explanation: 'The most specific configuration level, the repository\'s local config, takes precedence.',
    },
    {
      question: 'Why can\'t an old commit be changed silently without anyone noticing?',
      options: {
        A: 'Git encrypts every commit with a password',
        B: 'Old commits are stored read-only on the remote server',
        C: 'Each commit\'s hash covers its content and its parent, so changing it changes every later hash',
        D: 'Git keeps two copies of every commit and compares them',
      },
      correct: 'C',
      explanation: 'Commit hashes chain through parent hashes, so any rewrite produces different hashes for all descendants.',
    },
    {
      question: 'Which command shows the current branch and which files are modified, staged or untracked?',
      options: {
        A: 'git log',
        B: 'git show',
        C: 'git config --list',
        D: 'git status',
      },
      correct: 'D',
      explanation: 'git status summarises the state of the working tree and the index relative to the current commit.',
    },
    {
      question: 'Which command copies an existing remote repository, including its full history, to your machine?',
      options: {
        A: 'git clone <url>',
        B: 'git init <url>',
        C: 'git pull --new <url>',
        D: 'git copy <url>',
      },
      correct: 'A',
      explanation: 'git clone creates a local repository with all commits and sets up origin to point at the source URL.',
    },
  ],
  problems: [],
};
