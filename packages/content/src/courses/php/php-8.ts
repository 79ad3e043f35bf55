import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'php-8',
  order: 8,
  title: 'Composer, Namespaces and Autoloading',
  description:
    'Organise code with namespaces, install packages with Composer, and load classes automatically with PSR-4.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Declare namespaces and import classes with use',
    'Install and update dependencies with Composer and version constraints',
    'Configure PSR-4 autoloading in composer.json',
    'Resolve a class name to its file the way the autoloader does',
  ],
  lesson: `## Namespaces

Namespaces prevent name clashes and group related classes, much like folders:

\`\`\`php
<?php
declare(strict_types=1);

namespace App\\Http\\Controller;

use App\\Domain\\Order\\OrderRepository;
use Psr\\Log\\LoggerInterface as Logger;

final class OrderController
{
    public function __construct(private OrderRepository $orders, private Logger $logger) {}
}
\`\`\`

The **fully qualified class name** (FQCN) of this class is \`App\\Http\\Controller\\OrderController\`. \`use\` imports a name so you can refer to it by its short name, optionally with an alias. A leading backslash means "from the global namespace", as in \`new \\DateTimeImmutable()\`. The \`::class\` constant returns a class's FQCN as a string.

## Composer

**Composer** is PHP's dependency manager. Packages come from **Packagist**:

\`\`\`bash
composer init
composer require monolog/monolog           # adds "monolog/monolog": "^3.8"
composer require --dev phpunit/phpunit
composer install                           # installs exactly what composer.lock records
composer update monolog/monolog            # moves to newer allowed versions
\`\`\`

Constraints follow semantic versioning: \`^3.8\` allows any 3.x at or above 3.8, \`~3.8.1\` allows 3.8.x patches. \`composer.lock\` pins exact versions: commit it for applications and deploy with \`composer install --no-dev --optimize-autoloader\`. Every installed package's code lands in \`vendor/\`, which is never committed. Run \`composer audit\` to check for known vulnerabilities.

## PSR-4 autoloading

Without autoloading you would \`require\` every file by hand. Composer generates \`vendor/autoload.php\`; include it once in your entry point and classes load on first use. The **PSR-4** standard maps a namespace prefix to a base directory:

\`\`\`json
{
  "autoload": { "psr-4": { "App\\\\": "src/" } },
  "autoload-dev": { "psr-4": { "App\\\\Tests\\\\": "tests/" } }
}
\`\`\`

(In JSON the backslash is escaped, so \`"App\\\\"\` means the prefix \`App\\\`.) To load a class, the autoloader:

1. strips a leading backslash from the class name;
2. finds the registered namespace prefixes that the class name starts with, trying the **longest** prefix first;
3. removes the prefix, replaces the remaining namespace separators with directory separators and appends \`.php\`;
4. appends that relative path to each base directory registered for the prefix, in order, and requires the first file that exists;
5. falls back to shorter prefixes if no file was found.

So \`App\\Http\\Controller\\OrderController\` loads \`src/Http/Controller/OrderController.php\`. File and directory names must match the class name **exactly, including case**; a project that works on a case-insensitive macOS disk can fail on a Linux server because \`Models\` and \`models\` differ. A prefix matches only at a namespace boundary: \`Acme\\\` does not match \`AcmeCorp\\Thing\`. After editing the autoload section, run \`composer dump-autoload\`. In the exercise you implement this lookup.`,
  overview: {
    whatYouWillLearn: [
      'Namespaces, fully qualified names, use imports and aliases',
      'Installing packages from Packagist with Composer',
      'Version constraints and the role of composer.lock',
      'The PSR-4 mapping from namespace prefixes to directories',
      'Longest-prefix lookup and multiple base directories',
      'Case-sensitivity pitfalls and dump-autoload',
    ],
    proTip:
      'Run composer validate and composer dump-autoload --strict-psr in CI; they catch misnamed files before they break production autoloading.',
  },
  mcqs: [],
  problems: [
    {
      id: 'php-psr4-autoload',
      title: 'PSR-4 Autoloader',
      description: `Resolve class names to files like Composer's PSR-4 autoloader.

**Input:**
- a line with n, then n mapping lines \`PREFIX BASEDIR\`: PREFIX is a namespace prefix ending with a backslash (e.g. \`App\\\`), BASEDIR a directory ending with \`/\`; a prefix may appear on several lines (its base directories are tried in that order);
- a line with m, then m lines listing the files that exist;
- a line with q, then q fully qualified class names (possibly with a leading backslash).

**Resolution:** remove a leading backslash. Consider the prefixes the class name starts with, longest first. For each, take the rest of the class name, replace backslashes with \`/\`, append \`.php\`, and try each base directory of the prefix in order; the first existing path wins. Matching is case-sensitive.

**Output:** for each class the resolved file path, or \`not found\`.`,
      examples: [
        {
          input:
            '2\nApp\\ src/\nApp\\Tests\\ tests/\n3\nsrc/Http/Controller/HomeController.php\ntests/Unit/CartTest.php\nsrc/Tests/Fake.php\n3\nApp\\Http\\Controller\\HomeController\nApp\\Tests\\Unit\\CartTest\nApp\\Tests\\Fake\n',
          output:
            'src/Http/Controller/HomeController.php\ntests/Unit/CartTest.php\nsrc/Tests/Fake.php',
          explanation:
            'App\\Tests\\Fake is not in tests/, so the shorter prefix App\\ finds src/Tests/Fake.php.',
        },
        {
          input: '1\nApp\\ src/\n1\nsrc/Models/User.php\n1\nApp\\models\\User\n',
          output: 'not found',
          explanation: 'Autoloading is case-sensitive: models is not Models.',
        },
      ],
      constraints: ['0 <= n, m, q <= 1000', 'Names contain no spaces'],
      testCases: [
        {
          input:
            '2\nApp\\ src/\nApp\\Tests\\ tests/\n3\nsrc/Http/Controller/HomeController.php\ntests/Unit/CartTest.php\nsrc/Tests/Fake.php\n3\nApp\\Http\\Controller\\HomeController\nApp\\Tests\\Unit\\CartTest\nApp\\Tests\\Fake\n',
          expectedOutput:
            'src/Http/Controller/HomeController.php\ntests/Unit/CartTest.php\nsrc/Tests/Fake.php',
          hidden: false,
        },
        {
          input: '1\nApp\\ src/\n1\nsrc/Models/User.php\n1\nApp\\models\\User\n',
          expectedOutput: 'not found',
          hidden: false,
        },
        {
          input:
            '2\nLib\\ vendor/a/src/\nLib\\ vendor/b/src/\n1\nvendor/b/src/Util/Str.php\n1\nLib\\Util\\Str\n',
          expectedOutput: 'vendor/b/src/Util/Str.php',
          hidden: true,
        },
        {
          input: '1\nApp\\ src/\n1\nsrc/Kernel.php\n1\n\\App\\Kernel\n',
          expectedOutput: 'src/Kernel.php',
          hidden: true,
        },
        {
          input: '1\nAcme\\ lib/\n1\nlib/Thing.php\n2\nAcmeCorp\\Thing\nAcme\\Thing\n',
          expectedOutput: 'not found\nlib/Thing.php',
          hidden: true,
        },
        { input: '0\n1\nsrc/X.php\n1\nApp\\X\n', expectedOutput: 'not found', hidden: true },
        {
          input:
            '2\nApp\\Domain\\ domain/\nApp\\ src/\n2\ndomain/Order/Order.php\nsrc/Domain/Order/Order.php\n1\nApp\\Domain\\Order\\Order\n',
          expectedOutput: 'domain/Order/Order.php',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

BS = chr(92)
lines = sys.stdin.read().splitlines()
pos = 0
n = int(lines[pos]); pos += 1
bases = {}
for _ in range(n):
    prefix, base = lines[pos].split(); pos += 1
    bases.setdefault(prefix, []).append(base)
m = int(lines[pos]); pos += 1
files = set()
for _ in range(m):
    files.add(lines[pos].strip()); pos += 1
q = int(lines[pos]); pos += 1
prefixes = sorted(bases, key=len, reverse=True)
for _ in range(q):
    cls = lines[pos].strip(); pos += 1
    if cls.startswith(BS):
        cls = cls[1:]
    found = 'not found'
    for prefix in prefixes:
        if not cls.startswith(prefix):
            continue
        rel = cls[len(prefix):].replace(BS, '/') + '.php'
        hit = next((b + rel for b in bases[prefix] if b + rel in files), None)
        if hit:
            found = hit
            break
    print(found)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, m, q, mode = int(args[0]), int(args[1]), int(args[2]), args[3]
random.seed(' '.join(args))
BS = chr(92)
roots = ['App', 'Acme', 'AcmeCorp', 'Lib', 'Vendor']
subs = ['Http', 'Domain', 'Tests', 'Util', 'Order', 'Models']
prefixes = []
for r in roots:
    prefixes.append(r + BS)
    for s in subs:
        prefixes.append(r + BS + s + BS)
        if mode == 'nested':
            prefixes.append(r + BS + s + BS + random.choice(subs) + BS)
maps = []
for i in range(n):
    p = random.choice(prefixes)
    maps.append((p, random.choice(['src/', 'lib/', 'vendor/a/src/', 'vendor/b/src/', 'tests/', 'domain/']) + (p.replace(BS, '_').lower() + '/' if random.random() < 0.5 else '')))
classes = []
for _ in range(400):
    parts = [random.choice(roots)] + [random.choice(subs) for _ in range(random.randint(1, 3))] + [random.choice(['Kernel', 'User', 'Str', 'CartTest', 'Order', 'HomeController'])]
    classes.append(BS.join(parts))
files = []
for _ in range(m):
    p, b = random.choice(maps) if maps else ('App' + BS, 'src/')
    cands = [c for c in classes if c.startswith(p)]
    if cands:
        c = random.choice(cands)
        files.append(b + c[len(p):].replace(BS, '/') + '.php')
    else:
        files.append(b + 'Other.php')
print(n)
for p, b in maps:
    print(p, b)
print(m)
print('\\n'.join(files))
print(q)
for _ in range(q):
    c = random.choice(classes)
    r = random.random()
    if r < 0.2:
        c = BS + c
    elif r < 0.3:
        c = c.lower()
    print(c)
`,
        tests: [
          { args: '1000 1000 1000 nested', label: 'n = m = q = 1,000, nested prefixes' },
          { args: '1000 1000 1000 flat', label: 'n = m = q = 1,000' },
          { args: '40 1000 1000 flat', label: 'few prefixes, many base directories' },
          { args: '0 10 10 flat', label: 'no prefixes' },
          { args: '1 1 1 flat', label: 'one mapping' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
BS = chr(92)
pos = 0
n = int(lines[pos]); pos += 1
assert 0 <= n <= 1000, 'n out of range'
for _ in range(n):
    p, b = lines[pos].split(' '); pos += 1
    assert p.endswith(BS) and b.endswith('/'), 'a prefix ends with a backslash and a directory with /'
m = int(lines[pos]); pos += 1
assert 0 <= m <= 1000, 'm out of range'
for _ in range(m):
    assert lines[pos] and ' ' not in lines[pos], 'bad file'; pos += 1
q = int(lines[pos]); pos += 1
assert 0 <= q <= 1000 and pos + q == len(lines), 'q out of range'
for c in lines[pos:]:
    assert c and ' ' not in c, 'bad class name'
`,
        wrongSolutions: [
          {
            name: 'prefixes-in-input-order',
            language: 'python3',
            mustFail: 'WA',
            why: 'Tries the prefixes in input order instead of longest first',
            source: `import sys

BS = chr(92)
lines = sys.stdin.read().splitlines()
pos = 0
n = int(lines[pos]); pos += 1
bases = {}
for _ in range(n):
    prefix, base = lines[pos].split(); pos += 1
    bases.setdefault(prefix, []).append(base)
m = int(lines[pos]); pos += 1
files = set()
for _ in range(m):
    files.add(lines[pos].strip()); pos += 1
q = int(lines[pos]); pos += 1
prefixes = list(bases)
for _ in range(q):
    cls = lines[pos].strip(); pos += 1
    if cls.startswith(BS):
        cls = cls[1:]
    found = 'not found'
    for prefix in prefixes:
        if not cls.startswith(prefix):
            continue
        rel = cls[len(prefix):].replace(BS, '/') + '.php'
        hit = next((b + rel for b in bases[prefix] if b + rel in files), None)
        if hit:
            found = hit
            break
    print(found)
`,
          },
          {
            name: 'first-base-dir-only',
            language: 'python3',
            mustFail: 'WA',
            why: 'Tries only the first base directory of a prefix, but every directory is tried in order',
            source: `import sys

BS = chr(92)
lines = sys.stdin.read().splitlines()
pos = 0
n = int(lines[pos]); pos += 1
bases = {}
for _ in range(n):
    prefix, base = lines[pos].split(); pos += 1
    bases.setdefault(prefix, []).append(base)
m = int(lines[pos]); pos += 1
files = set()
for _ in range(m):
    files.add(lines[pos].strip()); pos += 1
q = int(lines[pos]); pos += 1
prefixes = sorted(bases, key=len, reverse=True)
for _ in range(q):
    cls = lines[pos].strip(); pos += 1
    if cls.startswith(BS):
        cls = cls[1:]
    found = 'not found'
    for prefix in prefixes:
        if not cls.startswith(prefix):
            continue
        rel = cls[len(prefix):].replace(BS, '/') + '.php'
        hit = bases[prefix][0] + rel if bases[prefix][0] + rel in files else None
        if hit:
            found = hit
            break
    print(found)
`,
          },
        ],
      },
    },
  ],
};
