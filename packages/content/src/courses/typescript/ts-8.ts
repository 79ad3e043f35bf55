import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'ts-8',
  order: 8,
  title: 'Runtime Validation and Type-Safe Boundaries',
  description:
    'Validate untrusted data at runtime so it matches your static types, using type guards, schema libraries and strict compiler settings.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Explain why static types do not validate runtime data',
    'Write validators that narrow unknown values to typed objects',
    'Derive static types from runtime schemas with libraries such as Zod',
    'Harden a project with strict compiler options and typed boundaries',
  ],
  lesson: `## Types stop at the boundary

TypeScript checks code at compile time, and types are erased before the program runs. Data entering the program at run time, from \`JSON.parse\`, HTTP requests, environment variables, files or \`localStorage\`, has **no** guaranteed shape. Writing \`const user = JSON.parse(body) as User\` tells the compiler to trust the data without checking it; if the client sends \`{ "age": "thirty" }\`, the bug surfaces far away from its cause. The safe pattern is to treat incoming data as \`unknown\` and **validate** it at the boundary, once, turning it into a trusted typed value.

## Hand-written validators

A validator is a type guard that checks every property:

\`\`\`typescript
interface User { name: string; age: number; email?: string }

function isUser(value: unknown): value is User {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === "string" &&
    typeof v.age === "number" && Number.isFinite(v.age) &&
    (v.email === undefined || typeof v.email === "string")
  );
}

const data: unknown = JSON.parse(body);
if (!isUser(data)) throw new Error("invalid user payload");
data.age.toFixed(0);   // safe: data is User here
\`\`\`

Good validators report **which** field failed and why, check required fields before optional ones, and reject unknown fields when strictness matters (a misspelled \`emial\` should not pass silently). Checking fields in a fixed order gives deterministic error messages that clients can rely on.

## Schema libraries

Writing validators by hand duplicates the type definition. Schema libraries such as **Zod** (version 4 shown here), Valibot and ArkType let you define the schema once and **derive** the static type from it:

\`\`\`typescript
import { z } from "zod";

const UserSchema = z.strictObject({           // strict: reject unknown keys
  name: z.string().min(1),
  age: z.number().int().nonnegative(),
  email: z.email().optional(),                 // Zod 4 string formats are top-level
});

type User = z.infer<typeof UserSchema>;        // the static type, derived

const result = UserSchema.safeParse(JSON.parse(body));
if (!result.success) console.log(result.error.issues);   // field paths and messages
else saveUser(result.data);                             // typed as User
\`\`\`

The schema is the single source of truth for both the runtime check and the compile-time type. Many frameworks (tRPC, Hono, form libraries) accept such schemas directly.

## A hardened configuration

Combine boundary validation with strict compiler settings: \`strict\`, \`noUncheckedIndexedAccess\`, \`exactOptionalPropertyTypes\` (distinguishes a missing property from one set to \`undefined\`), \`noImplicitOverride\` and \`noFallthroughCasesInSwitch\`. Lint rules such as \`@typescript-eslint/no-explicit-any\` and \`no-unsafe-*\` stop \`any\` from leaking in. With validated inputs and strict settings, the types inside your program describe reality, and the compiler's guarantees actually hold.`,
  overview: {
    whatYouWillLearn: [
      'Static types are erased and cannot check data arriving at run time',
      'Casting parsed JSON with as hides missing validation',
      'Type guard validators narrow unknown values to typed objects',
      'Deterministic, field-specific error messages make validation useful',
      'Schema libraries such as Zod derive static types from runtime schemas',
      'Strict compiler options and lint rules keep any out of the codebase',
    ],
    proTip:
      'Validate at every boundary exactly once and pass typed values inward; code deep inside the program should never have to re-check shapes.',
  },
  mcqs: [],
  problems: [
    {
      id: 'ts-schema-validator',
      title: 'Schema Validator',
      description:
        'The first line is a schema: space-separated fields written as NAME:TYPE, where TYPE is string, number or boolean, and a NAME ending in "?" marks an optional field. Each following line is a record of KEY=VALUE pairs separated by ";". For each record print "valid" or "invalid: REASON". Check schema fields in schema order: a missing required field gives "missing NAME"; a present field whose value has the wrong type gives "NAME must be TYPE". If all schema fields pass, check the record\'s keys in their order and report the first key not in the schema as "unknown field KEY". A number is an optional minus sign, digits and an optional decimal part; a boolean is exactly true or false; any value is a string. Ignore empty lines.',
      examples: [
        {
          input: 'name:string age:number\nname=Ana;age=31\nname=Bo',
          output: 'valid\ninvalid: missing age',
          explanation: 'The second record has no age field.',
        },
        {
          input: 'id:number active:boolean\nid=x;active=true',
          output: 'invalid: id must be number',
          explanation: 'x is not a number.',
        },
      ],
      constraints: [
        '1 to 20 schema fields',
        'At most 1000 records',
        'Keys and values contain no spaces, "=" or ";"',
      ],
      testCases: [
        t('name:string age:number\nname=Ana;age=31\nname=Bo', 'valid\ninvalid: missing age', false),
        t('id:number active:boolean\nid=x;active=true', 'invalid: id must be number', false),
        t(
          'name:string nick?:string\nname=Cy\nname=Di;nick=dd\nnick=ee',
          'valid\nvalid\ninvalid: missing name',
        ),
        t('a:number\na=1;b=2', 'invalid: unknown field b'),
        t('flag:boolean\nflag=True\nflag=false', 'invalid: flag must be boolean\nvalid'),
        t('x:number y?:number\ny=2;x=-1.5\ny=z;x=1', 'valid\ninvalid: y must be number'),
        t('p:number q:number\nq=abc', 'invalid: missing p'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import re
import sys

lines = sys.stdin.read().split('\n')
schema = []
for tok in lines[0].split():
    name, typ = tok.split(':')
    optional = name.endswith('?')
    schema.append((name.rstrip('?'), typ, optional))
NUM = re.compile(r'-?\d+(\.\d+)?')

def type_ok(typ, value):
    if typ == 'number':
        return NUM.fullmatch(value) is not None
    if typ == 'boolean':
        return value in ('true', 'false')
    return True

known = {s[0] for s in schema}
out = []
for line in lines[1:]:
    line = line.strip()
    if not line:
        continue
    record = {}
    order = []
    for part in line.split(';'):
        key, _, value = part.partition('=')
        record[key] = value
        order.append(key)
    error = None
    for name, typ, optional in schema:
        if name not in record:
            if not optional:
                error = f'missing {name}'
                break
        elif not type_ok(typ, record[name]):
            error = f'{name} must be {typ}'
            break
    if error is None:
        for key in order:
            if key not in known:
                error = f'unknown field {key}'
                break
    out.append('valid' if error is None else 'invalid: ' + error)
print('\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
nf, nr, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
TYPES = ['string', 'number', 'boolean']
fields = [('f%d' % i, random.choice(TYPES), random.random() < 0.3) for i in range(nf)]

def good(typ):
    if typ == 'number':
        return random.choice(('7', '-3', '2.50', '007', '-0.5'))
    if typ == 'boolean':
        return random.choice(('true', 'false'))
    return random.choice(('ana', 'x', '42', 'true', ''))

def bad(typ):
    if typ == 'number':
        return random.choice(('x', '1e3', '+4', '.5', '5.', '15a'))
    return random.choice(('True', 'yes', '1', 'FALSE'))

print(' '.join('%s%s:%s' % (n, '?' if o else '', t) for n, t, o in fields))
for _ in range(nr):
    pairs = []
    for name, typ, optional in fields:
        r = random.random()
        if mode == 'valid':
            if optional and r < 0.5:
                continue
            pairs.append((name, good(typ)))
        else:
            if r < 0.03:
                continue  # missing
            if r < 0.06 and typ != 'string':
                pairs.append((name, bad(typ)))
            else:
                pairs.append((name, good(typ)))
    if mode != 'valid' and random.random() < 0.2:
        pairs.insert(random.randint(0, len(pairs)), ('extra%d' % random.randint(0, 3), 'v'))
    random.shuffle(pairs)
    print(';'.join('%s=%s' % p for p in pairs))
`,
        tests: [
          { args: '20 1000 mixed', label: '20 fields, 1,000 records' },
          { args: '20 1000 valid', label: '20 fields, 1,000 valid records' },
          { args: '3 1000 mixed', label: '3 fields, 1,000 records' },
          { args: '1 200 mixed', label: '1 field, 200 records' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
fields = lines[0].split(' ')
assert 1 <= len(fields) <= 20, '1 to 20 schema fields'
for f in fields:
    assert re.fullmatch(r'[A-Za-z0-9_]+\\??:(string|number|boolean)', f), 'bad field: ' + f
records = [line for line in lines[1:] if line.strip()]
assert len(records) <= 1000, 'at most 1,000 records'
for line in records:
    for part in line.split(';'):
        assert re.fullmatch(r'[^\\s=;]+=[^\\s=;]*', part), 'bad pair: ' + part
`,
        wrongSolutions: [
          {
            name: 'record-order',
            language: 'python3',
            mustFail: 'WA',
            why: "Checks the record's keys in record order before the schema, so it reports the wrong first error",
            source: `import re
import sys

lines = sys.stdin.read().split('\\n')
schema = {}
for tok in lines[0].split():
    name, typ = tok.split(':')
    schema[name.rstrip('?')] = (typ, name.endswith('?'))
NUM = re.compile(r'-?\\d+(\\.\\d+)?')

def type_ok(typ, value):
    if typ == 'number':
        return NUM.fullmatch(value) is not None
    if typ == 'boolean':
        return value in ('true', 'false')
    return True

out = []
for line in lines[1:]:
    line = line.strip()
    if not line:
        continue
    record = dict(part.partition('=')[::2] for part in line.split(';'))
    error = None
    # checks the record's own keys first, in record order
    for key, value in record.items():
        if key not in schema:
            error = f'unknown field {key}'
        elif not type_ok(schema[key][0], value):
            error = f'{key} must be {schema[key][0]}'
        if error:
            break
    if error is None:
        for name, (typ, optional) in schema.items():
            if name not in record and not optional:
                error = f'missing {name}'
                break
    out.append('valid' if error is None else 'invalid: ' + error)
print('\\n'.join(out))
`,
          },
          {
            name: 'skips-optional-types',
            language: 'python3',
            mustFail: 'WA',
            why: 'Never checks the type of an optional field that is present',
            source: `import re
import sys

lines = sys.stdin.read().split('\\n')
schema = []
for tok in lines[0].split():
    name, typ = tok.split(':')
    optional = name.endswith('?')
    schema.append((name.rstrip('?'), typ, optional))
NUM = re.compile(r'-?\\d+(\\.\\d+)?')

def type_ok(typ, value):
    if typ == 'number':
        return NUM.fullmatch(value) is not None
    if typ == 'boolean':
        return value in ('true', 'false')
    return True

known = {s[0] for s in schema}
out = []
for line in lines[1:]:
    line = line.strip()
    if not line:
        continue
    record = {}
    order = []
    for part in line.split(';'):
        key, _, value = part.partition('=')
        record[key] = value
        order.append(key)
    error = None
    for name, typ, optional in schema:
        if optional:
            continue
        if name not in record:
            error = f'missing {name}'
            break
        if not type_ok(typ, record[name]):
            error = f'{name} must be {typ}'
            break
    if error is None:
        for key in order:
            if key not in known:
                error = f'unknown field {key}'
                break
    out.append('valid' if error is None else 'invalid: ' + error)
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
