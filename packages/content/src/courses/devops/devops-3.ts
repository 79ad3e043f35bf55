import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-3',
  order: 3,
  title: 'Artifacts, Versioning, Dependencies and Secrets',
  description:
    'Produce immutable, versioned build artifacts, manage dependencies and registries, and keep secrets out of code and pipelines.',
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
    proTip:
      "Add secret scanning as a pre-commit hook and in CI (gitleaks, trufflehog or your platform's push protection): catching a key before it is pushed is far cheaper than rotating it after it leaks.",
  },
  mcqs: [
    {
      question: 'What does "build once, deploy many" mean?',
      options: {
        A: 'Build the artifact once per environment so each one gets its own tuned build',
        B: 'Build a single artifact and promote that same artifact through every environment',
        C: 'Build once per release branch, then rebuild on the production host at deploy',
        D: 'Build the artifact once a day and deploy the nightly build to every environment',
      },
      correct: 'B',
      explanation:
        'The pipeline produces the artifact a single time and promotes it from test to staging to production, so production runs exactly what was tested.',
    },
    {
      question: 'Where should environment-specific differences such as database URLs live?',
      options: {
        A: "In a separate artifact built for each environment's settings",
        B: 'In configuration injected at deploy or run time',
        C: "In the artifact's tag, e.g. api:1.4.2-staging",
        D: 'In build arguments baked into the image per environment',
      },
      correct: 'B',
      explanation:
        'The artifact stays identical everywhere; configuration injected at deploy time carries the differences. Baking them in means production runs a build nobody tested.',
    },
    {
      question: 'What is the main purpose of a lockfile such as package-lock.json or go.sum?',
      options: {
        A: 'Pinning the version and checksum of every dependency so builds are reproducible',
        B: 'Listing only the direct dependencies, while transitive ones float to their latest versions',
        C: 'Stopping two developers from editing package.json at the same time',
        D: 'Recording which dependency versions have known vulnerabilities',
      },
      correct: 'A',
      explanation:
        'A lockfile pins every transitive dependency with its checksum, so every install resolves to the same tree. Commit it and install with strict commands like npm ci.',
    },
    {
      question: 'Which identifier best answers "which build is running in production right now?"',
      options: {
        A: 'The latest tag, which always points to the last build',
        B: 'The semantic version of the last release branch',
        C: 'The build date, e.g. api:2026-03-14',
        D: 'The git commit SHA or the image digest',
      },
      correct: 'D',
      explanation:
        'A commit SHA or a sha256 digest maps to exactly one build; latest moves, and a date or a release version can cover several builds.',
    },
    {
      question: 'What do Dependabot and Renovate do?',
      options: {
        A: 'Scan running containers for vulnerabilities and patch them in place',
        B: 'Remove unused dependencies from the lockfile before every build',
        C: 'Open small pull requests that update dependencies to their new versions',
        D: 'Mirror upstream registries so that builds survive outages',
      },
      correct: 'C',
      explanation:
        'They propose dependency updates continuously as small PRs, so upgrades happen in small steps instead of painful big jumps.',
    },
    {
      question: 'How should a CI pipeline get cloud credentials for a deployment?',
      options: {
        A: 'From cloud access keys stored as encrypted repository secrets for the pipeline',
        B: 'Via OIDC, swapping a signed identity token for short-lived credentials',
        C: "From an IAM user's keys written into the pipeline's YAML file",
        D: "From the deploying developer's own credentials on their laptop",
      },
      correct: 'B',
      explanation:
        'OIDC federation removes long-lived keys: the pipeline exchanges its identity token for temporary credentials scoped to the repository and branch.',
    },
    {
      question:
        'An API key was committed and pushed to a shared repository. What must be done first?',
      options: {
        A: 'Delete the key file in a new commit and push it',
        B: 'Add the file to .gitignore so it is not pushed again',
        C: 'Rewrite the shared history so the key is gone',
        D: 'Revoke and rotate the key, treating it as compromised',
      },
      correct: 'D',
      explanation:
        'Once pushed, the key may already be copied to clones and forks; revoke and rotate it first, then clean the history. A new commit does not remove it from history.',
    },
    {
      question: 'Why should artifacts be immutable once published?',
      options: {
        A: 'So a version always refers to the same content',
        B: 'Because registries can only store a tag once and reject later pushes',
        C: 'Because semantic-release refuses to publish a version that was changed',
        D: 'So retention policies can delete old builds',
      },
      correct: 'A',
      explanation:
        'If api:1.4.2 could change, nobody would know what a deployment or rollback to that version contains.',
    },
    {
      question: 'What is a benefit of a registry proxy for third-party packages?',
      options: {
        A: 'It caches upstream packages and lets you block known-malicious ones',
        B: 'It replaces lockfiles by always serving the newest third-party packages',
        C: 'It rewrites package versions so that all builds use the same major version',
        D: 'It signs every upstream package so that no scanning is needed afterwards',
      },
      correct: 'A',
      explanation:
        'A proxy keeps builds working during upstream outages or deletions and gives a control point to block bad packages.',
    },
    {
      question:
        'A library at version 2.7.3 removes a public function. Under semantic versioning, what is its next version?',
      options: {
        A: '2.8.0, since a change to the API is a MINOR bump',
        B: '2.7.4, since removing code is a PATCH-level fix',
        C: '3.0.0, since a breaking change bumps MAJOR',
        D: '2.8.0-beta, since removals need a pre-release first',
      },
      correct: 'C',
      explanation:
        'MAJOR.MINOR.PATCH: breaking changes bump MAJOR and reset the others; new features bump MINOR; fixes bump PATCH.',
    },
    {
      question: 'Why do pipelines run npm ci rather than npm install?',
      options: {
        A: 'npm ci installs exactly the locked tree and errors if the lockfile is out of sync',
        B: 'npm ci updates package-lock.json to the newest compatible versions, then installs them',
        C: 'npm ci skips devDependencies, so the build image is smaller',
        D: 'npm ci caches node_modules between pipeline runs, which npm install cannot do',
      },
      correct: 'A',
      explanation:
        'npm ci is the strict, reproducible install: it deletes node_modules, installs the locked tree and errors if the lockfile is out of sync, instead of rewriting it.',
    },
    {
      question: "Where should a service's database password live?",
      options: {
        A: 'In the Dockerfile as an ENV line, so every container gets it',
        B: 'In a .env file committed to the repository next to the code',
        C: 'In a secret manager, injected at run time',
        D: 'In the image, encrypted, with the key passed as a build argument',
      },
      correct: 'C',
      explanation:
        'Secrets must never be committed, baked into images or logged; a secret manager (Vault, AWS Secrets Manager, ...) injects them at run time and supports rotation.',
    },
  ],
  problems: [],
};
