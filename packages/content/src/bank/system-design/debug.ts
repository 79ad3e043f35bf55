import type { DebugProblem } from '@app/shared/content.schemas';

export const easyDebug: DebugProblem[] = [
  {
    id: 'sd-debug-ttl-cache',
    title: 'TTL Cache Hit Counter',
    description: `A read-through cache keeps each fetched key for \`ttl\` seconds. A key fetched at time \`f\` is fresh
for every request with \`t < f + ttl\` and expires at exactly \`f + ttl\`. A request for a fresh key is a
hit and does **not** extend its lifetime; any other request is a miss that fetches the key again at
time \`t\`. The program should print the number of hits and misses, but its counts are wrong.

**Input:** the first line has \`ttl n\`; each of the next \`n\` lines has \`t key\` (times non-decreasing).
**Output:** \`hits=<h> misses=<m>\`.`,
    language: 'python3',
    buggyCode: `import sys


def main():
    data = sys.stdin.read().split()
    ttl, n = int(data[0]), int(data[1])
    cache = {}
    hits = misses = 0
    pos = 2
    for _ in range(n):
        t, key = int(data[pos]), data[pos + 1]
        pos += 2
        if key in cache and t <= cache[key] + ttl:
            hits += 1
        else:
            misses += 1
        cache[key] = t
    print(f"hits={hits} misses={misses}")


main()
`,
    fixedCode: `import sys


def main():
    data = sys.stdin.read().split()
    ttl, n = int(data[0]), int(data[1])
    cache = {}
    hits = misses = 0
    pos = 2
    for _ in range(n):
        t, key = int(data[pos]), data[pos + 1]
        pos += 2
        if key in cache and t < cache[key] + ttl:
            hits += 1
        else:
            misses += 1
            cache[key] = t
    print(f"hits={hits} misses={misses}")


main()
`,
    expectedBehavior:
      'Each key expires exactly ttl seconds after it was fetched; only misses set the fetch time.',
    hints: [
      'Look at what happens when a request arrives exactly ttl seconds after the fetch.',
      'Which requests should record a new fetch time: hits, misses, or both?',
      'Trace ttl=10 with requests for the same key at 0, 5 and 12.',
    ],
    testCases: [
      { input: '10 3\n0 a\n5 a\n12 a\n', expectedOutput: 'hits=1 misses=2', hidden: false },
      { input: '5 4\n0 a\n5 a\n6 b\n7 b\n', expectedOutput: 'hits=1 misses=3', hidden: false },
      { input: '10 1\n3 x\n', expectedOutput: 'hits=0 misses=1', hidden: true },
      {
        input: '3 6\n0 a\n1 b\n2 a\n3 a\n4 b\n5 b\n',
        expectedOutput: 'hits=2 misses=4',
        hidden: true,
      },
      {
        input: '100 5\n0 k\n10 k\n20 k\n99 k\n100 k\n',
        expectedOutput: 'hits=3 misses=2',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'The expiry check uses <=, so a key is still served at exactly f + ttl when it has already expired.',
        testIndexes: [1, 3, 4],
      },
      {
        description:
          'The fetch time is updated on every request, so hits extend the lifetime (sliding expiration) instead of only misses.',
        testIndexes: [0, 3, 4],
      },
    ],
  },
  {
    id: 'sd-debug-least-connections',
    title: 'Least-Connections Load Balancer',
    description: `A load balancer sends each new connection to the server with the fewest active connections; on a
tie it picks the lowest index. Servers start with the connection counts given, \`ASSIGN\` opens a new
connection and \`DONE i\` closes one on server \`i\` (never below zero). The program prints the chosen
server for each \`ASSIGN\`, but some choices are wrong.

**Input:** the first line has \`n m\`, the second line the \`n\` starting counts, then \`m\` events.
**Output:** the 0-based server index chosen for each \`ASSIGN\`, one per line.`,
    language: 'javascript',
    buggyCode: `const input = require('fs').readFileSync(0, 'utf8');
const lines = input.trim().split('\\n');
const [n, m] = lines[0].trim().split(/\\s+/).map(Number);
const conns = lines[1].trim().split(/\\s+/);
const out = [];
for (let k = 0; k < m; k++) {
  const parts = lines[2 + k].trim().split(/\\s+/);
  if (parts[0] === 'ASSIGN') {
    let best = 0;
    for (let i = 1; i < n; i++) {
      if (conns[i] <= conns[best]) best = i;
    }
    conns[best]++;
    out.push(best);
  } else {
    const i = Number(parts[1]);
    if (conns[i] > 0) conns[i]--;
  }
}
console.log(out.join('\\n'));
`,
    fixedCode: `const input = require('fs').readFileSync(0, 'utf8');
const lines = input.trim().split('\\n');
const [n, m] = lines[0].trim().split(/\\s+/).map(Number);
const conns = lines[1].trim().split(/\\s+/).map(Number);
const out = [];
for (let k = 0; k < m; k++) {
  const parts = lines[2 + k].trim().split(/\\s+/);
  if (parts[0] === 'ASSIGN') {
    let best = 0;
    for (let i = 1; i < n; i++) {
      if (conns[i] < conns[best]) best = i;
    }
    conns[best]++;
    out.push(best);
  } else {
    const i = Number(parts[1]);
    if (conns[i] > 0) conns[i]--;
  }
}
console.log(out.join('\\n'));
`,
    expectedBehavior:
      'Each ASSIGN picks the server with the fewest connections, lowest index on ties, comparing numbers.',
    hints: [
      'What type do the values produced by split() have?',
      'Check the tie-breaking rule against the comparison operator.',
      'Try servers starting with 9 and 10 connections.',
    ],
    testCases: [
      { input: '2 1\n9 10\nASSIGN\n', expectedOutput: '0', hidden: false },
      {
        input: '3 4\n0 0 0\nASSIGN\nASSIGN\nASSIGN\nASSIGN\n',
        expectedOutput: '0\n1\n2\n0',
        hidden: false,
      },
      { input: '2 3\n1 1\nASSIGN\nDONE 0\nASSIGN\n', expectedOutput: '0\n0', hidden: true },
      { input: '3 3\n100 20 3\nASSIGN\nASSIGN\nASSIGN\n', expectedOutput: '2\n2\n2', hidden: true },
      { input: '1 3\n5\nASSIGN\nDONE 0\nASSIGN\n', expectedOutput: '0\n0', hidden: true },
      {
        input: '3 4\n12 2 5\nASSIGN\nDONE 1\nDONE 1\nASSIGN\n',
        expectedOutput: '1\n1',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'The starting counts are kept as strings, so "10" < "9" compares as text and a busier server can be chosen.',
        testIndexes: [0, 3, 5],
      },
      {
        description:
          'The comparison uses <=, so ties go to the highest index instead of the lowest.',
        testIndexes: [1, 2],
      },
    ],
  },
];

