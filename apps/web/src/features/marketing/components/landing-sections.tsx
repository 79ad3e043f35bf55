import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import {
  Briefcase,
  Bug,
  Building2,
  ClipboardCheck,
  CodeXml,
  FileText,
  GraduationCap,
  ListChecks,
  Timer,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { LANGUAGE_IDS } from '@app/shared/languages';
import { MCQ_QUESTION_COUNT, MCQ_TIME_LIMIT_SECONDS, TEST_TYPES } from '@app/shared/constants';
import { buttonClasses } from '../../../components/ui/button';
import { FeatureGrid, LandingSection, SectionHeading } from './landing-parts';
import { paths } from '../../../lib/paths';

const CatalogueGrid = lazy(async () => ({
  default: (await import('./catalogue-grid')).CatalogueGrid,
}));

/** Explore: the real catalogue, shown to visitors before they sign in. */
export function ExploreSection() {
  return (
    <LandingSection id="explore" className="scroll-mt-16 py-20">
      <SectionHeading eyebrow="Explore" title="Courses, level by level">
        Every course is a ladder of levels, each with a lesson and a test you pass to unlock the
        next. Sign in to start one; your progress is kept on your dashboard.
      </SectionHeading>
      {/* Its own chunk: the catalogue and its schema load after the rest of the landing page. */}
      <Suspense
        fallback={
          <p className="mt-10 text-slate-600 dark:text-slate-400" role="status" data-needs-app>
            Loading courses...
          </p>
        }
      >
        <CatalogueGrid />
      </Suspense>
    </LandingSection>
  );
}

const FOR_BUSINESS = [
  {
    icon: Building2,
    title: 'For companies',
    text: 'Train your team and run assessments with the same courses and timed tests, in multiple-choice, coding, debugging and pseudocode formats.',
  },
  {
    icon: Briefcase,
    title: 'For candidates',
    text: 'Build the skills employers look for, level by level, and keep a profile with your skills, GitHub and LinkedIn in one place.',
  },
];

/** Companies and Candidates: both lead to the contact page. */
export function BusinessSection() {
  return (
    <LandingSection id="business" className="scroll-mt-16 bg-slate-50 py-20 dark:bg-slate-900/40">
      <SectionHeading
        eyebrow="Companies and Candidates"
        title="Skills you can show, tests you can trust"
        stats={['testsTaken', { label: 'Test formats', value: TEST_TYPES.length }]}
      >
        Tests are graded on the server and code runs in a sandbox against real test cases, so a
        score means what it says.
      </SectionHeading>
      <FeatureGrid className="md:grid-cols-2" features={FOR_BUSINESS} />
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.contact('careers')} className={buttonClasses('primary', 'lg')}>
          Career Opportunities
        </Link>
        <Link to={paths.contact('business')} className={buttonClasses('secondary', 'lg')}>
          Talk to us about your team
        </Link>
      </div>
    </LandingSection>
  );
}

const PRACTICE = [
  {
    icon: ListChecks,
    title: 'Questions',
    text: 'Multiple-choice questions with explanations, coding problems in ten languages, buggy code to fix and pseudocode to write.',
  },
  {
    icon: Timer,
    title: 'Timed tests',
    text: 'Every test is timed and graded on the server, and every score is kept in your history, so you can see where you stand and beat your own best.',
  },
  {
    icon: GraduationCap,
    title: 'Explanations',
    text: 'Each multiple-choice answer comes with an explanation, and code results show which test cases passed, so a wrong answer teaches you something.',
  },
];

const TEST_FORMATS = [
  {
    icon: ClipboardCheck,
    title: 'Multiple Choice',
    text: `${MCQ_QUESTION_COUNT} questions, ${MCQ_TIME_LIMIT_SECONDS / 60} minutes`,
  },
  { icon: CodeXml, title: 'Coding Challenge', text: 'Run against hidden tests' },
  { icon: Bug, title: 'Debug Challenge', text: 'Find and fix the bugs' },
  { icon: FileText, title: 'Pseudocode Test', text: 'Explain the algorithm' },
];

/** Practice questions and the four test formats (no Community or Contests until they exist). */
export function PracticeSection() {
  return (
    <LandingSection id="practice" className="py-20">
      <SectionHeading
        eyebrow="Questions"
        title="Practice the way you will be tested"
        stats={[
          'practiceQuestions',
          { label: 'Programming languages', value: LANGUAGE_IDS.length },
        ]}
      >
        Pick a topic from HTML and CSS to system design, choose easy, medium or hard, and start.
      </SectionHeading>
      <FeatureGrid className="md:grid-cols-3" features={PRACTICE} />
      <h3 className="mt-14 text-lg font-semibold text-slate-900 dark:text-white">Test wise</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TEST_FORMATS.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex items-center gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <Icon
              aria-hidden="true"
              className="size-6 shrink-0 text-brand-600 dark:text-brand-400"
            />
            <div>
              <p className="font-medium text-slate-900 dark:text-white">{title}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <Link to={paths.tests()} className={buttonClasses('primary', 'lg', 'mt-10')}>
        View Questions
      </Link>
    </LandingSection>
  );
}

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: UserPlus,
    title: 'Create your account',
    text: 'Sign up with your email or Google. It takes a minute.',
  },
  {
    icon: GraduationCap,
    title: 'Pick a course or a test',
    text: 'Start a course at level 1, or test yourself on any topic.',
  },
  {
    icon: ClipboardCheck,
    title: 'Track your progress',
    text: 'Your dashboard keeps every score, pass and level you complete.',
  },
];

export function HowToBeginSection() {
  return (
    <LandingSection
      id="how-to-begin"
      className="bg-gradient-to-br from-brand-700 via-brand-600 to-violet-600 py-20 text-white"
    >
      <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">How to begin?</h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20">
            <div className="flex items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-full bg-white text-sm font-bold text-brand-700">
                {index + 1}
              </span>
              <Icon aria-hidden="true" className="size-6 text-brand-100" />
            </div>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-brand-50">{text}</p>
          </li>
        ))}
      </ol>
      <Link
        to={paths.signup()}
        className={buttonClasses('secondary', 'lg', 'mt-10 border-transparent')}
      >
        Get started
      </Link>
    </LandingSection>
  );
}
