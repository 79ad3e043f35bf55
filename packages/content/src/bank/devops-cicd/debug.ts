import type { DebugProblem } from '@app/shared/content.schemas';

export const easyDebug: DebugProblem[] = [
  {
    id: 'dv-debug-semver',
    title: 'Release Tool Computes the Wrong Version',
    description: `The release tool reads the current version and the commit messages (\`type(scope)!: description\`) since
the last release. A \`!\` before the colon or a \`BREAKING CHANGE:\` footer bumps MAJOR (resetting MINOR and
PATCH), a \`feat\` bumps MINOR (resetting PATCH), a \`fix\` or \`perf\` bumps PATCH; otherwise it prints
\`no release\`. Breaking changes marked with \`!\` are missed and minor releases keep the old patch number.

**Input:** the version, \`n\`, then \`n\` messages.
**Output:** the next version or \`no release\`.`,
    language: 'kotlin',
    buggyCode: `fun main(args: Array<String>) {
    val lines = generateSequence(::readLine).toList()
    val parts = lines[0].trim().split(".").map { it.toInt() }
    var major = parts[0]
    var minor = parts[1]
    var patch = parts[2]
    val n = lines[1].trim().toInt()
    var level = 0
    for (i in 0 until n) {
        val msg = lines[2 + i].trim()
        if (msg.contains("BREAKING CHANGE:")) level = maxOf(level, 3)
        val colon = msg.indexOf(':')
        if (colon <= 0) continue
        val head = msg.substring(0, colon)
        val type = head.substringBefore('(').removeSuffix("!").toLowerCase()
        if (type.endsWith("!")) level = maxOf(level, 3)
        else if (type == "feat") level = maxOf(level, 2)
        else if (type == "fix" || type == "perf") level = maxOf(level, 1)
    }
    when (level) {
        3 -> { major++; minor = 0; patch = 0 }
        2 -> minor++
        1 -> patch++
    }
    println(if (level == 0) "no release" else "$major.$minor.$patch")
}
`,
    fixedCode: `fun main(args: Array<String>) {
    val lines = generateSequence(::readLine).toList()
    val parts = lines[0].trim().split(".").map { it.toInt() }
    var major = parts[0]
    var minor = parts[1]
    var patch = parts[2]
    val n = lines[1].trim().toInt()
    var level = 0
    for (i in 0 until n) {
        val msg = lines[2 + i].trim()
        if (msg.contains("BREAKING CHANGE:")) level = maxOf(level, 3)
        val colon = msg.indexOf(':')
        if (colon <= 0) continue
        val head = msg.substring(0, colon)
        val type = head.substringBefore('(').removeSuffix("!").toLowerCase()
        if (head.endsWith("!")) level = maxOf(level, 3)
        else if (type == "feat") level = maxOf(level, 2)
        else if (type == "fix" || type == "perf") level = maxOf(level, 1)
    }
    when (level) {
        3 -> { major++; minor = 0; patch = 0 }
        2 -> { minor++; patch = 0 }
        1 -> patch++
    }
    println(if (level == 0) "no release" else "$major.$minor.$patch")
}
`,
    expectedBehavior:
      'feat!: and fix(scope)!: are major changes; minor bumps reset the patch number.',
    hints: [
      'Print head and type for "feat!: drop v1": which one still contains the !?',
      'What should 1.4.7 become after a feat commit?',
      'Semantic versioning resets all lower numbers when one number goes up.',
    ],
    testCases: [
      { input: '1.4.7\n1\nfeat: search\n', expectedOutput: '1.5.0', hidden: false },
      {
        input: '2.3.4\n2\nfix(api)!: rename field\nfeat: x\n',
        expectedOutput: '3.0.0',
        hidden: false,
      },
      { input: '1.0.0\n1\nfix: bug\n', expectedOutput: '1.0.1', hidden: true },
      { input: '0.1.0\n1\ndocs: readme\n', expectedOutput: 'no release', hidden: true },
      {
        input: '3.3.3\n2\nrefactor: y BREAKING CHANGE: z\nfeat: w\n',
        expectedOutput: '4.0.0',
        hidden: true,
      },
      { input: '5.0.9\n1\nfeat!: drop python 3.8\n', expectedOutput: '6.0.0', hidden: true },
    ],
    bugs: [
      {
        description:
          'The ! check looks at type, from which the ! was already removed, so it is never true.',
        testIndexes: [1, 5],
      },
      { description: 'A minor release does not reset PATCH to 0.', testIndexes: [0] },
    ],
  },
  {
    id: 'dv-debug-layer-cache',
    title: 'Build Log Claims Layers Are Cached',
    description: `The tool predicts which Dockerfile layers a build will reuse. A layer is reused only if it is unchanged
and every earlier layer was reused; after the first changed layer everything is rebuilt. Each input line
is a flag (\`1\` changed, \`0\` unchanged), one space, and the instruction. The report marks later layers as
cached and its lines are misformatted.

**Input:** \`n\`, then \`n\` lines \`<flag> <instruction>\`.
**Output:** \`CACHED <instruction>\` or \`REBUILD <instruction>\` per line, then \`cached=<a> rebuilt=<b>\`.`,
    language: 'cpp',
    buggyCode: `#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    int n = stoi(line);
    bool rebuilding = false;
    int cached = 0, rebuilt = 0;
    for (int i = 0; i < n; i++) {
        getline(cin, line);
        bool changed = line[0] == '1';
        string instruction = line.substr(1);
        if (changed) rebuilding = true;
        if (changed) {
            cout << "REBUILD " << instruction << '\\n';
            rebuilt++;
        } else {
            cout << "CACHED " << instruction << '\\n';
            cached++;
        }
    }
    cout << "cached=" << cached << " rebuilt=" << rebuilt << '\\n';
    return 0;
}
`,
    fixedCode: `#include <bits/stdc++.h>
using namespace std;

int main() {
    string line;
    getline(cin, line);
    int n = stoi(line);
    bool rebuilding = false;
    int cached = 0, rebuilt = 0;
    for (int i = 0; i < n; i++) {
        getline(cin, line);
        bool changed = line[0] == '1';
        string instruction = line.substr(2);
        if (changed) rebuilding = true;
        if (rebuilding) {
            cout << "REBUILD " << instruction << '\\n';
            rebuilt++;
        } else {
            cout << "CACHED " << instruction << '\\n';
            cached++;
        }
    }
    cout << "cached=" << cached << " rebuilt=" << rebuilt << '\\n';
    return 0;
}
`,
    expectedBehavior:
      'Everything from the first changed layer on is rebuilt, and instructions are printed exactly as given.',
    hints: [
      'What happens to layer 5 when layer 3 changed?',
      'At which index does the instruction text start in "1 COPY . ."?',
      'Compare the output character by character with the expected lines.',
    ],
    testCases: [
      {
        input: '3\n0 FROM alpine\n1 COPY . .\n0 RUN make\n',
        expectedOutput:
          'CACHED FROM alpine\nREBUILD COPY . .\nREBUILD RUN make\ncached=1 rebuilt=2',
        hidden: false,
      },
      {
        input: '2\n0 FROM alpine\n0 RUN echo hi\n',
        expectedOutput: 'CACHED FROM alpine\nCACHED RUN echo hi\ncached=2 rebuilt=0',
        hidden: false,
      },
      {
        input: '1\n1 FROM ubuntu:24.04\n',
        expectedOutput: 'REBUILD FROM ubuntu:24.04\ncached=0 rebuilt=1',
        hidden: true,
      },
      {
        input: '4\n1 FROM a\n0 RUN b\n0 RUN c\n1 RUN d\n',
        expectedOutput:
          'REBUILD FROM a\nREBUILD RUN b\nREBUILD RUN c\nREBUILD RUN d\ncached=0 rebuilt=4',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'Only the changed layer itself is rebuilt; the invalidation does not cascade to later layers.',
        testIndexes: [0, 3],
      },
      {
        description:
          'substr(1) keeps the space after the flag, so every instruction is printed with an extra leading space.',
        testIndexes: [0, 1, 2, 3],
      },
    ],
  },
];

