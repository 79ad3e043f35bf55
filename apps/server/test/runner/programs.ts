/**
 * Test programs for every language. The problem: print the sum of the integers on stdin.
 * `wrong` sums absolute values, so it fails only the test with a negative number (index 2).
 */
import type { LanguageId } from '@app/shared/languages';

export const SUM_TESTS = [
  { input: '1 2\n', expectedOutput: '3\n', hidden: false },
  { input: '10 20 30\n', expectedOutput: '60', hidden: false },
  { input: '-5 3\n', expectedOutput: '-2\n', hidden: true },
  { input: '100\n', expectedOutput: '100  \n\n', hidden: true },
  { input: '7 8\n9 10\n', expectedOutput: '34\n', hidden: true },
];
export const WRONG_TEST_INDEX = 2;

export interface LanguagePrograms {
  correct: string;
  wrong: string;
  syntaxError: string;
  /** A fragment the compiler's message must contain. */
  syntaxMessage: RegExp;
  infiniteLoop: string;
  memoryBomb: string;
}

/** Go that sums the integers on stdin; `absolute` sums their absolute values (the wrong program). */
const goSum = (absolute: boolean) => `package main

import (
\t"bufio"
\t"fmt"
\t"os"
)

func main() {
\tr := bufio.NewReader(os.Stdin)
\tvar s, x int64
\tfor {
\t\tif _, err := fmt.Fscan(r, &x); err != nil {
\t\t\tbreak
\t\t}
${absolute ? '\t\tif x < 0 {\n\t\t\tx = -x\n\t\t}\n' : ''}\t\ts += x
\t}
\tfmt.Println(s)
}
`;

/** Java that sums the integers on stdin; `absolute` sums their absolute values (the wrong program). */
const javaSum = (absolute: boolean) => `import java.io.*;
public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder sb = new StringBuilder();
        String line;
        while ((line = r.readLine()) != null) sb.append(line).append(' ');
        long s = 0;
        for (String t : sb.toString().trim().split("\\\\s+")) if (!t.isEmpty()) s += ${absolute ? 'Math.abs(Long.parseLong(t))' : 'Long.parseLong(t)'};
        System.out.println(s);
    }
}`;

