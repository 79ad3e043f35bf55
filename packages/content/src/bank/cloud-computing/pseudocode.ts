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
      pitfalls: [
        {
          mistake:
            "The bucket has to stay private: opening it to public reads (ACL, policy or unblocking public access) lets anyone bypass the CDN and HTTPS, while only the distribution's origin access should read it.",
          patterns: [
            'allow public read',
            'grant public read',
            'public read acl',
            'acl public read',
            'unblock public',
            'disabl block public',
            'turn off block public',
            'remov block public',
            'anyone read',
          ],
        },
        {
          mistake:
            'On a deploy the new files are uploaded first and the CDN cache is invalidated afterwards; invalidating before the upload lets the edges fetch and cache the old files again.',
          patterns: [
            'invalidat before upload',
            'invalidat before sync',
            'invalidat before copy',
            'invalidat then upload',
            'invalidat then sync',
            'invalidat then copy',
          ],
        },
        {
          mistake:
            "The domain's DNS record has to point at the CDN distribution; pointing it at the bucket's own endpoint bypasses the CDN and its HTTPS certificate and only works if the bucket is public.",
          patterns: [
            'cname amazonaws',
            'alias amazonaws',
            'dns amazonaws',
            'cname s3 endpoint',
            'cname s3 website',
            'cname s3 url',
            'alias s3 endpoint',
            'alias s3 website',
            'dns s3 endpoint',
            'dns s3 website',
            'dns s3 url',
            'dns bucket endpoint',
            'cname bucket endpoint',
            'alias bucket endpoint',
            'record bucket endpoint',
            'domain bucket endpoint',
            'dns website endpoint',
            'cname website endpoint',
            'alias website endpoint',
            'record website endpoint',
            'dns bucket url',
            'cname bucket url',
            'alias bucket url',
            'dns storage endpoint',
            'cname storage endpoint',
          ],
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
      pitfalls: [
        {
          mistake:
            'When the snapshot or its cross-region copy failed, the old snapshots must be left alone that night; pruning them anyway can leave the volume without any good recent backup.',
          patterns: [
            'fail still delet',
            'fail anyway delet',
            'fail delet anyway',
            'delet regardless',
            'retention regardless',
            'even fail delet',
            'delet even fail',
            'fail still retention',
            'fail retention anyway',
            'fail still apply retention',
          ],
        },
        {
          mistake:
            'Retention removes the snapshots OLDER than 7 days; removing the ones from the last 7 days throws away exactly the recent backups a restore needs.',
          patterns: [
            'delet if age < 7',
            'delet if age <= 7',
            'delet if age less 7',
            'delet if younger 7',
            'delet if newer 7',
            'delet when age < 7',
            'delet when age less 7',
            'delet when younger 7',
            'delet when newer 7',
            '> today - 7 delet',
            '>= today - 7 delet',
            '> now - 7 delet',
            '>= now - 7 delet',
            'after today - 7 delet',
            'after now - 7 delet',
            'today - 7 < date delet',
            'today - 7 <= date delet',
            'now - 7 < date delet',
            'now - 7 <= date delet',
            '- date < 7 delet',
            '- date <= 7 delet',
            '- date less 7 delet',
            'age < 7 delet',
            'age <= 7 delet',
            'age less 7 delet',
            '7 > age delet',
            '7 >= age delet',
            '7 greater age delet',
            'delet newer 7',
            'delet younger 7',
            'delet within 7',
            'delet recent 7',
          ],
        },
        {
          mistake:
            'The disaster-recovery copy is an extra copy: the snapshot in the home region must stay, so deleting the source after copying (a move) leaves no local backup.',
          patterns: [
            'copy delet original',
            'copy remov original',
            'move snapshot second region',
            'move snapshot other region',
            'move snapshot another region',
            'move snapshot dr region',
          ],
        },
        {
          mistake:
            'A copy kept in the same region does not survive a regional outage; the copy has to go to a second region.',
          patterns: ['copy same region', 'replicat same region', 'copy snapshot same region'],
        },
        {
          mistake:
            "Old snapshots are pruned only after tonight's snapshot and its cross-region copy have succeeded; pruning first removes backups even on a night when the new one then fails.",
          patterns: [
            'each volume each old snapshot',
            'delet old before snapshot',
            'delet old before creat',
            'delet before snapshot',
            'delet before creat',
            'prun before snapshot',
            'prun before creat',
            'retention before snapshot',
            'retention before creat',
            'retention before backup',
            'delet old then snapshot',
            'delet old then creat',
            'delet old then take',
            'prun then snapshot',
            'prun then creat',
            'prun then take',
            'retention then snapshot',
            'retention then creat',
            'retention then take',
            'retention first',
            'prun first',
            'delet old first',
            'clean up first',
            'cleanup first',
            'snapshot after delet',
            'snapshot after prun',
            'snapshot after retention',
            'snapshot after clean',
          ],
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
      pitfalls: [
        {
          mistake:
            'A failed part is retried on its own; restarting the whole 50 GB upload throws away every part that already arrived and may never finish on a flaky network.',
          patterns: [
            'fail restart whole',
            'fail restart entir',
            'fail restart upload',
            'fail start over',
            'fail upload whole file',
            'fail upload entir',
            'fail reupload whole',
            'fail reupload entir',
            'fail reupload all',
            'fail re upload whole',
            'fail re upload entir',
            'fail re upload all',
            'fail upload all parts again',
            'fail new upload id',
            'fail initiat new',
            'fail from scratch',
          ],
        },
        {
          mistake:
            'Retries need exponential backoff and a limit; retrying at once or without end hammers the service and never gives up on a permanent failure.',
          patterns: [
            'retry immediat',
            'retry forever',
            'retry indefinit',
            'retry infinit',
            'retry without backoff',
            'retry without delay',
            'retry no backoff',
            'retry no delay',
            'retry without limit',
            'retry unlimit',
            'retry endless',
          ],
        },
        {
          mistake:
            'Complete needs every part with its ETag, listed by part number; completing with a failed part left out, or with ETags in the order the uploads finished, fails or assembles a corrupt object.',
          patterns: [
            'fail skip part complete',
            'fail anyway complete',
            'complete anyway',
            'complete even fail',
            'order they finish',
            'order they complet',
            'order they arriv',
            'order arriv',
            'completion order',
            'etag order finish',
            'etag finish order',
            'etag completion order',
            'etag arrival order',
            'etag order arriv',
            'etag unsort',
            'complet unsort',
            'complet any order',
            'complet whatever order',
            'complet random order',
            'part finish order',
            'arrival order',
          ],
        },
        {
          mistake:
            'The number of parts rounds up (ceil of size / part size); rounding it down leaves out the last, shorter part, so the object is silently cut short.',
          patterns: [
            'floor size',
            'floor ( size',
            'floor file',
            'count floor',
            'parts floor',
            'number floor',
            'round down',
            'integer divis',
            'int divis',
            'truncat divis',
          ],
        },
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
      pitfalls: [
        {
          mistake:
            'Sizing has to look at a high percentile of utilisation; the mean hides the busy hours, so the smaller machine would saturate at peak.',
          patterns: [
            'averag cpu',
            'mean cpu',
            'averag memory',
            'mean memory',
            'cpu = averag (',
            'cpu = mean (',
            'cpu = avg',
            'mem = averag (',
            'mem = mean (',
            'mem = avg',
            'averag utilis',
            'averag utiliz',
            'averag usage',
            'averag load',
            'avg cpu',
            'avg mem',
          ],
        },
        {
          mistake:
            'A smaller size has less capacity, so utilisation goes UP: multiply by current capacity / smaller capacity; dividing by that ratio (or using its inverse) predicts a lower load and recommends sizes that will overload.',
          patterns: [
            'cpu / ratio',
            'mem / ratio',
            'memory / ratio',
            'util / ratio',
            'usage / ratio',
            'ratio = candidat / current',
            'ratio candidat / current',
            'ratio = smaller / current',
            'ratio = new / current',
            'ratio = target / current',
            'ratio smaller divid current',
            'ratio candidat divid current',
            'cpu * candidat / current',
            'cpu * smaller / current',
            'cpu * new / current',
            'mem * candidat / current',
            'mem * smaller / current',
          ],
        },
        {
          mistake:
            'Recommend only when the projected utilisation stays below the headroom threshold; recommending when it is over the threshold shrinks machines that are already busy.',
          patterns: [
            'project > 60 recommend',
            'project >= 60 recommend',
            'project over 60 recommend',
            'project > threshold recommend',
            'project >= threshold recommend',
            'project over threshold recommend',
            'cpu > 60 recommend',
            'cpu >= 60 recommend',
            'mem > 60 recommend',
            'cpu > threshold recommend',
          ],
        },
        {
          mistake:
            'The monthly saving is (current price - smaller price) * 730 hours; subtracting the other way round gives a negative saving and reverses the ranking.',
          patterns: [
            'saving candidat - current',
            'saving new - current',
            'saving new - old',
            'saving smaller - current',
            'saving target - current',
            'saving recommend - current',
            'saving cheaper - current',
          ],
        },
        {
          mistake:
            'Both projected CPU and projected memory must stay under the headroom threshold; downsizing when only one of them has room overloads the other resource on the smaller machine.',
          patterns: [
            'either cpu mem less',
            'proj cpu < or proj mem <',
            'proj mem < or proj cpu <',
            'proj cpu less or proj mem less',
            'projcpu < or projmem <',
            'projmem < or projcpu <',
            'cpuproj < or memproj <',
            'memproj < or cpuproj <',
            'either less threshold',
            'either project less',
            'cpu greater and mem greater skip',
            'mem greater and cpu greater skip',
            'cpu greater and mem greater continu',
            'mem greater and cpu greater continu',
            'both greater skip',
            'both greater continu',
            'both exceed skip',
          ],
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
      pitfalls: [
        {
          mistake:
            'A single failed probe (or a single location) is not a regional outage; failing over on it turns a network blip into a failover with possible data loss, so a quorum over several checks is needed.',
          patterns: [
            'any probe fail failover',
            'any probe fail fail over',
            'any probe fail promot',
            'any check fail failover',
            'any check fail fail over',
            'any check fail promot',
            'single probe fail',
            'single check fail',
            'single failure failover',
            'single failure fail over',
            'single failure promot',
            'first failure failover',
            'first failure fail over',
            'first failure promot',
            'first fail probe failover',
            'any location fail failover',
            'any location fail promot',
            'fail just once',
            'fail only once',
            'any one location reach',
            'any one location threshold',
            'any one location consecutive',
            'any single location reach',
            'any single location threshold',
            'any single location consecutive',
            'any one probe reach',
            'any one probe threshold',
            'any single probe reach',
            'any single probe threshold',
            'first location reach',
            'first location threshold',
          ],
        },
        {
          mistake:
            'The order is: fence the old primary, promote the replica, then move DNS; promoting before fencing leaves two writable primaries (split brain), and moving DNS before the promotion sends writes to a read-only replica.',
          patterns: [
            'promot then fenc',
            'promot before fenc',
            'promot first fenc',
            'promot then read only',
            'promot before read only',
            'promot then stop writ',
            'promot before stop writ',
            'dns then fenc',
            'dns before fenc',
            'dns then promot',
            'dns before promot',
          ],
        },
        {
          mistake:
            'Sending traffic back as soon as the old primary answers again makes the system flap and loses the writes taken by the secondary; going back is a planned manual step after a resync.',
          patterns: [
            'primary recover immediat',
            'primary healthy immediat',
            'primary recover automat switch',
            'primary healthy automat switch',
            'primary recover automat fail back',
            'primary healthy automat fail back',
            'primary recover automat failback',
            'primary healthy automat failback',
          ],
        },
      ],
      modelAnswer: `1. every 30 seconds: probe the primary health endpoint from several locations (3 of them)
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
      pitfalls: [
        {
          mistake:
            'Spot requests should be spread over many instance types and zones; a single type, zone or the cheapest pool is reclaimed all at once and sees the most interruptions.',
          patterns: [
            'use single instance type',
            'use one instance type',
            'pick single instance type',
            'choose single instance type',
            'only one instance type',
            'single instance type only',
            'single zone only',
            'one zone only',
            'cheapest instance type',
            'cheapest pool',
            'lowest price allocation',
            'lowest price strategy',
          ],
        },
        {
          mistake:
            'An interruption notice leaves about two minutes: the job must be checkpointed and queued again to resume from that checkpoint; letting it run on, killing it or restarting it from scratch loses the work.',
          patterns: [
            'notice let current job finish',
            'notice wait current job finish',
            'notice finish current job',
            'notice let job run',
            'notice keep running job',
            'notice kill job',
            'notice abandon job',
            'queue scratch',
            'queue start over',
            'restart scratch',
            'restart beginning',
            'start over',
          ],
        },
        {
          mistake:
            'On-demand capacity is the fallback for when spot falls short of what the deadlines need; launching it while spot is sufficient, or waiting for spot when a deadline is at risk, gets cost and deadlines the wrong way round.',
          patterns: [
            'spot > needed launch on demand',
            'spot >= needed launch on demand',
            'spot > need launch',
            'spot >= need launch',
            'spot recover launch on demand',
            'spot recover keep on demand',
            'deadline risk wait spot',
            'deadline risk keep spot',
            'deadline risk wait capacity',
          ],
        },
        {
          mistake:
            'The checkpoint has to be written before the job goes back on the queue; re-queuing first lets another worker pick the job up and resume from an older checkpoint.',
          patterns: [
            'queue before checkpoint',
            'queue then checkpoint',
            'requeu before checkpoint',
            'requeu then checkpoint',
            'enqueu before checkpoint',
            'enqueu then checkpoint',
            'requeu first',
            'checkpoint after requeu',
            'checkpoint after enqueu',
            'checkpoint after put back',
            'put back queue then checkpoint',
            'put back queue before checkpoint',
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
