import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Logo } from '../components/ui/logo';
import { LoadingScreen } from '../components/ui/spinner';
import { useLogout } from '../lib/session';
import { Sidebar } from './sidebar';
import { useSettingsSync } from './use-settings-sync';
import { paths } from '../lib/paths';

const SIDEBAR_ID = 'app-sidebar';

/** Frame of every signed-in page: sidebar (with its mobile toggle) and the page. */
export function AppLayout() {
  const { pathname } = useLocation();
  // The drawer is open only on the page where it was opened, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const MenuIcon = open ? X : Menu;
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);
  useSettingsSync();

  async function onLogout() {
    setLoggingOut(true);
    await logout();
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape bubbling up from the focused menu item closes the menu; the div takes no input itself
    <div
      className="min-h-dvh bg-slate-50 dark:bg-slate-950"
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') setOpenOn(null);
      }}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow dark:focus:bg-slate-900"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-slate-200 bg-white/90 px-4 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/90">
        <Logo to={paths.dashboard()} />
        <button
          type="button"
          onClick={() => setOpenOn(open ? null : pathname)}
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <MenuIcon aria-hidden="true" className="size-6" />
        </button>
      </header>

      {open ? (
        <div
          aria-hidden="true"
          onClick={() => setOpenOn(null)}
          className="fixed inset-0 z-30 bg-slate-900/50 lg:hidden"
        />
      ) : null}
      <Sidebar
        id={SIDEBAR_ID}
        open={open}
        onNavigate={() => setOpenOn(null)}
        onLogout={() => void onLogout()}
        loggingOut={loggingOut}
      />

      <main id="main" className="px-4 py-6 sm:px-6 lg:ml-64 lg:px-10 lg:py-10">
        <div className="mx-auto max-w-6xl">
          <Suspense fallback={<LoadingScreen fullScreen={false} />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
