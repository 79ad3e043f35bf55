import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-9',
  order: 9,
  title: 'GitOps and Platform Engineering',
  description: 'Deliver to Kubernetes with GitOps using Argo CD or Flux, manage environments and promotion in Git, and build internal developer platforms with golden paths.',
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
    proTip: 'Keep application source code and environment configuration in separate repositories (or clearly separated folders): CI builds images from the app repo and opens a pull request against the config repo, so deployments stay reviewable and CI never needs cluster credentials.',
  },
  mcqs: [
    {
      question: 'What is the single source of truth in GitOps?',
      options: {
        A: 'The live cluster state',
        B: 'The CI server\'s build logs',
        C: 'Git repositories containing the declarative desired state',
        D: 'A wiki page',
      },
      correct: 'C',
      explanation: 'Desired state lives in Git, and agents make the cluster match it.',
    },
    {
      question: 'How does GitOps differ from a classic push-based pipeline?',
      options: {
        A: 'An agent inside the cluster pulls desired state from Git and reconciles continuously',
        B: 'CI runs kubectl apply with admin credentials',
        C: 'Developers SSH into nodes to deploy',
        D: 'Deployments happen only on a weekly schedule',
      },
      correct: 'A',
      explanation: 'Pull-based reconciliation removes the need for CI to hold cluster credentials.',
    },
    {
      question: 'What does selfHeal do in an Argo CD sync policy?',
      options: {
        A: 'Restarts crashed pods',
        B: 'Heals broken Git commits',
        C: 'Scales deployments automatically',
        D: 'Reverts manual changes in the cluster back to the state defined in Git',
      },
      correct: 'D',
      explanation: 'Drift is corrected automatically when self-healing is enabled.',
    },
    {
      question: 'How do you roll back a bad production deployment in a GitOps workflow?',
      options: {
        A: 'Delete the namespace',
        B: 'Revert the commit in the configuration repository, and the agent syncs the previous state',
        C: 'Rebuild the cluster from scratch',
        D: 'Edit the pods with kubectl',
      },
      correct: 'B',
      explanation: 'Git history makes rollback a simple, auditable revert.',
    },
    {
      question: 'Why should secrets not be committed in plain text to a GitOps repository?',
      options: {
        A: 'Git cannot store YAML',
        B: 'Argo CD refuses to read secrets',
        C: 'Anyone with repository access, and its entire history, would expose them; tools like Sealed Secrets, SOPS or External Secrets are used instead',
        D: 'Secrets make syncs slower',
      },
      correct: 'C',
      explanation: 'Encrypted or externally referenced secrets keep Git safe to share.',
    },
    {
      question: 'How is promotion from staging to production typically done with GitOps?',
      options: {
        A: 'By a pull request that updates the production configuration, for example the image tag',
        B: 'By copying containers between clusters manually',
        C: 'By restarting the production cluster',
        D: 'By editing Argo CD\'s database',
      },
      correct: 'A',
      explanation: 'Promotion is just another reviewed change in Git.',
    },
    {
      question: 'What is a golden path in platform engineering?',
      options: {
        A: 'The most expensive cloud region',
        B: 'The fastest network route between clusters',
        C: 'A mandatory manual approval process',
        D: 'A supported, opinionated way to build and run software with best practices built in',
      },
      correct: 'D',
      explanation: 'Golden paths make the right way the easy way.',
    },
    {
      question: 'What is the main goal of an internal developer platform?',
      options: {
        A: 'To replace all developers with automation',
        B: 'To give developers self-service capabilities and reduce their cognitive load',
        C: 'To centralise every deployment in one ops team\'s ticket queue',
        D: 'To remove the need for version control',
      },
      correct: 'B',
      explanation: 'Platforms are products that let teams move fast without mastering every tool.',
    },
    {
      question: 'Which open-source project is widely used as a developer portal with a software catalogue and templates?',
      options: {
        A: 'Backstage',
        B: 'Prometheus',
        C: 'Terraform',
        D: 'containerd',
      },
      correct: 'A',
      explanation: 'Backstage, created by Spotify, is a CNCF project for developer portals.',
    },
  ],
  problems: [],
};