export const PROGRAMS: Record<LanguageId, LanguagePrograms> = {
  javascript: {
    correct: `const n = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number);
console.log(n.reduce((a, b) => a + b, 0));`,
    wrong: `const n = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number);
console.log(n.reduce((a, b) => a + Math.abs(b), 0));`,
    syntaxError: `console.log(1 +;\n`,
    syntaxMessage: /SyntaxError/,
    infiniteLoop: `while (true) {}`,
    memoryBomb: `const a = []; while (true) a.push(new Array(1e6).fill(1));`,
  },
  python: {
    correct: `import sys\nprint(sum(int(x) for x in sys.stdin.read().split()))\n`,
    wrong: `import sys\nprint(sum(abs(int(x)) for x in sys.stdin.read().split()))\n`,
    syntaxError: `print(1 +\n`,
    syntaxMessage: /SyntaxError/,
    infiniteLoop: `while True:\n    pass\n`,
    memoryBomb: `a = []\nwhile True:\n    a.append([1] * 10**6)\n`,
  },
  python3: {
    correct: `import sys\nprint(sum(int(x) for x in sys.stdin.read().split()))\n`,
    wrong: `import sys\nprint(sum(abs(int(x)) for x in sys.stdin.read().split()))\n`,
    syntaxError: `def f(:\n    pass\n`,
    syntaxMessage: /SyntaxError/,
    infiniteLoop: `while True:\n    pass\n`,
    memoryBomb: `a = []\nwhile True:\n    a.append(bytearray(10**6))\n`,
  },
  java: {
    correct: javaSum(false),
    wrong: javaSum(true),
    syntaxError: `public class Main { public static void main(String[] a) { int x = 1 } }`,
    syntaxMessage: /error: ';' expected/,
    infiniteLoop: `public class Main { public static void main(String[] a) { while (true) {} } }`,
    memoryBomb: `import java.util.*;
public class Main { public static void main(String[] a) { List<long[]> l = new ArrayList<>(); while (true) l.add(new long[1 << 20]); } }`,
  },
  c: {
    correct: `#include <stdio.h>
int main(void) { long long s = 0, x; while (scanf("%lld", &x) == 1) s += x; printf("%lld\\n", s); return 0; }`,
    wrong: `#include <stdio.h>
int main(void) { long long s = 0, x; while (scanf("%lld", &x) == 1) s += x < 0 ? -x : x; printf("%lld\\n", s); return 0; }`,
    syntaxError: `int main(void) { return 0 }`,
    syntaxMessage: /error: expected .;. before/,
    infiniteLoop: `int main(void) { volatile unsigned x = 0; for (;;) x++; }`,
    memoryBomb: `#include <stdlib.h>
#include <string.h>
int main(void) { for (;;) { char *p = malloc(1 << 20); if (!p) return 3; memset(p, 1, 1 << 20); } }`,
  },
  cpp: {
    correct: `#include <bits/stdc++.h>
int main() { long long s = 0, x; while (std::cin >> x) s += x; std::cout << s << "\\n"; }`,
    wrong: `#include <bits/stdc++.h>
int main() { long long s = 0, x; while (std::cin >> x) s += std::llabs(x); std::cout << s << "\\n"; }`,
    syntaxError: `int main() { return 0 }`,
    syntaxMessage: /error: expected .;. before/,
    infiniteLoop: `int main() { volatile unsigned x = 0; for (;;) x++; }`,
    memoryBomb: `#include <vector>
int main() { std::vector<std::vector<char>> v; for (;;) v.emplace_back(1 << 20, 1); }`,
  },
  csharp: {
    correct: `using System; using System.Linq;
public class Program { public static void Main() {
  long s = Console.In.ReadToEnd().Split(new[] { ' ', '\\n', '\\r', '\\t' }, StringSplitOptions.RemoveEmptyEntries).Select(long.Parse).Sum();
  Console.WriteLine(s); } }`,
    wrong: `using System; using System.Linq;
public class Program { public static void Main() {
  long s = Console.In.ReadToEnd().Split(new[] { ' ', '\\n', '\\r', '\\t' }, StringSplitOptions.RemoveEmptyEntries).Select(x => Math.Abs(long.Parse(x))).Sum();
  Console.WriteLine(s); } }`,
    syntaxError: `public class Program { public static void Main() { int x = 1 } }`,
    syntaxMessage: /error CS1525|error CS1002/,
    infiniteLoop: `public class Program { public static void Main() { while (true) {} } }`,
    memoryBomb: `using System.Collections.Generic;
public class Program { public static void Main() { var l = new List<byte[]>(); while (true) { var b = new byte[1 << 20]; for (int i = 0; i < b.Length; i += 4096) b[i] = 1; l.Add(b); } } }`,
  },
  go: {
    correct: goSum(false),
    wrong: goSum(true),
    syntaxError: `package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("x"\n}\n`,
    syntaxMessage: /syntax error/,
    infiniteLoop: `package main\n\nfunc main() {\n\tfor {\n\t}\n}\n`,
    memoryBomb: `package main

func main() {
\tvar l [][]byte
\tfor {
\t\tb := make([]byte, 1<<20)
\t\tfor i := 0; i < len(b); i += 4096 {
\t\t\tb[i] = 1
\t\t}
\t\tl = append(l, b)
\t}
}
`,
  },
  rust: {
    correct: `use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let t: i64 = s.split_whitespace().map(|x| x.parse::<i64>().unwrap()).sum();
    println!("{}", t);
}`,
    wrong: `use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let t: i64 = s.split_whitespace().map(|x| x.parse::<i64>().unwrap().abs()).sum();
    println!("{}", t);
}`,
    syntaxError: `fn main() { let x = ; }`,
    syntaxMessage: /error: expected expression/,
    infiniteLoop: `fn main() { loop {} }`,
    memoryBomb: `fn main() { let mut v: Vec<Vec<u8>> = Vec::new(); loop { v.push(vec![1u8; 1 << 20]); } }`,
  },
  kotlin: {
    correct: `fun main(args: Array<String>) {
    val s = generateSequence(::readLine).joinToString(" ").split(Regex("\\\\s+")).filter { it.isNotEmpty() }.map { it.toLong() }.sum()
    println(s)
}`,
    wrong: `fun main(args: Array<String>) {
    val s = generateSequence(::readLine).joinToString(" ").split(Regex("\\\\s+")).filter { it.isNotEmpty() }.map { Math.abs(it.toLong()) }.sum()
    println(s)
}`,
    syntaxError: `fun main(args: Array<String>) {\n    println(\n}\n`,
    syntaxMessage: /error: expecting/,
    infiniteLoop: `fun main(args: Array<String>) {\n    while (true) {}\n}\n`,
    memoryBomb: `fun main(args: Array<String>) {\n    val l = ArrayList<LongArray>()\n    while (true) l.add(LongArray(1 shl 20))\n}\n`,
  },
};
