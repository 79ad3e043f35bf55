import { useSearchParams } from 'react-router';
import { QueryContent } from '../../../components/ui/query-content';
import { useCurrentUser, useLogout } from '../../../lib/session';
import { dashboardPageFrom, useDashboard } from '../api/get-dashboard';
import { ActivityBlock } from '../components/activity-block';
import { AvatarMenu } from '../components/avatar-menu';
import { CourseProgressPanel } from '../components/course-progress-panel';
import { OpenTests } from '../components/open-tests';
import { RecentTests } from '../components/recent-tests';
import { ReviewDueCard } from '../components/review-due-card';
import { ScoreHistory } from '../components/score-history';
import { StatCards } from '../components/stat-cards';
import { StatisticsOverview } from '../components/statistics-overview';

/** /dashboard: greeting, stats, recent tests (paged), statistics and the score history. */
export function DashboardPage() {
  const user = useCurrentUser();
  const logout = useLogout();
  const name = user?.name || user?.email || '';
  const [params, setParams] = useSearchParams();
  const page = dashboardPageFrom(params.get('page'));
  const dashboard = useDashboard(page);

  return (
    <>
      <header className="mb-8 flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
            Welcome {name}!
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Ready to practise? Pick up where you left off.
          </p>
        </div>
        {user ? <AvatarMenu name={name} email={user.email} onLogout={() => void logout()} /> : null}
      </header>

      <QueryContent
        query={dashboard}
        loading="Loading dashboard..."
        errorTitle="Could not load your dashboard"
      >
        {(data) => (
          <div className="space-y-8">
            <StatCards stats={data.stats} />
            <ReviewDueCard />
            <ActivityBlock />
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="min-w-0 lg:col-span-2">
                <RecentTests
                  recent={data.recent}
                  loadingPage={dashboard.isPlaceholderData}
                  onPage={(next) =>
                    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true })
                  }
                />
              </div>
              <div className="min-w-0 space-y-6 lg:pt-12">
                <OpenTests tests={data.inProgress} />
                <StatisticsOverview stats={data.stats} />
                <CourseProgressPanel />
              </div>
            </div>
            <ScoreHistory history={data.scoreHistory} />
          </div>
        )}
      </QueryContent>
    </>
  );
}
