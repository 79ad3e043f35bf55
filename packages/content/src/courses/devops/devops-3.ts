import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-3',
  order: 3,
  title: 'Artifacts, Versioning, Dependencies and Secrets',
  description: 'Produce immutable, versioned build artifacts, manage dependencies and registries, and keep secrets out of code and pipelines.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Build once and promote the same immutable artifact through environments',
    'Version releases with semantic versioning and commit SHAs',
    'Manage dependencies reproducibly with lockfiles, registries and update bots',
    'Store and inject secrets safely with secret managers and OIDC',
  ],
  lesson: `## Artifacts: build once, deploy many

An **artifact** is the deployable result of a build: a container image, a JAR, a wheel, a static site bundle or a binary. A core continuous-delivery rule is **build once**: the CI pipeline produces the artifact a single time, and the *same* artifact is promoted from test to staging to production. Rebuilding for each environment risks different dependency versions or compiler flags slipping in, so production would run something nobody tested. Environment differences belong in **configuration** injected at deploy time, never in the artifact.

Artifacts should be **immutable**: once \`api:1.4.2\` is published, it never changes. Store them in a **registry** or repository manager: container registries (ECR, GHCR, Artifact Registry, Harbor), package registries, or universal managers like Artifactory and Nexus, with retention policies to clean up old builds.

## Versioning

- **Semantic versioning** (\`MAJOR.MINOR.PATCH\`) tells consumers about compatibility: breaking changes bump MAJOR, features MINOR, fixes PATCH. Libraries and public APIs need it.
- For deployable services, a unique, traceable identifier matters more: the **git commit SHA** (\`api:3f9c2ab\`), optionally with a build number or date. Container **digests** (\`sha256:...\`) identify content exactly.
- Tools like semantic-release or release-please derive versions and changelogs from Conventional Commit messages.

Whatever you choose, you must be able to answer "which commit is running in production right now?" in seconds.

## Dependencies

Modern applications are mostly third-party code. Manage it deliberately:

- **Lockfiles** (\`package-lock.json\`, \`poetry.lock\`, \`Cargo.lock\`, \`go.sum\`) pin every transitive dependency version and checksum, making builds reproducible. Commit them and install with strict commands (\`npm ci\`).
- **Automated updates** with Dependabot or Renovate open small pull requests for new versions, so you upgrade continuously instead of in painful big jumps.
- **Scanning** (software composition analysis) flags dependencies with known vulnerabilities and problematic licences.
- A **registry proxy** caches upstream packages, protecting builds against outages and deleted packages, and lets you block known-malicious ones.

## Secrets

Passwords, API keys, tokens and private keys must never be committed to Git, baked into images or printed in logs. Instead:

- Store them in a **secret manager**: HashiCorp Vault, AWS Secrets Manager, Google Secret Manager, Azure Key Vault, or Kubernetes Secrets backed by an external store (External Secrets Operator, Sealed Secrets, SOPS).
- **Inject** them at run time as files or environment variables, with access limited by identity (least privilege).
- **Rotate** them regularly and automatically; prefer short-lived, dynamically generated credentials.
- In CI, avoid long-lived cloud keys entirely: **OIDC federation** lets a pipeline exchange a signed identity token for temporary cloud credentials scoped to that repository and branch.

\`\`\`yaml
permissions:
  id-token: write
  contents: read
steps:
  - uses: aws-actions/configure-aws-credentials@v4
    with:
      role-to-assume: arn:aws:iam::123456789012:role/deploy-prod
      aws-region: eu-central-1
\`\`\`

If a secret is ever committed, assume it is compromised: **revoke and rotate** it first, then clean the history. Deleting the file in a new commit does not remove it from Git history or from existing clones and forks.
`,
  overview: {
    whatYouWillLearn: [
      'An artifact is the packaged, deployable output of a build, such as a container image, package or binary.',
      'Building once and promoting the same artifact guarantees that what was tested is what runs in production.',
      'Semantic versions communicate compatibility, while commit SHAs and digests identify exact builds.',
      'Lockfiles pin transitive dependencies so builds are reproducible.',
      'Private registries and proxies store artifacts and protect against upstream outages and tampering.',
      'Secrets belong in secret managers and are injected at run time; pipelines should use short-lived OIDC credentials.',
    ],
    proTip: 'Add secret scanning as a pre-commit hook and in CI (gitleaks, trufflehog or your platform\'s push protection): catching a key before it is pushed is far cheaper than rotating it after it leaks.',
  },
  mcqs: [
    {
      question: 'What does "build once, deploy many" mean?',
      options: {
        A: 'Build a separate artifact for each environment',
        B: 'Produce one immutable artifact and promote that same artifact through all environments',
        C: 'Deploy only once per year',
        D: 'Build on the production server',
      },
      correct: 'B',
      explanation: 'Promoting the tested artifact guarantees production runs exactly what was verified.',
    },
    {
      question: 'Where should environment-specific differences such as database URLs live?',
      options: {
        A: 'In configuration injected at deploy or run time',
        B: 'Hard-coded in a separate build per environment',
        C: 'In the artifact\'s file name',
        D: 'In commit messages',
      },
      correct: 'A',
      explanation: 'Artifacts stay identical while configuration varies per environment.',
    },
    {
      question: 'What is the main purpose of a lockfile?',
      options: {
        A: 'To prevent other developers from editing files',
        B: 'To encrypt dependencies',
        C: 'To pin exact versions of all direct and transitive dependencies for reproducible builds',
        D: 'To list the project\'s authors',
      },
      correct: 'C',
      explanation: 'Lockfiles make every install resolve to the same versions and checksums.',
    },
    {
      question: 'Which identifier best answers "exactly which build is running in production"?',
      options: {
        A: 'The word latest',
        B: 'The build date only',
        C: 'The developer\'s name',
        D: 'The git commit SHA or the image digest',
      },
      correct: 'D',
      explanation: 'A SHA or digest maps unambiguously to one build.',
    },
    {
      question: 'What do tools like Dependabot and Renovate do?',
      options: {
        A: 'Open regular pull requests that update dependencies in small steps',
        B: 'Delete unused dependencies from registries',
        C: 'Deploy applications to Kubernetes',
        D: 'Encrypt secrets',
      },
      correct: 'A',
      explanation: 'Continuous small upgrades are easier and safer than rare big jumps.',
    },
    {
      question: 'How should a CI pipeline obtain cloud credentials for deployment?',
      options: {
        A: 'From long-lived keys pasted into the pipeline file',
        B: 'Through OIDC federation, exchanging an identity token for short-lived credentials',
        C: 'From the developer\'s laptop',
        D: 'From a public S3 bucket',
      },
      correct: 'B',
      explanation: 'OIDC removes stored keys and scopes access to the repository and branch.',
    },
    {
      question: 'An API key was committed and pushed. What must be done first?',
      options: {
        A: 'Delete the file in a new commit',
        B: 'Make the repository private',
        C: 'Add the file to .gitignore',
        D: 'Revoke and rotate the key, because it must be treated as compromised',
      },
      correct: 'D',
      explanation: 'Pushed secrets may already be copied; history cleanup comes after rotation.',
    },
    {
      question: 'Why should artifacts be immutable once published?',
      options: {
        A: 'Registries cannot store changed files',
        B: 'Immutability makes builds slower',
        C: 'A version must always refer to the same content, so deployments and rollbacks are predictable',
        D: 'It is required by semantic versioning tools only',
      },
      correct: 'C',
      explanation: 'Mutable artifacts make it impossible to know what a version contains.',
    },
    {
      question: 'What is a benefit of a registry proxy for third-party packages?',
      options: {
        A: 'It caches packages, protecting builds from upstream outages and allowing malicious packages to be blocked',
        B: 'It removes the need for lockfiles',
        C: 'It writes code automatically',
        D: 'It replaces version control',
      },
      correct: 'A',
      explanation: 'A proxy gives control over and resilience for external dependencies.',
    },
  ],
  problems: [],
};
