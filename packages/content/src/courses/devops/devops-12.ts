import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-12',
  order: 12,
  title: 'DevSecOps and Software Supply Chain Security',
  description: 'Build security into every stage of delivery: threat modelling, automated scanning in pipelines, secure containers and clusters, policy as code, and supply-chain protections such as SBOMs, signing and SLSA.',
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
    proTip: 'Tune scanners to fail the pipeline only on high-severity findings that have a fix available, and route the rest to a backlog; a pipeline that blocks on hundreds of unfixable low findings trains everyone to bypass it.',
  },
  mcqs: [
    {
      question: 'What does "shift left" mean in DevSecOps?',
      options: {
        A: 'Moving servers to another data centre',
        B: 'Finding and fixing security issues earlier in the lifecycle, when they are cheaper to fix',
        C: 'Removing security checks from production',
        D: 'Letting only the security team write code',
      },
      correct: 'B',
      explanation: 'Early, automated checks give developers fast security feedback.',
    },
    {
      question: 'Which technique analyses source code without running it?',
      options: {
        A: 'SAST',
        B: 'DAST',
        C: 'Penetration testing in production',
        D: 'Load testing',
      },
      correct: 'A',
      explanation: 'Static application security testing inspects code for vulnerable patterns.',
    },
    {
      question: 'What does software composition analysis (SCA) detect?',
      options: {
        A: 'Slow database queries',
        B: 'Misconfigured DNS records',
        C: 'Known vulnerabilities and licence issues in third-party dependencies',
        D: 'Typos in documentation',
      },
      correct: 'C',
      explanation: 'SCA matches dependency versions against vulnerability databases.',
    },
    {
      question: 'What is an SBOM?',
      options: {
        A: 'A load-balancing algorithm',
        B: 'A type of firewall',
        C: 'A container runtime',
        D: 'A machine-readable list of the components and versions inside a software artifact',
      },
      correct: 'D',
      explanation: 'SBOMs let you quickly check whether you are affected by a new vulnerability.',
    },
    {
      question: 'What does signing container images with Sigstore cosign provide?',
      options: {
        A: 'Verifiable proof of who built and published an image, checked before deployment',
        B: 'Smaller images',
        C: 'Faster pulls',
        D: 'Automatic vulnerability fixes',
      },
      correct: 'A',
      explanation: 'Signature verification blocks images from untrusted sources.',
    },
    {
      question: 'What is SLSA?',
      options: {
        A: 'A Kubernetes scheduler',
        B: 'A framework of levels describing how trustworthy and tamper-resistant a build and its provenance are',
        C: 'A cloud cost report',
        D: 'A logging format',
      },
      correct: 'B',
      explanation: 'Supply-chain Levels for Software Artifacts define increasing build integrity guarantees.',
    },
    {
      question: 'Why should third-party CI actions be pinned by commit SHA rather than a tag?',
      options: {
        A: 'SHAs are shorter to type',
        B: 'Tags are not supported by CI systems',
        C: 'A tag can be moved to malicious code, while a commit SHA is immutable',
        D: 'Pinning makes pipelines run in parallel',
      },
      correct: 'C',
      explanation: 'Pinning to an immutable reference protects against compromised action repositories.',
    },
    {
      question: 'Which tools enforce policies such as "no containers running as root" at Kubernetes admission time?',
      options: {
        A: 'Prometheus and Grafana',
        B: 'Packer and Vagrant',
        C: 'Git and GitHub',
        D: 'OPA Gatekeeper and Kyverno',
      },
      correct: 'D',
      explanation: 'Admission controllers reject non-compliant resources before they are created.',
    },
    {
      question: 'How should scanners be tuned so teams do not learn to bypass them?',
      options: {
        A: 'Block only on high-severity findings with an available fix, and track the rest',
        B: 'Block every pipeline on any finding of any severity',
        C: 'Disable scanners in pull requests',
        D: 'Run scanners only once a year',
      },
      correct: 'A',
      explanation: 'Actionable, prioritised gates keep trust in the pipeline.',
    },
  ],
  problems: [],
};