export const mediumDebug: DebugProblem[] = [
  {
    id: 'dv-debug-job-waves',
    title: 'Job Waves Lose Jobs',
    description: `The program groups workflow jobs into waves: wave 1 holds jobs without needs, and a job joins the wave
after the one in which its last needed job ran. Each wave is printed with its jobs in ASCII order, and
\`CYCLE\` is printed at the end if some jobs can never run. Some jobs disappear from the output and waves
are printed in the wrong order.

**Input:** \`n\`, then \`n\` lines \`job: need1 need2 ...\`.
**Output:** \`wave <k>: <jobs>\` lines, then \`CYCLE\` if needed.`,
    language: 'javascript',
    buggyCode: `const lines = require('fs').readFileSync(0, 'utf8').trim().split('\\n');
const n = Number(lines[0]);
const needs = new Map();
for (let i = 1; i <= n; i++) {
  const [name, rest] = lines[i].split(':');
  const deps = rest.trim() === '' ? [] : rest.trim().split(/\\s+/);
  needs.set(name.trim(), deps);
}
const indeg = new Map();
const dependents = new Map();
for (const [job, deps] of needs) {
  indeg.set(job, deps.length);
  dependents.set(job, []);
}
for (const [job, deps] of needs) {
  for (const d of deps) dependents.get(d).push(job);
}
let current = [...needs.keys()].filter((j) => indeg.get(j) === 0);
const out = [];
let wave = 0;
let done = 0;
while (current.length > 0) {
  wave++;
  current.sort((a, b) => a > b);
  out.push(\`wave \${wave}: \${current.join(' ')}\`);
  const next = [];
  for (const job of current) {
    done++;
    for (const d of dependents.get(job)) {
      indeg.set(d, indeg.get(d) - 1);
      if (indeg.get(d) === 0) current.push(d);
    }
  }
  current = next;
}
if (done < n) out.push('CYCLE');
console.log(out.join('\\n'));
`,
    fixedCode: `const lines = require('fs').readFileSync(0, 'utf8').trim().split('\\n');
const n = Number(lines[0]);
const needs = new Map();
for (let i = 1; i <= n; i++) {
  const [name, rest] = lines[i].split(':');
  const deps = rest.trim() === '' ? [] : rest.trim().split(/\\s+/);
  needs.set(name.trim(), deps);
}
const indeg = new Map();
const dependents = new Map();
for (const [job, deps] of needs) {
  indeg.set(job, deps.length);
  dependents.set(job, []);
}
for (const [job, deps] of needs) {
  for (const d of deps) dependents.get(d).push(job);
}
let current = [...needs.keys()].filter((j) => indeg.get(j) === 0);
const out = [];
let wave = 0;
let done = 0;
while (current.length > 0) {
  wave++;
  current.sort();
  out.push(\`wave \${wave}: \${current.join(' ')}\`);
  const next = [];
  for (const job of current) {
    done++;
    for (const d of dependents.get(job)) {
      indeg.set(d, indeg.get(d) - 1);
      if (indeg.get(d) === 0) next.push(d);
    }
  }
  current = next;
}
if (done < n) out.push('CYCLE');
console.log(out.join('\\n'));
`,
    expectedBehavior:
      'Ready jobs go into a separate next-wave array, and sorting uses the default string order.',
    hints: [
      'What does for...of do when you push onto the array it is iterating?',
      'What must a sort comparator return?',
      'Try a chain a -> b -> c and a wave with names in reverse order.',
    ],
    testCases: [
      {
        input: '3\nc: b\nb: a\na:\n',
        expectedOutput: 'wave 1: a\nwave 2: b\nwave 3: c',
        hidden: false,
      },
      { input: '5\ne:\nd:\nc:\nb:\na:\n', expectedOutput: 'wave 1: a b c d e', hidden: false },
      {
        input: '4\nbuild:\nlint:\ntest: build\ndeploy: test lint\n',
        expectedOutput: 'wave 1: build lint\nwave 2: test\nwave 3: deploy',
        hidden: true,
      },
      { input: '2\nx: y\ny: x\n', expectedOutput: 'CYCLE', hidden: true },
      {
        input: '6\nz:\ny: z\nx: z\nw: z\nv: y x w\nu:\n',
        expectedOutput: 'wave 1: u z\nwave 2: w x y\nwave 3: v',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'Newly ready jobs are pushed onto the array being iterated, so they are consumed in the same loop and never printed.',
        testIndexes: [0, 2, 4],
      },
      {
        description:
          'The comparator returns a boolean instead of a negative, zero or positive number, so the sort is unreliable.',
        testIndexes: [1, 4],
      },
    ],
  },
  {
    id: 'dv-debug-cron-field',
    title: 'Cron Field Expansion Drops Values',
    description: `The program expands one cron field into the sorted list of distinct values it matches. Parts are
comma-separated and each is \`*\`, \`*/n\`, \`a\`, \`a-b\` or \`a-b/n\`; ranges are inclusive. The field's allowed
range is given. The last value of every range is missing and some values are listed twice.

**Input:** one line \`field min max\`.
**Output:** the number of values, then the values separated by spaces.`,
    language: 'go',
    buggyCode: `package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

func main() {
	var field string
	var lo, hi int
	fmt.Scan(&field, &lo, &hi)
	seen := map[int]bool{}
	values := []int{}
	for _, part := range strings.Split(field, ",") {
		step := 1
		if idx := strings.Index(part, "/"); idx >= 0 {
			step, _ = strconv.Atoi(part[idx+1:])
			part = part[:idx]
		}
		start, end := lo, hi
		if part != "*" {
			if idx := strings.Index(part, "-"); idx >= 0 {
				start, _ = strconv.Atoi(part[:idx])
				end, _ = strconv.Atoi(part[idx+1:])
			} else {
				start, _ = strconv.Atoi(part)
				end = start
			}
		}
		for v := start; v < end; v += step {
			seen[v] = true
			values = append(values, v)
		}
	}
	sort.Ints(values)
	strs := make([]string, len(values))
	for i, v := range values {
		strs[i] = strconv.Itoa(v)
	}
	fmt.Println(len(values))
	fmt.Println(strings.Join(strs, " "))
}
`,
    fixedCode: `package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

func main() {
	var field string
	var lo, hi int
	fmt.Scan(&field, &lo, &hi)
	seen := map[int]bool{}
	values := []int{}
	for _, part := range strings.Split(field, ",") {
		step := 1
		if idx := strings.Index(part, "/"); idx >= 0 {
			step, _ = strconv.Atoi(part[idx+1:])
			part = part[:idx]
		}
		start, end := lo, hi
		if part != "*" {
			if idx := strings.Index(part, "-"); idx >= 0 {
				start, _ = strconv.Atoi(part[:idx])
				end, _ = strconv.Atoi(part[idx+1:])
			} else {
				start, _ = strconv.Atoi(part)
				end = start
			}
		}
		for v := start; v <= end; v += step {
			if !seen[v] {
				seen[v] = true
				values = append(values, v)
			}
		}
	}
	sort.Ints(values)
	strs := make([]string, len(values))
	for i, v := range values {
		strs[i] = strconv.Itoa(v)
	}
	fmt.Println(len(values))
	fmt.Println(strings.Join(strs, " "))
}
`,
    expectedBehavior: 'Inclusive ranges and each value listed once.',
    hints: [
      'Which values should 1-5 produce?',
      'What does the field "5,5" or "0-10,5" produce?',
      'A single value a is the range a-a.',
    ],
    testCases: [
      { input: '1-5 0 59\n', expectedOutput: '5\n1 2 3 4 5', hidden: false },
      { input: '*/20 0 59\n', expectedOutput: '3\n0 20 40', hidden: false },
      { input: '0-10/5,5 0 59\n', expectedOutput: '3\n0 5 10', hidden: true },
      { input: '7 0 23\n', expectedOutput: '1\n7', hidden: true },
      { input: '1,1,2 1 31\n', expectedOutput: '2\n1 2', hidden: true },
      { input: '*/6 0 23\n', expectedOutput: '4\n0 6 12 18', hidden: true },
    ],
    bugs: [
      {
        description:
          'The loop uses < end, so the upper bound of every range (and every single value a) is skipped.',
        testIndexes: [0, 2, 3, 4],
      },
      {
        description:
          'Values are recorded in seen but appended without checking whether another part already produced them, so duplicates appear.',
        testIndexes: [2, 4],
      },
    ],
  },
];

