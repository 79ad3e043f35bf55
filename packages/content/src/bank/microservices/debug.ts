import type { DebugProblem } from '@app/shared/content.schemas';

export const easyDebug: DebugProblem[] = [
  {
    id: 'ms-debug-gateway-prefix',
    title: 'Gateway Picks the Wrong Route',
    description: `An API gateway routes each path to the service of the longest matching prefix. A prefix matches if
it is \`/\`, equals the path, or is followed in the path by \`/\` (so \`/api/users\` must not match
\`/api/usersettings\`). Unmatched paths get \`404\`. Requests are reaching the wrong services.

**Input:** \`r\`, then \`r\` lines \`prefix service\`; then \`q\`, then \`q\` paths.
**Output:** the service (or \`404\`) for each path.`,
    language: 'javascript',
    buggyCode: `const lines = require('fs').readFileSync(0, 'utf8').split('\\n');
const r = Number(lines[0]);
const routes = [];
for (let i = 1; i <= r; i++) {
  const [prefix, service] = lines[i].trim().split(/\\s+/);
  routes.push({ prefix, service });
}
const q = Number(lines[r + 1]);
const out = [];
for (let i = 0; i < q; i++) {
  const path = lines[r + 2 + i].trim();
  let best = null;
  for (const route of routes) {
    const p = route.prefix;
    const matches = p === '/' || path === p || path.startsWith(p);
    if (matches && best === null) {
      best = route;
    }
  }
  out.push(best ? best.service : '404');
}
console.log(out.join('\\n'));
`,
    fixedCode: `const lines = require('fs').readFileSync(0, 'utf8').split('\\n');
const r = Number(lines[0]);
const routes = [];
for (let i = 1; i <= r; i++) {
  const [prefix, service] = lines[i].trim().split(/\\s+/);
  routes.push({ prefix, service });
}
const q = Number(lines[r + 1]);
const out = [];
for (let i = 0; i < q; i++) {
  const path = lines[r + 2 + i].trim();
  let best = null;
  for (const route of routes) {
    const p = route.prefix;
    const matches = p === '/' || path === p || path.startsWith(p + '/');
    if (matches && (best === null || p.length > best.prefix.length)) {
      best = route;
    }
  }
  out.push(best ? best.service : '404');
}
console.log(out.join('\\n'));
`,
    expectedBehavior: 'The longest prefix that matches on a segment boundary decides the service.',
    hints: [
      'Does "/api/usersettings".startsWith("/api/users") tell you the path is under /api/users?',
      'When two routes match, which one should be kept?',
      'Try routes listed from the most general to the most specific.',
    ],
    testCases: [
      {
        input: '2\n/api gw\n/api/users users\n2\n/api/users/1\n/api/usersettings\n',
        expectedOutput: 'users\ngw',
        hidden: false,
      },
      {
        input: '2\n/ web\n/shop shop\n2\n/shop/cart\n/shopping\n',
        expectedOutput: 'shop\nweb',
        hidden: false,
      },
      { input: '1\n/x x\n3\n/x\n/y\n/x/1\n', expectedOutput: 'x\n404\nx', hidden: true },
      {
        input: '3\n/a a\n/a/b ab\n/a/b/c abc\n3\n/a/b/c/d\n/a/bc\n/a/b\n',
        expectedOutput: 'abc\na\nab',
        hidden: true,
      },
      { input: '1\n/pay pay\n2\n/payment\n/pay/now\n', expectedOutput: '404\npay', hidden: true },
    ],
    bugs: [
      {
        description:
          'The prefix test ignores path-segment boundaries, so /api/users matches /api/usersettings.',
        testIndexes: [0, 1, 3, 4],
      },
      {
        description: 'The first matching route wins instead of the longest one.',
        testIndexes: [0, 1, 3],
      },
    ],
  },
  {
    id: 'ms-debug-backoff-delays',
    title: 'Backoff Schedule Is Off',
    description: `A retry helper prints the wait before each retry: retry \`k\` (1-based) waits \`min(cap, base * factor^(k-1))\`
milliseconds, for \`k = 1 .. retries\`, followed by the total waiting time. The printed schedule does
not match this formula.

**Input:** one line \`base factor cap retries\`.
**Output:** \`retry <k>: wait <ms>\` for every retry, then \`total wait: <ms>\`.`,
    language: 'python',
    buggyCode: `import sys


def main():
    base, factor, cap, retries = map(int, sys.stdin.read().split())
    total = 0
    out = []
    for attempt in range(1, retries):
        wait = min(cap, base * factor ** attempt)
        out.append(f"retry {attempt}: wait {wait}")
        total += wait
    out.append(f"total wait: {total}")
    print("\\n".join(out))


main()
`,
    fixedCode: `import sys


def main():
    base, factor, cap, retries = map(int, sys.stdin.read().split())
    total = 0
    out = []
    for attempt in range(1, retries + 1):
        wait = min(cap, base * factor ** (attempt - 1))
        out.append(f"retry {attempt}: wait {wait}")
        total += wait
    out.append(f"total wait: {total}")
    print("\\n".join(out))


main()
`,
    expectedBehavior:
      'Exactly retries lines; the first wait is base and each next one is multiplied by factor, capped at cap.',
    hints: [
      'Count the lines printed for retries = 1.',
      'What should the first retry wait?',
      'Check the end value of range().',
    ],
    testCases: [
      {
        input: '100 2 1000 4\n',
        expectedOutput:
          'retry 1: wait 100\nretry 2: wait 200\nretry 3: wait 400\nretry 4: wait 800\ntotal wait: 1500',
        hidden: false,
      },
      { input: '10 3 50 1\n', expectedOutput: 'retry 1: wait 10\ntotal wait: 10', hidden: false },
      { input: '5 2 1000000 0\n', expectedOutput: 'total wait: 0', hidden: true },
      {
        input: '1 10 1000 5\n',
        expectedOutput:
          'retry 1: wait 1\nretry 2: wait 10\nretry 3: wait 100\nretry 4: wait 1000\nretry 5: wait 1000\ntotal wait: 2111',
        hidden: true,
      },
      {
        input: '200 1 150 3\n',
        expectedOutput: 'retry 1: wait 150\nretry 2: wait 150\nretry 3: wait 150\ntotal wait: 450',
        hidden: true,
      },
    ],
    bugs: [
      {
        description: 'The loop stops one retry early because range excludes its end.',
        testIndexes: [0, 1, 3, 4],
      },
      {
        description: 'The exponent starts at 1, so the first retry already waits base * factor.',
        testIndexes: [0, 1, 3],
      },
    ],
  },
];

