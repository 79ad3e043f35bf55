import type { PseudocodeProblem } from '@app/shared/content.schemas';

export const easyPseudocode: PseudocodeProblem[] = [
  {
    id: 'cc-pseudo-static-site',
    title: 'Host a Static Website on Object Storage and a CDN',
    description: `A marketing team wants its static website (HTML, CSS, images) served worldwide over HTTPS at
www.example.com, with the storage bucket not publicly readable. Write the deployment steps as
pseudocode, including how a new version is published.`,
    requirements: [
      'Store the files in an object storage bucket that is not public.',
      'Serve the site through a CDN with HTTPS on the custom domain.',
      'Make new versions visible to users.',
    ],
    examples: [
      {
        scenario: 'A new version of index.html is uploaded.',
        expectedApproach:
          'The CDN cache for /index.html is invalidated (or files use versioned names) so users see it.',
      },
      {
        scenario: 'A user requests an unknown path.',
        expectedApproach: 'The CDN returns the custom 404 page.',
      },
    ],
    evaluationCriteria: [
      'Private bucket with CDN origin access',
      'TLS certificate and DNS record',
      'Cache invalidation or versioned assets',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Create a bucket and block public access',
          weight: 3,
          accept: ['block public', 'private bucket', 'bucket private', 'public access'],
        },
        {
          idea: 'Upload the site files to the bucket',
          weight: 1,
          accept: ['upload', 'sync', 'copy files'],
        },
        {
          idea: 'Create a CDN distribution with origin access to the bucket',
          weight: 3,
          accept: ['cloudfront', 'cdn', 'distribution', 'origin access'],
        },
        {
          idea: 'Issue a TLS certificate and point DNS at the CDN',
          weight: 2,
          accept: ['certificate', 'acm', 'tls', 'https'],
        },
        {
          idea: 'Invalidate cached files or use versioned file names on deploy',
          weight: 1,
          accept: ['invalidat', 'versioned', 'cache busting', 'hash file'],
        },
      ],
      edgeCases: [
        {
          case: 'Unknown paths return a custom error page',
          accept: ['404', 'error page', 'not found'],
        },
        {
          case: 'DNS record for the custom domain',
          accept: ['dns', 'cname', 'alias', 'route 53', 'route53'],
        },
      ],
      modelAnswer: `1. create bucket "example-site" and block public access (private bucket)
2. upload (sync) all site files to the bucket with correct content types
3. request a TLS certificate for www.example.com in ACM (us-east-1 for CloudFront)
4. create a CloudFront CDN distribution: origin = bucket with origin access control, viewer protocol = redirect to HTTPS, certificate attached
5. set the bucket policy so only that distribution can read objects
6. configure a custom error page: 404 -> /404.html
7. create a DNS alias (Route 53) for www.example.com pointing to the distribution
8. on every deploy: sync new files, then invalidate changed paths or use versioned (hashed) file names`,
    },
  },
  {
    id: 'cc-pseudo-snapshot-retention',
    title: 'Nightly Backup Snapshots with Retention',
    description: `Write a nightly job that backs up every block-storage volume tagged backup=true: it takes a snapshot,
copies it to a second region for disaster recovery, and deletes old snapshots so that daily snapshots
are kept for 7 days and the first snapshot of each month for 12 months.`,
    requirements: [
      'Only back up volumes with the backup tag.',
      'Keep a copy in another region.',
      'Apply the retention rules without deleting needed snapshots.',
    ],
    examples: [
      {
        scenario: 'A volume has 9 daily snapshots, one of them taken on the 1st of the month.',
        expectedApproach:
          'The two oldest dailies are deleted except the monthly one, which is kept for a year.',
      },
      {
        scenario: 'The cross-region copy fails.',
        expectedApproach:
          'The job retries and alerts; it does not delete older snapshots that night.',
      },
    ],
    evaluationCriteria: [
      'Tag filter and snapshot creation',
      'Cross-region copy',
      'Correct retention with daily and monthly rules',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Find volumes tagged backup=true',
          weight: 2,
          accept: ['tag', 'tagged', 'filter volumes'],
        },
        {
          idea: 'Create a snapshot of each volume and tag it with the date',
          weight: 2,
          accept: ['create snapshot', 'take snapshot', 'snapshot each'],
        },
        {
          idea: 'Copy the snapshot to a second region',
          weight: 3,
          accept: [
            'copy region',
            'cross region',
            'second region',
            'another region',
            'other region',
          ],
        },
        {
          idea: 'Delete daily snapshots older than 7 days, keeping monthly ones for 12 months',
          weight: 3,
          accept: ['older than 7', '7 days', '12 months', 'monthly'],
        },
      ],
      edgeCases: [
        {
          case: 'Copy or snapshot failure: retry, alert and skip deletion',
          accept: ['fail', 'error', 'retry', 'alert'],
        },
        {
          case: 'Never delete the only remaining snapshot',
          accept: ['only snapshot', 'last snapshot', 'latest snapshot', 'at least one'],
        },
      ],
      modelAnswer: `1. volumes = list volumes where tag backup = true
2. for each volume in volumes:
3.   snap = create snapshot of the volume; tag it with date and volume id
4.   wait until complete, then copy the snapshot to the second region (cross region)
5.   if the snapshot or copy fails: retry twice, then alert and skip deletion for this volume
6.   for each old snapshot of this volume in both regions:
7.     if it was taken on day 1 of a month (monthly): delete it only if older than 12 months
8.     else if it is older than 7 days: delete it
9.   never delete the latest snapshot, so at least one always remains`,
    },
  },
];

