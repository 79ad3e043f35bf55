import { Link } from 'react-router';
import { BookOpen, ClipboardCheck, ServerCog, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SkillList } from '../../../components/ui/skill-list';
import { MarketingLayout } from '../components/marketing-layout';
import { StatBlock } from '../components/stat-block';
import { paths } from '../../../lib/paths';

type Member = { name: string; role: string; bio: string; skills: string[]; icon: LucideIcon };

/** The three parts of the team behind the product. */
const TEAM: Member[] = [
  {
    name: 'Learning content',
    role: 'Course authors',
    bio: 'Write the courses, the levels and the question bank, and keep every example honest and up to date.',
    skills: ['Curriculum design', 'Python', 'JavaScript', 'Data structures'],
    icon: BookOpen,
  },
  {
    name: 'Assessment',
    role: 'Test and grading engineers',
    bio: 'Build the four test formats and the sandbox that runs your code against real test cases in ten languages.',
    skills: ['Sandboxing', 'Compilers', 'Test design', 'TypeScript'],
    icon: ClipboardCheck,
  },
  {
    name: 'Platform',
    role: 'Product engineers',
    bio: 'Make the app fast, accessible and dependable, from your dashboard to dark mode on a phone.',
    skills: ['React', 'Node.js', 'SQL', 'Accessibility'],
    icon: ServerCog,
  },
];

export function AboutPage() {
  return (
    <MarketingLayout>
      <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-violet-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">About CodeConquer</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">
            We help students and programmers turn practice into progress: tests on any topic,
            courses level by level, and a clear record of how far you have come.
          </p>
          <StatBlock
            tone="light"
            className="mt-12 grid-cols-2 sm:grid-cols-4"
            stats={['courses', 'learners', 'testsTaken', 'levels']}
          />
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:px-8">
        <h2 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          Our Story
        </h2>
        <div className="space-y-4 text-slate-600 dark:text-slate-300">
          <p>
            CodeConquer started from a simple frustration: practice sites either quiz you on trivia
            or hand you a problem and leave you alone with it. We wanted one place where you could
            learn a topic, test it straight away, and see exactly where you stand.
          </p>
          <p>
            So every course is a ladder of levels, each ending in a test you must pass to unlock the
            next. Alongside the courses you can take a test on any topic in four formats, from
            multiple choice to writing and fixing real code.
          </p>
          <p>
            Your code is run against real test cases, your answers are graded on the server, and
            your history stays yours.
          </p>
        </div>
      </section>

      <section className="bg-slate-50 py-20 dark:bg-slate-900/40">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            The team
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {TEAM.map(({ name, role, bio, skills, icon: Icon }) => (
              <li key={name}>
                <Card className="h-full p-6">
                  <span className="flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-violet-500 text-white">
                    <Icon aria-hidden="true" className="size-7" />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">
                    {name}
                  </h3>
                  <p className="text-sm font-medium text-brand-600 dark:text-brand-400">{role}</p>
                  <p className="mt-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
                    {bio}
                  </p>
                  <SkillList
                    className="mt-4"
                    label={`Skills of ${name}`}
                    tone="muted"
                    skills={skills}
                  />
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <Card className="flex flex-col items-start gap-6 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
              Ready to start?
            </h2>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              Create a free account and take your first test today.
            </p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to={paths.signup()} className={buttonClasses('primary', 'lg')}>
              Get Started Free
            </Link>
            <Link to={paths.courses()} className={buttonClasses('secondary', 'lg')}>
              Explore Courses
            </Link>
          </div>
        </Card>
      </section>
    </MarketingLayout>
  );
}