export const mediumDebug: DebugProblem[] = [
  {
    id: 'ms-debug-idempotent-consumer',
    title: 'Idempotent Consumer Double-Counts',
    description: `A payment-events consumer receives messages with at-least-once delivery, so the same event id can
arrive more than once. Each event \`id account amount\` must change the account balance exactly once;
repeated ids are counted as duplicates and ignored. Balances come out wrong.

**Input:** \`n\`, then \`n\` lines \`eventId account amount\` (amount may be negative).
**Output:** \`account balance\` for each account in ordinal order, then \`duplicates=<d>\`.`,
    language: 'csharp',
    buggyCode: `using System;
using System.Collections.Generic;

public class Program
{
    public static void Main()
    {
        string[] lines = Console.In.ReadToEnd().Split('\\n');
        int n = int.Parse(lines[0].Trim());
        var processed = new HashSet<string>();
        var balances = new SortedDictionary<string, long>(StringComparer.Ordinal);
        int duplicates = 0;
        for (int i = 1; i <= n; i++)
        {
            string[] parts = lines[i].Trim().Split(' ');
            string id = parts[0];
            string account = parts[1];
            long amount = long.Parse(parts[2]);
            if (processed.Contains(id))
            {
                duplicates++;
                continue;
            }

            if (balances.ContainsKey(account))
                balances[account] = amount;
            else
                balances[account] = amount;
        }
        foreach (var kv in balances)
            Console.WriteLine(kv.Key + " " + kv.Value);
        Console.WriteLine("duplicates=" + duplicates);
    }
}
`,
    fixedCode: `using System;
using System.Collections.Generic;

public class Program
{
    public static void Main()
    {
        string[] lines = Console.In.ReadToEnd().Split('\\n');
        int n = int.Parse(lines[0].Trim());
        var processed = new HashSet<string>();
        var balances = new SortedDictionary<string, long>(StringComparer.Ordinal);
        int duplicates = 0;
        for (int i = 1; i <= n; i++)
        {
            string[] parts = lines[i].Trim().Split(' ');
            string id = parts[0];
            string account = parts[1];
            long amount = long.Parse(parts[2]);
            if (processed.Contains(id))
            {
                duplicates++;
                continue;
            }
            processed.Add(id);
            if (balances.ContainsKey(account))
                balances[account] += amount;
            else
                balances[account] = amount;
        }
        foreach (var kv in balances)
            Console.WriteLine(kv.Key + " " + kv.Value);
        Console.WriteLine("duplicates=" + duplicates);
    }
}
`,
    expectedBehavior: 'Each event id changes its account once; amounts accumulate per account.',
    hints: [
      'Where is an event id remembered after it is handled?',
      'Look at how a second event for the same account changes the balance.',
      'Try the same event id delivered twice.',
    ],
    testCases: [
      {
        input: '3\ne1 alice 100\ne2 alice 50\ne1 alice 100\n',
        expectedOutput: 'alice 150\nduplicates=1',
        hidden: false,
      },
      {
        input: '2\nx bob -20\ny carol 30\n',
        expectedOutput: 'bob -20\ncarol 30\nduplicates=0',
        hidden: false,
      },
      {
        input: '4\na acct 5\nb acct 7\nc acct -2\nb acct 7\n',
        expectedOutput: 'acct 10\nduplicates=1',
        hidden: true,
      },
      {
        input: '5\n1 z 10\n1 z 10\n1 z 10\n2 a 1\n3 a 1\n',
        expectedOutput: 'a 2\nz 10\nduplicates=2',
        hidden: true,
      },
      { input: '1\nonly one 42\n', expectedOutput: 'one 42\nduplicates=0', hidden: true },
    ],
    bugs: [
      {
        description: 'Processed ids are never recorded, so redelivered events are applied again.',
        testIndexes: [0, 2, 3],
      },
      {
        description:
          'An existing balance is overwritten by the new amount instead of being added to.',
        testIndexes: [0, 2, 3],
      },
    ],
  },
  {
    id: 'ms-debug-saga-undo',
    title: 'Saga Compensates the Wrong Steps',
    description: `A saga orchestrator runs steps in order. When a step fails, the saga must stop at once and undo the
steps that already succeeded, in reverse order, then print \`ROLLED BACK\`; if no step fails it prints
\`COMPLETED\`. The log shows steps running after a failure and undos in the wrong order.

**Input:** \`n\`, then \`n\` lines \`name OK|FAIL\`.
**Output:** \`DO name\` / \`FAIL name\` lines, \`UNDO name\` lines, then the final status.`,
    language: 'kotlin',
    buggyCode: `fun main(args: Array<String>) {
    val lines = generateSequence(::readLine).toList()
    val n = lines[0].trim().toInt()
    val done = ArrayList<String>()
    val out = StringBuilder()
    var failed = false
    for (i in 1..n) {
        val parts = lines[i].trim().split(" ")
        val name = parts[0]
        if (parts[1] == "OK") {
            out.append("DO ").append(name).append('\\n')
            done.add(name)
        } else {
            out.append("FAIL ").append(name).append('\\n')
            failed = true
        }
    }
    if (failed) {
        for (j in done.indices) {
            out.append("UNDO ").append(done[j]).append('\\n')
        }
        out.append("ROLLED BACK")
    } else {
        out.append("COMPLETED")
    }
    println(out)
}
`,
    fixedCode: `fun main(args: Array<String>) {
    val lines = generateSequence(::readLine).toList()
    val n = lines[0].trim().toInt()
    val done = ArrayList<String>()
    val out = StringBuilder()
    var failed = false
    for (i in 1..n) {
        val parts = lines[i].trim().split(" ")
        val name = parts[0]
        if (parts[1] == "OK") {
            out.append("DO ").append(name).append('\\n')
            done.add(name)
        } else {
            out.append("FAIL ").append(name).append('\\n')
            failed = true
            break
        }
    }
    if (failed) {
        for (j in done.indices.reversed()) {
            out.append("UNDO ").append(done[j]).append('\\n')
        }
        out.append("ROLLED BACK")
    } else {
        out.append("COMPLETED")
    }
    println(out)
}
`,
    expectedBehavior:
      'Execution stops at the first failure; completed steps are undone last-to-first.',
    hints: [
      'What should happen to the loop once a step fails?',
      'Which completed step must be undone first?',
      'Try three successful steps followed by a failure and one more step.',
    ],
    testCases: [
      {
        input: '4\nreserve OK\ncharge OK\nship FAIL\nnotify OK\n',
        expectedOutput: 'DO reserve\nDO charge\nFAIL ship\nUNDO charge\nUNDO reserve\nROLLED BACK',
        hidden: false,
      },
      { input: '2\na OK\nb OK\n', expectedOutput: 'DO a\nDO b\nCOMPLETED', hidden: false },
      { input: '1\nx FAIL\n', expectedOutput: 'FAIL x\nROLLED BACK', hidden: true },
      {
        input: '3\np OK\nq FAIL\nr OK\n',
        expectedOutput: 'DO p\nFAIL q\nUNDO p\nROLLED BACK',
        hidden: true,
      },
      {
        input: '5\ns1 OK\ns2 OK\ns3 OK\ns4 FAIL\ns5 FAIL\n',
        expectedOutput: 'DO s1\nDO s2\nDO s3\nFAIL s4\nUNDO s3\nUNDO s2\nUNDO s1\nROLLED BACK',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'The loop does not stop at the failing step, so later steps still run (and are later undone).',
        testIndexes: [0, 3, 4],
      },
      {
        description: 'Compensations run in forward order instead of reverse order.',
        testIndexes: [0, 4],
      },
    ],
  },
];

