import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'go-1',
  order: 1,
  title: 'Getting Started with Go',
  description: 'Install Go, create a module, write and run your first program, and learn the conventions enforced by the Go toolchain.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain Go\'s design goals and where it is used',
    'Create a module with go mod init and run code with go run and go build',
    'Describe package main, imports and the main function',
    'Use gofmt, go vet and Go\'s naming and export rules',
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
    proTip: 'Configure your editor to run gofmt (or goimports) on save; you will never think about formatting or import lists again.',
  },
  mcqs: [
    {
      question: 'What does go mod init example.com/hello create?',
      options: { A: 'A go.mod file declaring the module path', B: 'A compiled binary', C: 'A main.go template', D: 'A vendor directory' },
      correct: 'A',
      explanation: 'go mod init starts a module by writing go.mod.',
    },
    {
      question: 'What happens if a Go file imports a package it never uses?',
      options: {
        A: 'The import is removed automatically at run time',
        B: 'A warning is printed and the build continues',
        C: 'Compilation fails',
        D: 'Nothing',
      },
      correct: 'C',
      explanation: 'Unused imports are compile errors in Go.',
    },
    {
      question: 'Which identifier is exported from its package?',
      options: { A: 'parseConfig, starting lowercase', B: 'ParseConfig, starting uppercase', C: '_parseConfig, starting with an underscore', D: 'parse_config, in snake case' },
      correct: 'B',
      explanation: 'Identifiers beginning with an uppercase letter are exported.',
    },
    {
      question: 'What must an executable Go program contain?',
      options: {
        A: 'A class named Main',
        B: 'A package named app with a Run function',
        C: 'A main.go file in a folder named cmd',
        D: 'package main with a func main()',
      },
      correct: 'D',
      explanation: 'The entry point is main in package main.',
    },
    {
      question: 'Which tool rewrites Go source into the standard format?',
      options: { A: 'go vet', B: 'go test', C: 'gofmt', D: 'go mod tidy' },
      correct: 'C',
      explanation: 'gofmt applies the single official formatting style.',
    },
    {
      question: 'Which fmt verb prints a value in its default format, whatever its type?',
      options: { A: '%v', B: '%d', C: '%s', D: '%q' },
      correct: 'A',
      explanation: '%v works for any value; %+v adds struct field names.',
    },
    {
      question: 'Why must the opening brace of an if statement be on the same line in Go?',
      options: {
        A: 'gofmt deletes braces on new lines',
        B: 'Braces are optional in Go',
        C: 'It is only a style recommendation',
        D: 'Automatic semicolon insertion would otherwise end the statement at the line break',
      },
      correct: 'D',
      explanation: 'The lexer inserts a semicolon after the condition if the line ends there.',
    },
    {
      question: 'What is recorded in go.sum?',
      options: {
        A: 'The list of source files',
        B: 'Cryptographic checksums of dependency modules',
        C: 'Test results',
        D: 'Compiler flags',
      },
      correct: 'B',
      explanation: 'go.sum lets the toolchain verify that downloaded modules have not changed.',
    },
  ],
  problems: [],
};
