import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'swift-9',
  order: 9,
  title: 'Networking, Persistence and Swift Packages',
  description: 'Talk to APIs with URLSession and Codable, persist data with SwiftData, and manage dependencies with Swift Package Manager.',
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
    proTip: 'Commit Package.resolved for apps so every developer and CI machine builds with the same dependency versions.',
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
          input: '1.0.0 1.2.0 1.2.5 1.3.0 1.10.1 2.0.0 2.1.0-beta.1\n2\nfrom 1.2.0\nupToNextMinor 1.2.0\n',
          output: 'resolved 1.2.5',
          explanation: 'Both requirements together allow only 1.2.x from 1.2.0.',
        },
      ],
      constraints: ['At most 1000 versions', '0 <= m <= 100', 'Version numbers fit in 32-bit integers'],
      testCases: [
        { input: '1.0.0 1.2.0 1.2.5 1.3.0 1.10.1 2.0.0 2.1.0-beta.1\n1\nfrom 1.2.0\n', expectedOutput: 'resolved 1.10.1', hidden: false },
        { input: '1.0.0 1.2.0 1.2.5 1.3.0 1.10.1 2.0.0 2.1.0-beta.1\n2\nfrom 1.2.0\nupToNextMinor 1.2.0\n', expectedOutput: 'resolved 1.2.5', hidden: false },
        { input: '1.0.0 1.2.0 2.0.0\n2\nexact 2.0.0\nfrom 1.0.0\n', expectedOutput: 'unresolvable', hidden: true },
        { input: '1.3.0 1.0.0 1.2.5 1.2.0\n2\nrange 1.0.0 1.3.0\nfrom 1.2.0\n', expectedOutput: 'resolved 1.2.5', hidden: true },
        { input: '3.0.0-rc.1 3.0.0-rc.2\n1\nfrom 3.0.0\n', expectedOutput: 'unresolvable', hidden: true },
        { input: '3.0.0-rc.1 2.9.9\n1\nexact 3.0.0-rc.1\n', expectedOutput: 'resolved 3.0.0-rc.1', hidden: true },
        { input: '0.4.0 0.5.1 0.9.0 1.0.0\n1\nfrom 0.4.0\n', expectedOutput: 'resolved 0.9.0', hidden: true },
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
    },
  ],
};