export const hardDebug: DebugProblem[] = [
  {
    id: 'ms-debug-deploy-order',
    title: 'Deploy Order Ignores Alphabetical Tie-Break',
    description: `A release tool prints the order in which services are deployed. A service is ready when all services
it depends on are deployed; among ready services the alphabetically smallest (ASCII) is always deployed
next. Services that can never be deployed (because of a cycle) are printed on a final line
\`BLOCKED: ...\` in ASCII order. The order and the blocked list are sometimes wrong.

**Input:** \`n\`, a line with \`n\` names, then \`m\` and \`m\` lines \`A B\` (A depends on B).
**Output:** the deployed services one per line, then the \`BLOCKED:\` line if needed.`,
    language: 'go',
    buggyCode: `package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strings"
)

func main() {
	reader := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(reader, &n)
	names := make([]string, n)
	for i := range names {
		fmt.Fscan(reader, &names[i])
	}
	var m int
	fmt.Fscan(reader, &m)
	indeg := map[string]int{}
	dependents := map[string][]string{}
	for i := 0; i < m; i++ {
		var a, b string
		fmt.Fscan(reader, &a, &b)
		indeg[a]++
		dependents[b] = append(dependents[b], a)
	}
	ready := []string{}
	for _, s := range names {
		if indeg[s] == 0 {
			ready = append(ready, s)
		}
	}
	sort.Strings(ready)
	order := []string{}
	for len(ready) > 0 {
		s := ready[0]
		ready = ready[1:]
		order = append(order, s)
		for _, d := range dependents[s] {
			indeg[d]--
			if indeg[d] == 0 {
				ready = append(ready, d)
			}
		}
	}
	var out strings.Builder
	for _, s := range order {
		out.WriteString(s + "\\n")
	}
	if len(order) < n {
		done := map[string]bool{}
		for _, s := range order {
			done[s] = true
		}
		blocked := []string{}
		for _, s := range names {
			if !done[s] {
				blocked = append(blocked, s)
			}
		}

		out.WriteString("BLOCKED: " + strings.Join(blocked, " ") + "\\n")
	}
	fmt.Print(out.String())
}
`,
    fixedCode: `package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strings"
)

func main() {
	reader := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(reader, &n)
	names := make([]string, n)
	for i := range names {
		fmt.Fscan(reader, &names[i])
	}
	var m int
	fmt.Fscan(reader, &m)
	indeg := map[string]int{}
	dependents := map[string][]string{}
	for i := 0; i < m; i++ {
		var a, b string
		fmt.Fscan(reader, &a, &b)
		indeg[a]++
		dependents[b] = append(dependents[b], a)
	}
	ready := []string{}
	for _, s := range names {
		if indeg[s] == 0 {
			ready = append(ready, s)
		}
	}
	sort.Strings(ready)
	order := []string{}
	for len(ready) > 0 {
		s := ready[0]
		ready = ready[1:]
		order = append(order, s)
		for _, d := range dependents[s] {
			indeg[d]--
			if indeg[d] == 0 {
				ready = append(ready, d)
			}
		}
		sort.Strings(ready)
	}
	var out strings.Builder
	for _, s := range order {
		out.WriteString(s + "\\n")
	}
	if len(order) < n {
		done := map[string]bool{}
		for _, s := range order {
			done[s] = true
		}
		blocked := []string{}
		for _, s := range names {
			if !done[s] {
				blocked = append(blocked, s)
			}
		}
		sort.Strings(blocked)
		out.WriteString("BLOCKED: " + strings.Join(blocked, " ") + "\\n")
	}
	fmt.Print(out.String())
}
`,
    expectedBehavior:
      'At every step the smallest ready service is deployed; the BLOCKED list is sorted.',
    hints: [
      'Is the ready list still sorted after new services are appended?',
      'Compare the order of the BLOCKED line with the statement.',
      'Try a chain where a late-ready service is alphabetically first.',
    ],
    testCases: [
      { input: '3\nc b a\n1\na c\n', expectedOutput: 'b\nc\na', hidden: false },
      {
        input: '4\nz y x w\n4\nz y\ny z\nx z\nw x\n',
        expectedOutput: 'BLOCKED: w x y z',
        hidden: false,
      },
      { input: '2\nsvc1 svc2\n1\nsvc2 svc1\n', expectedOutput: 'svc1\nsvc2', hidden: true },
      { input: '4\nd c b a\n2\na d\nb c\n', expectedOutput: 'c\nb\nd\na', hidden: true },
      {
        input: '5\nweb api db cache queue\n4\nweb api\napi db\napi cache\nqueue queue\n',
        expectedOutput: 'cache\ndb\napi\nweb\nBLOCKED: queue',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'Newly ready services are appended to the end of the queue without re-sorting, so the smallest ready service is not always next.',
        testIndexes: [3],
      },
      {
        description: 'The blocked services are printed in input order instead of ASCII order.',
        testIndexes: [1],
      },
    ],
  },
  {
    id: 'ms-debug-range-assignor',
    title: 'Kafka Range Assignor Overlaps Partitions',
    description: `A consumer group uses the range assignment strategy. Consumers are sorted by name. For each topic
(in name order) with \`P\` partitions and \`C\` consumers, each consumer gets \`P / C\` consecutive
partitions and the first \`P % C\` consumers get one extra; consumer \`i\` starts at partition
\`i * (P / C) + min(i, P % C)\`. Some partitions end up assigned twice and others never.

**Input:** a line \`C name1 ... nameC\`, a line \`T\`, then \`T\` lines \`topic partitions\`.
**Output:** one line per consumer in name order: \`name:\` followed by \` topic-partition\` entries.`,
    language: 'java',
    buggyCode: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(reader.readLine());
        int c = Integer.parseInt(st.nextToken());
        List<String> consumers = new ArrayList<>();
        for (int i = 0; i < c; i++) consumers.add(st.nextToken());

        int t = Integer.parseInt(reader.readLine().trim());
        TreeMap<String, Integer> topics = new TreeMap<>();
        for (int i = 0; i < t; i++) {
            StringTokenizer tt = new StringTokenizer(reader.readLine());
            topics.put(tt.nextToken(), Integer.parseInt(tt.nextToken()));
        }
        Map<String, List<String>> assigned = new HashMap<>();
        for (String consumer : consumers) assigned.put(consumer, new ArrayList<>());
        for (Map.Entry<String, Integer> e : topics.entrySet()) {
            int partitions = e.getValue();
            int per = partitions / c;
            int extra = partitions % c;
            for (int i = 0; i < c; i++) {
                int start = i * per;
                int count = per + (i < extra ? 1 : 0);
                for (int p = start; p < start + count; p++) {
                    assigned.get(consumers.get(i)).add(e.getKey() + "-" + p);
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String consumer : consumers) {
            sb.append(consumer).append(':');
            for (String tp : assigned.get(consumer)) sb.append(' ').append(tp);
            sb.append('\\n');
        }
        System.out.print(sb);
    }
}
`,
    fixedCode: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(reader.readLine());
        int c = Integer.parseInt(st.nextToken());
        List<String> consumers = new ArrayList<>();
        for (int i = 0; i < c; i++) consumers.add(st.nextToken());
        Collections.sort(consumers);
        int t = Integer.parseInt(reader.readLine().trim());
        TreeMap<String, Integer> topics = new TreeMap<>();
        for (int i = 0; i < t; i++) {
            StringTokenizer tt = new StringTokenizer(reader.readLine());
            topics.put(tt.nextToken(), Integer.parseInt(tt.nextToken()));
        }
        Map<String, List<String>> assigned = new HashMap<>();
        for (String consumer : consumers) assigned.put(consumer, new ArrayList<>());
        for (Map.Entry<String, Integer> e : topics.entrySet()) {
            int partitions = e.getValue();
            int per = partitions / c;
            int extra = partitions % c;
            for (int i = 0; i < c; i++) {
                int start = i * per + Math.min(i, extra);
                int count = per + (i < extra ? 1 : 0);
                for (int p = start; p < start + count; p++) {
                    assigned.get(consumers.get(i)).add(e.getKey() + "-" + p);
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String consumer : consumers) {
            sb.append(consumer).append(':');
            for (String tp : assigned.get(consumer)) sb.append(' ').append(tp);
            sb.append('\\n');
        }
        System.out.print(sb);
    }
}
`,
    expectedBehavior:
      'Every partition is assigned exactly once, in consecutive ranges to consumers sorted by name.',
    hints: [
      'Write out the ranges for 7 partitions and 3 consumers.',
      'Where do the extra partitions of earlier consumers shift the start of later ones?',
      'Does the input order of consumers matter to the strategy?',
    ],
    testCases: [
      {
        input: '3 c1 c2 c3\n1\norders 7\n',
        expectedOutput:
          'c1: orders-0 orders-1 orders-2\nc2: orders-3 orders-4\nc3: orders-5 orders-6',
        hidden: false,
      },
      { input: '2 b a\n1\nt 4\n', expectedOutput: 'a: t-0 t-1\nb: t-2 t-3', hidden: false },
      { input: '2 a b\n1\nt 4\n', expectedOutput: 'a: t-0 t-1\nb: t-2 t-3', hidden: true },
      {
        input: '3 z y x\n2\npay 5\nlog 2\n',
        expectedOutput: 'x: log-0 pay-0 pay-1\ny: log-1 pay-2 pay-3\nz: pay-4',
        hidden: true,
      },
      {
        input: '4 m1 m2 m3 m4\n1\nsmall 2\n',
        expectedOutput: 'm1: small-0\nm2: small-1\nm3:\nm4:',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'The start offset ignores the extra partitions given to earlier consumers, so ranges overlap.',
        testIndexes: [0, 3, 4],
      },
      {
        description: 'Consumers are not sorted by name, so the ranges go to the wrong members.',
        testIndexes: [1, 3],
      },
    ],
  },
];
