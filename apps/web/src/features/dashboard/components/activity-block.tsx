import { useEffect, useRef } from 'react';
import { Flame } from 'lucide-react';
import { ActivityMap, StreakStats } from '../../../components/activity/activity-map';
import { Card } from '../../../components/ui/card';
import { useAdoptTimeZone } from '../api/adopt-time-zone';
import { useActivity } from '../api/get-activity';

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Dashboard: current and longest streak and the 52-week activity map. A day counts when a test is
 * finished or a level passed, in the learner's time zone (the browser's until one is chosen on the
 * Profile page).
 */
export function ActivityBlock() {
  const activity = useActivity();
  const { mutate: adoptZone } = useAdoptTimeZone();
  const tried = useRef(false);
  const serverZone = activity.data?.timeZone;

  // Once per visit: a learner with no saved zone gets the browser's (a chosen one is kept by the
  // server). Asked after paint, once the server's zone is known: the first resolvedOptions() loads
  // time-zone data (tens of milliseconds on a phone).
  useEffect(() => {
    if (tried.current || serverZone === undefined) return;
    tried.current = true;
    const zone = browserTimeZone();
    if (zone && zone !== serverZone) adoptZone(zone);
  }, [serverZone, adoptZone]);

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="activity-heading">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2
            id="activity-heading"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
          >
            <Flame aria-hidden="true" className="size-5 text-orange-500" />
            Streak and activity
          </h2>
          {activity.data ? (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Days in {activity.data.timeZone} time
            </p>
          ) : null}
        </div>
        {activity.isPending ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Loading activity...</p>
        ) : activity.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Could not load your activity: {activity.error.message}
          </p>
        ) : (
          <div className="space-y-4">
            <StreakStats
              current={activity.data.currentStreak}
              longest={activity.data.longestStreak}
            />
            <ActivityMap
              days={activity.data.days}
              today={activity.data.today}
              label="Your activity"
            />
          </div>
        )}
      </section>
    </Card>
  );
}
