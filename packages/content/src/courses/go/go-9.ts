import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'go-9',
  order: 9,
  title: 'Packages, Testing and Tooling',
  description: 'Structure Go code into packages and modules, write table-driven tests and benchmarks, and use the toolchain to build, profile and ship.',
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

\`\`\`go
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

\`go build\` produces a single binary; with \`CGO_ENABLED=0\` it is fully static and runs in minimal containers. Cross-compiling is a matter of environment variables: \`GOOS=linux GOARCH=arm64 go build ./cmd/api\`. \`go install example.com/tool@latest\` installs command-line tools. Module versions follow semantic versioning, and a major version of 2 or more changes the import path (\`example.com/lib/v2\`), so incompatible versions can coexist.`,
  overview: {
    whatYouWillLearn: [
      'Packages are directories; modules version trees of packages together',
      'internal directories restrict who may import a package',
      'Import cycles are compile errors that enforce layering',
      'Table-driven tests with t.Run subtests are idiomatic',
      'Benchmarks, fuzz tests, examples, coverage, the race detector and pprof',
      'Static binaries, cross-compilation with GOOS and GOARCH, and /v2 import paths',
    ],
    proTip: 'Start every new test as a table, even with one case; adding the edge case someone reports later becomes a one-line change.',
  },
  mcqs: [
    {
      question: 'Which files does go test treat as test files?',
      options: { A: 'Files in a tests directory', B: 'Files ending in _test.go', C: 'Files starting with test_', D: 'Any file containing func Test' },
      correct: 'B',
      explanation: 'Only files whose names end in _test.go are compiled for tests.',
    },
    {
      question: 'Who can import a package located at example.com/shop/internal/billing?',
      options: {
        A: 'Any module on the internet',
        B: 'Only the billing package itself',
        C: 'Only main packages',
        D: 'Only packages rooted at example.com/shop',
      },
      correct: 'D',
      explanation: 'internal restricts imports to the parent tree of the internal directory.',
    },
    {
      question: 'What is the difference between t.Errorf and t.Fatalf?',
      options: {
        A: 't.Errorf marks a failure and continues; t.Fatalf marks a failure and stops the test',
        B: 't.Fatalf stops the whole test binary',
        C: 't.Errorf only logs without failing',
        D: 'There is no difference',
      },
      correct: 'A',
      explanation: 'Fatal variants call FailNow after logging.',
    },
    {
      question: 'How do you cross-compile a Go program for Linux on ARM64?',
      options: {
        A: 'Install a separate ARM compiler',
        B: 'Use go build -arm',
        C: 'Set GOOS=linux GOARCH=arm64 when running go build',
        D: 'It is not possible',
      },
      correct: 'C',
      explanation: 'The Go toolchain cross-compiles by setting target environment variables.',
    },
    {
      question: 'What happens when two packages import each other?',
      options: {
        A: 'The compiler merges them',
        B: 'It works if both are in the same module',
        C: 'The linker resolves it at run time',
        D: 'Compilation fails with an import cycle error',
      },
      correct: 'D',
      explanation: 'Go forbids import cycles.',
    },
    {
      question: 'Which command runs benchmarks in a package?',
      options: { A: 'go bench', B: 'go test -bench .', C: 'go run -bench', D: 'go vet -bench' },
      correct: 'B',
      explanation: 'Benchmarks are run by go test with the -bench pattern flag.',
    },
    {
      question: 'What import path does version 2 of module example.com/lib use?',
      options: { A: 'example.com/lib@2', B: 'example.com/lib', C: 'example.com/lib/v2', D: 'v2.example.com/lib' },
      correct: 'C',
      explanation: 'Major versions from 2 onward add a /vN suffix to the module path.',
    },
    {
      question: 'What does a fuzz test do?',
      options: {
        A: 'Generates many inputs automatically to find crashes and failing cases',
        B: 'Measures execution time',
        C: 'Checks formatting',
        D: 'Runs tests in random order',
      },
      correct: 'A',
      explanation: 'Go\'s native fuzzing mutates seed inputs to explore edge cases.',
    },
  ],
  problems: [],
};
