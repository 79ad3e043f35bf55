import type { PseudocodeProblem } from '@app/shared/content.schemas';

export const easyPseudocode: PseudocodeProblem[] = [
  {
    id: 'dv-pseudo-pr-pipeline',
    title: 'CI Pipeline for Pull Requests',
    description: `Design the CI pipeline that runs on every pull request of a Node.js service: it must give fast, reliable
feedback, block merging broken code and avoid wasted work. Write it as ordered steps with the conditions
that stop the pipeline.`,
    requirements: [
      'Check out the exact commit and install dependencies reproducibly.',
      'Run fast checks before slow ones and stop at the first failure.',
      'Report a status that branch protection can require.',
    ],
    examples: [
      {
        scenario: 'Lint fails.',
        expectedApproach:
          'The pipeline stops before the slow integration tests and the PR shows a red check.',
      },
      {
        scenario: 'A new push arrives while the previous run is still going.',
        expectedApproach:
          'The old run is cancelled (concurrency group) so only the newest commit is tested.',
      },
    ],
    evaluationCriteria: [
      'Reproducible install with caching',
      'Fail-fast ordering',
      'Required status check and concurrency',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Check out the commit and install with a lockfile (npm ci)',
          weight: 2,
          accept: ['checkout', 'npm ci', 'lockfile', 'lock file'],
        },
        { idea: 'Cache dependencies keyed by the lockfile hash', weight: 2, accept: ['cache'] },
        {
          idea: 'Run lint and unit tests before slower integration tests',
          weight: 3,
          accept: ['lint', 'unit test'],
        },
        {
          idea: 'Stop on the first failure and report the status to the PR',
          weight: 3,
          accept: ['fail fast', 'stop', 'status check', 'required check', 'report status'],
        },
      ],
      edgeCases: [
        { case: 'Cancel outdated runs for the same PR', accept: ['cancel', 'concurrency'] },
        {
          case: 'Flaky test: do not silently retry forever',
          accept: ['flaky', 'retry once', 'quarantine'],
        },
      ],
      modelAnswer: `1. on pull_request: set a concurrency group per PR and cancel in-progress runs for older commits
2. checkout the PR merge commit
3. restore the dependency cache keyed by the hash of package-lock.json (lockfile)
4. run npm ci to install exactly the locked versions
5. run lint; if it fails: stop (fail fast) and mark the check red
6. run unit tests with coverage; if they fail: stop
7. build the service, then run integration tests against a test database
8. if a test is flaky: retry once, report it and quarantine it instead of hiding it
9. report status to the PR as a required status check so branch protection blocks merging on failure`,
    },
  },
  {
    id: 'dv-pseudo-release-on-merge',
    title: 'Automatic Release on Merge to Main',
    description: `When commits are merged to main, a pipeline should decide whether a release is needed, compute the
next semantic version from Conventional Commit messages, tag the repository, build and push a container
image and publish release notes. Write the pipeline logic.`,
    requirements: [
      'Look only at commits since the last release tag.',
      'Choose the version bump from the commit types.',
      'Tag, build, push and publish in a safe order.',
    ],
    examples: [
      {
        scenario: 'Commits since v1.4.2: fix: a, feat: b.',
        expectedApproach:
          'The next version is v1.5.0; the image is pushed as 1.5.0 and the notes list both commits.',
      },
      { scenario: 'Only docs: and chore: commits.', expectedApproach: 'No release is made.' },
    ],
    evaluationCriteria: [
      'Finds the previous tag and the commits since it',
      'Correct bump rules',
      'Builds once and pushes immutable tags',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Find the latest version tag and list commits since it',
          weight: 3,
          accept: ['latest tag', 'last tag', 'previous tag', 'since tag', 'git describe'],
        },
        {
          idea: 'Breaking change bumps major, feat bumps minor, fix bumps patch',
          weight: 3,
          accept: ['breaking major', 'feat minor', 'fix patch'],
        },
        {
          idea: 'Create and push the git tag for the new version',
          weight: 2,
          accept: ['create tag', 'git tag', 'push tag'],
        },
        {
          idea: 'Build the image once and push it with the version tag',
          weight: 2,
          accept: ['build image', 'push image', 'docker push', 'docker build'],
        },
      ],
      edgeCases: [
        {
          case: 'No releasable commits: skip the release',
          accept: ['no release', 'skip release', 'only docs', 'nothing to release'],
        },
        {
          case: 'First release without any previous tag',
          accept: ['no previous tag', 'no tag', 'first release', 'initial version'],
        },
      ],
      modelAnswer: `1. last tag = git describe --tags --abbrev=0 (latest tag); if there is no previous tag: start from initial version 0.1.0 (first release)
2. commits = messages since tag (git log last tag..HEAD)
3. if any commit is breaking (! or BREAKING CHANGE): bump = breaking major
4. else if any feat: bump = feat minor; else if any fix or perf: bump = fix patch
5. else: no release; skip release and exit
6. next version = apply bump to last tag
7. docker build the image once; run tests against it
8. docker push image with tags next version and the commit sha
9. git tag next version and push tag; publish release notes from the commit messages`,
    },
  },
];

