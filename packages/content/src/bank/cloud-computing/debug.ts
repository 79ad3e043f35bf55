import type { DebugProblem } from '@app/shared/content.schemas';

export const easyDebug: DebugProblem[] = [
  {
    id: 'cc-debug-egress-tiers',
    title: 'Tiered Egress Bill',
    description: `Data transfer out is billed in tiers each month: the first 100 GB are free, GB 101 through 10,240 cost
9 cents per GB, and every GB above 10,240 costs 7 cents per GB. The program prints each account's
egress bill, but small accounts get negative bills and large accounts are overcharged.

**Input:** \`n\`, then \`n\` lines with the GB transferred by each account.
**Output:** one line per account: \`$X.XX\`.`,
    language: 'go',
    buggyCode: `package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	reader := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(reader, &n)
	for i := 0; i < n; i++ {
		var gb int64
		fmt.Fscan(reader, &gb)
		billable := gb - 100

		tier1 := billable
		if tier1 > 10240 {
			tier1 = 10240
		}
		cents := tier1 * 9
		if billable > 10140 {
			cents += (billable - 10140) * 7
		}
		fmt.Printf("$%d.%02d\\n", cents/100, cents%100)
	}
}
`,
    fixedCode: `package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	reader := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(reader, &n)
	for i := 0; i < n; i++ {
		var gb int64
		fmt.Fscan(reader, &gb)
		billable := gb - 100
		if billable < 0 {
			billable = 0
		}
		tier1 := billable
		if tier1 > 10140 {
			tier1 = 10140
		}
		cents := tier1 * 9
		if billable > 10140 {
			cents += (billable - 10140) * 7
		}
		fmt.Printf("$%d.%02d\\n", cents/100, cents%100)
	}
}
`,
    expectedBehavior:
      'max(0, gb - 100) billable GB; at most 10,140 of them at 9 cents, the rest at 7 cents.',
    hints: [
      'What happens to billable when an account used 40 GB?',
      'How many billable GB fall in the 9-cent tier: 10,240 or 10,140?',
      'Compute the bill for exactly 10,240 GB and for 10,300 GB by hand.',
    ],
    testCases: [
      { input: '3\n40\n150\n10240\n', expectedOutput: '$0.00\n$4.50\n$912.60', hidden: false },
      { input: '1\n10300\n', expectedOutput: '$916.80', hidden: false },
      { input: '1\n100\n', expectedOutput: '$0.00', hidden: true },
      { input: '2\n0\n20000\n', expectedOutput: '$0.00\n$1595.80', hidden: true },
      { input: '1\n10241\n', expectedOutput: '$912.67', hidden: true },
    ],
    bugs: [
      {
        description:
          'Billable GB are not clamped at zero, so accounts under 100 GB get negative bills.',
        testIndexes: [0, 3],
      },
      {
        description:
          'The first tier is capped at 10,240 billable GB, mixing up total GB and billable GB, so up to 100 GB are charged in both tiers.',
        testIndexes: [1, 3, 4],
      },
    ],
  },
  {
    id: 'cc-debug-lifecycle',
    title: 'Lifecycle Rules Put Objects in the Wrong Class',
    description: `A storage lifecycle policy assigns each object a class by age and size, checking rules in this order:
age >= 365 days: \`DELETE\`; size < 128 KB: stays \`STANDARD\`; age >= 90: \`GLACIER\`; age >= 30:
\`STANDARD_IA\`; otherwise \`STANDARD\`. The program prints how many objects and KB end up in each class,
but nothing ever reaches GLACIER and year-old objects are kept.

**Input:** \`n\`, then \`n\` lines \`key size_kb age_days\`.
**Output:** four lines \`CLASS count kb\` for STANDARD, STANDARD_IA, GLACIER and DELETE.`,
    language: 'java',
    buggyCode: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        String[] classes = {"STANDARD", "STANDARD_IA", "GLACIER", "DELETE"};
        Map<String, long[]> totals = new HashMap<>();
        for (String c : classes) totals.put(c, new long[2]);
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(reader.readLine());
            st.nextToken();
            long size = Long.parseLong(st.nextToken());
            int age = Integer.parseInt(st.nextToken());
            String cls;
            if (age > 365) cls = "DELETE";
            else if (size < 128) cls = "STANDARD";
            else if (age >= 30) cls = "STANDARD_IA";
            else if (age >= 90) cls = "GLACIER";
            else cls = "STANDARD";
            totals.get(cls)[0]++;
            totals.get(cls)[1] += size;
        }
        StringBuilder sb = new StringBuilder();
        for (String c : classes) {
            sb.append(c).append(' ').append(totals.get(c)[0]).append(' ').append(totals.get(c)[1]).append('\\n');
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
        int n = Integer.parseInt(reader.readLine().trim());
        String[] classes = {"STANDARD", "STANDARD_IA", "GLACIER", "DELETE"};
        Map<String, long[]> totals = new HashMap<>();
        for (String c : classes) totals.put(c, new long[2]);
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(reader.readLine());
            st.nextToken();
            long size = Long.parseLong(st.nextToken());
            int age = Integer.parseInt(st.nextToken());
            String cls;
            if (age >= 365) cls = "DELETE";
            else if (size < 128) cls = "STANDARD";
            else if (age >= 90) cls = "GLACIER";
            else if (age >= 30) cls = "STANDARD_IA";
            else cls = "STANDARD";
            totals.get(cls)[0]++;
            totals.get(cls)[1] += size;
        }
        StringBuilder sb = new StringBuilder();
        for (String c : classes) {
            sb.append(c).append(' ').append(totals.get(c)[0]).append(' ').append(totals.get(c)[1]).append('\\n');
        }
        System.out.print(sb);
    }
}
`,
    expectedBehavior:
      'Rules are checked from the oldest threshold down, with inclusive >= comparisons.',
    hints: [
      'In an if / else-if chain, which rule wins when several are true?',
      'Is an object that is exactly 365 days old due for deletion?',
      'Trace an object of 500 KB that is 100 days old.',
    ],
    testCases: [
      {
        input: '4\na 500 100\nb 50 400\nc 200 365\nd 1000 10\n',
        expectedOutput: 'STANDARD 1 1000\nSTANDARD_IA 0 0\nGLACIER 1 500\nDELETE 2 250',
        hidden: false,
      },
      {
        input: '2\nx 128 30\ny 127 90\n',
        expectedOutput: 'STANDARD 1 127\nSTANDARD_IA 1 128\nGLACIER 0 0\nDELETE 0 0',
        hidden: false,
      },
      {
        input: '3\np 1000 90\nq 1000 89\nr 1000 29\n',
        expectedOutput: 'STANDARD 1 1000\nSTANDARD_IA 1 1000\nGLACIER 1 1000\nDELETE 0 0',
        hidden: true,
      },
      {
        input: '1\nold 10 365\n',
        expectedOutput: 'STANDARD 0 0\nSTANDARD_IA 0 0\nGLACIER 0 0\nDELETE 1 10',
        hidden: true,
      },
      {
        input: '2\ns 256 364\nt 256 366\n',
        expectedOutput: 'STANDARD 0 0\nSTANDARD_IA 0 0\nGLACIER 1 256\nDELETE 1 256',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'The age >= 30 rule is checked before age >= 90, so every old object stops at STANDARD_IA.',
        testIndexes: [0, 2, 4],
      },
      {
        description: 'Objects exactly 365 days old are not deleted because the check uses >.',
        testIndexes: [0, 3],
      },
    ],
  },
];

export const mediumDebug: DebugProblem[] = [
  {
    id: 'cc-debug-desired-capacity',
    title: 'Autoscaler Under-Provisions',
    description: `For each CPU reading, a target-tracking autoscaler sets \`capacity = clamp(ceil(capacity * cpu / target), min, max)\`
and prints the new capacity. The fleet ends up too small under load and can drop below the minimum.

**Input:** \`min max target capacity n\`, then \`n\` CPU readings (percent).
**Output:** the capacity after each reading, one per line.`,
    language: 'rust',
    buggyCode: `use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let nums: Vec<u64> = input.split_whitespace().map(|x| x.parse().unwrap()).collect();
    let (min, max, target, mut capacity, n) = (nums[0], nums[1], nums[2], nums[3], nums[4] as usize);
    let mut out = Vec::new();
    for i in 0..n {
        let cpu = nums[5 + i];
        let desired = capacity * cpu / target;
        capacity = desired.min(max);
        out.push(capacity.to_string());
    }
    println!("{}", out.join("\\n"));
}
`,
    fixedCode: `use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let nums: Vec<u64> = input.split_whitespace().map(|x| x.parse().unwrap()).collect();
    let (min, max, target, mut capacity, n) = (nums[0], nums[1], nums[2], nums[3], nums[4] as usize);
    let mut out = Vec::new();
    for i in 0..n {
        let cpu = nums[5 + i];
        let desired = (capacity * cpu + target - 1) / target;
        capacity = desired.max(min).min(max);
        out.push(capacity.to_string());
    }
    println!("{}", out.join("\\n"));
}
`,
    expectedBehavior: 'Round up with (a + b - 1) / b and clamp to both bounds.',
    hints: [
      'What is 7 / 2 in integer arithmetic, and what should the autoscaler use?',
      'What happens to capacity when cpu is 0?',
      'Trace capacity 3, target 50, cpu 60.',
    ],
    testCases: [
      { input: '1 10 50 3 1\n60\n', expectedOutput: '4', hidden: false },
      { input: '2 20 50 4 2\n0\n100\n', expectedOutput: '2\n4', hidden: false },
      { input: '1 100 70 10 3\n71\n50\n140\n', expectedOutput: '11\n8\n16', hidden: true },
      { input: '1 5 50 5 1\n50\n', expectedOutput: '5', hidden: true },
      { input: '3 8 40 4 3\n45\n10\n0\n', expectedOutput: '5\n3\n3', hidden: true },
    ],
    bugs: [
      {
        description:
          'Integer division rounds down, so the fleet gets fewer instances than needed to reach the target.',
        testIndexes: [0, 2, 4],
      },
      {
        description:
          'Only the maximum is enforced, so an idle fleet can scale below min (even to 0).',
        testIndexes: [1, 4],
      },
    ],
  },
  {
    id: 'cc-debug-cost-by-team',
    title: 'Cost Allocation by Team Tag',
    description: `Each cloud resource has a cost in cents and a comma-separated tag list such as \`team=search,env=prod\`,
or \`-\` for no tags. The program totals costs per \`team\` tag; resources without a \`team\` tag belong to
\`untagged\`. Teams are printed by total cost descending, then by name. Some teams are missing costs and
untagged costs are assigned to the wrong team.

**Input:** \`n\`, then \`n\` lines \`resourceId costCents tags\`.
**Output:** \`team $X.XX\` lines.`,
    language: 'python3',
    buggyCode: `import sys


def main():
    lines = sys.stdin.read().split('\\n')
    n = int(lines[0])
    totals = {}
    for i in range(1, n + 1):
        resource_id, cost, tags = lines[i].split()
        if tags == '-':
            team = 'untagged'
        else:
            for pair in tags.split(','):
                key, value = pair.split('=', 1)
                if key == 'team':
                    team = value
        totals[team] = int(cost)
    for team, cents in sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{team} \${cents // 100}.{cents % 100:02d}")


main()
`,
    fixedCode: `import sys


def main():
    lines = sys.stdin.read().split('\\n')
    n = int(lines[0])
    totals = {}
    for i in range(1, n + 1):
        resource_id, cost, tags = lines[i].split()
        team = 'untagged'
        if tags != '-':
            for pair in tags.split(','):
                key, value = pair.split('=', 1)
                if key == 'team':
                    team = value
        totals[team] = totals.get(team, 0) + int(cost)
    for team, cents in sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{team} \${cents // 100}.{cents % 100:02d}")


main()
`,
    expectedBehavior: 'Every resource starts as untagged, and costs accumulate per team.',
    hints: [
      'What value does team have for a resource tagged only env=prod?',
      'How should a second resource of the same team change the total?',
      'Try two resources of one team followed by one with only an env tag.',
    ],
    testCases: [
      {
        input: '3\ni-1 1000 team=search,env=prod\ni-2 250 team=search\nvol-1 99 env=dev\n',
        expectedOutput: 'search $12.50\nuntagged $0.99',
        hidden: false,
      },
      { input: '2\na 5 -\nb 7 team=x\n', expectedOutput: 'x $0.07\nuntagged $0.05', hidden: false },
      {
        input: '3\nr1 100 team=b\nr2 100 team=a\nr3 100 owner=z\n',
        expectedOutput: 'a $1.00\nb $1.00\nuntagged $1.00',
        hidden: true,
      },
      {
        input: '4\nq 1 team=ops\nw 2 -\ne 3 team=ops,cost=7\nr 4 env=ops\n',
        expectedOutput: 'untagged $0.06\nops $0.04',
        hidden: true,
      },
      { input: '1\nonly 123456 team=data\n', expectedOutput: 'data $1234.56', hidden: true },
    ],
    bugs: [
      {
        description:
          "team is reset only for resources with no tags, so a tagged resource without a team tag keeps the previous resource's team.",
        testIndexes: [0, 2, 3],
      },
      {
        description: 'Each resource overwrites its team total instead of adding to it.',
        testIndexes: [0, 3],
      },
    ],
  },
];

