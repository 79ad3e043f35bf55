import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseProgress, CourseSummary } from '@app/shared/courses.schemas';
import type { Dashboard, TestSummary } from '@app/shared/tests.schemas';
import { factory } from '../../../test/factory';
import { renderRoute } from '../../../test/render';
import { CourseProgressSummary } from './course-progress-panel';
import { OpenTests } from './open-tests';
import { RecentTests } from './recent-tests';
import { StatCards } from './stat-cards';

const summary = factory<TestSummary>({
  id: 't1',
  title: 'SQL Fundamentals - MCQ Test',
  type: 'mcq',
  difficulty: 'medium',
  status: 'completed',
  score: 8,
  maxScore: 10,
  createdAt: '2026-01-05T10:00:00.000Z',
  completedAt: '2026-01-05T10:10:00.000Z',
  expired: false,
});

const stats: Dashboard['stats'] = {
  totalTests: 3,
  passed: 1,
  failed: 2,
  pending: 0,
  inProgress: 2,
  expired: 1,
  avgScore: 50,
  passRate: 33,
};

const course = factory<CourseSummary>({
  id: 'python',
  title: 'Python',
  description: 'Learn Python.',
  icon: 'python',
  color: 'blue',
  difficulty: 'Beginner',
  totalChapters: 8,
  estimatedHours: 40,
  language: 'python3',
});

const progress = factory<CourseProgress>({
  courseId: 'python',
  currentChapter: 3,
  completedChapters: [1, 2],
  chapterScores: {},
  status: 'in_progress',
  enrolledAt: '2026-01-01T00:00:00.000Z',
  lastAccessedAt: '2026-01-03T00:00:00.000Z',
  completedAt: null,
});

const render = (ui: ReactElement) => renderRoute(ui, { path: '/dashboard' });

describe('dashboard parts', () => {
  it('shows an expired test as Expired with its score, and a finished one as Passed', () => {
    render(
      <RecentTests
        recent={{
          items: [
            summary(),
            summary({
              id: 't2',
              title: 'Go - Debug Challenge',
              type: 'debug',
              score: 0,
              maxScore: 100,
              expired: true,
            }),
          ],
          page: 1,
          pageCount: 1,
          total: 2,
        }}
        loadingPage={false}
        onPage={() => {}}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Passed')).toBeInTheDocument();
    expect(within(second!).getByText('Expired')).toBeInTheDocument();
    expect(within(second!).getByText('0/100')).toBeInTheDocument();
    expect(within(second!).getByText(/Time ran out/)).toBeInTheDocument();
  });

  it('counts finished tests in Total Tests Given and says how many are in progress', () => {
    render(<StatCards stats={stats} />);
    expect(screen.getByText('Total Tests Given').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('2 in progress, not counted')).toBeInTheDocument();
  });

  it('lists open tests apart, each with a Resume link', () => {
    render(
      <OpenTests
        tests={[
          summary({
            id: 'o1',
            status: 'in_progress',
            title: 'Rust - Coding Challenge',
            type: 'coding',
          }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'In Progress' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume Rust - Coding Challenge' })).toHaveAttribute(
      'href',
      '/test/coding?id=o1',
    );
  });

  it('renders nothing for no open tests', () => {
    const { container } = render(<OpenTests tests={[]} />);
    expect(container.querySelector('h2')).toBeNull();
  });

  it('shows courses in progress, levels passed and the course to continue', () => {
    render(
      <CourseProgressSummary
        courses={[
          course(),
          course({ id: 'go', title: 'Go', totalChapters: 9 }),
          course({ id: 'git', title: 'Git', totalChapters: 6 }),
        ]}
        progress={[
          progress(),
          progress({
            courseId: 'go',
            completedChapters: [1],
            currentChapter: 2,
            lastAccessedAt: '2026-01-04T00:00:00.000Z',
          }),
          progress({
            courseId: 'git',
            completedChapters: [1, 2, 3, 4, 5, 6],
            status: 'completed',
            lastAccessedAt: '2026-01-09T00:00:00.000Z',
          }),
        ]}
      />,
    );
    const figure = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd');
    expect(figure('In progress')).toHaveTextContent('2');
    expect(figure('Completed')).toHaveTextContent('1');
    expect(figure('Levels passed')).toHaveTextContent('9');
    const resume = screen.getByRole('link', { name: 'Resume Go' });
    expect(resume).toHaveAttribute('href', '/course/go');
    expect(screen.getByText('Level 2 of 9 · 1 passed')).toBeInTheDocument();
  });

  it('offers the catalogue when no course is started', () => {
    render(<CourseProgressSummary courses={[course()]} progress={[]} />);
    expect(screen.getByText(/No course started yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });
});