export const mediumPseudocode: PseudocodeProblem[] = [
  {
    id: 'dv-pseudo-blue-green',
    title: 'Blue-Green Deployment with Automatic Rollback',
    description: `A web service runs behind a load balancer in a "blue" environment. Design the steps that deploy a new
version to the idle "green" environment, switch traffic to it and roll back automatically if it turns
out to be unhealthy.`,
    requirements: [
      'Deploy and verify the new version before it receives user traffic.',
      'Switch traffic in one step.',
      'Roll back quickly if errors rise after the switch.',
    ],
    examples: [
      {
        scenario: 'Green passes smoke tests; after the switch its error rate stays at 0.1%.',
        expectedApproach: 'Blue is kept idle for an hour as the rollback target, then scaled down.',
      },
      {
        scenario: 'After the switch green returns 8% errors.',
        expectedApproach: 'Traffic is switched back to blue within a minute.',
      },
    ],
    evaluationCriteria: [
      'Deploy to idle environment and test',
      'Atomic switch',
      'Monitoring window and rollback, database compatibility',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Deploy the new version to the idle green environment',
          weight: 2,
          accept: ['deploy green', 'idle environment', 'green environment'],
        },
        {
          idea: 'Run health checks and smoke tests against green before switching',
          weight: 3,
          accept: ['smoke test', 'health check'],
        },
        {
          idea: 'Switch the load balancer or DNS to green in one step',
          weight: 2,
          accept: ['switch traffic', 'switch load balancer', 'point load balancer', 'swap'],
        },
        {
          idea: 'Monitor error rate and latency and switch back to blue if thresholds are exceeded',
          weight: 3,
          accept: ['switch back', 'roll back', 'rollback'],
        },
      ],
      edgeCases: [
        {
          case: 'Database schema must work for both versions (expand/contract)',
          accept: ['schema', 'migration', 'backward compatible', 'expand'],
        },
        {
          case: 'Keep blue running until the new version is confirmed',
          accept: ['keep blue', 'blue idle', 'blue running'],
        },
      ],
      modelAnswer: `1. deploy the new version to the idle green environment
2. run database migrations that are backward compatible (expand first) so blue still works with the schema
3. run health checks and smoke tests against green; if they fail: stop and keep traffic on blue
4. switch traffic: point the load balancer listener to green in one step (swap)
5. monitor error rate and p99 latency for 15 minutes
6. if error rate > 1% or latency > threshold: switch back to blue (rollback) and alert
7. keep blue running idle for an hour as the rollback target, then scale it down`,
    },
  },
  {
    id: 'dv-pseudo-canary-rollout',
    title: 'Progressive Canary Rollout with Metric Gates',
    description: `Write the controller logic that rolls out a new version gradually: 5%, 25%, 50% and then 100% of
traffic, checking the canary's metrics against the stable version at each step and aborting
automatically on a regression.`,
    requirements: [
      'Increase traffic in steps with a wait time at each step.',
      'Compare canary metrics with the baseline using thresholds.',
      'Abort and restore 100% stable traffic on failure.',
    ],
    examples: [
      {
        scenario: 'At 25%, the canary error rate is 2.5% against 0.4% for stable.',
        expectedApproach:
          'The gate fails, traffic returns to stable and the rollout is marked failed.',
      },
      {
        scenario: 'A step has too few requests to judge.',
        expectedApproach: 'The controller waits longer instead of promoting on no evidence.',
      },
    ],
    evaluationCriteria: [
      'Stepwise traffic weights',
      'Metric comparison per step',
      'Abort path and minimum sample size',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Loop over traffic steps 5, 25, 50, 100 percent',
          weight: 3,
          accept: ['5 25 50', 'for each step', 'each weight', 'traffic weight', 'steps'],
        },
        {
          idea: 'Wait an analysis interval at each step',
          weight: 1,
          accept: ['wait', 'interval', 'pause'],
        },
        {
          idea: 'Compare canary error rate and latency with the stable baseline',
          weight: 3,
          accept: ['compare baseline', 'error rate', 'latency', 'baseline'],
        },
        {
          idea: 'On a failed gate set canary traffic to 0 and abort',
          weight: 3,
          accept: ['abort', 'traffic 0', 'roll back', 'rollback'],
        },
      ],
      edgeCases: [
        {
          case: 'Too few requests: extend the wait instead of deciding',
          accept: ['too few', 'minimum requests', 'sample size', 'not enough'],
        },
        { case: 'Finish by promoting the canary to stable', accept: ['promote'] },
      ],
      modelAnswer: `1. for each step weight in [5, 25, 50, 100] (steps):
2.   set the canary traffic weight to the step
3.   wait the analysis interval of 10 minutes
4.   if the canary served too few requests (minimum sample size not met): extend the wait and re-check
5.   compare the canary error rate and p99 latency with the stable baseline
6.   if canary error rate > baseline * 1.5 or latency is 20% worse: set traffic 0 to the canary, abort, rollback and alert
7. promote the canary: make it the new stable version and remove the old pods`,
    },
  },
];

