import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-9',
  order: 9,
  title: 'GitOps and Platform Engineering',
  description:
    'Deliver to Kubernetes with GitOps using Argo CD or Flux, manage environments and promotion in Git, and build internal developer platforms with golden paths.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain the four GitOps principles and pull-based delivery',
    'Deploy and reconcile applications with Argo CD or Flux',
    'Structure environments and promotion in Git repositories',
    'Describe platform engineering, internal developer platforms and golden paths',
  ],
  lesson: `## From push to pull

In a classic pipeline, CI runs \`kubectl apply\` or \`helm upgrade\` against the cluster: a **push** model. CI then needs powerful cluster credentials, and nothing notices if someone later changes the cluster by hand.

**GitOps** flips this. The OpenGitOps project defines four principles:

1. **Declarative**: the whole desired state is expressed declaratively (Kubernetes manifests, Helm charts, Kustomize overlays).
2. **Versioned and immutable**: that state is stored in Git, with full history.
3. **Pulled automatically**: software agents pull the desired state from the source.
4. **Continuously reconciled**: agents observe the actual state and correct any drift.

## Argo CD and Flux

The two CNCF-graduated GitOps tools run **inside the cluster**:

- **Argo CD** defines \`Application\` resources pointing at a Git path and a target cluster and namespace, with a web UI showing sync and health status, diff views and rollbacks. \`ApplicationSet\` generates applications for many clusters or environments.
- **Flux** is a set of controllers (\`GitRepository\`, \`Kustomization\`, \`HelmRelease\`) and can also update image tags automatically.

\`\`\`yaml
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: api-prod
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://github.com/acme/platform-config
    path: apps/api/overlays/prod
    targetRevision: main
  destination:
    server: https://kubernetes.default.svc
    namespace: api
  syncPolicy:
    automated: { prune: true, selfHeal: true }
\`\`\`

With \`selfHeal\`, a manual \`kubectl edit\` is reverted to what Git says; with \`prune\`, resources deleted from Git are deleted from the cluster.

## How changes flow

1. A developer merges code; **CI** tests it and pushes image \`api:3f9c2ab\`.
2. CI (or an image automation bot) opens a **pull request** to the config repository, changing the image tag in the staging overlay.
3. After merge, the GitOps agent syncs staging. Promotion to production is another pull request changing the production overlay, with review and required approvals.
4. **Rollback** is \`git revert\`.

Benefits: every change is reviewed and auditable, the cluster can be rebuilt from Git, drift is visible, and CI needs no cluster credentials. Challenges: secrets cannot be stored in plain Git (use Sealed Secrets, SOPS or External Secrets Operator), and many environments and clusters need a deliberate repository structure.

## Platform engineering

As teams adopt Kubernetes, cloud services, CI/CD, observability and security tooling, the **cognitive load** on application developers explodes. **Platform engineering** responds by building an **internal developer platform (IDP)**: a product, run by a platform team, that offers self-service capabilities such as "create a new service", "get a database" or "deploy to staging".

- **Golden paths** (paved roads) are supported, opinionated templates that bake in CI/CD, observability, security and deployment conventions, so the easy way is also the right way.
- **Developer portals** such as **Backstage** provide a software catalogue, templates and documentation in one place.
- Infrastructure self-service is often built with Crossplane, Terraform modules or cloud service catalogues behind simple interfaces.

The platform team treats developers as **customers**: it measures adoption and satisfaction, and succeeds when product teams ship faster with less toil.
`,
  overview: {
    whatYouWillLearn: [
      'GitOps uses Git as the single source of truth for declarative system state.',
      'An in-cluster agent pulls desired state from Git and continuously reconciles the cluster to match it.',
      'Changes happen through pull requests, which give review, audit history and easy rollback via revert.',
      'Drift from manual kubectl changes is detected and can be reverted automatically.',
      'Environment promotion is a Git change, such as updating an image tag in the production overlay.',
      'Platform engineering builds self-service internal developer platforms with golden paths that reduce cognitive load.',
    ],
    proTip:
      'Keep application source code and environment configuration in separate repositories (or clearly separated folders): CI builds images from the app repo and opens a pull request against the config repo, so deployments stay reviewable and CI never needs cluster credentials.',
  },
  mcqs: [
    {
      question: 'What is the single source of truth in GitOps?',
      options: {
        A: 'Git repositories holding the declarative desired state',
        B: 'The live cluster state, exported to a backup every night',
        C: "The CI server's deployment logs",
        D: "A wiki page listing each service's deployed version and owner",
      },
      correct: 'A',
      explanation: 'The desired state lives in Git, and agents make the cluster match it.',
    },
    {
      question: 'How does GitOps differ from a classic push-based pipeline?',
      options: {
        A: 'CI runs `kubectl apply` from the pipeline with admin credentials',
        B: 'An agent in the cluster pulls from Git and reconciles',
        C: 'Developers apply the reviewed manifests by hand after each merge',
        D: 'Git hooks push each change straight to every node in the cluster',
      },
      correct: 'B',
      explanation:
        'An in-cluster agent pulls the desired state and continuously corrects drift, so CI needs no cluster credentials.',
    },
    {
      question: 'What does `selfHeal` do in an Argo CD sync policy?',
      options: {
        A: 'Deletes resources that were removed from Git',
        B: 'Restarts crashed pods sooner than a sync would',
        C: 'Reverts manual cluster changes back to what Git says',
        D: 'Rebuilds images whose tests have failed',
      },
      correct: 'C',
      explanation:
        'With `selfHeal`, a manual `kubectl edit` is reverted; `prune` deletes resources removed from Git.',
    },
    {
      question: 'How do you roll back a bad production deployment in a GitOps workflow?',
      options: {
        A: 'Run `kubectl rollout undo` on the production cluster',
        B: 'Delete the Argo CD application, then create it again from scratch',
        C: 'Restore etcd from the last nightly backup',
        D: 'Revert the commit in the config repo; the agent syncs it',
      },
      correct: 'D',
      explanation: 'Rollback is `git revert`, and the agent applies the previous state.',
    },
    {
      question: 'Why should secrets not be committed in plain text to a GitOps repository?',
      options: {
        A: 'Anyone with repo access, and its history, could read them',
        B: 'Git cannot store binary files larger than a few kilobytes each',
        C: 'Argo CD refuses to sync any repository that contains Secret manifests',
        D: 'Kubernetes rejects Secrets that come from Git',
      },
      correct: 'A',
      explanation:
        'Use Sealed Secrets, SOPS or External Secrets Operator instead of plain Secrets in Git.',
    },
    {
      question: 'How is promotion from staging to production typically done with GitOps?',
      options: {
        A: 'Re-running the staging pipeline with a `--prod` flag',
        B: 'A pull request updating the production config, e.g. the image tag',
        C: "Copying the staging cluster's etcd to production",
        D: 'Letting the agent promote after 24 hours automatically',
      },
      correct: 'B',
      explanation:
        'Promotion is a reviewed change to the production overlay, with required approvals.',
    },
    {
      question: 'What is a golden path in platform engineering?',
      options: {
        A: 'The fastest network route between two clusters',
        B: 'The branch that is always deployed to production',
        C: 'A supported, opinionated way with best practices built in',
        D: 'A mandatory process that every team must follow without exception',
      },
      correct: 'C',
      explanation:
        'Golden paths make the easy way the right way through supported templates, not mandates.',
    },
    {
      question: 'What is the main goal of an internal developer platform?',
      options: {
        A: 'Replacing product teams with one central operations team',
        B: 'Hiding all infrastructure costs from product teams',
        C: 'Giving each developer `cluster-admin` in every cluster',
        D: "Self-service, lowering developers' cognitive load",
      },
      correct: 'D',
      explanation:
        'A platform team offers self-service capabilities as a product and treats developers as customers.',
    },
    {
      question:
        'Which open-source project is widely used as a developer portal with a software catalogue and templates?',
      options: {
        A: '`Crossplane`',
        B: '`Argo CD`',
        C: '`Backstage`',
        D: '`Flux`',
      },
      correct: 'C',
      explanation:
        'Backstage provides the catalogue, templates and docs; Crossplane provisions infrastructure.',
    },
    {
      question: 'What does `prune: true` do in an Argo CD sync policy?',
      options: {
        A: 'Removes old, unused images from the container registry',
        B: 'Deletes cluster resources that were removed from Git',
        C: 'Cleans up finished Jobs an hour after they have completed',
        D: 'Trims the Git history to save repository space',
      },
      correct: 'B',
      explanation: 'With `prune`, resources deleted from Git are deleted from the cluster too.',
    },
    {
      question: 'Which is one of the four OpenGitOps principles?',
      options: {
        A: 'Manually approved at each step',
        B: 'Pushed from a central CI server',
        C: 'Imperatively scripted by CI',
        D: 'Continuously reconciled',
      },
      correct: 'D',
      explanation:
        'The principles are declarative, versioned and immutable, pulled automatically and continuously reconciled.',
    },
    {
      question: 'Why does CI need no cluster credentials in a GitOps setup?',
      options: {
        A: 'The agent inside the cluster pulls changes, so CI only writes to Git',
        B: "CI uses the developer's own kubeconfig instead",
        C: 'Kubernetes accepts applies from CI without cluster credentials',
        D: 'The whole cluster is rebuilt from scratch on every single commit',
      },
      correct: 'A',
      explanation:
        'The agent inside the cluster applies changes, so CI only pushes images and config commits.',
    },
  ],
  problems: [],
};
