/**
 * The ten languages of the coding selector, their labels and the starter template every problem
 * uses. The runner (apps/server) owns compile/run commands; this file owns what learners see.
 * Templates read all of stdin and print to stdout. Kotlin 1.3 has no readln and mcs speaks C# 7.
 */
export const LANGUAGE_IDS = [
  'javascript',
  'python',
  'python3',
  'java',
  'c',
  'cpp',
  'csharp',
  'go',
  'rust',
  'kotlin',
] as const;
export type LanguageId = (typeof LANGUAGE_IDS)[number];

export const LANGUAGE_LABELS: Record<LanguageId, string> = {
  javascript: 'JavaScript',
  python: 'Python',
  python3: 'Python 3',
  java: 'Java',
  c: 'C',
  cpp: 'C++',
  csharp: 'C#',
  go: 'Go',
  rust: 'Rust',
  kotlin: 'Kotlin',
};

const TEMPLATES: Record<LanguageId, string> = {
  javascript: `const input = require('fs').readFileSync(0, 'utf8');
const lines = input.split('\\n');

// Write your solution here and print the answer with console.log.
`,
  python: `import sys

data = sys.stdin.read()
lines = data.split('\\n')

# Write your solution here and print the answer.
`,
  python3: `import sys

data = sys.stdin.read()
lines = data.split('\\n')

# Write your solution here and print the answer.
`,
  java: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder sb = new StringBuilder();
        String line;
        while ((line = reader.readLine()) != null) {
            sb.append(line).append('\\n');
        }
        String input = sb.toString();

        // Write your solution here and print the answer with System.out.println.
    }
}
`,
  c: `#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    static char input[1 << 20];
    size_t len = fread(input, 1, sizeof(input) - 1, stdin);
    input[len] = '\\0';

    /* Write your solution here and print the answer with printf. */
    return 0;
}
`,
  cpp: `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string input((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());

    // Write your solution here and print the answer with cout.
    return 0;
}
`,
  csharp: `using System;
using System.IO;
using System.Linq;
using System.Collections.Generic;

public class Program
{
    public static void Main()
    {
        string input = Console.In.ReadToEnd();
        string[] lines = input.Split('\\n');

        // Write your solution here and print the answer with Console.WriteLine.
    }
}
`,
  go: `package main

import (
\t"bufio"
\t"fmt"
\t"io"
\t"os"
\t"strings"
)

func main() {
\treader := bufio.NewReader(os.Stdin)
\tdata, _ := io.ReadAll(reader)
\tlines := strings.Split(string(data), "\\n")
\t_ = lines

\t// Write your solution here and print the answer with fmt.Println.
\tfmt.Print("")
}
`,
  rust: `use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let lines: Vec<&str> = input.lines().collect();
    let _ = &lines;

    // Write your solution here and print the answer with println!.
}
`,
  kotlin: `fun main(args: Array<String>) {
    val lines = generateSequence(::readLine).toList()
    val input = lines.joinToString("\\n")

    // Write your solution here and print the answer with println.
}
`,
};

/** The starter code for a language: reads all of stdin, leaves the solving to the learner. */
export function starterCode(language: LanguageId): string {
  return TEMPLATES[language];
}

/** Starter code for all ten languages, as the spec's generated coding problem carries it. */
export function allStarterCode(): Record<LanguageId, string> {
  return Object.fromEntries(LANGUAGE_IDS.map((id) => [id, TEMPLATES[id]])) as Record<
    LanguageId,
    string
  >;
}

/**
 * Words learners type for each language (lower case), as whole words of a topic. A Map, so a
 * topic such as 'constructor' or 'toString' finds nothing of Object's prototype.
 */
const LANGUAGE_WORDS: ReadonlyMap<string, LanguageId> = new Map(
  Object.entries({
    javascript: 'javascript',
    js: 'javascript',
    node: 'javascript',
    nodejs: 'javascript',
    'node.js': 'javascript',
    python: 'python3',
    python3: 'python3',
    py: 'python3',
    pypy: 'python',
    pypy3: 'python',
    java: 'java',
    c: 'c',
    'c++': 'cpp',
    cpp: 'cpp',
    'c#': 'csharp',
    csharp: 'csharp',
    go: 'go',
    golang: 'go',
    rust: 'rust',
    kotlin: 'kotlin',
  } satisfies Record<string, LanguageId>),
);

/** Words that leave a topic about the language alone: 'Java programming', 'C++ practice'. */
const LANGUAGE_FILLER = new Set([
  'programming',
  'language',
  'lang',
  'code',
  'coding',
  'in',
  'with',
  'using',
  'problem',
  'problems',
  'challenge',
  'challenges',
  'practice',
  'exercise',
  'exercises',
  '3',
]);

function topicWords(topic: string): string[] {
  return topic
    .toLowerCase()
    .split(/[\s,;:/()[\]{}!?"']+/)
    .map((w) => w.replace(/^[.-]+|[.-]+$/g, ''))
    .filter((w) => w.length > 0);
}

/**
 * The runner language a typed topic names, if any: 'Go Concurrency' is go, 'C++' cpp, 'Python
 * Basics' python3; the first one named wins ('Java vs Kotlin' is java). A coding test on the
 * topic opens in it, since every problem runs in all ten languages.
 */
export function languageNamedIn(topic: string): LanguageId | undefined {
  for (const word of topicWords(topic)) {
    const id = LANGUAGE_WORDS.get(word);
    if (id) return id;
  }
  return undefined;
}

/** Whether code in `a` is code in `b` for a learner: Python 3 and PyPy are both Python. */
export function sameLanguage(a: LanguageId, b: LanguageId): boolean {
  const python = (l: LanguageId) => l === 'python' || l === 'python3';
  return a === b || (python(a) && python(b));
}

/** Whether the topic is only a language ('Java', 'C++ programming'): no subject to search for. */
export function namesOnlyALanguage(topic: string): boolean {
  const words = topicWords(topic);
  return (
    words.some((w) => LANGUAGE_WORDS.has(w)) &&
    words.every((w) => LANGUAGE_WORDS.has(w) || LANGUAGE_FILLER.has(w))
  );
}
