import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-5',
  order: 5,
  title: 'Validation and Error Handling',
  description:
    'Validate input with Bean Validation and turn exceptions into consistent ProblemDetail responses with @ExceptionHandler and @ControllerAdvice.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Validate request bodies and parameters with Jakarta Bean Validation',
    'Write custom constraints and validation groups',
    'Map exceptions to HTTP responses with @ExceptionHandler and @RestControllerAdvice',
    'Predict which exception handler Spring selects',
  ],
  lesson: `## Bean Validation

Add \`spring-boot-starter-validation\` and annotate DTO fields with Jakarta constraints:

\`\`\`java
public record RegisterRequest(
    @NotBlank @Size(max = 50) String name,
    @NotBlank @Email String email,
    @NotNull @Min(13) Integer age,
    @Pattern(regexp = "[A-Z]{2}") String country) {}

@PostMapping("/users")
UserDto register(@Valid @RequestBody RegisterRequest request) { ... }
\`\`\`

\`@Valid\` triggers validation before your method runs; failures throw \`MethodArgumentNotValidException\`, answered with **400**. \`@NotNull\` rejects null, \`@NotEmpty\` also empty strings and collections, \`@NotBlank\` also whitespace-only strings. Validate path and query parameters by annotating them directly (Spring 6.1 applies method validation automatically for constraint annotations on controller parameters). Custom constraints combine an annotation with a \`ConstraintValidator\`, and class-level constraints express cross-field rules such as "end date after start date".

## Consistent error responses

Clients need a predictable error format. Spring supports **ProblemDetail** (RFC 9457, formerly 7807), a standard JSON body with \`type\`, \`title\`, \`status\`, \`detail\` and \`instance\`. Enable it for built-in exceptions with \`spring.mvc.problemdetails.enabled=true\`, and create your own:

\`\`\`java
@RestControllerAdvice
class ApiErrors {
    @ExceptionHandler(ProductNotFoundException.class)
    ProblemDetail notFound(ProductNotFoundException ex) {
        ProblemDetail pd = ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, ex.getMessage());
        pd.setTitle("Product not found");
        return pd;
    }

    @ExceptionHandler(IllegalArgumentException.class)
    ProblemDetail badRequest(IllegalArgumentException ex) {
        return ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, ex.getMessage());
    }

    @ExceptionHandler(Exception.class)
    ProblemDetail fallback(Exception ex) {
        log.error("Unexpected error", ex);
        return ProblemDetail.forStatus(HttpStatus.INTERNAL_SERVER_ERROR); // no internals leaked
    }
}
\`\`\`

## How Spring picks a handler

When a controller method throws, Spring's \`ExceptionHandlerExceptionResolver\` looks for an \`@ExceptionHandler\`:

1. First in the **controller class itself**. Among its handlers it chooses the one whose declared exception type is **closest** to the thrown type in the class hierarchy (fewest superclass steps).
2. Only if the controller has no matching handler, it checks the **@ControllerAdvice** beans in their **order** (\`@Order\`, lowest value first). The first advice that has any matching handler is used, again choosing its closest match; later advices are not consulted.

This has surprising consequences. A local \`@ExceptionHandler(Exception.class)\` in a controller beats a more specific handler in an advice. And if a high-priority advice contains a catch-all \`Exception\` handler, a lower-priority advice's handler for \`OrderNotFoundException\` is never reached. Keep catch-all handlers in the lowest-priority advice. Exceptions annotated with \`@ResponseStatus\`, or \`ResponseStatusException\`, map to statuses without any handler.

Never return stack traces or exception class names to clients; log them server-side with a correlation id and return a clean ProblemDetail. In the exercise you implement the handler selection algorithm.`,
  overview: {
    whatYouWillLearn: [
      'Jakarta constraints and the difference between NotNull, NotEmpty and NotBlank',
      'Triggering validation with @Valid and method validation',
      'Custom and cross-field constraints',
      'ProblemDetail as a standard error body',
      'Local @ExceptionHandler versus @RestControllerAdvice',
      'Closest-match and advice-order rules for handler selection',
    ],
    proTip:
      'Put your catch-all Exception handler in an advice annotated with @Order(Ordered.LOWEST_PRECEDENCE) so specific handlers in other advices are never shadowed.',
  },
  mcqs: [],
  problems: [
    {
      id: 'spring-exception-handler',
      title: 'Exception Handler Resolution',
      description: `Determine which @ExceptionHandler Spring MVC uses for a thrown exception.

**Input:**
- a line with n, then n lines \`Class Parent\` describing the exception hierarchy (the root has parent \`-\`);
- a line with m, then m handler lines \`SCOPE Type STATUS\`, where SCOPE is \`local\` (declared in the controller) or \`adviceK\` (a @ControllerAdvice with order K, an integer; lower K has higher priority);
- a line with q, then q thrown exception class names.

**Rules:** a handler matches if its Type is the thrown class or one of its ancestors; its distance is the number of parent steps from the thrown class to Type. Look at \`local\` handlers first; if any match, use the closest one. Otherwise go through the advices in increasing K; the first advice with a matching handler wins, using its closest match.

**Output:** for each query \`Thrown -> STATUS (SCOPE: Type)\` or \`Thrown -> unhandled\`.`,
      examples: [
        {
          input:
            '9\nThrowable -\nException Throwable\nRuntimeException Exception\nIllegalArgumentException RuntimeException\nNumberFormatException IllegalArgumentException\nIllegalStateException RuntimeException\nResponseStatusException RuntimeException\nOrderNotFoundException ResponseStatusException\nIOException Exception\n4\nadvice1 IllegalArgumentException 400\nadvice1 Exception 500\nadvice2 OrderNotFoundException 404\nlocal IllegalStateException 409\n3\nNumberFormatException\nIllegalStateException\nIOException\n',
          output:
            'NumberFormatException -> 400 (advice1: IllegalArgumentException)\nIllegalStateException -> 409 (local: IllegalStateException)\nIOException -> 500 (advice1: Exception)',
          explanation: 'The closest handler in the first matching scope wins.',
        },
        {
          input:
            '9\nThrowable -\nException Throwable\nRuntimeException Exception\nIllegalArgumentException RuntimeException\nNumberFormatException IllegalArgumentException\nIllegalStateException RuntimeException\nResponseStatusException RuntimeException\nOrderNotFoundException ResponseStatusException\nIOException Exception\n2\nadvice2 OrderNotFoundException 404\nadvice1 Exception 500\n1\nOrderNotFoundException\n',
          output: 'OrderNotFoundException -> 500 (advice1: Exception)',
          explanation:
            'advice1 has priority and its catch-all matches, so advice2 is never consulted.',
        },
      ],
      constraints: [
        '1 <= n <= 1000',
        '0 <= m, q <= 1000',
        'Every thrown class appears in the hierarchy',
      ],
      testCases: [
        {
          input:
            '9\nThrowable -\nException Throwable\nRuntimeException Exception\nIllegalArgumentException RuntimeException\nNumberFormatException IllegalArgumentException\nIllegalStateException RuntimeException\nResponseStatusException RuntimeException\nOrderNotFoundException ResponseStatusException\nIOException Exception\n4\nadvice1 IllegalArgumentException 400\nadvice1 Exception 500\nadvice2 OrderNotFoundException 404\nlocal IllegalStateException 409\n3\nNumberFormatException\nIllegalStateException\nIOException\n',
          expectedOutput:
            'NumberFormatException -> 400 (advice1: IllegalArgumentException)\nIllegalStateException -> 409 (local: IllegalStateException)\nIOException -> 500 (advice1: Exception)',
          hidden: false,
        },
        {
          input:
            '9\nThrowable -\nException Throwable\nRuntimeException Exception\nIllegalArgumentException RuntimeException\nNumberFormatException IllegalArgumentException\nIllegalStateException RuntimeException\nResponseStatusException RuntimeException\nOrderNotFoundException ResponseStatusException\nIOException Exception\n2\nadvice2 OrderNotFoundException 404\nadvice1 Exception 500\n1\nOrderNotFoundException\n',
          expectedOutput: 'OrderNotFoundException -> 500 (advice1: Exception)',
          hidden: false,
        },
        {
          input:
            '3\nException -\nRuntimeException Exception\nDataException RuntimeException\n2\nlocal Exception 500\nadvice1 DataException 422\n1\nDataException\n',
          expectedOutput: 'DataException -> 500 (local: Exception)',
          hidden: true,
        },
        {
          input: '2\nException -\nX Exception\n0\n2\nX\nException\n',
          expectedOutput: 'X -> unhandled\nException -> unhandled',
          hidden: true,
        },
        {
          input:
            '2\nException -\nRuntimeException Exception\n2\nadvice10 RuntimeException 418\nadvice2 Exception 500\n1\nRuntimeException\n',
          expectedOutput: 'RuntimeException -> 500 (advice2: Exception)',
          hidden: true,
        },
        {
          input:
            '4\nException -\nRuntimeException Exception\nIllegalArgumentException RuntimeException\nNumberFormatException IllegalArgumentException\n3\nadvice1 RuntimeException 500\nadvice1 IllegalArgumentException 400\nadvice1 NumberFormatException 422\n3\nNumberFormatException\nIllegalArgumentException\nException\n',
          expectedOutput:
            'NumberFormatException -> 422 (advice1: NumberFormatException)\nIllegalArgumentException -> 400 (advice1: IllegalArgumentException)\nException -> unhandled',
          hidden: true,
        },
        {
          input:
            '4\nException -\nRuntimeException Exception\nIllegalArgumentException RuntimeException\nNumberFormatException IllegalArgumentException\n3\nlocal RuntimeException 500\nlocal IllegalArgumentException 400\nadvice1 NumberFormatException 422\n1\nNumberFormatException\n',
          expectedOutput: 'NumberFormatException -> 400 (local: IllegalArgumentException)',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
pos = 0
n = int(lines[pos]); pos += 1
parent = {}
for _ in range(n):
    c, p = lines[pos].split(); pos += 1
    parent[c] = p
m = int(lines[pos]); pos += 1
groups = {}
for _ in range(m):
    scope, typ, status = lines[pos].split(); pos += 1
    groups.setdefault(scope, []).append((typ, status))
scopes = []
if 'local' in groups:
    scopes.append('local')
scopes += sorted((s for s in groups if s != 'local'), key=lambda s: int(s[6:]))
q = int(lines[pos]); pos += 1
for _ in range(q):
    thrown = lines[pos].strip(); pos += 1
    depth = {}
    cur, d = thrown, 0
    while cur != '-':
        depth[cur] = d
        cur = parent[cur]
        d += 1
    result = thrown + ' -> unhandled'
    for scope in scopes:
        best = None
        for typ, status in groups[scope]:
            if typ in depth and (best is None or depth[typ] < best[0]):
                best = (depth[typ], typ, status)
        if best:
            result = '%s -> %s (%s: %s)' % (thrown, best[2], scope, best[1])
            break
    print(result)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, m, q, mode = int(args[0]), int(args[1]), int(args[2]), args[3]
random.seed(' '.join(args))
cls = ['Throwable'] + ['E%dException' % i for i in range(1, n)]
parent = ['-']
for i in range(1, n):
    parent.append(cls[i - 1] if mode == 'deep' else cls[random.randint(max(0, i - 4), i - 1)])
order = list(range(n))
random.shuffle(order)
print(n)
for i in order:
    print(cls[i], parent[i])
print(m)
scopes = ['local'] + ['advice%d' % k for k in (1, 2, 3, 10, 11, 20, -1, 0)]
for _ in range(m):
    sc = random.choice(scopes) if mode != 'advice' else random.choice(scopes[1:])
    print(sc, random.choice(cls), random.choice([400, 404, 409, 418, 422, 500, 503]))
print(q)
for _ in range(q):
    print(random.choice(cls[-100:]) if mode == 'deep' else random.choice(cls))
`,
        tests: [
          {
            args: '1000 1000 1000 wide',
            label: 'n = 1,000 classes, m = 1,000 handlers, q = 1,000',
          },
          { args: '1000 1000 1000 deep', label: 'a chain of 1,000 classes' },
          { args: '1000 300 1000 advice', label: 'advices only, orders from -1 to 20' },
          { args: '1000 0 100 wide', label: 'no handlers' },
          { args: '1 1 1 wide', label: 'one class' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
pos = 0
n = int(lines[pos]); pos += 1
assert 1 <= n <= 1000, 'n out of range'
parent = {}
for _ in range(n):
    c, p = lines[pos].split(' '); pos += 1
    assert c not in parent and c != '-', 'bad class'
    parent[c] = p
assert list(parent.values()).count('-') == 1, 'exactly one root'
for c in parent:
    seen = set()
    while c != '-':
        assert c in parent and c not in seen, 'the hierarchy must be a tree'
        seen.add(c)
        c = parent[c]
m = int(lines[pos]); pos += 1
assert 0 <= m <= 1000, 'm out of range'
for _ in range(m):
    scope, typ, status = lines[pos].split(' '); pos += 1
    assert re.fullmatch(r'local|advice-?[0-9]+', scope) and typ and status, 'bad handler'
q = int(lines[pos]); pos += 1
assert 0 <= q <= 1000 and pos + q == len(lines), 'q out of range'
for t in lines[pos:]:
    assert t in parent, 'thrown class not in the hierarchy'
`,
        wrongSolutions: [
          {
            name: 'advice-order-as-text',
            language: 'python3',
            mustFail: 'WA',
            why: 'Sorts advices by name as text, so advice10 comes before advice2',
            source: `import sys
lines = sys.stdin.read().splitlines()
pos = 0
n = int(lines[pos]); pos += 1
parent = {}
for _ in range(n):
    c, p = lines[pos].split(); pos += 1
    parent[c] = p
m = int(lines[pos]); pos += 1
groups = {}
for _ in range(m):
    scope, typ, status = lines[pos].split(); pos += 1
    groups.setdefault(scope, []).append((typ, status))
scopes = (['local'] if 'local' in groups else []) + sorted(s for s in groups if s != 'local')
q = int(lines[pos]); pos += 1
for _ in range(q):
    thrown = lines[pos].strip(); pos += 1
    depth = {}
    cur, d = thrown, 0
    while cur != '-':
        depth[cur] = d
        cur = parent[cur]
        d += 1
    result = thrown + ' -> unhandled'
    for scope in scopes:
        best = None
        for typ, status in groups[scope]:
            if typ in depth and (best is None or depth[typ] < best[0]):
                best = (depth[typ], typ, status)
        if best:
            result = '%s -> %s (%s: %s)' % (thrown, best[2], scope, best[1])
            break
    print(result)
`,
          },
          {
            name: 'closest-overall',
            language: 'python3',
            mustFail: 'WA',
            why: 'Picks the closest matching handler across all scopes instead of taking local handlers first, then advices in order',
            source: `import sys
lines = sys.stdin.read().splitlines()
pos = 0
n = int(lines[pos]); pos += 1
parent = {}
for _ in range(n):
    c, p = lines[pos].split(); pos += 1
    parent[c] = p
m = int(lines[pos]); pos += 1
handlers = []
for _ in range(m):
    scope, typ, status = lines[pos].split(); pos += 1
    rank = -10**9 if scope == 'local' else int(scope[6:])
    handlers.append((rank, scope, typ, status))
q = int(lines[pos]); pos += 1
for _ in range(q):
    thrown = lines[pos].strip(); pos += 1
    depth = {}
    cur, d = thrown, 0
    while cur != '-':
        depth[cur] = d
        cur = parent[cur]
        d += 1
    best = None
    for rank, scope, typ, status in handlers:
        if typ in depth and (best is None or (depth[typ], rank) < best[0]):
            best = ((depth[typ], rank), scope, typ, status)
    print('%s -> %s (%s: %s)' % (thrown, best[3], best[1], best[2]) if best else thrown + ' -> unhandled')
`,
          },
        ],
      },
    },
  ],
};
