import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'go-1',
  order: 1,
  title: 'Getting Started with Go',
  description:
    'Install Go, create a module, write and run your first program, and learn the conventions enforced by the Go toolchain.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    "Explain Go's design goals and where it is used",
    'Create a module with go mod init and run code with go run and go build',
    'Describe package main, imports and the main function',
    "Use gofmt, go vet and Go's naming and export rules",
  ],
  lesson: `## Why Go

Go was created at Google and released in 2009 to make large-scale software development simpler: fast compilation, a small language that is easy to read, built-in concurrency, and a single statically linked binary that is easy to deploy. It powers much of today's cloud infrastructure, including Docker, Kubernetes and Terraform. Go is statically typed and garbage-collected, and compiles to native code for many operating systems and architectures. New releases arrive every six months with a strong compatibility promise: code written for Go 1.0 still compiles.

## A first program

\`\`\`bash
mkdir hello && cd hello
go mod init example.com/hello    # creates go.mod, naming the module
\`\`\`

\`\`\`go
// main.go
package main

import (
	"fmt"
	"os"
)

func main() {
	name := "Gopher"
	if len(os.Args) > 1 {
		name = os.Args[1]
	}
	fmt.Printf("Hello, %s! Go has %d keywords.\\n", name, 25)
}
\`\`\`

\`go run .\` compiles and runs the program; \`go build\` produces an executable. Every Go file starts with a **package** clause. An executable program has \`package main\` and a \`func main()\` with no arguments and no return value; command-line arguments come from \`os.Args\`, and the exit status from \`os.Exit\`. Imports name packages by path, and the compiler **rejects unused imports and unused local variables**, keeping code clean.

## The module system

\`go.mod\` declares the module path, the Go version and dependencies. \`go get example.com/pkg@v1.4.0\` adds a dependency, \`go mod tidy\` removes unused ones and adds missing ones, and \`go.sum\` records checksums so builds are reproducible and verifiable. Dependencies are downloaded through the Go module proxy by default.

## Formatting and style

Go has one official format, applied by \`gofmt\` (or \`go fmt ./...\`): tabs for indentation, aligned comments, standard spacing. Nobody argues about style, and editors format on save. \`go vet\` reports suspicious constructs such as mismatched \`Printf\` arguments.

Naming carries meaning in Go. An identifier that starts with an **uppercase** letter is **exported** (visible outside its package, like \`fmt.Println\`); a lowercase one is private to the package. Names use \`mixedCaps\` rather than underscores, and short names are preferred for short-lived variables (\`i\`, \`r\`, \`err\`). Semicolons are inserted automatically at line ends, which is why an opening brace must stay on the same line as \`if\`, \`for\` or \`func\`.

## fmt basics

\`fmt.Println\` prints its arguments separated by spaces plus a newline. \`fmt.Printf\` takes verbs: \`%d\` integers, \`%s\` strings, \`%f\` or \`%.2f\` floats, \`%v\` any value in its default format, \`%+v\` structs with field names, \`%T\` the type, and \`%q\` a quoted string. \`fmt.Sprintf\` returns the formatted string instead of printing it.`,
  overview: {
    whatYouWillLearn: [
      'Go targets simplicity, fast builds, concurrency and easy deployment',
      'Programs live in modules described by go.mod and go.sum',
      'package main with func main defines an executable',
      'Unused imports and variables are compile errors',
      'gofmt defines the single standard code format',
      'Capitalised identifiers are exported from their package',
    ],
    proTip:
      'Configure your editor to run gofmt (or goimports) on save; you will never think about formatting or import lists again.',
  },
  mcqs: [
    {
      question: 'What does `go mod init example.com/hello` create?',
      options: {
        A: 'A `go.mod` file declaring the module path',
        B: 'A `main.go` file with an empty `main` function',
        C: 'A `go.sum` file that `mod init` fills with checksums',
        D: 'A `vendor` folder holding copies of dependencies',
      },
      correct: 'A',
      explanation: '`go mod init` starts a module by writing `go.mod`.',
    },
    {
      question: 'What happens if a Go file imports a package it never uses?',
      options: {
        A: 'The import is dropped automatically at build time',
        B: 'The compiler prints a warning and the build continues',
        C: 'Compilation fails, reporting the unused import',
        D: 'Nothing, since imports cost nothing',
      },
      correct: 'C',
      explanation: 'Unused imports are compile errors in Go.',
    },
    {
      question: 'Which identifier is exported from its package?',
      options: {
        A: '`parseConfig`, starting with a lowercase letter',
        B: '`ParseConfig`, starting uppercase',
        C: '`_parseConfig`, starting with an underscore',
        D: '`parse_config`, written in snake case',
      },
      correct: 'B',
      explanation: 'Identifiers beginning with an uppercase letter are exported.',
    },
    {
      question: 'What must an executable Go program contain?',
      options: {
        A: 'A type named `Main` with a `Run` method',
        B: '`package main` with a `func main()`',
        C: 'A `main.go` file inside the `./cmd/app/` folder',
        D: 'An `init()` in `package app`',
      },
      correct: 'B',
      explanation: 'The entry point is `main` in package `main`.',
    },
    {
      question: 'Which tool rewrites Go source into the standard format?',
      options: {
        A: '`go vet ./...`',
        B: '`go mod tidy`',
        C: '`golint -fix`',
        D: '`gofmt` (or `go fmt`)',
      },
      correct: 'D',
      explanation:
        '`gofmt` applies the single official formatting style; `go fmt` runs it on packages.',
    },
    {
      question: 'Which `fmt` verb prints a value in its default format, whatever its type?',
      options: {
        A: '`%v`',
        B: '`%d`',
        C: '`%s`',
        D: '`%T`',
      },
      correct: 'A',
      explanation:
        '`%v` works for any value; `%+v` adds struct field names and `%T` prints the type.',
    },
    {
      question: 'Why must the opening brace of an `if` statement be on the same line in Go?',
      options: {
        A: '`gofmt` refuses to format braces on a new line',
        B: 'Braces may be omitted when the body is one line',
        C: 'It is only a style rule, which `go vet` reports',
        D: 'A semicolon is inserted automatically at that line end',
      },
      correct: 'D',
      explanation: 'The lexer inserts a semicolon after the condition if the line ends there.',
    },
    {
      question: 'What is recorded in `go.sum`?',
      options: {
        A: 'The list of source files in the module',
        B: 'Checksums of the dependency modules',
        C: 'The results of the last `go test` run',
        D: 'The Go version to build the module with',
      },
      correct: 'B',
      explanation: '`go.sum` lets the toolchain verify that downloaded modules have not changed.',
    },
    {
      question: 'What does `go mod tidy` do?',
      options: {
        A: 'Adds missing and removes unused module requirements',
        B: 'Formats every file in the module with `gofmt`',
        C: 'Deletes the module cache on your machine',
        D: 'Upgrades every dependency to the latest version it can find',
      },
      correct: 'A',
      explanation:
        '`go mod tidy` makes `go.mod` and `go.sum` match the imports the code actually uses.',
    },
    {
      question: 'What does `fmt.Sprintf` do differently from `fmt.Printf`?',
      options: {
        A: 'It prints to standard error, not standard output',
        B: 'It returns the formatted string instead of printing it',
        C: 'It formats only strings, not numbers',
        D: 'It adds a newline after the output',
      },
      correct: 'B',
      explanation:
        '`Sprintf` builds and returns the string; `Printf` writes it to standard output.',
    },
    {
      question: 'What does `go vet` report?',
      options: {
        A: 'Code that does not follow the `gofmt` layout',
        B: 'Dependencies whose versions have known security vulnerabilities',
        C: 'Suspicious constructs such as mismatched `Printf` arguments',
        D: 'Functions without a `_test.go` file',
      },
      correct: 'C',
      explanation:
        '`go vet` finds likely bugs, such as format verbs that do not match their arguments.',
    },
    {
      question: "What does Go's compatibility promise mean for code written for Go 1.0?",
      options: {
        A: 'It compiles only with a `go 1.0` line in `go.mod`',
        B: 'It still compiles with current Go 1.x releases',
        C: 'It runs, but only in a compatibility mode',
        D: 'It must be migrated with `go fix` every six months',
      },
      correct: 'B',
      explanation: 'Go 1 code keeps compiling with later Go 1.x releases.',
    },
    {
      question: 'How does an executable Go program read its command-line arguments?',
      options: {
        A: 'From the parameters of `func main(args []string)`',
        B: 'From `flag.Args()` only, which includes the program name',
        C: 'From the environment variable `ARGV`',
        D: 'From `os.Args`, whose first element is the program name',
      },
      correct: 'D',
      explanation: '`main` takes no parameters; the arguments are in the `os.Args` slice.',
    },
  ],
  problems: [],
};
