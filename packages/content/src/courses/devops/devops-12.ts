import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-12',
  order: 12,
  title: 'DevSecOps and Software Supply Chain Security',
  description:
    'Build security into every stage of delivery: threat modelling, automated scanning in pipelines, secure containers and clusters, policy as code, and supply-chain protections such as SBOMs, signing and SLSA.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Shift security left with threat modelling and automated checks in CI',
    'Distinguish SAST, DAST, SCA, secret scanning and IaC scanning',
    'Secure the software supply chain with SBOMs, signing, provenance and SLSA',
    'Enforce policies as code at build, deploy and run time',
  ],
  lesson: `## Why DevSecOps

When teams deploy many times a day, a security review at the end of a quarterly release cycle cannot keep up. **DevSecOps** integrates security into every stage of the delivery lifecycle, with automated checks that give developers fast feedback and a shared responsibility across development, operations and security. "Shifting left" means finding problems early, when they are cheapest to fix, while still monitoring at run time ("shield right").

## Design: threat modelling

Before writing code, ask what could go wrong. Lightweight **threat modelling** (for example with STRIDE: spoofing, tampering, repudiation, information disclosure, denial of service, elevation of privilege) on a data-flow diagram identifies trust boundaries and the controls they need. The OWASP Top 10 lists the most common web application risks, such as broken access control, injection and security misconfiguration.

## Automated checks in the pipeline

- **SAST** (static application security testing) analyses source code for patterns such as SQL injection (Semgrep, CodeQL, SonarQube).
- **SCA** (software composition analysis) matches dependencies against vulnerability databases (Dependabot, Snyk, OSV-Scanner, Trivy).
- **Secret scanning** finds committed keys and tokens (gitleaks, push protection on hosting platforms).
- **IaC scanning** checks Terraform, Kubernetes and Dockerfiles for misconfigurations such as public buckets or privileged containers (Checkov, tfsec/Trivy, kube-linter).
- **Container image scanning** finds vulnerable OS packages and libraries in images.
- **DAST** (dynamic testing) attacks a running application in a test environment (OWASP ZAP).

Results appear in pull requests; pipelines block on serious, fixable findings.

## Securing the software supply chain

Attacks such as SolarWinds (a compromised build system), the xz-utils backdoor (a malicious maintainer) and typosquatted packages target **how software is built and distributed**. Defences:

- **Pin and verify dependencies** with lockfiles and checksums, use trusted registries and review new dependencies.
- Produce an **SBOM** (software bill of materials, in SPDX or CycloneDX format) for every artifact, so you can answer "are we affected?" within minutes when a new CVE appears.
- **Sign artifacts** and record **provenance** (who built what, from which source, with which build system). **Sigstore** (cosign, Fulcio, Rekor) enables keyless signing tied to CI identities.
- Follow **SLSA** (Supply-chain Levels for Software Artifacts), a framework of increasingly strong guarantees: scripted builds with provenance, hosted and hardened build platforms, and tamper-resistant provenance.
- Harden CI itself: least-privilege tokens, pinned third-party actions (by commit SHA), isolated runners and OIDC instead of stored cloud keys.

\`\`\`bash
syft ghcr.io/acme/api:3f9c2ab -o spdx-json > sbom.json
cosign sign ghcr.io/acme/api@sha256:4f1c...
cosign verify ghcr.io/acme/api@sha256:4f1c... \\
  --certificate-identity-regexp 'https://github.com/acme/.*' \\
  --certificate-oidc-issuer https://token.actions.githubusercontent.com
\`\`\`

## Policy as code

Rules like "images must come from our registry and be signed", "containers must not run as root" or "every resource needs an owner label" are written as code and enforced automatically: **OPA Gatekeeper** or **Kyverno** as Kubernetes admission controllers, Conftest in CI for Terraform plans, and cloud organisation policies. At run time, tools such as **Falco** detect suspicious behaviour inside containers.

## Culture

Security champions in each team, blameless handling of findings, and clear vulnerability SLAs (for example critical issues fixed within days) make DevSecOps sustainable. The aim is not zero findings but fast, systematic risk reduction.
`,
  overview: {
    whatYouWillLearn: [
      'DevSecOps makes security a shared, continuous responsibility rather than a final gate.',
      'SAST analyses source code, DAST tests running applications, and SCA finds vulnerable dependencies.',
      'Secret, container image and infrastructure-as-code scanning catch common mistakes before deployment.',
      'Supply-chain attacks target dependencies, build systems and artifacts rather than the application itself.',
      'SBOMs list components, signatures prove origin, and SLSA levels describe how trustworthy a build is.',
      'Policy as code with tools like OPA Gatekeeper or Kyverno blocks non-compliant deployments automatically.',
    ],
    proTip:
      'Tune scanners to fail the pipeline only on high-severity findings that have a fix available, and route the rest to a backlog; a pipeline that blocks on hundreds of unfixable low findings trains everyone to bypass it.',
  },
  mcqs: [
    {
      question: 'What does "shift left" mean in DevSecOps?',
      options: {
        A: 'Finding security issues earlier, when they are cheaper to fix',
        B: 'Moving all the security checks to after the production release',
        C: 'Giving the security team a veto over every merge to the main branch',
        D: 'Running scanners only on the main branch',
      },
      correct: 'A',
      explanation:
        'Earlier checks give fast feedback when fixes are cheapest, with run-time monitoring still in place.',
    },
    {
      question: 'Which technique analyses source code without running it?',
      options: {
        A: 'DAST',
        B: 'SAST',
        C: 'SCA',
        D: 'RASP',
      },
      correct: 'B',
      explanation:
        'Static application security testing reads the code; DAST attacks a running application.',
    },
    {
      question: 'What does software composition analysis (SCA) detect?',
      options: {
        A: 'Injection flaws and insecure patterns in your own application source code',
        B: 'Secrets committed to the repository',
        C: 'Known vulnerabilities and licence issues in dependencies',
        D: 'Misconfigured Terraform and Kubernetes files in the repository',
      },
      correct: 'C',
      explanation:
        'SCA matches third-party dependencies against vulnerability and licence databases.',
    },
    {
      question: 'What is an SBOM?',
      options: {
        A: 'A machine-readable list of the components in an artifact',
        B: 'A signed record of who built an artifact, from which source and how',
        C: 'A report of the CVEs that `trivy image` found',
        D: 'A bill for the cloud resources that an artifact uses',
      },
      correct: 'A',
      explanation:
        'A software bill of materials lists components and versions, in SPDX or CycloneDX format.',
    },
    {
      question: 'What does signing container images with Sigstore cosign provide?',
      options: {
        A: 'Encryption of the image layers at rest',
        B: 'Verifiable proof of who built and published an image',
        C: 'A scan proving that the image contains no known vulnerabilities',
        D: 'Compression that makes images faster to pull from the registry',
      },
      correct: 'B',
      explanation:
        'A verified signature ties the image to an identity such as a CI workflow, checked before deployment.',
    },
    {
      question: 'What is SLSA?',
      options: {
        A: 'A standard file format for SBOMs',
        B: 'A scanner for secrets in CI logs',
        C: 'A licence that open-source security tools are published under',
        D: 'A framework of levels for build and provenance integrity',
      },
      correct: 'D',
      explanation:
        'SLSA defines increasingly strong guarantees, from scripted builds with provenance to hardened build platforms.',
    },
    {
      question: 'Why should third-party CI actions be pinned by commit SHA rather than a tag?',
      options: {
        A: 'A tag can be moved to malicious code, but a SHA cannot',
        B: 'SHAs make the actions download and start faster than tags',
        C: 'Tags are not supported in workflow files, only a commit SHA',
        D: "Pinning by SHA also pins the runner's operating system version",
      },
      correct: 'A',
      explanation: 'Tags are mutable pointers, while a commit SHA always names the same code.',
    },
    {
      question:
        'Which tools enforce policies such as "no containers running as root" at Kubernetes admission time?',
      options: {
        A: 'Falco and its runtime rules',
        B: 'Trivy and Grype',
        C: 'OPA Gatekeeper and Kyverno',
        D: 'Semgrep and CodeQL',
      },
      correct: 'C',
      explanation:
        'Admission controllers check resources before they are created; Falco watches behaviour at run time.',
    },
    {
      question: 'How should scanners be tuned so that teams do not learn to bypass them?',
      options: {
        A: 'Block the pipeline on every finding, whatever its severity',
        B: 'Run the scanners only on the main branch, never on pull requests',
        C: 'Let each developer silence any scanner rules they disagree with',
        D: 'Block only on severe, fixable findings and track the rest',
      },
      correct: 'D',
      explanation:
        'Blocking on everything breeds workarounds; block on what matters and track the rest.',
    },
    {
      question: 'What is STRIDE used for?',
      options: {
        A: 'Scoring vulnerabilities by severity',
        B: 'Threat modelling, listing the ways a design could be attacked',
        C: 'Signing artifacts in the pipeline',
        D: 'Testing a running application by attacking it',
      },
      correct: 'B',
      explanation:
        "STRIDE names threat categories (spoofing, tampering and so on) to examine a design's trust boundaries.",
    },
    {
      question: 'What does DAST do?',
      options: {
        A: 'Analyses the source code for injection patterns before it runs',
        B: 'Matches dependencies to vulnerability databases',
        C: 'Attacks the running application from outside, in a test environment',
        D: 'Checks Dockerfiles for privileged containers',
      },
      correct: 'C',
      explanation: 'Dynamic testing such as OWASP ZAP probes the running application from outside.',
    },
    {
      question: 'When a new CVE is announced, how does an SBOM help?',
      options: {
        A: 'It patches the affected component automatically in every image',
        B: 'It blocks traffic matching the CVE at the network firewall',
        C: 'It proves that the artifact was signed by a trusted CI key',
        D: 'It shows which artifacts contain the affected component',
      },
      correct: 'D',
      explanation: 'With an SBOM per artifact, "are we affected?" is a quick lookup.',
    },
  ],
  problems: [],
};
