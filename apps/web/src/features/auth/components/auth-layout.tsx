import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { Logo } from '../../../components/ui/logo';

const POINTS = [
  'Tests in four formats: multiple choice, coding, debugging and pseudocode',
  'Courses made of ordered levels, each ending in a test',
  'Your history, scores and progress in one dashboard',
];

/**
 * Two-panel page for the account forms; the brand panel hides on small screens. Login and sign-up
 * are prerendered and can be typed into before the app runs: their fields are uncontrolled
 * (hooks/use-typed-fields.ts) and a submit before then is held by the boot script.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-violet-600 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <Logo light />
        <div className="relative z-10 max-w-md space-y-6">
          <p className="text-4xl font-bold leading-tight">Code, Compete, Conquer.</p>
          <ul className="space-y-3 text-brand-50">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3">
                <CircleCheck
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-emerald-300"
                />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-brand-100">Practice every day. Track every step.</p>
        <div
          aria-hidden="true"
          className="absolute -right-24 -bottom-24 size-96 rounded-full bg-white/10 blur-2xl"
        />
      </aside>

      <main className="flex flex-col px-5 py-8 sm:px-10">
        <div className="lg:hidden">
          <Logo />
        </div>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {title}
          </h1>
          <p className="mt-2 mb-8 text-slate-600 dark:text-slate-400">{subtitle}</p>
          {children}
        </div>
      </main>
    </div>
  );
}
