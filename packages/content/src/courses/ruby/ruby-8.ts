import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-8',
  order: 8,
  title: 'Gems, Bundler and Project Structure',
  description:
    'Use RubyGems and Bundler to manage dependencies with Gemfile and Gemfile.lock, understand version constraints including the pessimistic operator, and structure and publish a gem.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Install gems and manage dependencies with a Gemfile and Bundler',
    'Explain Gemfile.lock and reproducible installs',
    'Interpret version constraints including the pessimistic operator ~>',
    'Structure a gem and run tasks with Rake',
  ],
  lesson: `## Gems

A **gem** is a packaged Ruby library or tool: code, metadata and dependencies, distributed through **rubygems.org**. The \`gem\` command installs them:

\`\`\`bash
gem install rubocop
gem list
gem info rack
\`\`\`

## Bundler and the Gemfile

Applications declare their dependencies in a **Gemfile**, and **Bundler** installs a consistent set of versions:

\`\`\`ruby
# Gemfile
source "https://rubygems.org"
ruby ">= 3.4"

gem "rack", "~> 3.1"
gem "sequel", ">= 5.80", "< 6"
gem "puma"

group :development, :test do
  gem "rspec", "~> 3.13"
  gem "rubocop", require: false
end
\`\`\`

\`\`\`bash
bundle install          # resolve and install, writing Gemfile.lock
bundle exec rspec       # run with exactly the locked versions
bundle update rack      # deliberately move rack to a newer allowed version
bundle outdated
bundle add faraday      # add a gem to the Gemfile and install it
\`\`\`

**Gemfile.lock** records the exact version of every gem, including transitive dependencies. Commit it for applications so every developer, CI run and server installs the same versions. Libraries (gems) commit their lockfile for development but their users resolve their own versions from the gemspec's constraints. Run \`bundle audit\` or GitHub's dependency alerts to learn about vulnerable versions.

## Version constraints

Gems follow **semantic versioning**: \`MAJOR.MINOR.PATCH\`, where a major bump signals breaking changes. Constraints:

- \`= 1.4.2\` exactly, \`!= 1.4.2\` anything else.
- \`>= 1.4\`, \`> 1.4\`, \`< 2\`, \`<= 2.1\`: comparisons.
- \`~> 2.3\` (the **pessimistic** or "twiddle-wakka" operator): at least 2.3 and **less than 3.0**. It drops the last listed segment and increments the one before: \`~> 2.3.1\` means \`>= 2.3.1\` and \`< 2.4\`. Writing \`~> 2.3\` says "any compatible 2.x from 2.3 on".

Versions are compared **segment by segment as integers**, so \`2.10.0\` is newer than \`2.9.9\`, and missing segments count as zero (\`2.3\` equals \`2.3.0\`). Pre-release versions such as \`3.0.0.beta1\` sort before the final release.

## Structure of a gem

\`\`\`text
my_gem/
  lib/my_gem.rb            # entry point: require "my_gem"
  lib/my_gem/version.rb    # MyGem::VERSION = "0.1.0"
  lib/my_gem/parser.rb
  test/ or spec/
  my_gem.gemspec           # name, version, summary, files, dependencies
  Gemfile
  Rakefile
  README.md, CHANGELOG.md, LICENSE.txt
\`\`\`

\`bundle gem my_gem\` generates this skeleton. Code lives under \`lib/\`, namespaced in a module matching the gem name to avoid collisions. The **gemspec** declares runtime dependencies (\`spec.add_dependency "rack", "~> 3.0"\`) and the required Ruby version.

## Rake

**Rake** is Ruby's task runner, configured in a \`Rakefile\`:

\`\`\`ruby
require "bundler/gem_tasks"        # adds build, install and release tasks
require "rspec/core/rake_task"
RSpec::Core::RakeTask.new(:spec)
task default: :spec
\`\`\`

\`bundle exec rake\` runs the default task; \`rake release\` tags the version, builds the \`.gem\` file and pushes it to rubygems.org (enable multi-factor authentication or trusted publishing for your account).

## Your challenge

Implement RubyGems' version matching for the common operators, including the pessimistic operator.
`,
  overview: {
    whatYouWillLearn: [
      'A gem is a packaged Ruby library with a name, version, files and dependencies, published to rubygems.org.',
      "Bundler resolves a Gemfile's constraints into a consistent set of versions recorded in Gemfile.lock.",
      'Committing Gemfile.lock makes every machine install exactly the same versions.',
      'Semantic versioning uses MAJOR.MINOR.PATCH, and constraints such as >= and ~> limit acceptable versions.',
      'The pessimistic operator ~> 2.3 allows 2.3 and later 2.x versions but not 3.0.',
      "A gem's layout includes lib/, a gemspec, tests and a Rakefile with build and release tasks.",
    ],
    proTip:
      'Use bundle exec (or binstubs in bin/) to run tools like rspec and rubocop: it guarantees the versions from Gemfile.lock are used rather than whatever happens to be installed globally.',
  },
  mcqs: [],
  problems: [
    {
      id: 'gem-version-constraint',
      title: 'Does the Version Satisfy the Constraint?',
      description: `Each input line contains a constraint and a version separated by a single space, for example \`~>2.3 2.9.1\`. The constraint is an operator immediately followed by a version: one of \`=\`, \`!=\`, \`>\`, \`>=\`, \`<\`, \`<=\` or \`~>\`.

Versions consist of 1 to 4 non-negative integers separated by dots. Compare two versions segment by segment as integers, treating missing segments as 0 (so \`2.3\` equals \`2.3.0\`).

The pessimistic constraint \`~>X\` where X has \`n\` segments means: the version is \`>= X\`, and it is \`<\` the version obtained by dropping the last segment of X and adding 1 to the new last segment. For example \`~>2.3\` means \`>= 2.3\` and \`< 3\`; \`~>2.3.1\` means \`>= 2.3.1\` and \`< 2.4\`. A single-segment constraint just increments that segment: \`~>2\` means \`>= 2\` and \`< 3\`.

For each line print \`yes\` if the version satisfies the constraint and \`no\` otherwise.`,
      examples: [
        {
          input: `~>2.3 2.9.1
~>2.3 3.0
~>2.3 2.2.9
`,
          output: `yes
no
no`,
          explanation: '~>2.3 allows 2.3 up to but excluding 3.0: 2.9.1 yes, 3.0 no, 2.2.9 no.',
        },
        {
          input: `~>2.3.1 2.3.7
~>2.3.1 2.4.0
>=2.9 2.10
`,
          output: `yes
no
yes`,
          explanation:
            '~>2.3.1 stays below 2.4; versions compare numerically, so 2.10 is greater than 2.9.',
        },
      ],
      constraints: [
        '1 <= number of lines <= 1000',
        'Each version segment fits in a 32-bit integer',
        'There are no spaces inside the constraint',
      ],
      testCases: [
        {
          input: `~>2.3 2.9.1
~>2.3 3.0
~>2.3 2.2.9
`,
          expectedOutput: `yes
no
no`,
          hidden: false,
        },
        {
          input: `~>2.3.1 2.3.7
~>2.3.1 2.4.0
>=2.9 2.10
`,
          expectedOutput: `yes
no
yes`,
          hidden: false,
        },
        {
          input: `=2.3 2.3.0
!=2.3 2.3.0.0
<1 0.9.9
<=1.0 1
>1.0.0 1.0.0.1
`,
          expectedOutput: `yes
no
yes
yes
yes`,
          hidden: true,
        },
        {
          input: `~>2 2.0
~>2 99.1
~>2 1.9
`,
          expectedOutput: `yes
no
no`,
          hidden: true,
        },
        {
          input: `~>1.0 1.99
~>1.0 2.0.0
~>0.9.3 0.9.10
~>0.9.3 0.10
~>1.2.3.4 1.2.3.9
~>1.2.3.4 1.2.4
`,
          expectedOutput: `yes
no
yes
no
yes
no`,
          hidden: true,
        },
        {
          input: `=10.0 9.99
>10 10.0.0.1
<2.10 2.9
`,
          expectedOutput: `no
yes
yes`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
def parse(v):
    return [int(x) for x in v.split('.')]
def cmp(a, b):
    n = max(len(a), len(b))
    a = a + [0] * (n - len(a)); b = b + [0] * (n - len(b))
    return (a > b) - (a < b)
for line in sys.stdin.read().split('\\n'):
    if not line.strip():
        continue
    c, v = line.split()
    for op in ('~>', '>=', '<=', '!=', '=', '>', '<'):
        if c.startswith(op):
            x = parse(c[len(op):]); break
    ver = parse(v)
    r = cmp(ver, x)
    if op == '=': ok = r == 0
    elif op == '!=': ok = r != 0
    elif op == '>': ok = r > 0
    elif op == '>=': ok = r >= 0
    elif op == '<': ok = r < 0
    elif op == '<=': ok = r <= 0
    else:
        ok = r >= 0
        upper = x[:-1] if len(x) > 1 else x[:]
        upper[-1] += 1
        ok = ok and cmp(ver, upper) < 0
    print('yes' if ok else 'no')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
MAX = 2**31 - 1
def seg():
    if mode == 'maxint':
        return random.choice([MAX, MAX - 1, 0, 1])
    return random.choice([0, 0, 1, 2, 3, 9, 10, 11, random.randint(0, 100)])
def ver(k=None):
    return [seg() for _ in range(k or random.randint(1, 4))]
def near(v):
    w = list(v)
    r = random.random()
    if r < 0.3:
        w = w + [0] * random.randint(0, 4 - len(w))
    elif r < 0.6:
        i = random.randrange(len(w))
        w[i] = max(0, min(MAX, w[i] + random.choice([-1, 1])))
    elif r < 0.8 and len(w) < 4:
        w.append(random.randint(0, 12))
    else:
        w = ver()
    return w
fmt = lambda v: '.'.join(map(str, v))
for _ in range(n):
    op = random.choice(['=', '!=', '>', '>=', '<', '<=', '~>', '~>', '~>'])
    c = ver()
    print('%s%s %s' % (op, fmt(c), fmt(near(c))))
`,
        tests: [
          { args: '1000 mixed', label: '1,000 lines, versions of 1 to 4 segments' },
          { args: '1000 maxint', label: '1,000 lines, segments up to 2^31 - 1' },
          { args: '1 mixed', label: 'one line' },
          { args: '200 mixed', label: '200 lines' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 1000, 'number of lines out of range'
V = '[0-9]+(\\\\.[0-9]+){0,3}'
for line in lines:
    m = re.fullmatch('(~>|>=|<=|!=|=|>|<)(' + V + ') (' + V + ')', line)
    assert m, 'bad line'
    for v in (m.group(2), m.group(4)):
        assert all(int(s) < 2**31 for s in v.split('.')), 'segment over 32 bits'
`,
        wrongSolutions: [
          {
            name: 'int32-upper-bound',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Builds the ~> upper bound in 32-bit ints, so ~>2147483647 overflows',
            source: `#include <iostream>
#include <sstream>
#include <string>
#include <vector>
using namespace std;
vector<int> parse(const string& s) {
    vector<int> v; stringstream in(s); string part;
    while (getline(in, part, '.')) v.push_back(stoi(part));
    return v;
}
int cmp(vector<int> a, vector<int> b) {
    size_t n = max(a.size(), b.size());
    a.resize(n, 0); b.resize(n, 0);
    for (size_t i = 0; i < n; i++) if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
}
int main() {
    string c, v;
    while (cin >> c >> v) {
        string ops[] = {"~>", ">=", "<=", "!=", "=", ">", "<"};
        string op;
        for (auto& o : ops) if (c.compare(0, o.size(), o) == 0) { op = o; break; }
        vector<int> x = parse(c.substr(op.size())), ver = parse(v);
        int r = cmp(ver, x);
        bool ok;
        if (op == "=") ok = r == 0;
        else if (op == "!=") ok = r != 0;
        else if (op == ">") ok = r > 0;
        else if (op == ">=") ok = r >= 0;
        else if (op == "<") ok = r < 0;
        else if (op == "<=") ok = r <= 0;
        else {
            vector<int> up = x;
            if (up.size() > 1) up.pop_back();
            up.back() += 1;
            ok = r >= 0 && cmp(ver, up) < 0;
        }
        cout << (ok ? "yes" : "no") << "\\n";
    }
}
`,
          },
          {
            name: 'zip-compare',
            language: 'python3',
            mustFail: 'WA',
            why: 'Compares only as many segments as the shorter version has, so 2.3 equals 2.3.1',
            source: `import sys
def cmp(a, b):
    for x, y in zip(a, b):
        if x != y:
            return -1 if x < y else 1
    return 0
for line in sys.stdin.read().split('\\n'):
    if not line.strip():
        continue
    c, v = line.split()
    for op in ('~>', '>=', '<=', '!=', '=', '>', '<'):
        if c.startswith(op):
            x = [int(s) for s in c[len(op):].split('.')]
            break
    ver = [int(s) for s in v.split('.')]
    r = cmp(ver, x)
    if op == '~>':
        up = x[:-1] if len(x) > 1 else x[:]
        up[-1] += 1
        ok = r >= 0 and cmp(ver, up) < 0
    else:
        ok = {'=': r == 0, '!=': r != 0, '>': r > 0, '>=': r >= 0, '<': r < 0, '<=': r <= 0}[op]
    print('yes' if ok else 'no')
`,
          },
        ],
      },
    },
  ],
};