export const mediumPseudocode: PseudocodeProblem[] = [
  {
    id: 'cc-pseudo-multipart-upload',
    title: 'Reliable Multipart Upload of a Large File',
    description: `A client must upload a 50 GB file to object storage over an unreliable network. Design the upload with
the multipart upload API: split the file, upload parts in parallel, recover from failures and finish
or clean up.`,
    requirements: [
      'Split the file into parts of a valid size and upload them in parallel.',
      'Retry only the parts that fail.',
      'Complete the upload with the part list, or abort it so no orphaned parts are billed.',
    ],
    examples: [
      {
        scenario: 'Part 37 of 500 times out.',
        expectedApproach: 'Only part 37 is retried with backoff; the others are unaffected.',
      },
      {
        scenario: 'The client is cancelled halfway.',
        expectedApproach: 'AbortMultipartUpload removes the uploaded parts.',
      },
    ],
    evaluationCriteria: [
      'Initiate, upload parts, complete',
      'Parallelism with per-part retries',
      'Abort and integrity checks',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Initiate the multipart upload and get an upload id',
          weight: 2,
          accept: ['initiate', 'create multipart', 'upload id'],
        },
        {
          idea: 'Split into parts (e.g. 100 MB) and upload them in parallel',
          weight: 3,
          accept: ['split', 'part size', 'parallel', 'concurrent', 'threads'],
        },
        { idea: 'Retry a failed part with backoff', weight: 2, accept: ['retry', 'backoff'] },
        {
          idea: 'Complete with the list of part numbers and ETags',
          weight: 3,
          accept: ['complete', 'etag', 'part list', 'part numbers'],
        },
      ],
      edgeCases: [
        {
          case: 'Abort on cancel or permanent failure to avoid orphaned parts',
          accept: ['abort', 'orphan', 'lifecycle'],
        },
        { case: 'Verify part checksums', accept: ['checksum', 'md5', 'integrity', 'sha256'] },
      ],
      modelAnswer: `1. uploadId = initiate (create multipart upload) for bucket/key
2. split the file into parts of 100 MB (part size between 5 MB and 5 GB, at most 10,000 parts)
3. upload parts in parallel with 8 concurrent workers:
4.   for each part: compute checksum (sha256); upload part number n with it; record the returned ETag
5.   if a part fails: retry it with exponential backoff up to 5 times
6. if any part still fails or the user cancels: abort the multipart upload (no orphan parts billed) and report the error
7. complete the upload with the sorted list of part numbers and ETags
8. add a bucket lifecycle rule that aborts incomplete multipart uploads after 7 days as a safety net`,
    },
  },
  {
    id: 'cc-pseudo-rightsizing',
    title: 'Right-Sizing Recommendations from Metrics',
    description: `Write a weekly job that recommends smaller instance types for over-provisioned virtual machines. It
reads 14 days of CPU and memory metrics per instance and an ordered catalogue of instance sizes within
each family, and outputs recommendations with the estimated monthly saving.`,
    requirements: [
      'Base decisions on a high percentile, not the average.',
      'Only recommend a size that still has headroom.',
      'Skip instances that lack enough data or must not be changed.',
    ],
    examples: [
      {
        scenario: 'An m6i.2xlarge has p95 CPU 12% and p95 memory 20% over 14 days.',
        expectedApproach:
          'The next size down (m6i.xlarge) would run at about 24% and 40%, below the 60% headroom threshold, so it is recommended.',
      },
      {
        scenario: 'An instance was launched 3 days ago.',
        expectedApproach: 'It is skipped for insufficient data.',
      },
    ],
    evaluationCriteria: [
      'Uses p95 metrics',
      'Projects utilisation on the smaller size against a threshold',
      'Handles missing data and exclusions',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Compute the 95th percentile of CPU and memory over the window',
          weight: 3,
          accept: ['p95', '95th', 'percentile'],
        },
        {
          idea: 'Project utilisation on the next smaller size (scale by the capacity ratio)',
          weight: 3,
          accept: ['smaller size', 'next size', 'size down', 'capacity ratio', 'scale'],
        },
        {
          idea: 'Recommend only if projected utilisation stays under a headroom threshold',
          weight: 2,
          accept: ['headroom', 'threshold', 'below 60', 'under 60'],
        },
        {
          idea: 'Estimate the monthly saving from the price difference',
          weight: 2,
          accept: ['saving', 'price difference', '730'],
        },
      ],
      edgeCases: [
        {
          case: 'Not enough data points',
          accept: ['insufficient data', 'not enough data', 'fewer than', 'missing data'],
        },
        {
          case: 'Excluded instances (tag or already smallest size)',
          accept: ['exclude', 'tag', 'smallest'],
        },
      ],
      modelAnswer: `1. for each instance:
2.   if it has fewer than 14 days of metrics (insufficient data) or the tag rightsizing=exclude: skip
3.   cpu = p95 (95th percentile) of CPU; mem = p95 of memory over 14 days
4.   if the instance is already the smallest size in its family: skip
5.   candidate = next smaller size; ratio = current capacity / candidate capacity
6.   projected cpu = cpu * ratio; projected mem = mem * ratio   // scale to the smaller size
7.   if projected cpu < 60 and projected mem < 60 (headroom threshold): recommend candidate
8.     saving = (current hourly price - candidate hourly price) * 730 hours per month
9. output recommendations sorted by saving, largest first`,
    },
  },
];

