import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'go-9',
  order: 9,
  title: 'Packages, Testing and Tooling',
  description:
    'Structure Go code into packages and modules, write table-driven tests and benchmarks, and use the toolchain to build, profile and ship.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Organise code into packages, internal packages and multi-package modules',
    'Write table-driven tests, subtests, benchmarks and fuzz tests',
    'Use go vet, the race detector, coverage and pprof',
    'Build and cross-compile static binaries and manage dependencies',
  ],
  lesson: `## Packages and layout

A **package** is a directory of \`.go\` files sharing a package name; a **module** is a tree of packages versioned together, rooted at \`go.mod\`. Import paths combine the module path and the directory: \`example.com/shop/internal/billing\`. Keep packages focused and named for what they provide (\`billing\`, not \`utils\`), and avoid stutter: callers write \`billing.Invoice\`, not \`billing.BillingInvoice\`.

A directory named \`internal\` restricts imports: code under \`shop/internal/...\` can be imported only by packages rooted at \`shop\`. This lets you share code across your own packages without making it public API. Executables conventionally live in \`cmd/<name>/main.go\`. Import cycles are compile errors, which pushes designs toward clear layering. A package's \`init\` functions run automatically before \`main\`, but heavy work there makes programs hard to test; prefer explicit initialisation.

## Testing

Tests live next to the code in files ending in \`_test.go\` and are run with \`go test ./...\`. A test is a function \`TestXxx(t *testing.T)\`. The idiomatic style is **table-driven**, with subtests for clear failure messages:

\`\`\`go no-compile "a _test.go file: go test builds it with the testing package; the runner builds a main program"
func TestDivide(t *testing.T) {
	tests := []struct {
		name    string
		a, b    int
		want    int
		wantErr bool
	}{
		{"simple", 10, 2, 5, false},
		{"truncates", 7, 2, 3, false},
		{"by zero", 1, 0, 0, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Divide(tc.a, tc.b)
			if (err != nil) != tc.wantErr {
				t.Fatalf("error = %v, wantErr %v", err, tc.wantErr)
			}
			if got != tc.want {
				t.Errorf("Divide(%d, %d) = %d, want %d", tc.a, tc.b, got, tc.want)
			}
		})
	}
}
\`\`\`

\`t.Errorf\` records a failure and continues; \`t.Fatalf\` stops the current test. \`t.Parallel()\` runs subtests concurrently and \`t.Cleanup\` registers teardown. **Benchmarks** (\`BenchmarkXxx(b *testing.B)\`) measure performance with \`go test -bench .\`, and **fuzz tests** (\`FuzzXxx(f *testing.F)\`) generate random inputs to find crashes, run with \`go test -fuzz FuzzXxx\`. \`Example\` functions double as documentation and tests checked against their printed output. The \`net/http/httptest\` package provides test servers and recorders for HTTP code.

## Quality tools

- \`go vet ./...\` catches suspicious code such as wrong \`Printf\` verbs or copied locks.
- \`go test -race ./...\` finds data races.
- \`go test -cover\` and \`-coverprofile\` report coverage.
- \`pprof\` (via \`go test -cpuprofile\` or \`net/http/pprof\`) shows where CPU time and memory go.
- Third-party linters, commonly bundled in golangci-lint, add more checks, and \`govulncheck\` reports known vulnerabilities in the dependencies you actually call.

## Building and shipping

\`go build\` produces a single binary; with \`CGO_ENABLED=0\` it is fully static on Linux and runs in minimal containers. Cross-compiling is a matter of environment variables: \`GOOS=linux GOARCH=arm64 go build ./cmd/api\`. \`go install example.com/tool@latest\` installs command-line tools. Module versions follow semantic versioning, and a major version of 2 or more changes the import path (\`example.com/lib/v2\`), so incompatible versions can coexist.`,
  overview: {
    whatYouWillLearn: [
      'Packages are directories; modules version trees of packages together',
      'internal directories restrict who may import a package',
      'Import cycles are compile errors that enforce layering',
      'Table-driven tests with t.Run subtests are idiomatic',
      'Benchmarks, fuzz tests, examples, coverage, the race detector and pprof',
      'Static binaries, cross-compilation with GOOS and GOARCH, and /v2 import paths',
    ],
    proTip:
      'Start every new test as a table, even with one case; adding the edge case someone reports later becomes a one-line change.',
  },
  mcqs: [
    {
      question: 'Which files does `go test` treat as test files?',
      options: {
        A: 'Files inside a `tests/` directory',
        B: 'Files ending in `_test.go`',
        C: 'Files starting with `test_`',
        D: 'Any file with `func Test...(t)`',
      },
      correct: 'B',
      explanation: 'Only files whose names end in `_test.go` are compiled for tests.',
    },
    {
      question: 'Who can import a package located at `example.com/shop/internal/billing`?',
      options: {
        A: 'Any package that can import `example.com/shop` itself',
        B: 'Only code inside the `billing` package itself',
        C: 'Only `main` packages within the same module',
        D: 'Only packages rooted at `example.com/shop`',
      },
      correct: 'D',
      explanation:
        '`internal` restricts imports to the tree rooted at the parent of the `internal` directory.',
    },
    {
      question: 'What is the difference between `t.Errorf` and `t.Fatalf`?',
      options: {
        A: '`Errorf` fails and goes on; `Fatalf` fails and stops the test',
        B: '`Fatalf` calls `os.Exit(1)`, ending the whole test binary',
        C: '`Errorf` only logs a message without failing the test',
        D: 'No difference: they are the same call',
      },
      correct: 'A',
      explanation: 'Both mark the test failed; the Fatal variants also stop the current test.',
    },
    {
      question: 'How do you cross-compile a Go program for Linux on ARM64?',
      options: {
        A: 'Install an ARM64 cross-compiler and build with its toolchain',
        B: 'Run `go build -arch=arm64`',
        C: 'Set the target OS and architecture in environment variables',
        D: 'Build inside an ARM64 container only',
      },
      correct: 'C',
      explanation: '`GOOS=linux GOARCH=arm64 go build` is all the toolchain needs.',
    },
    {
      question: 'What happens when two packages import each other?',
      options: {
        A: 'The compiler merges the two packages into one',
        B: 'It works as long as both live in the same module',
        C: 'The linker resolves it at run time',
        D: 'Compilation fails with an import cycle error',
      },
      correct: 'D',
      explanation: 'Go forbids import cycles.',
    },
    {
      question: 'Which command runs benchmarks in a package?',
      options: {
        A: '`go bench`',
        B: '`go test -bench .`',
        C: '`go build -bench .`',
        D: '`go test -run Bench`',
      },
      correct: 'B',
      explanation:
        'Benchmarks are run by `go test` with the `-bench` pattern flag; `-run` only selects tests.',
    },
    {
      question: 'What import path does version 2 of module `example.com/lib` use?',
      options: {
        A: '`example.com/lib@2`',
        B: '`example.com/lib`',
        C: '`example.com/lib/v2`',
        D: '`example.com/v2/lib`',
      },
      correct: 'C',
      explanation: 'Major versions from 2 onward add a `/vN` suffix to the module path.',
    },
    {
      question: 'What does a fuzz test do?',
      options: {
        A: 'Generates many inputs to find crashes and failing cases',
        B: 'Measures how long each function takes to run under heavy load',
        C: 'Checks that files are formatted with `gofmt`',
        D: 'Runs the existing tests in a random order to expose dependencies',
      },
      correct: 'A',
      explanation: "Go's native fuzzing mutates seed inputs to explore edge cases.",
    },
    {
      question: 'What does `t.Run(tc.name, ...)` add to a table-driven test?',
      options: {
        A: 'A goroutine per case that runs in parallel, started automatically',
        B: 'A named subtest for each case, with its own failure messages',
        C: 'A benchmark for each case in the table',
        D: 'A retry of each failing case until it passes',
      },
      correct: 'B',
      explanation:
        'Subtests give each table row its own name, result and messages; parallelism needs `t.Parallel()`.',
    },
    {
      question: 'What does `CGO_ENABLED=0` give you when building?',
      options: {
        A: 'A binary whose garbage collector is turned off for speed',
        B: 'A build that skips the race detector',
        C: 'A fully static binary on Linux',
        D: 'A binary that cannot use goroutines',
      },
      correct: 'C',
      explanation:
        'Without cgo the binary has no C library dependency, so it runs even in `scratch` or distroless images.',
    },
    {
      question: 'What does `govulncheck` report?',
      options: {
        A: 'Every CVE of every module listed in `go.sum`',
        B: 'Data races and deadlocks found while running the tests',
        C: 'Functions that lack test coverage',
        D: 'Known vulnerabilities in dependency code you actually call',
      },
      correct: 'D',
      explanation:
        '`govulncheck` reports vulnerabilities only in code paths your program can reach.',
    },
    {
      question: 'Where do executables conventionally live in a Go module?',
      options: {
        A: '`cmd/<name>/main.go`',
        B: '`bin/<name>.go`',
        C: '`internal/cmd/main.go`',
        D: '`src/main/<name>/main.go`',
      },
      correct: 'A',
      explanation: 'Each executable gets its own directory under `cmd/`.',
    },
    {
      question: "Why is heavy work in a package's `init` function discouraged?",
      options: {
        A: '`init` functions run in a separate goroutine',
        B: '`init` is skipped when a test binary imports the package',
        C: 'It runs implicitly before `main`, which hampers testing',
        D: '`init` runs again on every function call',
      },
      correct: 'C',
      explanation:
        '`init` runs automatically before `main`, and before every test too, so heavy work there cannot be skipped or controlled in tests; prefer explicit initialisation.',
    },
  ],
  problems: [],
};
