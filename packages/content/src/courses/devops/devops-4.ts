import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-4',
  order: 4,
  title: 'Continuous Delivery and Deployment Strategies',
  description: 'Extend CI into continuous delivery and deployment, release safely with rolling, blue-green and canary deployments, decouple deploy from release with feature flags, and roll back quickly.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Distinguish continuous delivery from continuous deployment',
    'Compare rolling, blue-green and canary deployment strategies',
    'Separate deployment from release with feature flags',
    'Handle database migrations and rollbacks safely',
  ],
  lesson: `## Delivery versus deployment

**Continuous delivery (CD)** means every change that passes the pipeline is **releasable**: it has been built, tested and deployed to production-like environments, and releasing is a business decision made with a button. **Continuous deployment** goes one step further: every change that passes all checks is **released to production automatically**, with no human gate. Both depend on strong automated testing and monitoring.

## The deployment pipeline

A typical pipeline promotes one artifact:

1. **Commit stage**: build, unit tests, static analysis, publish the artifact.
2. **Acceptance stage**: deploy to a test environment, run integration and end-to-end tests.
3. **Staging**: deploy with production-like configuration and data shape; smoke tests.
4. **Production**: deploy with a safe strategy; verify with health checks and metrics.

Each stage is a **quality gate**. Deployment to every environment uses the *same* automated process, so production deploys are rehearsed dozens of times a day.

## Deployment strategies

- **Recreate**: stop the old version, start the new one. Simple, but causes downtime.
- **Rolling update**: replace instances a few at a time (Kubernetes' default). No extra capacity needed; both versions run side by side during the rollout, so they must be compatible.
- **Blue-green**: run the new version (green) alongside the current one (blue) as a full environment, test it, then switch the router or load balancer to green. Rollback is switching back. Costs double capacity during the switch.
- **Canary**: send a small share of traffic (1%, then 5%, 25%, 100%) to the new version and compare its error rate and latency with the stable version. Tools such as Argo Rollouts and Flagger automate the steps and **roll back automatically** when metrics degrade.
- **Shadowing**: mirror real traffic to the new version without returning its responses, to test under real load.

## Feature flags

**Feature flags** (toggles) wrap new code paths in run-time conditions, so code can be **deployed** dark and **released** later, to internal users first, then a percentage of customers, then everyone, without a new deployment. They enable trunk-based development with unfinished features, A/B experiments and instant kill switches. Platforms such as LaunchDarkly, Unleash, Flagsmith or the OpenFeature standard manage them. Remove flags once a feature is fully released; old flags become technical debt.

## Databases and rollbacks

Code can be rolled back in seconds; database changes often cannot. Use the **expand-and-contract** (parallel change) pattern:

1. **Expand**: add the new column or table in a backwards-compatible way; old code keeps working.
2. **Migrate**: deploy code that writes both and reads the new structure; backfill data.
3. **Contract**: once nothing uses the old structure, remove it in a later release.

Every intermediate state works with both the previous and the next version of the code, so rolling back the application never breaks it. Run migrations as a separate, automated pipeline step, never by hand.

## Rolling back and forward

Keep the previous artifact available and make rollback one automated command. Sometimes **rolling forward** with a quick fix is better, but decide by impact and confidence, not pride.
`,
  overview: {
    whatYouWillLearn: [
      'Continuous delivery keeps every change releasable, while continuous deployment releases every passing change automatically.',
      'A deployment pipeline promotes one artifact through environments with automated gates.',
      'Rolling updates replace instances gradually, blue-green switches traffic between two full environments, and canaries expose a small share of users first.',
      'Automated analysis of metrics during a canary can stop and roll back bad releases.',
      'Feature flags decouple deploying code from releasing features to users.',
      'Expand-and-contract migrations keep database changes compatible with old and new code.',
    ],
    proTip: 'Make rollback a single, rehearsed, automated action (redeploy the previous artifact or flip traffic back) and practise it; a rollback procedure that is only used during an outage will fail when you need it most.',
  },
  mcqs: [
    {
      question: 'What distinguishes continuous deployment from continuous delivery?',
      options: {
        A: 'Continuous deployment releases every passing change automatically, without a manual gate',
        B: 'Continuous delivery has no automated tests',
        C: 'Continuous deployment only deploys once a month',
        D: 'They are identical',
      },
      correct: 'A',
      explanation: 'Continuous delivery keeps changes releasable; continuous deployment actually releases them automatically.',
    },
    {
      question: 'Which strategy keeps two full environments and switches all traffic from one to the other?',
      options: {
        A: 'Rolling update',
        B: 'Canary',
        C: 'Blue-green',
        D: 'Recreate',
      },
      correct: 'C',
      explanation: 'Blue-green switches the router between the old and new environment.',
    },
    {
      question: 'What is the main idea of a canary release?',
      options: {
        A: 'Deploying only at night',
        B: 'Expose a small share of traffic to the new version first and compare its metrics before widening',
        C: 'Testing only in a staging environment',
        D: 'Releasing to all users at once',
      },
      correct: 'B',
      explanation: 'Limiting exposure lets problems be caught while few users are affected.',
    },
    {
      question: 'Why must versions be compatible during a rolling update?',
      options: {
        A: 'Rolling updates use a different database',
        B: 'Load balancers reject mixed versions',
        C: 'Only the newest version receives traffic',
        D: 'Old and new versions run side by side and serve traffic at the same time',
      },
      correct: 'D',
      explanation: 'Mixed versions coexist until the rollout completes.',
    },
    {
      question: 'What do feature flags make possible?',
      options: {
        A: 'Deploying code without releasing the feature, then enabling it gradually or disabling it instantly',
        B: 'Removing the need for tests',
        C: 'Compiling code faster',
        D: 'Encrypting user data',
      },
      correct: 'A',
      explanation: 'Flags decouple deployment from release.',
    },
    {
      question: 'Why should old feature flags be removed after a full release?',
      options: {
        A: 'They slow down the compiler',
        B: 'They become technical debt and make code paths confusing',
        C: 'They are a security vulnerability by definition',
        D: 'Flag services charge per flag forever',
      },
      correct: 'B',
      explanation: 'Stale toggles multiply code paths that nobody tests.',
    },
    {
      question: 'What is the expand-and-contract pattern for database changes?',
      options: {
        A: 'Dropping the old column first, then adding the new one',
        B: 'Changing the schema and the code in one atomic deployment',
        C: 'Adding the new structure compatibly, migrating code and data, and removing the old structure in a later release',
        D: 'Doubling the database size before migrations',
      },
      correct: 'C',
      explanation: 'Every step stays compatible with both old and new application versions.',
    },
    {
      question: 'Which capability makes canary analysis safe to automate?',
      options: {
        A: 'Manual approval of every request',
        B: 'Daily reports by email',
        C: 'Longer release cycles',
        D: 'Comparing the canary\'s error rate and latency with the stable version and rolling back when they degrade',
      },
      correct: 'D',
      explanation: 'Tools such as Argo Rollouts and Flagger promote or abort based on metrics.',
    },
    {
      question: 'What is the disadvantage of the recreate strategy?',
      options: {
        A: 'It causes downtime between stopping the old version and starting the new one',
        B: 'It needs double capacity',
        C: 'It requires feature flags',
        D: 'It cannot be automated',
      },
      correct: 'A',
      explanation: 'All old instances stop before new ones are ready.',
    },
  ],
  problems: [],
};
