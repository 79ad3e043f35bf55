import type { CorpusEntry } from './types';

export const cloudCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'cc-pseudo-snapshot-retention',
    answers: [
      {
        kind: 'correct',
        style: 'code-like',
        text: `for vol in volumes where tag backup == "true":
   snap = create_snapshot(vol, tags = {date: today, monthly: today.day == 1})
   wait until snap is completed
   copy = retry 3 times with backoff: copy_snapshot(snap, region = DR)
   if copy failed: alert; skip deletions for vol tonight; continue
   for s in snapshots(vol) in both regions:
      age = today - s.date
      keep = age <= 7 days or (s.monthly and age <= 365 days)
      if not keep: delete s`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. Every night, list all block-storage volumes and keep only those with the tag backup=true; the others are ignored.
2. For each selected volume, create a snapshot and label it with the date and the volume id. If today is the 1st of the month, also label it as monthly.
3. Wait until the snapshot has completed, then copy it to the second (disaster recovery) region.
4. If the copy fails, retry a few times with a delay. If it still fails, send an alert and do not delete any old snapshots of that volume tonight, so we never reduce the number of good backups after a failed run.
5. If the copy succeeded, apply retention in both regions: list the volume's snapshots and delete a snapshot only if it is older than 7 days and it is not a monthly snapshot younger than 12 months. Monthly snapshots older than 12 months are deleted.
6. Log what was created, copied and deleted.`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `nightly job:
  targets <- volumes whose labels include backup=true
  for each target:
      shot <- snapshot(target), marked "monthly" when the day of month is 1
      replicate shot into the recovery region, retrying with backoff; on final failure page the on-call and leave the old shots alone tonight
      prune: a shot survives if it is at most 7 days old, or if it is a monthly shot at most 12 months old; every other shot of target (in both regions) is removed`,
      },
      {
        kind: 'partial',
        style: 'prunes after a failed copy',
        missing: 'failed cross-region copy (retry, alert and skip deletion)',
        text: `1. For each volume with tag backup=true:
2.    create a snapshot, tagged monthly if today is the 1st
3.    copy the snapshot to the second region
4.    for each old snapshot of the volume: delete it if it is older than 7 days, unless it is a monthly one younger than 12 months`,
      },
      {
        kind: 'partial',
        style: 'dailies only',
        missing: 'keep the monthly snapshot of each month for 12 months',
        text: `1. Select the volumes tagged backup=true.
2. For each one: take a snapshot and copy it to the DR region; if the copy fails after retries, alert and stop for that volume.
3. List the volume's snapshots and delete every snapshot older than 7 days.`,
      },
    ],
  },
];
