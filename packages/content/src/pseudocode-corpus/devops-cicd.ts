import type { CorpusEntry } from './types';

export const devopsCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'dv-pseudo-canary-rollout',
    answers: [
      {
        kind: 'correct',
        style: 'code-like',
        text: `for weight in [5, 25, 50, 100]:
   setTraffic(canary = weight, stable = 100 - weight)
   if weight == 100: mark the rollout succeeded; break
   wait stepDuration
   while canary request count < minSamples: wait longer (up to a maximum, then abort)
   if canary.errorRate > stable.errorRate + 0.5% or canary.p99 > 1.2 * stable.p99:
       setTraffic(canary = 0, stable = 100); mark the rollout failed; alert; stop`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. Deploy the new version alongside the stable one, with no traffic yet.
2. Go through the traffic steps 5%, 25%, 50% in order. At each step, route that percentage of requests to the canary and the rest to stable.
3. Wait for the step's wait time (for example 10 minutes), then read the canary's and the stable version's error rate and latency for that period.
4. If the canary has received too few requests to judge, keep waiting instead of promoting; if there is still not enough traffic after a maximum wait, abort.
5. Compare: if the canary's error rate is higher than stable's by more than the allowed threshold, or its latency is clearly worse, the gate fails. Then set traffic back to 100% stable, mark the rollout as failed and notify the team.
6. If the gate passes, move to the next step.
7. After the 50% step passes, send 100% of traffic to the new version and mark the rollout as complete.`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `steps = 5 -> 25 -> 50 -> 100 percent
at each step: shift that share of users to the new release, then hold for the bake time
   evidence too thin (fewer requests than the minimum sample)? extend the hold; give up after the limit
   judge: new release errors or p95 latency worse than the old release beyond the tolerance -> gate red
   red gate -> put every user back on the old release, flag the rollout failed, stop
all gates green -> the new release takes 100% and becomes the stable one`,
      },
      {
        kind: 'partial',
        style: 'no sample check',
        missing: 'minimum sample size (too few requests to judge)',
        text: `1. For each weight in 5, 25, 50: send weight% of traffic to the canary and wait 10 minutes.
2. Compare the canary error rate and latency with the stable version.
3. If the canary is worse than stable by more than the threshold: set stable back to 100%, mark the rollout failed and stop.
4. After all steps pass, move 100% of traffic to the canary.`,
      },
      {
        kind: 'partial',
        style: 'aborts without restoring',
        missing: 'restore 100% stable traffic on abort (rollback)',
        text: `1. steps = [5, 25, 50, 100]
2. for each step: route step% to the canary, wait the bake time, and wait longer while there are fewer than minRequests canary requests
3.     if the canary error rate is above the stable error rate plus the threshold: mark the rollout failed and stop the rollout
4. when the 100% step is reached, the rollout is complete`,
      },
    ],
  },
];
