import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-4',
  order: 4,
  title: 'Continuous Delivery and Deployment Strategies',
  description:
    'Extend CI into continuous delivery and deployment, release safely with rolling, blue-green and canary deployments, decouple deploy from release with feature flags, and roll back quickly.',
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
    proTip:
      'Make rollback a single, rehearsed, automated action (redeploy the previous artifact or flip traffic back) and practise it; a rollback procedure that is only used during an outage will fail when you need it most.',
  },
  mcqs: [
    {
      question: 'What distinguishes continuous deployment from continuous delivery?',
      options: {
        A: 'Continuous delivery releases every passing change to users with no gate',
        B: 'Continuous deployment releases each passing change with no manual gate',
        C: 'Continuous deployment needs a manual approval before each production release',
        D: 'They are two names for one practice, used by different vendors',
      },
      correct: 'B',
      explanation:
        'Continuous delivery keeps every change releasable behind a human decision; continuous deployment releases automatically.',
    },
    {
      question:
        'Which strategy keeps two full environments and switches all traffic from one to the other?',
      options: {
        A: 'Canary',
        B: 'Rolling update',
        C: 'Blue-green',
        D: 'Traffic shadowing',
      },
      correct: 'C',
      explanation:
        'Blue-green runs the new version as a complete second environment and flips the router; rollback is flipping back.',
    },
    {
      question: 'What is the main idea of a canary release?',
      options: {
        A: 'Send a small share of traffic to the new version and compare metrics',
        B: 'Deploy the new version as a full second environment, then switch at once',
        C: 'Replace instances a few at a time until every one runs the new version',
        D: 'Mirror real traffic to the new version without returning its responses',
      },
      correct: 'A',
      explanation:
        'The canary gets 1%, then more, while its error rate and latency are compared with the stable version.',
    },
    {
      question: 'Why must versions be compatible during a rolling update?',
      options: {
        A: 'Kubernetes refuses rollouts between major versions',
        B: 'Rollbacks reuse the database of the newer version',
        C: 'The load balancer caches responses from both versions',
        D: 'Old and new versions serve traffic side by side',
      },
      correct: 'D',
      explanation:
        'Instances are replaced a few at a time, so both versions handle requests during the rollout.',
    },
    {
      question: 'What do feature flags make possible?',
      options: {
        A: 'Shipping two builds of the app and letting users pick one',
        B: 'Skipping automated tests for code behind a disabled flag',
        C: 'Rolling back database migrations without a new deploy',
        D: 'Deploying code dark, then enabling it gradually or killing it at once',
      },
      correct: 'D',
      explanation:
        'Flags separate deployment from release: code ships turned off and is enabled for growing audiences or switched off instantly.',
    },
    {
      question: 'Why should old feature flags be removed after a full release?',
      options: {
        A: 'Flags expire on their own after ninety days',
        B: 'They become technical debt',
        C: 'Old flags disable the tests that cover their code paths',
        D: 'Each flag check adds a slow network round trip to every request',
      },
      correct: 'B',
      explanation: 'Stale flags leave dead branches and make the code harder to follow.',
    },
    {
      question: 'What is the expand-and-contract pattern for database changes?',
      options: {
        A: 'Grow the database cluster first, then shrink it after the deploy',
        B: 'Copy production into staging, migrate there, and then swap the two over',
        C: 'Add the new structure compatibly, migrate, then drop the old one later',
        D: 'Apply the whole schema change in one release and roll back if needed',
      },
      correct: 'C',
      explanation:
        'Every intermediate state works with both the previous and the next code, so app rollbacks stay safe.',
    },
    {
      question: 'Which capability makes canary analysis safe to automate?',
      options: {
        A: 'Sending the canary only synthetic traffic generated by tests',
        B: 'Running the canary for a fixed 24 hours before every promotion',
        C: 'Requiring a manual approval at every traffic step of the rollout',
        D: 'Comparing error rate and latency with stable and rolling back on regression',
      },
      correct: 'D',
      explanation:
        'Tools such as Argo Rollouts and Flagger compare canary metrics with the stable version and roll back automatically.',
    },
    {
      question: 'What is the disadvantage of the recreate strategy?',
      options: {
        A: 'It needs double capacity during the switch',
        B: 'It causes downtime between stopping old and starting new',
        C: 'It runs two versions side by side',
        D: 'It cannot roll back once the new version has started',
      },
      correct: 'B',
      explanation:
        'The old version is stopped before the new one starts, leaving a gap with no service.',
    },
    {
      question: 'What happens in the commit stage of a deployment pipeline?',
      options: {
        A: 'Build, unit tests and analysis; the artifact is published',
        B: 'Deploying the build to production behind a small canary stage first',
        C: 'End-to-end tests against a production-like staging environment',
        D: 'A manual approval of the build by the release manager',
      },
      correct: 'A',
      explanation:
        'The commit stage builds, runs fast checks and publishes the artifact that later stages promote.',
    },
    {
      question: 'What does shadowing a release do?',
      options: {
        A: 'Mirrors real traffic to the new version without returning its responses',
        B: 'Sends 1% of users to the new version and returns its responses to them',
        C: 'Runs the new version in a hidden environment with synthetic data only',
        D: 'Switches all traffic to the new version at night, when fewer users are online',
      },
      correct: 'A',
      explanation:
        "Shadowing tests the new version under real load while users only ever see the stable version's responses.",
    },
    {
      question: 'What does the lesson advise about rolling back versus rolling forward?',
      options: {
        A: 'Always roll forward, since rollbacks lose data',
        B: 'Always roll back, since quick fixes made under pressure are untested',
        C: 'Decide by impact and confidence, with rollback one command away',
        D: 'Roll forward only when the old artifact is gone',
      },
      correct: 'C',
      explanation:
        'Keep the previous artifact and an automated rollback ready, then choose by impact and confidence rather than pride.',
    },
  ],
  problems: [],
};