export const hardPseudocode: PseudocodeProblem[] = [
  {
    id: 'cc-pseudo-region-failover',
    title: 'Automated Cross-Region Failover Controller',
    description: `An application runs active-passive in two regions: the primary serves traffic and replicates its
database asynchronously to the secondary. Design a controller that decides when to fail over,
performs the failover safely and avoids flapping.`,
    requirements: [
      'Detect a regional failure from health checks without reacting to a single blip.',
      'Promote the secondary database and shift DNS traffic.',
      'Prevent both regions from accepting writes at once.',
    ],
    examples: [
      {
        scenario: 'Health checks from three locations fail for 3 minutes.',
        expectedApproach:
          'The controller fences the primary, promotes the replica and switches DNS to the secondary.',
      },
      {
        scenario: 'A single health check fails once.',
        expectedApproach: 'Nothing happens because the failure threshold is not reached.',
      },
    ],
    evaluationCriteria: [
      'Quorum of health checks over consecutive intervals',
      'Fencing before promotion',
      'Hysteresis and manual failback',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Probe the primary from several locations and require a quorum of failures',
          weight: 3,
          accept: ['quorum', 'several locations', 'multiple locations', 'majority'],
        },
        {
          idea: 'Require consecutive failures over a time window',
          weight: 2,
          accept: ['consecutive', 'in a row', 'minutes'],
        },
        {
          idea: 'Fence the old primary (stop writes) before promoting',
          weight: 3,
          accept: ['fence', 'fencing', 'read only', 'read-only', 'stop writes'],
        },
        {
          idea: 'Promote the replica and switch DNS to the secondary',
          weight: 2,
          accept: ['promote', 'dns', 'route 53', 'route53', 'weighted'],
        },
      ],
      edgeCases: [
        {
          case: 'Avoid flapping: no automatic failback, cooldown',
          accept: ['flap', 'cooldown', 'failback', 'hysteresis'],
        },
        {
          case: 'Replication lag means possible data loss (RPO)',
          accept: ['replication lag', 'lag', 'rpo', 'data loss'],
        },
      ],
      modelAnswer: `1. every 30 seconds: probe the primary health endpoint from 3 several locations
2. region down = a quorum (majority) of probes failing for 6 consecutive checks (3 minutes)
3. if region down and no failover happened within the cooldown:
4.   record replication lag to report possible data loss against the RPO
5.   fence the old primary: set the database read-only, stop writes, revoke its credentials
6.   promote the secondary replica to primary
7.   update DNS (Route 53 failover record) to point to the secondary region
8.   alert the on-call team
9. failback is manual only, after resync, so the system does not flap between regions`,
    },
  },
  {
    id: 'cc-pseudo-spot-fleet',
    title: 'Spot Fleet with Interruption Handling',
    description: `A batch-processing service wants to run mostly on spot instances to save money, but jobs must still
finish by their deadlines. Design the controller that keeps the fleet at the needed capacity, reacts
to spot interruption notices and falls back to on-demand capacity when spot is scarce.`,
    requirements: [
      'Diversify spot requests across instance types and zones.',
      'Handle the two-minute interruption notice without losing work.',
      'Fall back to on-demand when spot capacity is unavailable or deadlines are at risk.',
    ],
    examples: [
      {
        scenario: 'An interruption notice arrives for a worker mid-job.',
        expectedApproach:
          'The worker checkpoints the job, stops taking work and the job is re-queued for another worker.',
      },
      {
        scenario: 'No spot capacity is available in any pool for 10 minutes.',
        expectedApproach: 'The controller launches on-demand instances to cover the shortfall.',
      },
    ],
    evaluationCriteria: [
      'Diversified capacity requests',
      'Checkpoint and re-queue on notice',
      'On-demand fallback and scale-down back to spot',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Request spot capacity across many instance types and zones',
          weight: 3,
          accept: [
            'diversif',
            'instance types',
            'several types',
            'multiple types',
            'capacity optimized',
          ],
        },
        {
          idea: 'Watch for the interruption notice (instance metadata / event)',
          weight: 2,
          accept: ['interruption notice', 'two-minute', '2 minute', 'rebalance', 'metadata'],
        },
        {
          idea: 'Checkpoint the running job and put it back on the queue',
          weight: 3,
          accept: ['checkpoint', 're-queue', 'requeue', 'back on the queue', 'return job'],
        },
        {
          idea: 'Launch on-demand instances when spot capacity is insufficient',
          weight: 2,
          accept: ['on-demand', 'on demand', 'fallback'],
        },
      ],
      edgeCases: [
        { case: 'Deadline at risk: prefer on-demand', accept: ['deadline'] },
        {
          case: 'Replace on-demand with spot again when available',
          accept: [
            'replace on-demand',
            'scale down on-demand',
            'back to spot',
            'terminate on-demand',
          ],
        },
      ],
      modelAnswer: `1. loop every minute:
2.   needed = capacity required to finish queued jobs by their deadlines
3.   request spot capacity diversified over 10 instance types and all zones (capacity optimized allocation)
4.   if spot capacity is below needed for 10 minutes or a deadline is at risk: launch on-demand instances as fallback
5.   when spot capacity recovers: drain and terminate on-demand instances (back to spot)
6. on each worker: poll instance metadata for the interruption notice (two-minute warning) and rebalance signal
7.   when a notice arrives: stop taking new jobs, checkpoint the current job to storage
8.   re-queue the job with its checkpoint so another worker resumes it`,
    },
  },
];
