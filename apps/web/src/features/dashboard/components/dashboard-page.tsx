import { Link } from 'react-router';
import { BookOpen, ClipboardList } from 'lucide-react';
import { useCurrentUser, useLogout } from '../../../lib/session';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { AvatarMenu } from './avatar-menu';

/** Placeholder dashboard: the greeting and the account menu. Test history and statistics come next. */
export function DashboardPage() {
  const user = useCurrentUser();
  const logout = useLogout();
  const name = user?.name || user?.email || '';

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

      <div className="grid gap-6 md:grid-cols-2">
        <Card className="p-6">
          <ClipboardList aria-hidden="true" className="size-8 text-brand-600 dark:text-brand-400" />
          <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">Take a test</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Multiple choice, coding, debugging or pseudocode, on a topic you choose.
          </p>
          <Link to="/tests" className={buttonClasses('primary', 'md', 'mt-5')}>
            Start a test
          </Link>
        </Card>
        <Card className="p-6">
          <BookOpen aria-hidden="true" className="size-8 text-brand-600 dark:text-brand-400" />
          <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
            Follow a course
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Work through ordered levels, each ending in a test.
          </p>
          <Link to="/courses" className={buttonClasses('secondary', 'md', 'mt-5')}>
            Browse courses
          </Link>
        </Card>
      </div>
    </>
  );
}