export const mediumDebug: DebugProblem[] = [
  {
    id: 'sd-debug-lru-hit-rate',
    title: 'LRU Cache Hit Rate',
    description: `A read-through LRU cache of a given capacity receives a stream of key accesses. A cached key is a
hit and becomes the most recently used; an uncached key is a miss and is loaded, evicting the least
recently used key first if the cache is full. The program prints the hit and miss counts and then the
cached keys from most to least recently used, but both are wrong for some inputs.

**Input:** the first line has \`capacity n\`; the next line(s) hold the \`n\` keys separated by spaces.
**Output:** \`hits=<h> misses=<m>\`, then the cached keys, most recent first, on one line.`,
    language: 'java',
    buggyCode: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(reader.readLine());
        int capacity = Integer.parseInt(st.nextToken());
        int n = Integer.parseInt(st.nextToken());
        List<String> keys = new ArrayList<>();
        String line;
        while (keys.size() < n && (line = reader.readLine()) != null) {
            StringTokenizer t = new StringTokenizer(line);
            while (t.hasMoreTokens()) keys.add(t.nextToken());
        }
        LinkedList<String> order = new LinkedList<>(); // least recently used first
        int hits = 0, misses = 0;
        for (String key : keys) {
            if (order.contains(key)) {
                hits++;
            } else {
                misses++;
                if (order.size() > capacity) {
                    order.removeFirst();
                }
                order.addLast(key);
            }
        }
        List<String> recent = new ArrayList<>(order);
        Collections.reverse(recent);
        System.out.println("hits=" + hits + " misses=" + misses);
        System.out.println(String.join(" ", recent));
    }
}
`,
    fixedCode: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(reader.readLine());
        int capacity = Integer.parseInt(st.nextToken());
        int n = Integer.parseInt(st.nextToken());
        List<String> keys = new ArrayList<>();
        String line;
        while (keys.size() < n && (line = reader.readLine()) != null) {
            StringTokenizer t = new StringTokenizer(line);
            while (t.hasMoreTokens()) keys.add(t.nextToken());
        }
        LinkedList<String> order = new LinkedList<>(); // least recently used first
        int hits = 0, misses = 0;
        for (String key : keys) {
            if (order.contains(key)) {
                hits++;
                order.remove(key);
                order.addLast(key);
            } else {
                misses++;
                if (order.size() == capacity) {
                    order.removeFirst();
                }
                order.addLast(key);
            }
        }
        List<String> recent = new ArrayList<>(order);
        Collections.reverse(recent);
        System.out.println("hits=" + hits + " misses=" + misses);
        System.out.println(String.join(" ", recent));
    }
}
`,
    expectedBehavior: 'Hits refresh recency; the cache never holds more than capacity keys.',
    hints: [
      "What should happen to a key's position in the list when it is read again?",
      'Count how many keys the list can hold before the first eviction.',
      'Trace capacity 2 with the accesses a b a c b.',
    ],
    testCases: [
      { input: '2 5\na b a c b\n', expectedOutput: 'hits=1 misses=4\nb c', hidden: false },
      { input: '1 3\nx x y\n', expectedOutput: 'hits=1 misses=2\ny', hidden: false },
      { input: '2 4\na b c a\n', expectedOutput: 'hits=0 misses=4\na c', hidden: true },
      { input: '3 7\na b c a d b e\n', expectedOutput: 'hits=1 misses=6\ne b d', hidden: true },
      { input: '3 3\nk k k\n', expectedOutput: 'hits=2 misses=1\nk', hidden: true },
      { input: '2 6\np q p r p q\n', expectedOutput: 'hits=2 misses=4\nq p', hidden: true },
    ],
    bugs: [
      {
        description:
          'A hit does not move the key to the most recent position, so the cache behaves like FIFO.',
        testIndexes: [0, 3, 5],
      },
      {
        description:
          'The eviction check uses >, so the cache grows to capacity + 1 keys before evicting.',
        testIndexes: [0, 1, 2, 3, 5],
      },
    ],
  },
  {
    id: 'sd-debug-fixed-window',
    title: 'Fixed-Window Rate Limiter per Client',
    description: `An API allows each client at most \`limit\` requests per fixed window of \`w\` seconds. The window of a
request at time \`t\` is \`t / w\` (integer division). Denied requests do not count. The program should
print \`ALLOW\` or \`DENY\` per request and a summary, but it lets too many requests through.

**Input:** the first line has \`limit w n\`; each of the next \`n\` lines has \`t client\`, times non-decreasing.
**Output:** one \`ALLOW\`/\`DENY\` line per request, then \`allowed=<a> denied=<d>\`.`,
    language: 'go',
    buggyCode: `package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

type window struct {
	id    int64
	count int64
}

func main() {
	reader := bufio.NewReader(os.Stdin)
	var limit, w int64
	var n int
	fmt.Fscan(reader, &limit, &w, &n)
	state := map[string]window{}
	var out strings.Builder
	allowed := 0
	for i := 0; i < n; i++ {
		var t int64
		var client string
		fmt.Fscan(reader, &t, &client)
		win := t / w
		st, ok := state[client]
		if !ok || st.id != win {
			st = window{id: win, count: 0}
		}
		if st.count <= limit {
			st.count++
			allowed++
			out.WriteString("ALLOW\\n")
		} else {
			out.WriteString("DENY\\n")
		}

	}
	fmt.Fprintf(&out, "allowed=%d denied=%d\\n", allowed, n-allowed)
	fmt.Print(out.String())
}
`,
    fixedCode: `package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

type window struct {
	id    int64
	count int64
}

func main() {
	reader := bufio.NewReader(os.Stdin)
	var limit, w int64
	var n int
	fmt.Fscan(reader, &limit, &w, &n)
	state := map[string]window{}
	var out strings.Builder
	allowed := 0
	for i := 0; i < n; i++ {
		var t int64
		var client string
		fmt.Fscan(reader, &t, &client)
		win := t / w
		st, ok := state[client]
		if !ok || st.id != win {
			st = window{id: win, count: 0}
		}
		if st.count < limit {
			st.count++
			allowed++
			out.WriteString("ALLOW\\n")
		} else {
			out.WriteString("DENY\\n")
		}
		state[client] = st
	}
	fmt.Fprintf(&out, "allowed=%d denied=%d\\n", allowed, n-allowed)
	fmt.Print(out.String())
}
`,
    expectedBehavior: 'Each client gets at most limit allowed requests in each window t / w.',
    hints: [
      'In Go, reading a struct from a map gives you a copy.',
      'How many requests pass when count starts at 0 and the check is count <= limit?',
      'Try limit 1 with two requests from the same client in the same second.',
    ],
    testCases: [
      {
        input: '2 10 4\n0 a\n1 a\n2 a\n10 a\n',
        expectedOutput: 'ALLOW\nALLOW\nDENY\nALLOW\nallowed=3 denied=1',
        hidden: false,
      },
      {
        input: '1 60 3\n5 u1\n6 u2\n7 u1\n',
        expectedOutput: 'ALLOW\nALLOW\nDENY\nallowed=2 denied=1',
        hidden: false,
      },
      {
        input: '3 5 5\n0 x\n4 x\n5 x\n9 x\n10 x\n',
        expectedOutput: 'ALLOW\nALLOW\nALLOW\nALLOW\nALLOW\nallowed=5 denied=0',
        hidden: true,
      },
      {
        input: '1 1 3\n0 c\n0 c\n1 c\n',
        expectedOutput: 'ALLOW\nDENY\nALLOW\nallowed=2 denied=1',
        hidden: true,
      },
      {
        input: '2 100 6\n0 a\n0 b\n0 a\n0 b\n0 a\n99 b\n',
        expectedOutput: 'ALLOW\nALLOW\nALLOW\nALLOW\nDENY\nDENY\nallowed=4 denied=2',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'The updated window is a copy of the map value and is never written back, so the count never grows.',
        testIndexes: [0, 1, 3, 4],
      },
      {
        description: 'The limit check uses <=, allowing limit + 1 requests per window.',
        testIndexes: [0, 1, 3, 4],
      },
    ],
  },
];

