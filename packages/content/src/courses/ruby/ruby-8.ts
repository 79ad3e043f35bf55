import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-8',
  order: 8,
  title: 'Gems, Bundler and Project Structure',
  description: 'Use RubyGems and Bundler to manage dependencies with Gemfile and Gemfile.lock, understand version constraints including the pessimistic operator, and structure and publish a gem.',
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
      'Bundler resolves a Gemfile\'s constraints into a consistent set of versions recorded in Gemfile.lock.',
      'Committing Gemfile.lock makes every machine install exactly the same versions.',
      'Semantic versioning uses MAJOR.MINOR.PATCH, and constraints such as >= and ~> limit acceptable versions.',
      'The pessimistic operator ~> 2.3 allows 2.3 and later 2.x versions but not 3.0.',
      'A gem\'s layout includes lib/, a gemspec, tests and a Rakefile with build and release tasks.',
    ],
    proTip: 'Use bundle exec (or binstubs in bin/) to run tools like rspec and rubocop: it guarantees the versions from Gemfile.lock are used rather than whatever happens to be installed globally.',
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
          explanation: '~>2.3.1 stays below 2.4; versions compare numerically, so 2.10 is greater than 2.9.',
        },
      ],
      constraints: [
        '1 <= number of lines <= 1000',
        'Each version segment fits in a 32-bit integer',
        'There are no spaces inside the constraint',
      ],
      testCases: [
        { input: `~>2.3 2.9.1
~>2.3 3.0
~>2.3 2.2.9
`, expectedOutput: `yes
no
no`, hidden: false },
        { input: `~>2.3.1 2.3.7
~>2.3.1 2.4.0
>=2.9 2.10
`, expectedOutput: `yes
no
yes`, hidden: false },
        { input: `=2.3 2.3.0
!=2.3 2.3.0.0
<1 0.9.9
<=1.0 1
>1.0.0 1.0.0.1
`, expectedOutput: `yes
no
yes
yes
yes`, hidden: true },
        { input: `~>2 2.0
~>2 99.1
~>2 1.9
`, expectedOutput: `yes
no
no`, hidden: true },
        { input: `~>1.0 1.99
~>1.0 2.0.0
~>0.9.3 0.9.10
~>0.9.3 0.10
~>1.2.3.4 1.2.3.9
~>1.2.3.4 1.2.4
`, expectedOutput: `yes
no
yes
no
yes
no`, hidden: true },
        { input: `=10.0 9.99
>10 10.0.0.1
<2.10 2.9
`, expectedOutput: `no
yes
yes`, hidden: true },
      ],
      reference: { language: 'python3', source: `import sys
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
` },
    },
  ],
};
