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
          accept: ['checkout', 'npm ci', 'lockfile', 'lock file', 'git checkout', 'checkout sha'],
        },
        { idea: 'Cache dependencies keyed by the lockfile hash', weight: 2, accept: ['cache'] },
        {
          idea: 'Run lint and unit tests before slower integration tests',
          weight: 3,
          accept: ['lint', 'unit test', 'npm run lint', 'npm test'],
        },
        {
          idea: 'Stop on the first failure and report the status to the PR',
          weight: 3,
          accept: [
            'fail fast',
            'stop',
            'status check',
            'required check',
            'report status',
            'check run',
            'commit status',
          ],
        },
      ],
      edgeCases: [
        {
          case: 'Cancel outdated runs for the same PR',
          accept: ['cancel', 'concurrency', 'superseded', 'newer push'],
        },
        {
          case: 'Flaky test: do not silently retry forever',
          accept: ['flaky', 'retry once', 'quarantine'],
        },
      ],
      pitfalls: [
        {
          mistake:
            'A failing lint or unit-test step must end the run and turn the check red; carrying on (continue-on-error) wastes the slow stages and can make broken code look mergeable.',
          patterns: [
            'lint fail continu',
            'test fail continu',
            'fail continu integration',
            'fail still run',
            'fail run anyway',
            'fail anyway run',
            'fail warn continu',
            'continu on error',
            'fail mark green',
            'fail mark pass',
            'fail allow merg',
            'fail still merg',
            'fail merg anyway',
          ],
        },
        {
          mistake:
            'Cheap checks come first: lint and unit tests run before the build and the slow integration tests, so most failures are reported within seconds.',
          patterns: [
            'integration before unit',
            'integration before lint',
            'integration then unit',
            'integration then lint',
            'integration first',
          ],
        },
        {
          mistake:
            'A flaky test may be retried once and then has to be reported and quarantined; re-running it until it passes hides real failures and makes the pipeline slow and untrustworthy.',
          patterns: [
            'retry until pass',
            'retry until green',
            'retry until succe',
            'rerun until pass',
            'rerun until green',
            'rerun until succe',
            're run until pass',
            're run until green',
            'retry forever',
            'retry indefinit',
            'retry infinit',
            'retry unlimit',
            'rerun forever',
            'flaky mark pass',
            'flaky mark green',
          ],
        },
        {
          mistake:
            "A pull-request pipeline tests the PR's merge commit (the change merged into its target); checking out the head of the target branch tests main without the proposed change.",
          patterns: [
            'checkout head of target',
            'checkout head of base',
            'checkout head of main',
            'checkout head of master',
            'checkout head of develop',
          ],
        },
        {
          mistake:
            "The concurrency group needs the PR's number (or ref) in its key; a group shared by all pull requests lets a push to one PR cancel the runs of every other PR.",
          patterns: [
            'group workflow only',
            'group only workflow',
            'group just workflow',
            'global group',
            'group across all pull',
            'group across all pr',
            'group across pull',
            'group across prs',
          ],
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
      pitfalls: [
        {
          mistake:
            'Create the version tag only after the image was built, tested and pushed; tagging first leaves a released version without an image when the build or the tests fail.',
          patterns: [
            'tag before build',
            'tag then build',
            'tag then docker build',
            'tag before test',
            'push tag then build',
            'push tag before build',
          ],
        },
        {
          mistake:
            'When no commit is a feature, fix or breaking change there is nothing to release; bumping the patch version anyway publishes an empty release.',
          patterns: [
            'nothing releas bump',
            'only docs bump',
            'only chore bump',
            'default patch',
            'default bump patch',
            'no releas bump patch',
            'no releasable bump',
          ],
        },
        {
          mistake:
            'Bumping a part resets the lower parts to zero (1.4.2 with a minor bump becomes 1.5.0); keeping them produces versions like 1.5.2 that were never patched.',
          patterns: [
            'minor keep patch',
            'major keep minor',
            'major keep patch',
            'minor patch unchanged',
            'major minor unchanged',
            'minor leav patch',
            'major leav minor',
            'minor patch same',
            'major minor same',
          ],
        },
        {
          mistake:
            'The commit range is last tag..HEAD (reachable from HEAD but not from the tag); HEAD..last tag is the reverse and lists nothing new, so every run finds nothing to release.',
          patterns: [
            'log head tag',
            'log head last',
            'log head latest',
            'log head previous',
            'log head prev',
          ],
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
      pitfalls: [
        {
          mistake:
            'Green must pass its health checks and smoke tests before any traffic moves to it; switching first exposes every user to a version that may not work.',
          patterns: [
            'switch before smoke',
            'switch before health',
            'switch before test',
            'switch then smoke',
            'switch then test',
            'switch traffic then test',
            'point green then test',
            'point green then smoke',
            'point green before test',
            'swap then test',
            'swap then smoke',
            'swap before test',
          ],
        },
        {
          mistake:
            'Blue is the instant rollback target and must keep running until green has proven itself; tearing it down right after the switch leaves nothing to switch back to.',
          patterns: [
            'terminat blue immediat',
            'delet blue immediat',
            'destroy blue immediat',
            'shut down blue immediat',
            'immediat terminat blue',
            'immediat delet blue',
            'immediat destroy blue',
            'immediat shut down blue',
            'switch delet blue',
            'switch destroy blue',
            'switch terminat blue',
            'switch tear down blue',
            'switch shut down blue',
            'swap delet blue',
            'swap destroy blue',
          ],
        },
        {
          mistake:
            'Roll back when the error rate or latency goes ABOVE its threshold; rolling back while they stay below it (or keeping green while they are above) gets the decision backwards.',
          patterns: [
            'error less threshold roll back',
            'error less threshold rollback',
            'error less threshold switch back',
            'error < roll back',
            'error < rollback',
            'error < switch back',
            'error less 1 roll back',
            'error less 1 rollback',
            'error less 1 switch back',
            'latency less threshold roll back',
            'latency less threshold rollback',
            'latency less threshold switch back',
            'latency < threshold roll',
            'latency < threshold switch back',
            'error > keep green',
            'error > threshold keep green',
            'latency > keep green',
          ],
        },
        {
          mistake:
            'While blue and green share the database, a migration may only add to the schema; dropping or renaming a column before the switch breaks the blue version that is still serving.',
          patterns: [
            'drop column before switch',
            'drop old column before switch',
            'remov column before switch',
            'drop column before traffic',
            'renam column',
            'drop column deploy green',
            'contract first',
            'contract before switch',
            'contract then switch',
            'contract before traffic',
            'contract before cutover',
            'contract then deploy',
            'drop column first',
            'drop old column first',
            'remov column first',
            'drop column then switch',
            'remov column then switch',
            'drop column before deploy',
            'destruct migrat before',
            'destruct migrat first',
          ],
        },
        {
          mistake:
            "Before the switch the public address still leads to blue, so green's smoke tests must target green directly (its internal URL or a test listener); testing the public URL verifies the old version.",
          patterns: [
            'smoke test public url',
            'smoke test public endpoint',
            'smoke test public domain',
            'smoke test public address',
            'smoke test public site',
            'smoke test public hostname',
            'smoke test production url',
            'smoke test prod url',
            'smoke test live url',
            'smoke test live site',
            'smoke test live domain',
            'smoke test www',
            'smoke test real domain',
            'smoke test customer url',
            'smoke test production domain',
            'smoke test main domain',
          ],
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
      pitfalls: [
        {
          mistake:
            'The gate fails when the canary is WORSE than the stable baseline (higher error rate or latency); aborting when it is better, or moving on when it is worse, gets the comparison backwards.',
          patterns: [
            'error < baseline abort',
            'error less baseline abort',
            'error less stable abort',
            'error < stable abort',
            'error less baseline rollback',
            'error less baseline roll back',
            'error less stable rollback',
            'error less stable roll back',
            'error less baseline traffic 0',
            'error < baseline traffic 0',
            'latency less baseline abort',
            'latency less stable abort',
            'latency < baseline abort',
            'latency < stable abort',
            'latency less baseline rollback',
            'error > baseline promot',
            'error > stable promot',
            'error > baseline next',
            'error > stable next',
            'error > baseline continu',
            'error > stable continu',
            'error > baseline increas',
            'error > stable increas',
            'latency > baseline promot',
            'latency > baseline next',
            'stable > canary *',
            'stable >= canary *',
            'stable greater canary *',
            'baseline > canary *',
            'baseline >= canary *',
            'baseline greater canary *',
            'stable error greater canary error',
            'baseline error greater canary error',
            'stable latency greater canary latency',
            'baseline latency greater canary latency',
          ],
        },
        {
          mistake:
            'With too few requests the comparison means nothing: extend the wait and check again instead of treating the step as passed and moving on.',
          patterns: [
            'too few assum',
            'too few treat pass',
            'too few skip check',
            'too few skip compar',
            'too few skip analysis',
            'too few anyway',
            'not enough request assum',
            'not enough request treat pass',
            'not enough request skip check',
            'not enough request anyway',
            'insufficient assum',
            'insufficient treat pass',
            'insufficient anyway',
            'fewer minimum assum',
            'fewer minimum treat pass',
            'fewer minimum skip check',
            'fewer minimum anyway',
            'too few promot anyway',
            'too few promot immediat',
          ],
        },
        {
          mistake:
            'A failed gate must take all traffic away from the canary (weight 0) and abort; leaving the canary at its current weight keeps sending users to the broken version.',
          patterns: [
            'fail leav canary current',
            'fail keep canary current',
            'fail keep current weight',
            'fail leav current weight',
            'fail keep current step',
            'fail stay current step',
            'fail stay current weight',
            'fail keep canary at',
            'fail leav canary at',
            'fail paus rollout',
            'fail paus canary',
            'regress keep canary at',
            'regress leav canary at',
            'regress paus',
            'worse paus rollout',
            'worse keep canary at',
            'worse leav canary at',
          ],
        },
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
      pitfalls: [
        {
          mistake:
            'Pods are created when fewer are running than desired and deleted when more are running; the comparison turned around kills pods that are needed and piles up extra ones.',
          patterns: [
            'count > desired creat',
            'count >= desired creat',
            'count greater desired creat',
            'pods > desired creat',
            'pods greater desired creat',
            'current > desired creat',
            'running > desired creat',
            'actual > desired creat',
            'count > replicas creat',
            'pods > replicas creat',
            'desired < count creat',
            'desired < pods creat',
            'desired less count creat',
            'desired less pods creat',
            'desired > count delet',
            'desired > pods delet',
            'desired greater count delet',
            'desired greater pods delet',
            'desired > current delet',
            'desired > running delet',
            'desired > actual delet',
            'replicas > count delet',
            'replicas > pods delet',
            'diff < 0 creat',
          ],
        },
        {
          mistake:
            'Reconcile must only close the difference between desired and observed state; deleting all pods and recreating them on every call is not idempotent and restarts the workload each time it runs.',
          patterns: [
            'delet all pods creat',
            'remov all pods creat',
            'delet every pod creat',
            'recreat all pods',
            'recreat every pod',
            'delet all pods start fresh',
            'delet existing pods creat',
          ],
        },
        {
          mistake:
            'A crash-looping pod or a failed reconcile is requeued with exponential backoff; recreating or retrying at once spins in a hot loop that hammers the API server.',
          patterns: [
            'crash recreat immediat',
            'crash restart immediat',
            'crash replac immediat',
            'crash delet recreat',
            'crash delet creat new',
            'error retry immediat',
            'error requeu immediat',
            'error retry tight loop',
            'error retry without backoff',
            'error requeu without backoff',
            'error requeu without delay',
            'error retry forever',
            'fail retry immediat',
            'fail requeu immediat',
          ],
        },
        {
          mistake:
            "A conflict means the object changed since it was read: re-read it and retry; overwriting or ignoring the conflict loses the other writer's change or leaves the status stale.",
          patterns: [
            'conflict overwrit',
            'conflict forc',
            'conflict give up',
            'ignor conflict',
            'ignor resource version',
            'without resource version',
            'conflict last writ win',
          ],
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
          idea: 'Delete an old pod only while the ready pods left after it stay >= N - maxUnavailable',
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
      pitfalls: [
        {
          mistake:
            'An old pod may be deleted only while the ready count stays at or above N - maxUnavailable (ready - 1 >= N - maxUnavailable); deleting when it is already below, or removing old pods before new ones are up, drops the service under its availability floor.',
          patterns: [
            'ready < n unavailable delet',
            'ready <= n unavailable delet',
            'ready less n unavailable delet',
            'ready < replicas unavailable delet',
            'ready less replicas unavailable delet',
            'delet old then creat new',
            'delet old before creat',
            'delet all old pod',
            'remov all old pod',
            'delet old pods first',
          ],
        },
        {
          mistake:
            'A new pod may be created only while total < N + maxSurge; creating at equality, or creating all N new pods at once, goes over the surge limit.',
          patterns: [
            'total <= n surge creat',
            'total > n surge creat',
            'total >= n surge creat',
            'total <= replicas surge creat',
            'creat all n new pod',
            'creat n new pods once',
            'creat all new pods once',
            'creat n new pods immediat',
            'creat all new pods immediat',
          ],
        },
        {
          mistake:
            'New pods that do not become ready must not hold the rollout open without end: after the progress deadline the rollout is marked stuck and rolled back.',
          patterns: [
            'wait forever',
            'wait indefinit',
            'block forever',
            'loop forever',
            'retry forever',
            'wait until ready no deadline',
          ],
        },
        {
          mistake:
            'A new pod counts as ready only after its readiness probe passes; counting it earlier lets old pods be deleted while the new ones may never serve.',
          patterns: [
            'count new ready immediat',
            'new pod ready immediat',
            'new pods ready once creat',
            'new ready as soon as creat',
            'assum new ready',
            'delet old before wait',
            'delet old before readiness',
            'delet old before probe',
          ],
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