export const hardDebug: DebugProblem[] = [
  {
    id: 'sd-debug-ring-lookup',
    title: 'Hash Ring Lookup',
    description: `A consistent-hashing client already knows the ring: each virtual node has a distinct position in
\`[0, 2^32)\` and a server name. A key with hash \`h\` belongs to the first virtual node whose position is
**greater than or equal to** \`h\`; past the largest position it wraps around to the smallest one. The
program prints the owner of each key, but some keys are routed to the wrong server.

**Input:** \`P\`, then \`P\` lines \`position server\`; then \`K\`, then \`K\` lines \`key hash\`.
**Output:** \`K\` lines \`key server\`.`,
    language: 'cpp',
    buggyCode: `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int p;
    cin >> p;
    map<long long, string> ring;
    for (int i = 0; i < p; i++) {
        long long pos;
        string server;
        cin >> pos >> server;
        ring[pos] = server;
    }
    int k;
    cin >> k;
    for (int i = 0; i < k; i++) {
        string key;
        long long h;
        cin >> key >> h;
        auto it = ring.upper_bound(h);
        if (it == ring.end()) it = prev(ring.end());
        cout << key << ' ' << it->second << '\\n';
    }
    return 0;
}
`,
    fixedCode: `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int p;
    cin >> p;
    map<long long, string> ring;
    for (int i = 0; i < p; i++) {
        long long pos;
        string server;
        cin >> pos >> server;
        ring[pos] = server;
    }
    int k;
    cin >> k;
    for (int i = 0; i < k; i++) {
        string key;
        long long h;
        cin >> key >> h;
        auto it = ring.lower_bound(h);
        if (it == ring.end()) it = ring.begin();
        cout << key << ' ' << it->second << '\\n';
    }
    return 0;
}
`,
    expectedBehavior:
      'lower_bound finds the first position >= hash, and the search wraps to the smallest position.',
    hints: [
      'Which std::map search returns the first element not less than the key?',
      'Draw the ring: what comes after the largest position?',
      'Test a key whose hash equals a node position and one larger than every position.',
    ],
    testCases: [
      {
        input: '3\n100 A\n200 B\n300 C\n3\nk1 150\nk2 200\nk3 350\n',
        expectedOutput: 'k1 B\nk2 B\nk3 A',
        hidden: false,
      },
      {
        input: '2\n10 east\n4000000000 west\n2\nx 4000000001\ny 5\n',
        expectedOutput: 'x east\ny east',
        hidden: false,
      },
      {
        input: '1\n42 solo\n3\na 0\nb 42\nc 4294967295\n',
        expectedOutput: 'a solo\nb solo\nc solo',
        hidden: true,
      },
      {
        input: '4\n0 n0\n1000 n1\n2000 n2\n3000 n3\n4\nq 0\nw 999\ne 3000\nr 3001\n',
        expectedOutput: 'q n0\nw n1\ne n3\nr n0',
        hidden: true,
      },
      {
        input: '3\n500 A\n600 B\n700 C\n2\nlow 1\nmid 550\n',
        expectedOutput: 'low A\nmid B',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'upper_bound skips a virtual node whose position equals the hash, so exact matches go to the next node.',
        testIndexes: [0, 3],
      },
      {
        description:
          'Past the last position the key goes to the last node instead of wrapping to the first node.',
        testIndexes: [0, 1, 3],
      },
    ],
  },
  {
    id: 'sd-debug-circuit-breaker',
    title: 'Circuit Breaker State Machine',
    description: `A circuit breaker protects calls to a flaky service. It starts \`CLOSED\`. Each event \`t result\` is a
call attempt at time \`t\`; \`result\` (\`OK\` or \`FAIL\`) is what the service would answer.

- \`CLOSED\`: the call is made. \`FAIL\` increases the count of **consecutive** failures; reaching
  \`threshold\` opens the breaker at time \`t\`. \`OK\` resets the count to 0.
- \`OPEN\`: if \`t - opened_at >= cooldown\` the breaker becomes \`HALF_OPEN\` and this call is made as a
  trial; otherwise the call is \`REJECTED\`.
- \`HALF_OPEN\` trial: \`OK\` closes the breaker (count 0); \`FAIL\` opens it again with \`opened_at = t\`.

Print \`PASS\` (call made, OK), \`FAIL\` (call made, failed) or \`REJECTED\` for each event, then the final
state. The program gets several sequences wrong.

**Input:** \`threshold cooldown n\`, then \`n\` lines \`t result\` (times non-decreasing).`,
    language: 'rust',
    buggyCode: `use std::io::{self, Read};

#[derive(PartialEq)]
enum State {
    Closed,
    Open,
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace();
    let threshold: u32 = it.next().unwrap().parse().unwrap();
    let cooldown: i64 = it.next().unwrap().parse().unwrap();
    let n: usize = it.next().unwrap().parse().unwrap();
    let mut state = State::Closed;
    let mut failures: u32 = 0;
    let mut opened_at: i64 = 0;
    let mut out = Vec::new();
    for _ in 0..n {
        let t: i64 = it.next().unwrap().parse().unwrap();
        let ok = it.next().unwrap() == "OK";
        if state == State::Open {
            if t - opened_at > cooldown {
                // half-open: this call is the trial
                if ok {
                    state = State::Closed;
                    failures = 0;
                    out.push("PASS");
                } else {
                    out.push("FAIL");
                }
            } else {
                out.push("REJECTED");
            }
            continue;
        }
        if ok {
            out.push("PASS");
        } else {
            failures += 1;
            out.push("FAIL");
            if failures >= threshold {
                state = State::Open;
                opened_at = t;
            }
        }
    }
    out.push(if state == State::Open { "OPEN" } else { "CLOSED" });
    println!("{}", out.join("\\n"));
}
`,
    fixedCode: `use std::io::{self, Read};

#[derive(PartialEq)]
enum State {
    Closed,
    Open,
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace();
    let threshold: u32 = it.next().unwrap().parse().unwrap();
    let cooldown: i64 = it.next().unwrap().parse().unwrap();
    let n: usize = it.next().unwrap().parse().unwrap();
    let mut state = State::Closed;
    let mut failures: u32 = 0;
    let mut opened_at: i64 = 0;
    let mut out = Vec::new();
    for _ in 0..n {
        let t: i64 = it.next().unwrap().parse().unwrap();
        let ok = it.next().unwrap() == "OK";
        if state == State::Open {
            if t - opened_at >= cooldown {
                // half-open: this call is the trial
                if ok {
                    state = State::Closed;
                    failures = 0;
                    out.push("PASS");
                } else {
                    opened_at = t;
                    out.push("FAIL");
                }
            } else {
                out.push("REJECTED");
            }
            continue;
        }
        if ok {
            failures = 0;
            out.push("PASS");
        } else {
            failures += 1;
            out.push("FAIL");
            if failures >= threshold {
                state = State::Open;
                opened_at = t;
            }
        }
    }
    out.push(if state == State::Open { "OPEN" } else { "CLOSED" });
    println!("{}", out.join("\\n"));
}
`,
    expectedBehavior:
      'Only consecutive failures open the breaker; the trial is allowed at exactly cooldown seconds; a failed trial restarts the cooldown.',
    hints: [
      'What should a success do to the failure counter in the closed state?',
      'Compare the cooldown condition with the statement at the boundary.',
      'After a failed half-open trial, when may the next trial happen?',
    ],
    testCases: [
      {
        input: '2 10 5\n0 FAIL\n1 OK\n2 FAIL\n3 OK\n4 FAIL\n',
        expectedOutput: 'FAIL\nPASS\nFAIL\nPASS\nFAIL\nCLOSED',
        hidden: false,
      },
      {
        input: '1 5 3\n0 FAIL\n3 OK\n5 OK\n',
        expectedOutput: 'FAIL\nREJECTED\nPASS\nCLOSED',
        hidden: false,
      },
      {
        input: '2 10 6\n0 FAIL\n1 FAIL\n5 OK\n11 FAIL\n12 OK\n21 OK\n',
        expectedOutput: 'FAIL\nFAIL\nREJECTED\nFAIL\nREJECTED\nPASS\nCLOSED',
        hidden: true,
      },
      {
        input: '3 2 4\n0 OK\n1 OK\n2 OK\n3 OK\n',
        expectedOutput: 'PASS\nPASS\nPASS\nPASS\nCLOSED',
        hidden: true,
      },
      {
        input: '1 4 5\n0 FAIL\n4 FAIL\n5 OK\n8 OK\n9 FAIL\n',
        expectedOutput: 'FAIL\nFAIL\nREJECTED\nPASS\nFAIL\nOPEN',
        hidden: true,
      },
      {
        input: '2 3 6\n0 FAIL\n0 FAIL\n3 FAIL\n4 OK\n6 OK\n7 FAIL\n',
        expectedOutput: 'FAIL\nFAIL\nFAIL\nREJECTED\nPASS\nFAIL\nCLOSED',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'A success in CLOSED does not reset the failure count, so non-consecutive failures open the breaker.',
        testIndexes: [0],
      },
      {
        description:
          'The cooldown check uses >, so a call exactly cooldown seconds later is still rejected.',
        testIndexes: [1, 2, 4, 5],
      },
      {
        description:
          'A failed trial does not restart the cooldown, so the next call is immediately tried again.',
        testIndexes: [2, 4, 5],
      },
    ],
  },
];
