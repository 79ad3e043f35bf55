import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'swift-9',
  order: 9,
  title: 'Networking, Persistence and Swift Packages',
  description:
    'Talk to APIs with URLSession and Codable, persist data with SwiftData, and manage dependencies with Swift Package Manager.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Decode and encode JSON with Codable and custom keys',
    'Build a small API client with URLSession and async/await',
    'Persist models with SwiftData',
    'Declare package dependencies and predict version resolution',
  ],
  lesson: `## Codable

\`Codable\` (\`Encodable & Decodable\`) converts Swift types to and from external formats such as JSON. The compiler synthesises the implementation when all properties are Codable:

\`\`\`swift
struct Repo: Codable, Identifiable {
    let id: Int
    let fullName: String
    let stars: Int
    let updatedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, fullName = "full_name", stars = "stargazers_count", updatedAt = "updated_at"
    }
}

let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .iso8601
let repos = try decoder.decode([Repo].self, from: data)
\`\`\`

\`CodingKeys\` maps JSON names to property names (or set \`keyDecodingStrategy = .convertFromSnakeCase\`). Optional properties tolerate missing keys; decoding fails with a precise \`DecodingError\` when types do not match, which you should log.

## An API client

\`\`\`swift
struct GitHubClient {
    var session: URLSession = .shared

    func repos(of user: String) async throws -> [Repo] {
        var request = URLRequest(url: URL(string: "https://api.github.com/users/\\(user)/repos")!)
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        request.timeoutInterval = 15
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        return try decoder.decode([Repo].self, from: data)
    }
}
\`\`\`

Inject the session (or a protocol) so tests can stub responses. App Transport Security requires HTTPS by default.

## SwiftData

**SwiftData** persists model classes with a few annotations and integrates with SwiftUI:

\`\`\`swift
@Model final class Note {
    var title: String
    var createdAt: Date
    init(title: String, createdAt: Date = .now) { self.title = title; self.createdAt = createdAt }
}
// App: .modelContainer(for: Note.self)
// View: @Query(sort: \\Note.createdAt, order: .reverse) var notes: [Note]
//       @Environment(\\.modelContext) private var context; context.insert(Note(title: "Hi"))
\`\`\`

For small settings use \`UserDefaults\` (\`@AppStorage\` in SwiftUI); for secrets use the **Keychain**.

## Swift Package Manager

SPM is the built-in dependency manager. A package declares its dependencies in \`Package.swift\` (apps add them in Xcode's package settings):

\`\`\`swift
dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", .upToNextMinor(from: "1.17.0")),
    .package(url: "https://github.com/example/payments", exact: "2.3.1"),
    .package(url: "https://github.com/example/charts", "1.0.0"..<"1.5.0"),
]
\`\`\`

Versions follow **semantic versioning** and come from git tags. \`from: "1.1.0"\` means **up to the next major**: at least 1.1.0 and below 2.0.0. Note that SPM applies this rule to 0.x versions too: \`from: "0.4.0"\` allows anything below 1.0.0. \`.upToNextMinor\` allows patches only (below 1.18.0 above), \`exact\` pins one version, and a range is half-open. Pre-release versions such as \`2.0.0-beta.1\` are only chosen when a requirement names a pre-release explicitly. When several packages depend on the same library, SPM must find one version satisfying **all** requirements, picks the **highest** such version, and records it in \`Package.resolved\`, which apps should commit. If no version satisfies everyone, resolution fails. In the exercise you implement this resolution for a single dependency.

Keep the dependency list short and prefer well-maintained packages: every package you add is code that runs in your app, affects build times and must be updated when Swift or the operating system changes.`,
  overview: {
    whatYouWillLearn: [
      'Codable synthesis, CodingKeys and decoding strategies',
      'URLSession with async/await, status checks and timeouts',
      'Injecting the network layer for testability',
      'SwiftData models, queries and the model context',
      'SPM requirements: from, upToNextMinor, exact and ranges',
      'Version resolution, pre-releases and Package.resolved',
    ],
    proTip:
      'Commit Package.resolved for apps so every developer and CI machine builds with the same dependency versions.',
  },
  mcqs: [],
  problems: [
    {
      id: 'swift-spm-resolve',
      title: 'Package Version Resolution',
      description: `Resolve one package dependency the way Swift Package Manager does.

**Input:** a line with the available versions separated by spaces (\`MAJOR.MINOR.PATCH\`, optionally followed by \`-prerelease\`), then a line with m, then m requirement lines:
- \`from V\`: at least V and below the next major version (V.major + 1).0.0;
- \`upToNextMinor V\`: at least V and below V.major.(V.minor + 1).0;
- \`exact V\`: exactly V;
- \`range A B\`: at least A and below B.

**Rules:** compare versions numerically by major, then minor, then patch. A pre-release version (containing \`-\`) can only be selected by an \`exact\` requirement naming it; it never satisfies other requirements. Choose the highest available version satisfying all requirements (with no requirements, the highest non-pre-release version).

**Output:** \`resolved VERSION\` or \`unresolvable\`.`,
      examples: [
        {
          input: '1.0.0 1.2.0 1.2.5 1.3.0 1.10.1 2.0.0 2.1.0-beta.1\n1\nfrom 1.2.0\n',
          output: 'resolved 1.10.1',
          explanation: '1.10.1 is higher than 1.3.0 because 10 > 3, and it is below 2.0.0.',
        },
        {
          input:
            '1.0.0 1.2.0 1.2.5 1.3.0 1.10.1 2.0.0 2.1.0-beta.1\n2\nfrom 1.2.0\nupToNextMinor 1.2.0\n',
          output: 'resolved 1.2.5',
          explanation: 'Both requirements together allow only 1.2.x from 1.2.0.',
        },
      ],
      constraints: [
        'At most 1000 versions',
        '0 <= m <= 100',
        'Version numbers fit in 32-bit integers',
      ],
      testCases: [
        {
          input: '1.0.0 1.2.0 1.2.5 1.3.0 1.10.1 2.0.0 2.1.0-beta.1\n1\nfrom 1.2.0\n',
          expectedOutput: 'resolved 1.10.1',
          hidden: false,
        },
        {
          input:
            '1.0.0 1.2.0 1.2.5 1.3.0 1.10.1 2.0.0 2.1.0-beta.1\n2\nfrom 1.2.0\nupToNextMinor 1.2.0\n',
          expectedOutput: 'resolved 1.2.5',
          hidden: false,
        },
        {
          input: '1.0.0 1.2.0 2.0.0\n2\nexact 2.0.0\nfrom 1.0.0\n',
          expectedOutput: 'unresolvable',
          hidden: true,
        },
        {
          input: '1.3.0 1.0.0 1.2.5 1.2.0\n2\nrange 1.0.0 1.3.0\nfrom 1.2.0\n',
          expectedOutput: 'resolved 1.2.5',
          hidden: true,
        },
        {
          input: '3.0.0-rc.1 3.0.0-rc.2\n1\nfrom 3.0.0\n',
          expectedOutput: 'unresolvable',
          hidden: true,
        },
        {
          input: '3.0.0-rc.1 2.9.9\n1\nexact 3.0.0-rc.1\n',
          expectedOutput: 'resolved 3.0.0-rc.1',
          hidden: true,
        },
        {
          input: '0.4.0 0.5.1 0.9.0 1.0.0\n1\nfrom 0.4.0\n',
          expectedOutput: 'resolved 0.9.0',
          hidden: true,
        },
        { input: '2.0.0 1.9.9 2.0.1-alpha\n0\n', expectedOutput: 'resolved 2.0.0', hidden: true },
      ],
      reference: {
        language: 'python3',
        source: `import sys


def parse(v):
    core = v.split('-', 1)[0]
    return tuple(int(x) for x in core.split('.'))


lines = sys.stdin.read().splitlines()
versions = lines[0].split()
m = int(lines[1])
reqs = [lines[2 + i].split() for i in range(m)]


def ok(v):
    pre = '-' in v
    p = parse(v)
    for r in reqs:
        kind = r[0]
        if kind == 'exact':
            if v != r[1]:
                return False
            continue
        if pre:
            return False
        if kind == 'from':
            lo = parse(r[1])
            hi = (lo[0] + 1, 0, 0)
        elif kind == 'upToNextMinor':
            lo = parse(r[1])
            hi = (lo[0], lo[1] + 1, 0)
        else:
            lo, hi = parse(r[1]), parse(r[2])
        if not (lo <= p < hi):
            return False
    if not reqs and pre:
        return False
    return True


best = None
for v in versions:
    if ok(v) and (best is None or parse(v) > parse(best)):
        best = v
print('resolved ' + best if best else 'unresolvable')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
nv, m, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
MAX = 2**31 - 1
def comp():
    return random.choice([0, 1, 2, 3, 9, 10, 11, random.randint(0, 30), MAX if mode == 'maxint' else random.randint(0, 999)])
vs = []
seen = set()
while len(vs) < nv:
    v = '%d.%d.%d' % (comp(), comp(), comp())
    if random.random() < (0.5 if mode == 'pre' else 0.1):
        v += '-' + random.choice(['beta.1', 'rc.2', 'alpha'])
    if v not in seen:
        seen.add(v)
        vs.append(v)
random.shuffle(vs)
plain = [v for v in vs if '-' not in v] or ['1.0.0']
reqs = []
big = [v for v in plain if str(MAX) in v]
target = random.choice(big if mode == 'maxint' and big else plain)
ma, mi, pa = (int(x) for x in target.split('.'))
for _ in range(m):
    r = random.random()
    if mode == 'pre' and r < 0.2:
        reqs.append('exact ' + random.choice(vs))
    elif r < 0.4:
        reqs.append('from %d.%d.%d' % (ma, random.randint(0, mi), 0))
    elif r < 0.7:
        reqs.append('upToNextMinor %d.%d.%d' % (ma, mi, random.randint(0, pa)))
    elif r < 0.95 and pa < MAX:
        reqs.append('range %d.%d.%d %d.%d.%d' % (ma, 0, 0, ma, mi, pa + 1))
    elif m <= 3:
        reqs.append('from ' + random.choice(plain))
    else:
        reqs.append('from %d.0.0' % ma)
print(' '.join(vs))
print(len(reqs))
for r in reqs:
    print(r)
`,
        tests: [
          { args: '1000 100 mixed', label: '1,000 versions, 100 requirements' },
          { args: '1000 100 maxint', label: 'version numbers up to 2^31 - 1' },
          { args: '1000 100 pre', label: 'many pre-release versions' },
          { args: '1000 0 mixed', label: 'no requirements' },
          { args: '300 3 maxint', label: 'version numbers up to 2^31 - 1, few requirements' },
          { args: '1 1 mixed', label: 'one version' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
V = re.compile(r'(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-[0-9A-Za-z.]+)?')
def ver(v):
    mt = V.fullmatch(v)
    assert mt, 'bad version ' + v
    assert all(int(mt.group(i)) < 2**31 for i in (1, 2, 3)), 'version number over 32 bits'
versions = lines[0].split(' ') if lines[0] else []
assert len(versions) <= 1000, 'more than 1000 versions'
for v in versions:
    ver(v)
m = int(lines[1])
assert 0 <= m <= 100 and len(lines) == 2 + m, 'm out of range'
for line in lines[2:]:
    p = line.split(' ')
    assert (p[0] in ('from', 'upToNextMinor', 'exact') and len(p) == 2) or (p[0] == 'range' and len(p) == 3), 'bad requirement'
    for v in p[1:]:
        ver(v)
        if p[0] != 'exact':
            assert '-' not in v, 'only exact names a pre-release'
`,
        wrongSolutions: [
          {
            name: 'int32-upper-bound',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Computes the next major or minor version in 32-bit ints, which overflows for 2147483647',
            source: `#include <iostream>
#include <sstream>
#include <string>
#include <vector>
#include <tuple>
using namespace std;
typedef tuple<int, int, int> V;
V parse(const string& s) {
    string core = s.substr(0, s.find('-'));
    int a, b, c; char d;
    istringstream in(core); in >> a >> d >> b >> d >> c;
    return V(a, b, c);
}
int main() {
    string line;
    getline(cin, line);
    vector<string> vs;
    { istringstream in(line); string v; while (in >> v) vs.push_back(v); }
    getline(cin, line);
    int m = stoi(line);
    vector<vector<string>> reqs(m);
    for (int i = 0; i < m; i++) { getline(cin, line); istringstream in(line); string t; while (in >> t) reqs[i].push_back(t); }
    string best;
    for (const string& v : vs) {
        bool pre = v.find('-') != string::npos, ok = true;
        V p = parse(v);
        for (auto& r : reqs) {
            if (r[0] == "exact") { if (v != r[1]) ok = false; continue; }
            if (pre) { ok = false; break; }
            V lo = parse(r[1]), hi;
            if (r[0] == "from") hi = V(get<0>(lo) + 1, 0, 0);
            else if (r[0] == "upToNextMinor") hi = V(get<0>(lo), get<1>(lo) + 1, 0);
            else hi = parse(r[2]);
            if (!(lo <= p && p < hi)) ok = false;
        }
        if (reqs.empty() && pre) ok = false;
        if (ok && (best.empty() || parse(v) > parse(best))) best = v;
    }
    cout << (best.empty() ? string("unresolvable") : "resolved " + best) << "\\n";
}
`,
          },
          {
            name: 'compare-as-text',
            language: 'python3',
            mustFail: 'WA',
            why: 'Compares versions as strings, so 1.10.1 sorts below 1.9.0',
            source: `import sys
lines = sys.stdin.read().splitlines()
versions = lines[0].split()
m = int(lines[1])
reqs = [lines[2 + i].split() for i in range(m)]
def core(v):
    return v.split('-', 1)[0]
def bump(v, i):
    p = [int(x) for x in v.split('.')]
    p[i] += 1
    return '.'.join(str(x) for x in p[:i + 1] + [0] * (2 - i))
def ok(v):
    pre = '-' in v
    for r in reqs:
        if r[0] == 'exact':
            if v != r[1]:
                return False
            continue
        if pre:
            return False
        lo = r[1]
        hi = bump(lo, 0) if r[0] == 'from' else bump(lo, 1) if r[0] == 'upToNextMinor' else r[2]
        if not (lo <= core(v) < hi):
            return False
    return bool(reqs) or not pre
best = None
for v in versions:
    if ok(v) and (best is None or core(v) > core(best)):
        best = v
print('resolved ' + best if best else 'unresolvable')
`,
          },
        ],
      },
    },
  ],
};