export const hardDebug: DebugProblem[] = [
  {
    id: 'dv-debug-bin-scheduler',
    title: 'Scheduler Rejects Exact Fits and Overcommits Memory',
    description: `A simple scheduler places pods in order on the feasible node (free CPU and free memory at least the
requests) with the most free CPU, breaking ties by the smaller node name, and then subtracts the pod's
requests from that node. Pods that fit nowhere are \`Pending\`. Pods that exactly fill a node are rejected
and nodes accept more memory than they have.

**Input:** \`N\`, then \`N\` lines \`node cpu mem\`; then \`P\`, then \`P\` lines \`pod cpu mem\`.
**Output:** \`pod node\` or \`pod Pending\` for each pod.`,
    language: 'rust',
    buggyCode: `use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    let mut nodes: Vec<(String, i64, i64)> = Vec::new();
    for _ in 0..n {
        let name = it.next().unwrap().to_string();
        let cpu: i64 = it.next().unwrap().parse().unwrap();
        let mem: i64 = it.next().unwrap().parse().unwrap();
        nodes.push((name, cpu, mem));
    }
    let p: usize = it.next().unwrap().parse().unwrap();
    let mut out = Vec::new();
    for _ in 0..p {
        let pod = it.next().unwrap().to_string();
        let cpu: i64 = it.next().unwrap().parse().unwrap();
        let mem: i64 = it.next().unwrap().parse().unwrap();
        let mut best: Option<usize> = None;
        for (i, node) in nodes.iter().enumerate() {
            if cpu < node.1 && mem < node.2 {
                best = match best {
                    None => Some(i),
                    Some(b) => {
                        if node.1 > nodes[b].1 || (node.1 == nodes[b].1 && node.0 < nodes[b].0) {
                            Some(i)
                        } else {
                            Some(b)
                        }
                    }
                };
            }
        }
        match best {
            Some(b) => {
                nodes[b].1 -= cpu;

                out.push(format!("{} {}", pod, nodes[b].0));
            }
            None => out.push(format!("{} Pending", pod)),
        }
    }
    println!("{}", out.join("\\n"));
}
`,
    fixedCode: `use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    let mut nodes: Vec<(String, i64, i64)> = Vec::new();
    for _ in 0..n {
        let name = it.next().unwrap().to_string();
        let cpu: i64 = it.next().unwrap().parse().unwrap();
        let mem: i64 = it.next().unwrap().parse().unwrap();
        nodes.push((name, cpu, mem));
    }
    let p: usize = it.next().unwrap().parse().unwrap();
    let mut out = Vec::new();
    for _ in 0..p {
        let pod = it.next().unwrap().to_string();
        let cpu: i64 = it.next().unwrap().parse().unwrap();
        let mem: i64 = it.next().unwrap().parse().unwrap();
        let mut best: Option<usize> = None;
        for (i, node) in nodes.iter().enumerate() {
            if cpu <= node.1 && mem <= node.2 {
                best = match best {
                    None => Some(i),
                    Some(b) => {
                        if node.1 > nodes[b].1 || (node.1 == nodes[b].1 && node.0 < nodes[b].0) {
                            Some(i)
                        } else {
                            Some(b)
                        }
                    }
                };
            }
        }
        match best {
            Some(b) => {
                nodes[b].1 -= cpu;
                nodes[b].2 -= mem;
                out.push(format!("{} {}", pod, nodes[b].0));
            }
            None => out.push(format!("{} Pending", pod)),
        }
    }
    println!("{}", out.join("\\n"));
}
`,
    expectedBehavior:
      'A pod fits when its requests are <= the free resources, and both CPU and memory are reserved on placement.',
    hints: [
      'May a pod use exactly the resources a node has left?',
      'Which resources change when a pod is placed?',
      'Try a node with 1000 CPU and 1000 memory and two pods of 500 each, then a third.',
    ],
    testCases: [
      {
        input: '1\nn1 1000 1000\n3\na 500 500\nb 500 500\nc 1 1\n',
        expectedOutput: 'a n1\nb n1\nc Pending',
        hidden: false,
      },
      {
        input: '2\nx 2000 500\ny 1000 4000\n3\np 100 400\nq 100 400\nr 100 400\n',
        expectedOutput: 'p x\nq y\nr y',
        hidden: false,
      },
      {
        input: '2\nb 1000 1000\na 1000 1000\n2\np1 100 100\np2 100 100\n',
        expectedOutput: 'p1 a\np2 b',
        hidden: true,
      },
      { input: '1\nsolo 100 100\n1\nbig 200 10\n', expectedOutput: 'big Pending', hidden: true },
      {
        input: '2\nm 4000 1000\nn 3000 8000\n3\nw 500 900\nv 500 900\nu 500 900\n',
        expectedOutput: 'w m\nv n\nu n',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'The fit check uses <, so a pod that exactly fills the remaining resources is rejected.',
        testIndexes: [0],
      },
      {
        description:
          'Memory is never subtracted after placement, so nodes accept pods beyond their memory.',
        testIndexes: [1, 4],
      },
    ],
  },
  {
    id: 'dv-debug-canary',
    title: 'Canary Analysis Rolls Back Good Releases',
    description: `During a canary release, each interval reports canary errors and requests and baseline errors and
requests. An interval is \`BAD\` when the canary error rate exceeds \`1.5 x baseline rate + 0.005\`,
\`OK\` otherwise, and \`NO DATA\` when either side had no requests (it neither counts nor resets). Two
**consecutive** BAD intervals trigger \`ROLLBACK at interval i\` and stop the analysis; otherwise the
release is promoted. Healthy canaries are rolled back and real regressions are missed.

**Input:** \`n\`, then \`n\` lines \`canaryErrors canaryRequests baselineErrors baselineRequests\`.
**Output:** \`interval i: OK|BAD|NO DATA\` lines, then \`ROLLBACK at interval i\` or \`PROMOTE\`.`,
    language: 'csharp',
    buggyCode: `using System;

public class Program
{
    public static void Main()
    {
        string[] lines = Console.In.ReadToEnd().Split('\\n');
        int n = int.Parse(lines[0].Trim());
        int consecutive = 0;
        for (int i = 1; i <= n; i++)
        {
            string[] p = lines[i].Trim().Split(' ');
            long cErr = long.Parse(p[0]), cReq = long.Parse(p[1]);
            long bErr = long.Parse(p[2]), bReq = long.Parse(p[3]);
            if (cReq == 0 || bReq == 0)
            {
                Console.WriteLine("interval " + i + ": NO DATA");
                continue;
            }
            double canary = cErr / cReq;
            double baseline = bErr / bReq;
            if (canary > baseline * 1.5 + 0.005)
            {
                consecutive++;
                Console.WriteLine("interval " + i + ": BAD");
                if (consecutive == 2)
                {
                    Console.WriteLine("ROLLBACK at interval " + i);
                    return;
                }
            }
            else
            {

                Console.WriteLine("interval " + i + ": OK");
            }
        }
        Console.WriteLine("PROMOTE");
    }
}
`,
    fixedCode: `using System;

public class Program
{
    public static void Main()
    {
        string[] lines = Console.In.ReadToEnd().Split('\\n');
        int n = int.Parse(lines[0].Trim());
        int consecutive = 0;
        for (int i = 1; i <= n; i++)
        {
            string[] p = lines[i].Trim().Split(' ');
            long cErr = long.Parse(p[0]), cReq = long.Parse(p[1]);
            long bErr = long.Parse(p[2]), bReq = long.Parse(p[3]);
            if (cReq == 0 || bReq == 0)
            {
                Console.WriteLine("interval " + i + ": NO DATA");
                continue;
            }
            double canary = (double)cErr / cReq;
            double baseline = (double)bErr / bReq;
            if (canary > baseline * 1.5 + 0.005)
            {
                consecutive++;
                Console.WriteLine("interval " + i + ": BAD");
                if (consecutive == 2)
                {
                    Console.WriteLine("ROLLBACK at interval " + i);
                    return;
                }
            }
            else
            {
                consecutive = 0;
                Console.WriteLine("interval " + i + ": OK");
            }
        }
        Console.WriteLine("PROMOTE");
    }
}
`,
    expectedBehavior:
      'Rates are computed in floating point and only back-to-back BAD intervals roll back.',
    hints: [
      'What is 30 / 1000 when both are long?',
      'What should an OK interval do to the run of BAD intervals?',
      'Try BAD, OK, BAD with 5% canary errors against a 1% baseline.',
    ],
    testCases: [
      {
        input: '3\n50 1000 10 1000\n0 1000 10 1000\n50 1000 10 1000\n',
        expectedOutput: 'interval 1: BAD\ninterval 2: OK\ninterval 3: BAD\nPROMOTE',
        hidden: false,
      },
      {
        input: '2\n30 1000 5 1000\n40 1000 5 1000\n',
        expectedOutput: 'interval 1: BAD\ninterval 2: BAD\nROLLBACK at interval 2',
        hidden: false,
      },
      {
        input: '3\n0 0 5 1000\n60 1000 5 1000\n70 1000 5 1000\n',
        expectedOutput:
          'interval 1: NO DATA\ninterval 2: BAD\ninterval 3: BAD\nROLLBACK at interval 3',
        hidden: true,
      },
      {
        input: '2\n10 1000 10 1000\n11 1000 10 1000\n',
        expectedOutput: 'interval 1: OK\ninterval 2: OK\nPROMOTE',
        hidden: true,
      },
      {
        input: '4\n100 100 0 100\n0 100 0 100\n100 100 0 100\n0 100 0 100\n',
        expectedOutput: 'interval 1: BAD\ninterval 2: OK\ninterval 3: BAD\ninterval 4: OK\nPROMOTE',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'The rates use integer division, so any error rate below 100% becomes 0 and regressions are missed.',
        testIndexes: [0, 1, 2],
      },
      {
        description:
          'An OK interval does not reset the counter, so two BAD intervals far apart trigger a rollback.',
        testIndexes: [0, 4],
      },
    ],
  },
];
