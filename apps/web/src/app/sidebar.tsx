import {
  BookOpen,
  ClipboardList,
  LayoutDashboard,
  Repeat,
  Settings,
  User,
  type LucideIcon,
} from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { Logo } from '../components/ui/logo';
import { LogOutButton } from '../components/ui/log-out-button';
import { cn } from '../lib/cn';
import { paths } from '../lib/paths';

type Item = { to: string; label: string; icon: LucideIcon; alsoActiveUnder?: string };

const ITEMS: Item[] = [
  { to: paths.dashboard(), label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.courses(), label: 'Courses', icon: BookOpen, alsoActiveUnder: '/course/' },
  { to: paths.tests(), label: 'Tests', icon: ClipboardList, alsoActiveUnder: '/test/' },
  { to: paths.review(), label: 'Review', icon: Repeat },
  { to: paths.profile(), label: 'Profile', icon: User },
  { to: paths.settings(), label: 'Settings', icon: Settings },
];

const itemClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

type SidebarProps = {
  id: string;
  open: boolean;
  onNavigate: () => void;
  onLogout: () => void;
  loggingOut: boolean;
};

/** Navigation of the signed-in pages: fixed on wide screens, a slide-in drawer on small ones. */
export function Sidebar({ id, open, onNavigate, onLogout, loggingOut }: SidebarProps) {
  const { pathname } = useLocation();
  return (
    <aside
      id={id}
      aria-label="Main navigation"
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-r border-slate-200 bg-white transition-transform duration-200 dark:border-slate-800 dark:bg-slate-900',
        'lg:translate-x-0',
        open ? 'translate-x-0 shadow-xl' : '-translate-x-full max-lg:invisible',
      )}
    >
      <div className="flex h-16 items-center px-5">
        <Logo to={paths.dashboard()} />
      </div>
      <nav className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {ITEMS.map(({ to, label, icon: Icon, alsoActiveUnder }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) => {
                  const active =
                    isActive ||
                    (alsoActiveUnder !== undefined && pathname.startsWith(alsoActiveUnder));
                  return cn(
                    itemClasses,
                    active
                      ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
                  );
                }}
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-3 dark:border-slate-800">
        <LogOutButton
          onClick={onLogout}
          disabled={loggingOut}
          className={itemClasses}
          iconClassName="size-5"
        />
      </div>
    </aside>
  );
}
