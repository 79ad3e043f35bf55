import { Link } from 'react-router';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { StatBlock } from './stat-block';
import { paths } from '../../../lib/paths';

function CodeCard() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 rounded-3xl bg-gradient-to-br from-brand-500/30 to-fuchsia-500/20 blur-2xl" />
      <div className="relative overflow-hidden rounded-2xl border border-slate-800 bg-slate-900 shadow-2xl">
        <div className="flex items-center gap-2 border-b border-slate-800 px-4 py-3">
          <span className="size-3 rounded-full bg-red-400" />
          <span className="size-3 rounded-full bg-amber-400" />
          <span className="size-3 rounded-full bg-emerald-400" />
          <span className="ml-3 text-xs text-slate-400">solution.py</span>
        </div>
        <pre className="overflow-x-auto px-5 py-4 font-mono text-[13px] leading-6 text-slate-300">
          <span className="text-fuchsia-400">def</span>
          <span className="text-sky-300"> two_sum</span>
          {'(nums, target):'}
          {'\n    '}
          <span className="text-slate-400"># remember what we have seen</span>
          {'\n    seen = {}\n    '}
          <span className="text-fuchsia-400">for</span>
          {' i, n '}
          <span className="text-fuchsia-400">in</span>
          {' enumerate(nums):\n        '}
          <span className="text-fuchsia-400">if</span>
          {' target - n '}
          <span className="text-fuchsia-400">in</span>
          {' seen:\n            '}
          <span className="text-fuchsia-400">return</span>
          {' [seen[target - n], i]\n        seen[n] = i'}
        </pre>
        <div className="flex items-center gap-2 border-t border-slate-800 bg-emerald-500/10 px-5 py-3 text-sm font-medium text-emerald-300">
          <CircleCheck className="size-4" />
          All Tests Passed! Score: 100/100
        </div>
      </div>
    </div>
  );
}

export function LandingHero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_20%_-10%,var(--color-brand-100),transparent)] dark:bg-[radial-gradient(60rem_30rem_at_20%_-10%,var(--color-brand-950),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-200 dark:bg-brand-500/10 dark:text-brand-300 dark:ring-brand-500/30">
            Code, Compete, Conquer
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
            Sharpen your coding skills,{' '}
            <span className="text-brand-600 dark:text-brand-400">one test at a time</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-600 dark:text-slate-300">
            Take multiple-choice, coding, debugging and pseudocode tests on the topics you choose,
            follow courses level by level, and watch your scores grow on your dashboard.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.signup()} className={buttonClasses('primary', 'lg')}>
              Create Account
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to={paths.courses()} className={buttonClasses('secondary', 'lg')}>
              Explore Courses
            </Link>
          </div>
          <StatBlock
            className="mt-12 grid-cols-3 border-t border-slate-200 pt-8 dark:border-slate-800"
            stats={['courses', 'learners', 'levels']}
          />
        </div>
        <CodeCard />
      </div>
    </section>
  );
}
