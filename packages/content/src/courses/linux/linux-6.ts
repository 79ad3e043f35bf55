import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-6',
  order: 6,
  title: 'Shell Scripting with Bash',
  description: 'Automate tasks with bash scripts: variables, quoting, conditionals, loops, functions, exit codes, arguments and defensive scripting practices.',
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
    proTip: 'Run every script through ShellCheck (shellcheck script.sh) before using it; it catches unquoted variables, useless cats, broken tests and dozens of other subtle bugs in seconds.',
  },
  mcqs: [
    {
      question: 'What does the shebang line #!/usr/bin/env bash do?',
      options: {
        A: 'Comments out the first line',
        B: 'Tells the kernel which interpreter should run the script',
        C: 'Sets the script\'s permissions',
        D: 'Imports environment variables from a file',
      },
      correct: 'B',
      explanation: 'The kernel reads the shebang and runs the named interpreter with the script.',
    },
    {
      question: 'Why should variables usually be written as "$file" with double quotes?',
      options: {
        A: 'Quotes make the variable read-only',
        B: 'Quotes convert the value to a number',
        C: 'Quotes prevent word splitting and globbing, so names with spaces stay one argument',
        D: 'Quotes are required for every bash command',
      },
      correct: 'C',
      explanation: 'Unquoted expansions are split on whitespace and expanded as globs.',
    },
    {
      question: 'What exit status indicates success?',
      options: {
        A: '0',
        B: '1',
        C: '127',
        D: '255',
      },
      correct: 'A',
      explanation: 'By convention 0 means success and any non-zero value means failure.',
    },
    {
      question: 'How do you pass all of a script\'s arguments, each preserved intact, to another command?',
      options: {
        A: '"$*", which joins all arguments into one string',
        B: '$@ without quotes',
        C: '"$1 $2 $3"',
        D: '"$@"',
      },
      correct: 'D',
      explanation: 'Quoted "$@" expands to each argument as a separate word, spaces included.',
    },
    {
      question: 'In mkdir -p "$dir" && cd "$dir", when does cd run?',
      options: {
        A: 'Always',
        B: 'Only if mkdir fails',
        C: 'Only if mkdir succeeds',
        D: 'Before mkdir',
      },
      correct: 'C',
      explanation: '&& runs the second command only when the first returns exit status 0.',
    },
    {
      question: 'What does set -u do?',
      options: {
        A: 'Makes referencing an unset variable an error',
        B: 'Runs the script as the current user only',
        C: 'Enables Unicode output',
        D: 'Updates bash',
      },
      correct: 'A',
      explanation: '-u turns typos in variable names into immediate errors instead of empty strings.',
    },
    {
      question: 'Why is set -o pipefail useful?',
      options: {
        A: 'It speeds up pipelines',
        B: 'It makes a pipeline fail if any command in it fails, not just the last',
        C: 'It prevents pipes from being used',
        D: 'It writes pipeline output to a log',
      },
      correct: 'B',
      explanation: 'Without pipefail, a failure early in the pipeline is hidden by a successful last command.',
    },
    {
      question: 'What is the correct idiom for reading a file line by line in bash?',
      options: {
        A: 'for line in $(cat file); do ...; done',
        B: 'cat file | for line; do ...; done',
        C: 'read file line by line with ls',
        D: 'while IFS= read -r line; do ...; done < file',
      },
      correct: 'D',
      explanation: 'This form preserves whitespace and backslashes and does not split on spaces.',
    },
    {
      question: 'What does trap \'rm -rf "$tmp"\' EXIT achieve?',
      options: {
        A: 'The temporary directory is removed whenever the script exits, even after an error',
        B: 'It prevents the script from exiting',
        C: 'It deletes the script itself',
        D: 'It traps Ctrl+C and ignores it',
      },
      correct: 'A',
      explanation: 'An EXIT trap runs cleanup code on every exit path.',
    },
  ],
  problems: [],
};