export const hardPseudocode: PseudocodeProblem[] = [
  {
    id: 'dv-pseudo-reconcile-loop',
    title: 'Kubernetes-Style Reconciliation Controller',
    description: `Write the reconcile function of a controller that keeps the number of running worker pods equal to the
replicas declared in a custom resource. It is called whenever something changes and periodically, and it
must be safe to run many times.`,
    requirements: [
      'Compare desired and observed state and act on the difference (level-triggered, idempotent).',
      'Handle pods that crash repeatedly without hammering the cluster.',
      'Record status for users.',
    ],
    examples: [
      {
        scenario: 'Spec says 5 replicas, 3 pods are running.',
        expectedApproach:
          'Create 2 pods labelled with the owner, then update status.readyReplicas.',
      },
      {
        scenario: 'A pod crashes every few seconds.',
        expectedApproach: 'Recreate it with exponential backoff and surface a CrashLoop condition.',
      },
    ],
    evaluationCriteria: [
      'Observe-diff-act structure',
      'Idempotence and ownership labels',
      'Backoff, requeue and status',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Read the desired replicas from the spec and list the owned pods',
          weight: 3,
          accept: ['desired', 'spec replicas', 'list pods', 'owned pods'],
        },
        {
          idea: 'Create missing pods or delete extra pods to close the difference',
          weight: 3,
          accept: ['create missing', 'delete extra', 'create pods', 'delete pods', 'difference'],
        },
        {
          idea: 'Update status with observed ready replicas',
          weight: 2,
          accept: ['status', 'ready replicas', 'readyreplicas'],
        },
        {
          idea: 'Requeue with exponential backoff on errors or crash loops',
          weight: 2,
          accept: ['backoff', 'requeue'],
        },
      ],
      edgeCases: [
        {
          case: 'Resource deleted: clean up owned pods (owner references / finalizer)',
          accept: ['deleted', 'finalizer', 'owner reference', 'ownerreference', 'garbage'],
        },
        {
          case: 'Stale cache or conflict: retry on update conflict',
          accept: ['conflict', 'stale', 'resource version', 'resourceversion'],
        },
      ],
      modelAnswer: `1. function reconcile(name):
2.   obj = get the custom resource; if it was deleted: owned pods are removed via owner reference (garbage collection) and a finalizer cleans external state; return
3.   desired = obj.spec replicas
4.   pods = list pods with label owner = name (owned pods), ignoring pods being deleted
5.   if count(pods) < desired: create missing pods with an owner reference to obj
6.   if count(pods) > desired: delete extra pods, newest first
7.   for pods in CrashLoop: requeue with exponential backoff instead of recreating immediately
8.   update status with ready replicas and conditions; on a conflict (stale resource version): re-read and retry
9.   on any error: return requeue with backoff; otherwise requeue after 5 minutes for a periodic resync`,
    },
  },
  {
    id: 'dv-pseudo-rolling-update',
    title: 'Rolling Update with maxSurge and maxUnavailable',
    description: `Implement the core of a rolling update for N replicas of a service, replacing old pods with new ones
while respecting maxSurge (how many pods above N may exist) and maxUnavailable (how many of the N may be
not ready). The rollout should stop if new pods never become ready.`,
    requirements: [
      'Never exceed N + maxSurge total pods.',
      'Never have fewer than N - maxUnavailable ready pods.',
      'Detect a stuck rollout and allow rollback.',
    ],
    examples: [
      {
        scenario: 'N = 4, maxSurge = 1, maxUnavailable = 0.',
        expectedApproach:
          'Start one new pod, wait until ready, delete one old pod, repeat four times.',
      },
      {
        scenario: 'New pods crash and never become ready.',
        expectedApproach:
          'After the progress deadline the rollout is marked failed and can be rolled back to the previous version.',
      },
    ],
    evaluationCriteria: [
      'Correct limits on total and unavailable pods',
      'Waits for readiness before removing old pods',
      'Progress deadline and rollback',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Loop until all pods run the new version',
          weight: 2,
          accept: ['until all', 'while old', 'loop'],
        },
        {
          idea: 'Create new pods while total < N + maxSurge',
          weight: 3,
          accept: ['maxsurge', 'max surge', 'n + surge'],
        },
        {
          idea: 'Delete old pods only while ready >= N - maxUnavailable',
          weight: 3,
          accept: ['maxunavailable', 'max unavailable', 'n - unavailable'],
        },
        {
          idea: 'Wait for new pods to pass readiness before counting them',
          weight: 2,
          accept: ['readiness', 'ready', 'wait'],
        },
      ],
      edgeCases: [
        {
          case: 'Stuck rollout: progress deadline, then roll back',
          accept: ['deadline', 'stuck', 'roll back', 'rollback'],
        },
        {
          case: 'Both maxSurge and maxUnavailable zero is invalid',
          accept: ['both zero', 'both 0', 'invalid'],
        },
      ],
      modelAnswer: `1. if maxSurge == 0 and maxUnavailable == 0: reject as invalid (both zero means no progress possible)
2. loop until all N pods are new and ready (while old pods remain):
3.   total = old pods + new pods
4.   while total < N + maxSurge and new pods < N: create a new pod; total += 1
5.   wait for readiness probes of new pods (ready pods are counted only after they pass)
6.   ready = ready old pods + ready new pods
7.   while old pods exist and ready - 1 >= N - maxUnavailable: delete one old pod; ready -= 1
8.   if no new pod became ready before the progress deadline: mark the rollout stuck and roll back to the previous version`,
    },
  },
];
