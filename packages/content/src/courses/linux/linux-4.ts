import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-4',
  order: 4,
  title: 'Text Processing, Pipes and Redirection',
  description:
    'Combine small tools with pipes and redirection, and search and transform text with grep, sort, uniq, cut, sed and awk.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Redirect standard input, output and error',
    'Build pipelines of small single-purpose tools',
    'Search text with grep and regular expressions',
    'Transform and summarise text with sort, uniq, cut, sed and awk',
  ],
  lesson: `## Standard streams

Every process starts with three open streams: **standard input** (file descriptor 0), **standard output** (1) and **standard error** (2). By default they are connected to your terminal. **Redirection** reconnects them:

\`\`\`bash
ls /etc > listing.txt        # stdout to a file (overwrite)
echo "done" >> run.log       # append
sort < names.txt             # stdin from a file
make 2> errors.log           # stderr to a file
cmd > all.log 2>&1           # stdout and stderr to the same file
cmd &> all.log               # bash shorthand for the same
cmd > /dev/null              # discard output
\`\`\`

Order matters in \`> file 2>&1\`: first stdout goes to the file, then stderr is pointed where stdout now goes.

## Pipes

A **pipe** \`|\` connects the stdout of one command to the stdin of the next. Both run concurrently, and data streams through without temporary files. This is the heart of the **Unix philosophy**: small programs that do one thing well, combined into powerful pipelines.

\`\`\`bash
ps aux | grep nginx
cat access.log | wc -l
history | tail -n 20
\`\`\`

\`tee\` copies its input both to a file and onward: \`make | tee build.log\`.

## grep

\`grep\` prints lines matching a pattern (a regular expression):

\`\`\`bash
grep "ERROR" app.log
grep -i "timeout" app.log          # case-insensitive
grep -v "DEBUG" app.log            # invert: lines NOT matching
grep -c "ERROR" app.log            # count matching lines
grep -rn "TODO" src/               # recursive, with line numbers
grep -E "ERROR|FATAL" app.log      # extended regex alternation
grep -C 3 "panic" app.log          # 3 lines of context around matches
\`\`\`

\`ripgrep\` (\`rg\`) is a much faster modern alternative that respects \`.gitignore\`.

## sort, uniq, cut, tr

\`\`\`bash
sort -n numbers.txt                # numeric sort
sort -t, -k3 -rn data.csv          # by the 3rd comma-separated field, descending
uniq -c                            # collapse adjacent duplicates, with counts
cut -d: -f1 /etc/passwd            # first colon-separated field
tr 'a-z' 'A-Z'                     # translate characters
\`\`\`

\`uniq\` only merges **adjacent** duplicates, so it nearly always follows \`sort\`.

## sed and awk

\`sed\` is a stream editor, most often used for substitution:

\`\`\`bash
sed 's/http:/https:/g' links.txt           # replace every occurrence per line
sed -i.bak 's/debug=true/debug=false/' app.conf   # edit in place, keeping a backup
sed -n '10,20p' big.txt                     # print lines 10-20
\`\`\`

\`awk\` processes records (lines) split into fields \`$1\`, \`$2\`, ... and is a small programming language:

\`\`\`bash
awk '{print $1}' access.log                         # first field (client IP)
awk '$9 >= 500 {print $7}' access.log               # paths of 5xx responses
awk '{sum += $10} END {print sum}' access.log       # total bytes
\`\`\`

## Putting it together

The classic "top ten" pipeline:

\`\`\`bash
awk '{print $1}' access.log | sort | uniq -c | sort -rn | head -10
\`\`\`

It extracts client IPs, groups identical ones, counts them, sorts by count descending and shows the ten busiest clients. Replace the first stage to count status codes, paths or log levels. Each tool in the chain is simple and well tested, the data streams through memory without temporary files, and you can inspect the output after any stage. When a one-liner grows beyond a few stages or needs careful error handling, move the logic into a script or a small program, which is exactly what the challenge below asks you to write.

## Your challenge

Write the program equivalent of \`awk '{print $2}' app.log | sort | uniq -c\` for a log, with normalisation of level names and a fixed severity order.
`,
  overview: {
    whatYouWillLearn: [
      'Every process has three standard streams: stdin (0), stdout (1) and stderr (2).',
      "Redirection connects streams to files, and pipes connect one command's stdout to the next command's stdin.",
      'The Unix philosophy favours small tools that each do one job and combine well.',
      'grep filters lines by regular expressions, with options for case, inversion, counts and context.',
      'sort and uniq count and rank; cut and awk extract fields; sed edits streams.',
      'A pipeline such as awk | sort | uniq -c | sort -rn answers many log questions in one line.',
    ],
    proTip:
      'Build pipelines one stage at a time and look at the output after each added stage (ending with | head while experimenting); it is the fastest way to get a complex one-liner right.',
  },
  mcqs: [],
  problems: [
    {
      id: 'count-log-levels',
      title: 'Count Log Lines by Level',
      description: `Each input line is a log entry of the form \`timestamp LEVEL message...\`, with fields separated by single spaces. The level is the second field. Normalise it as follows: compare case-insensitively, and treat \`WARNING\` as \`WARN\` and \`CRITICAL\` as \`FATAL\`. The known levels are \`FATAL\`, \`ERROR\`, \`WARN\`, \`INFO\` and \`DEBUG\`. Lines whose level is anything else, or that have fewer than two fields, count as \`UNKNOWN\`. Blank lines are ignored.

Print one line \`LEVEL count\` for each level with a non-zero count, in the order FATAL, ERROR, WARN, INFO, DEBUG, UNKNOWN. If there are no log lines at all, print \`no log lines\`.`,
      examples: [
        {
          input: `2026-03-01T10:00:00Z INFO service started
2026-03-01T10:00:05Z error database timeout
2026-03-01T10:00:06Z WARNING disk 85% full
2026-03-01T10:00:09Z ERROR retry failed
2026-03-01T10:01:00Z INFO request served
`,
          output: `ERROR 2
WARN 1
INFO 2`,
          explanation:
            'Two errors (one written in lower case), one warning written as WARNING and two info lines.',
        },
        {
          input: `t1 CRITICAL out of memory
t2 TRACE entering handler
garbage
t3 debug cache miss
`,
          output: `FATAL 1
DEBUG 1
UNKNOWN 2`,
          explanation:
            'CRITICAL counts as FATAL, TRACE is not a known level and a line with one field is UNKNOWN.',
        },
      ],
      constraints: [
        '0 <= number of lines <= 10^4',
        'Lines contain printable ASCII',
        'Fields are separated by single spaces',
      ],
      testCases: [
        {
          input: `2026-03-01T10:00:00Z INFO service started
2026-03-01T10:00:05Z error database timeout
2026-03-01T10:00:06Z WARNING disk 85% full
2026-03-01T10:00:09Z ERROR retry failed
2026-03-01T10:01:00Z INFO request served
`,
          expectedOutput: `ERROR 2
WARN 1
INFO 2`,
          hidden: false,
        },
        {
          input: `t1 CRITICAL out of memory
t2 TRACE entering handler
garbage
t3 debug cache miss
`,
          expectedOutput: `FATAL 1
DEBUG 1
UNKNOWN 2`,
          hidden: false,
        },
        { input: ``, expectedOutput: `no log lines`, hidden: true },
        {
          input: `t1 INFO a

t2 INFO b
`,
          expectedOutput: `INFO 2`,
          hidden: true,
        },
        {
          input: `t1 Warn low disk
t2 warning low disk
t3 WARN low disk
t4 WARNINGS not a level
t5 fatal crash
`,
          expectedOutput: `FATAL 1
WARN 3
UNKNOWN 1`,
          hidden: true,
        },
        {
          input: `t1 UNKNOWN odd
t2 Info ok
t3 ERROR
t4 error: colon attached
`,
          expectedOutput: `ERROR 1
INFO 1
UNKNOWN 2`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
order = ['FATAL', 'ERROR', 'WARN', 'INFO', 'DEBUG', 'UNKNOWN']
alias = {'WARNING': 'WARN', 'CRITICAL': 'FATAL'}
counts = {k: 0 for k in order}
total = 0
for line in sys.stdin.read().split('\\n'):
    if not line.strip():
        continue
    total += 1
    parts = line.split()
    lvl = parts[1].upper() if len(parts) >= 2 else ''
    lvl = alias.get(lvl, lvl)
    counts[lvl if lvl in counts and lvl != 'UNKNOWN' else 'UNKNOWN'] += 1
if total == 0:
    print('no log lines')
for k in order:
    if counts[k]:
        print(k, counts[k])
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
levels = ['INFO', 'info', 'Info', 'ERROR', 'error', 'WARN', 'warn', 'WARNING', 'Warning', 'CRITICAL', 'critical', 'FATAL', 'fatal', 'DEBUG', 'debug',
          'TRACE', 'WARNINGS', 'ERR', 'error:', 'INFO,', 'UNKNOWN', 'notice', 'FATALITY', 'DEBUG2']
if mode == 'known':
    levels = levels[:15]
out = []
for i in range(n):
    r = random.random()
    if r < 0.03:
        out.append(random.choice(['garbage', 'x', '']))
    else:
        lv = random.choice(levels)
        msg = random.choice(['service started', 'disk 85% full', 'retry failed', '', 'a b c'])
        out.append(('t%d %s %s' % (i, lv, msg)).rstrip())
print('\\n'.join(out))
`,
        tests: [
          { args: '10000 mixed', label: '10,000 lines, every spelling of the levels' },
          { args: '10000 known', label: '10,000 lines, known levels in any case' },
          { args: '2000 mixed', label: '2,000 lines' },
          { args: '1 known', label: 'one line' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 10**4, 'more than 10^4 lines'
for line in lines:
    assert all(32 <= ord(c) < 127 for c in line), 'printable ASCII only'
    if line.strip():
        assert '  ' not in line and not line.startswith(' ') and not line.endswith(' '), 'fields are separated by single spaces'
`,
        wrongSolutions: [
          {
            name: 'case-sensitive',
            language: 'python3',
            mustFail: 'WA',
            why: 'Compares levels without ignoring case, so error and Warn count as UNKNOWN',
            source: `import sys
order = ['FATAL', 'ERROR', 'WARN', 'INFO', 'DEBUG', 'UNKNOWN']
alias = {'WARNING': 'WARN', 'CRITICAL': 'FATAL'}
counts = {k: 0 for k in order}
total = 0
for line in sys.stdin.read().split('\\n'):
    if not line.strip():
        continue
    total += 1
    parts = line.split()
    lvl = parts[1] if len(parts) >= 2 else ''
    lvl = alias.get(lvl, lvl)
    counts[lvl if lvl in counts and lvl != 'UNKNOWN' else 'UNKNOWN'] += 1
if total == 0:
    print('no log lines')
for k in order:
    if counts[k]:
        print(k, counts[k])
`,
          },
          {
            name: 'prefix-match',
            language: 'python3',
            mustFail: 'WA',
            why: 'Matches levels by prefix, so WARNINGS, ERR-like words and FATALITY count as known levels',
            source: `import sys
order = ['FATAL', 'ERROR', 'WARN', 'INFO', 'DEBUG', 'UNKNOWN']
counts = dict.fromkeys(order, 0)
total = 0
for line in sys.stdin.read().split('\\n'):
    if not line.strip():
        continue
    total += 1
    parts = line.split()
    lvl = parts[1].upper() if len(parts) >= 2 else ''
    lvl = 'FATAL' if lvl.startswith('CRITICAL') else lvl
    counts[next((k for k in order[:5] if lvl.startswith(k)), 'UNKNOWN')] += 1
if total == 0:
    print('no log lines')
for k in order:
    if counts[k]:
        print(k, counts[k])
`,
          },
        ],
      },
    },
  ],
};