export const hardDebug: DebugProblem[] = [
  {
    id: 'cc-debug-route-table',
    title: 'Route Table Ignores the Default Route',
    description: `A VPC route table maps CIDR blocks to targets. For each destination IP the route with the longest
matching prefix wins; with no match the program prints \`no route\`. A default route \`0.0.0.0/0\` should
match every address. Internet-bound traffic finds no route, and some destinations use a less specific
route than they should.

**Input:** \`r\`, then \`r\` lines \`cidr target\`; then \`q\`, then \`q\` IPv4 addresses.
**Output:** the target for each address.`,
    language: 'csharp',
    buggyCode: `using System;

public class Program
{
    static uint ParseIp(string s)
    {
        string[] parts = s.Split('.');
        uint ip = 0;
        for (int i = 0; i < 4; i++)
            ip = (ip << 8) | uint.Parse(parts[i]);
        return ip;
    }

    public static void Main()
    {
        string[] lines = Console.In.ReadToEnd().Split('\\n');
        int r = int.Parse(lines[0].Trim());
        uint[] nets = new uint[r];
        uint[] masks = new uint[r];
        int[] lens = new int[r];
        string[] targets = new string[r];
        for (int i = 0; i < r; i++)
        {
            string[] parts = lines[1 + i].Trim().Split(' ');
            string[] cidr = parts[0].Split('/');
            int len = int.Parse(cidr[1]);
            uint mask = 0xFFFFFFFFu << (32 - len);
            masks[i] = mask;
            nets[i] = ParseIp(cidr[0]) & mask;
            lens[i] = len;
            targets[i] = parts[1];
        }
        int q = int.Parse(lines[1 + r].Trim());
        for (int j = 0; j < q; j++)
        {
            uint ip = ParseIp(lines[2 + r + j].Trim());
            int best = -1;
            for (int i = 0; i < r; i++)
            {
                if ((ip & masks[i]) == nets[i] && best == -1)
                    best = i;
            }
            Console.WriteLine(best == -1 ? "no route" : targets[best]);
        }
    }
}
`,
    fixedCode: `using System;

public class Program
{
    static uint ParseIp(string s)
    {
        string[] parts = s.Split('.');
        uint ip = 0;
        for (int i = 0; i < 4; i++)
            ip = (ip << 8) | uint.Parse(parts[i]);
        return ip;
    }

    public static void Main()
    {
        string[] lines = Console.In.ReadToEnd().Split('\\n');
        int r = int.Parse(lines[0].Trim());
        uint[] nets = new uint[r];
        uint[] masks = new uint[r];
        int[] lens = new int[r];
        string[] targets = new string[r];
        for (int i = 0; i < r; i++)
        {
            string[] parts = lines[1 + i].Trim().Split(' ');
            string[] cidr = parts[0].Split('/');
            int len = int.Parse(cidr[1]);
            uint mask = len == 0 ? 0u : 0xFFFFFFFFu << (32 - len);
            masks[i] = mask;
            nets[i] = ParseIp(cidr[0]) & mask;
            lens[i] = len;
            targets[i] = parts[1];
        }
        int q = int.Parse(lines[1 + r].Trim());
        for (int j = 0; j < q; j++)
        {
            uint ip = ParseIp(lines[2 + r + j].Trim());
            int best = -1;
            for (int i = 0; i < r; i++)
            {
                if ((ip & masks[i]) == nets[i] && (best == -1 || lens[i] > lens[best]))
                    best = i;
            }
            Console.WriteLine(best == -1 ? "no route" : targets[best]);
        }
    }
}
`,
    expectedBehavior:
      'A /0 route has mask 0 and matches everything; among matches the longest prefix wins.',
    hints: [
      'In C#, what is 0xFFFFFFFFu << 32?',
      'Routes are listed from general to specific: which match should win?',
      'Test an address that only the default route covers.',
    ],
    testCases: [
      {
        input:
          '3\n0.0.0.0/0 igw-1\n10.0.0.0/16 local\n10.0.5.0/24 pcx-9\n3\n8.8.8.8\n10.0.1.7\n10.0.5.20\n',
        expectedOutput: 'igw-1\nlocal\npcx-9',
        hidden: false,
      },
      {
        input: '1\n0.0.0.0/0 nat-1\n2\n1.2.3.4\n0.0.0.0\n',
        expectedOutput: 'nat-1\nnat-1',
        hidden: false,
      },
      {
        input: '2\n192.168.0.0/16 vgw\n192.168.10.0/24 tgw\n2\n192.168.10.1\n172.16.0.1\n',
        expectedOutput: 'tgw\nno route',
        hidden: true,
      },
      {
        input: '2\n10.0.0.0/8 a\n10.1.2.3/32 host\n2\n10.1.2.3\n10.1.2.4\n',
        expectedOutput: 'host\na',
        hidden: true,
      },
      {
        input: '1\n255.255.255.255/32 bcast\n2\n255.255.255.255\n255.255.255.254\n',
        expectedOutput: 'bcast\nno route',
        hidden: true,
      },
    ],
    bugs: [
      {
        description:
          'For /0 the shift count is 32, which C# masks to 0, so the mask stays all ones and 0.0.0.0/0 matches only 0.0.0.0.',
        testIndexes: [0, 1],
      },
      {
        description: 'The first matching route wins instead of the longest prefix.',
        testIndexes: [0, 2, 3],
      },
    ],
  },
  {
    id: 'cc-debug-bin-packing',
    title: 'First-Fit Decreasing Uses Too Many Hosts',
    description: `A scheduler packs VMs onto identical hosts with first-fit decreasing: sort VM sizes from largest to
smallest, then put each VM on the first host where it fits (a host may be filled exactly to its
capacity), opening a new host when none fits. The program prints the number of hosts and their loads,
but it opens more hosts than first-fit decreasing would.

**Input:** \`capacity n\`, then \`n\` VM sizes (each at most the capacity).
**Output:** the number of hosts, then the load of each host in the order they were opened.`,
    language: 'c',
    buggyCode: `#include <stdio.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return x - y;
}

int main(void) {
    int cap, n;
    if (scanf("%d %d", &cap, &n) != 2) return 0;
    int *vm = malloc(sizeof(int) * n);
    int *load = calloc(n, sizeof(int));
    for (int i = 0; i < n; i++) scanf("%d", &vm[i]);
    qsort(vm, n, sizeof(int), cmp);
    int hosts = 0;
    for (int i = 0; i < n; i++) {
        int placed = 0;
        for (int h = 0; h < hosts; h++) {
            if (load[h] + vm[i] < cap) {
                load[h] += vm[i];
                placed = 1;
                break;
            }
        }
        if (!placed) load[hosts++] = vm[i];
    }
    printf("%d\\n", hosts);
    for (int h = 0; h < hosts; h++) printf(h ? " %d" : "%d", load[h]);
    printf("\\n");
    free(vm);
    free(load);
    return 0;
}
`,
    fixedCode: `#include <stdio.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return y - x;
}

int main(void) {
    int cap, n;
    if (scanf("%d %d", &cap, &n) != 2) return 0;
    int *vm = malloc(sizeof(int) * n);
    int *load = calloc(n, sizeof(int));
    for (int i = 0; i < n; i++) scanf("%d", &vm[i]);
    qsort(vm, n, sizeof(int), cmp);
    int hosts = 0;
    for (int i = 0; i < n; i++) {
        int placed = 0;
        for (int h = 0; h < hosts; h++) {
            if (load[h] + vm[i] <= cap) {
                load[h] += vm[i];
                placed = 1;
                break;
            }
        }
        if (!placed) load[hosts++] = vm[i];
    }
    printf("%d\\n", hosts);
    for (int h = 0; h < hosts; h++) printf(h ? " %d" : "%d", load[h]);
    printf("\\n");
    free(vm);
    free(load);
    return 0;
}
`,
    expectedBehavior: 'Sizes sorted descending and a VM fits when load + size <= capacity.',
    hints: [
      'Which order does the comparator produce when it returns x - y?',
      'May a host be filled to exactly its capacity?',
      'Try capacity 10 with VMs 5 5.',
    ],
    testCases: [
      { input: '10 2\n5 5\n', expectedOutput: '1\n10', hidden: false },
      { input: '10 6\n2 5 4 7 1 3\n', expectedOutput: '3\n10 10 2', hidden: false },
      { input: '100 4\n60 50 40 30\n', expectedOutput: '2\n100 80', hidden: true },
      { input: '8 5\n1 1 1 1 8\n', expectedOutput: '2\n8 4', hidden: true },
      { input: '16 7\n4 8 2 16 8 4 2\n', expectedOutput: '3\n16 16 12', hidden: true },
    ],
    bugs: [
      {
        description:
          'The comparator sorts ascending, so small VMs are placed first and the large ones need new hosts.',
        testIndexes: [1, 2, 3, 4],
      },
      {
        description: 'A VM that would fill a host exactly is rejected because the check uses <.',
        testIndexes: [0, 1, 2, 4],
      },
    ],
  },
];
