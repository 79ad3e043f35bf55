import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-6',
  order: 6,
  title: 'Shell Scripting with Bash',
  description:
    'Automate tasks with bash scripts: variables, quoting, conditionals, loops, functions, exit codes, arguments and defensive scripting practices.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Write executable scripts with a shebang, variables and arguments',
    'Quote correctly and use command substitution',
    'Control flow with exit codes, if, case, for and while',
    'Write robust scripts with set -euo pipefail, functions and traps',
  ],
  lesson: `## A first script

\`\`\`bash
#!/usr/bin/env bash
set -euo pipefail

name="\${1:-world}"              # first argument, default "world"
echo "Hello, \${name}!"
\`\`\`

Save it as \`hello.sh\`, make it executable with \`chmod +x hello.sh\`, and run \`./hello.sh Ada\`. The **shebang** line \`#!/usr/bin/env bash\` tells the kernel which interpreter to use.

## Variables and quoting

Assign without spaces (\`count=3\`); read with \`$count\` or \`\${count}\`. Variables are strings. Use \`$(( ))\` for integer arithmetic: \`total=$(( count * 2 ))\`.

Quoting is the most important habit in bash:

- **Double quotes** \`"$file"\` expand variables but prevent **word splitting** and **globbing**. Without them, a filename with a space becomes two arguments.
- **Single quotes** \`'$HOME'\` are fully literal.
- **Command substitution** \`$(date +%F)\` inserts a command's output.

\`\`\`bash
backup="/backups/db-$(date +%F).sql.gz"
rm "$tmpfile"        # safe even if the name contains spaces
\`\`\`

## Arguments

\`$1\`, \`$2\`, ... are positional parameters, \`$#\` is their count, \`$0\` the script name, and \`"$@"\` expands to all arguments, each kept intact. Use \`"$@"\` (quoted) whenever you pass arguments on. \`shift\` drops the first one. For options, \`getopts\` parses \`-v -o file\` style flags.

## Exit status and conditions

Every command returns an **exit status**: \`0\` means success, anything else failure. \`$?\` holds the last one. \`&&\` runs the next command only on success, \`||\` only on failure:

\`\`\`bash
mkdir -p "$dir" && cd "$dir"
grep -q "ERROR" app.log || echo "no errors"
\`\`\`

\`if\` tests a command's status. \`[[ ... ]]\` is bash's test construct:

\`\`\`bash
if [[ -f "$config" && -r "$config" ]]; then
  echo "config readable"
elif [[ $# -eq 0 ]]; then
  echo "usage: $0 FILE" >&2
  exit 1
fi
\`\`\`

Common tests: \`-f\` file exists, \`-d\` directory, \`-z\` empty string, \`-n\` non-empty, \`==\` and \`!=\` for strings (with glob patterns on the right), \`-eq -ne -lt -gt\` for integers, \`=~\` for regular expressions.

## case and loops

\`\`\`bash
case "$1" in
  start) start_service ;;
  stop)  stop_service ;;
  *)     echo "unknown command" >&2; exit 2 ;;
esac

for f in *.log; do
  gzip -- "$f"
done

while IFS= read -r line; do
  echo "line: $line"
done < input.txt
\`\`\`

\`while IFS= read -r line\` is the correct way to read a file line by line, preserving spaces and backslashes.

## Functions

\`\`\`bash
log() { printf '%s %s\\n' "$(date +%T)" "$*" >&2; }
deploy() {
  local env="$1"          # local keeps variables inside the function
  log "deploying to $env"
}
\`\`\`

## Defensive scripting

Start scripts with **\`set -euo pipefail\`**: \`-e\` exits on the first failing command, \`-u\` treats unset variables as errors (catching typos like \`rm -rf "$BUIDL_DIR/"\`), and \`-o pipefail\` makes a pipeline fail if any stage fails. Clean up with a **trap**:

\`\`\`bash
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
\`\`\`

Send errors to stderr (\`>&2\`), exit with meaningful codes, and run **ShellCheck**. When a script grows past a hundred lines or needs data structures, consider Python instead.
`,
  overview: {
    whatYouWillLearn: [
      'A script starts with a shebang line and needs execute permission to run directly.',
      'Variables are untyped strings, and double quotes prevent word splitting and glob expansion.',
      'Every command returns an exit status; 0 means success and anything else failure.',
      'if, case, for and while structure logic, and [[ ]] performs tests safely.',
      'Positional parameters such as $1 and "$@" carry arguments into scripts and functions.',
      'set -euo pipefail, traps and ShellCheck catch many classic scripting bugs.',
    ],
    proTip:
      'Run every script through ShellCheck (shellcheck script.sh) before using it; it catches unquoted variables, useless cats, broken tests and dozens of other subtle bugs in seconds.',
  },
  mcqs: [
    {
      question: 'What does the shebang line `#!/usr/bin/env bash` do?',
      options: {
        A: 'Tells the kernel which interpreter runs the script',
        B: 'Marks the file as executable for every user on the system',
        C: "Loads the user's `.bashrc` before the script starts",
        D: 'Comments the line out for the shell only',
      },
      correct: 'A',
      explanation:
        'The kernel reads the shebang to choose the interpreter; `chmod +x` makes the file executable.',
    },
    {
      question: 'Why should variables usually be written as `"$file"` with double quotes?',
      options: {
        A: 'Quotes make the variable read-only for the rest of the script',
        B: 'Quotes prevent word splitting and globbing on the value',
        C: 'Quotes stop the variable from being expanded at all',
        D: 'Quotes are required whenever the value is a number',
      },
      correct: 'B',
      explanation:
        'Unquoted, a name with a space becomes two arguments; single quotes would stop expansion entirely.',
    },
    {
      question: 'Which exit status indicates success?',
      options: {
        A: '`1`',
        B: '`-1`',
        C: '`0`',
        D: '`255`',
      },
      correct: 'C',
      explanation: 'Zero means success; any other value signals failure.',
    },
    {
      question:
        "How do you pass all of a script's arguments, each preserved intact, to another command?",
      options: {
        A: '`$*`',
        B: '`"$*"`',
        C: '`$@`',
        D: '`"$@"`',
      },
      correct: 'D',
      explanation:
        'Quoted `"$@"` expands to each argument as a separate word; `"$*"` joins them into one.',
    },
    {
      question: 'In `mkdir -p "$dir" && cd "$dir"`, when does `cd` run?',
      options: {
        A: 'Only if `mkdir` succeeds',
        B: 'Only if `mkdir` has failed',
        C: 'Always, after `mkdir` has finished',
        D: 'At the same time as `mkdir`',
      },
      correct: 'A',
      explanation:
        '`&&` runs the next command only after a zero exit status; `||` runs it after a failure.',
    },
    {
      question: 'What does `set -u` do?',
      options: {
        A: 'Unsets all variables when the script exits',
        B: 'Makes using an unset variable an error',
        C: 'Makes every variable read-only',
        D: 'Prints each command to the terminal before it runs',
      },
      correct: 'B',
      explanation: '`-u` catches typos such as `$BUIDL_DIR`; `-x` traces commands.',
    },
    {
      question: 'Why is `set -o pipefail` useful?',
      options: {
        A: 'It disables pipes inside the script',
        B: 'It retries a failed pipeline once more before exiting',
        C: 'A pipeline fails if any command in it fails',
        D: "Only the first command's exit status is used for the pipeline",
      },
      correct: 'C',
      explanation:
        "Without it, a pipeline's status is that of the last command, hiding earlier failures.",
    },
    {
      question: 'What is the correct idiom for reading a file line by line in bash?',
      options: {
        A: '`for line in $(cat file); do echo "$line"; done`',
        B: '`while read line < file; do ...; done`',
        C: '`cat file | for line; do ...; done`',
        D: '`while IFS= read -r line; do ...; done < file`',
      },
      correct: 'D',
      explanation:
        '`IFS=` keeps leading spaces and `-r` keeps backslashes; `for` over `$(cat)` splits on every space.',
    },
    {
      question: 'What does `trap \'rm -rf "$tmp"\' EXIT` achieve?',
      options: {
        A: 'The temporary directory is removed whenever the script exits',
        B: 'The directory is removed only when the script succeeds',
        C: 'The command runs at the next reboot of the machine',
        D: 'Ctrl+C is blocked until the clean-up has finished',
      },
      correct: 'A',
      explanation: 'An EXIT trap runs on every exit, including after an error with `set -e`.',
    },
    {
      question: 'What does `total=$(( count * 2 ))` do?',
      options: {
        A: 'Runs a command named `count` and stores its output',
        B: 'Stores twice the value of `count` in `total`',
        C: 'Stores the literal text `count * 2` in `total`',
        D: 'Multiplies the size of the file named `count` by 2',
      },
      correct: 'B',
      explanation: '`$(( ))` evaluates integer arithmetic.',
    },
    {
      question: 'What does `local` do inside a bash function?',
      options: {
        A: 'Exports the variable to child processes',
        B: 'Makes the variable read-only',
        C: 'Limits the scope of the variable to the function',
        D: "Stores the variable in a local file inside the function's folder",
      },
      correct: 'C',
      explanation:
        "`local` limits a variable's scope to the function; `export` passes it to child processes.",
    },
    {
      question: 'What is ShellCheck?',
      options: {
        A: 'A tool that runs scripts inside a sandbox',
        B: "The name of bash's `bash -n` syntax check",
        C: 'A test runner for shell scripts',
        D: 'A linter that finds common shell script mistakes',
      },
      correct: 'D',
      explanation:
        'ShellCheck flags problems such as missing quotes; `bash -n` only checks syntax.',
    },
  ],
  problems: [],
};
