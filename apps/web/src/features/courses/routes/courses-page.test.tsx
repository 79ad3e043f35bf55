import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { fakeApi, makeCourse, makeProgress } from '../testing/fake-api';
import { CoursesPage } from './courses-page';

const COURSES = [
  makeCourse({
    id: 'python',
    title: 'Python Programming',
    description: 'Variables, data structures and classes.',
    difficulty: 'Beginner',
  }),
  makeCourse({
    id: 'sql',
    title: 'SQL Databases',
    description: 'Query relational tables with SELECT and JOIN.',
    difficulty: 'Beginner',
    totalChapters: 7,
  }),
  makeCourse({
    id: 'java',
    title: 'Java',
    description: 'Objects, collections and streams.',
    difficulty: 'Intermediate',
    totalChapters: 10,
  }),
  makeCourse({
    id: 'rust',
    title: 'Rust',
    description: 'Ownership, borrowing and fearless concurrency.',
    difficulty: 'Advanced',
    totalChapters: 11,
  }),
];

const PROGRESS = [
  makeProgress({
    courseId: 'python',
    completedChapters: [1, 2],
    currentChapter: 3,
    lastAccessedAt: '2026-03-02T09:00:00.000Z',
  }),
  makeProgress({
    courseId: 'sql',
    completedChapters: [1, 2, 3, 4, 5, 6, 7],
    currentChapter: 7,
    status: 'completed',
    lastAccessedAt: '2026-02-01T09:00:00.000Z',
  }),
  makeProgress({ courseId: 'java', lastAccessedAt: '2026-01-05T09:00:00.000Z' }),
];

const PYTHON_DETAIL = {
  ...COURSES[0],
  chapters: [1, 2, 3].map((order) => ({
    id: `python-${order}`,
    courseId: 'python',
    order,
    title: `Python topic ${order}`,
    description: 'About it.',
    difficulty: 'Easy',
    testType: 'mcq',
    objectives: [],
    testSize: { questions: 5, label: '5 questions' },
  })),
};

function shownTitles() {
  const list = screen.queryByRole('list', { name: 'Courses' });
  if (!list) return [];
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
}

describe('CoursesPage', () => {
  beforeEach(() => {
    fakeApi({
      'GET /api/courses': COURSES,
      'GET /api/progress': PROGRESS,
      'GET /api/courses/python': PYTHON_DETAIL,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the loading text, then the stats, the resume banner and the cards', async () => {
    renderRoute(<CoursesPage />, { path: '/courses' });
    expect(screen.getByText('Loading courses...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Learning Courses' })).toBeInTheDocument();

    const stats = screen.getByRole('list', { name: 'Your courses' });
    expect(within(stats).getByText('Enrolled').nextSibling).toHaveTextContent('3');
    expect(within(stats).getByText('In Progress').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Completed').nextSibling).toHaveTextContent('1');

    // The course opened last, its current level and Resume.
    const banner = screen.getByRole('region', { name: 'Continue Learning' });
    expect(within(banner).getByText('Python Programming')).toBeInTheDocument();
    expect(await within(banner).findByText('Level 3: Python topic 3')).toBeInTheDocument();
    expect(within(banner).getByText('2 of 8 chapters completed')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Resume' })).toHaveAttribute(
      'href',
      '/course/python',
    );

    expect(shownTitles()).toEqual(['Python Programming', 'SQL Databases', 'Java', 'Rust']);
    expect(screen.getByText('2 / 8 completed')).toBeInTheDocument();
    expect(screen.getByText('7 / 7 completed')).toBeInTheDocument();
    // Enrolled without a completed level, and not enrolled: Start Learning.
    expect(screen.getAllByText('Start Learning')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Rust' })).toHaveAttribute('href', '/course/rust');
  });

  it('searches title and description case-insensitively, with a clear button', async () => {
    const user = userEvent.setup();
    renderRoute(<CoursesPage />, { path: '/courses' });
    const search = await screen.findByRole('searchbox', { name: 'Search courses' });

    await user.type(search, 'DATA');
    // 'data structures' in Python's description, 'Databases' in SQL's title.
    expect(shownTitles()).toEqual(['Python Programming', 'SQL Databases']);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(shownTitles()).toHaveLength(4);
  });

  it('applies search, level and status together; Clear Filters resets all three', async () => {
    const user = userEvent.setup();
    renderRoute(<CoursesPage />, { path: '/courses' });
    const search = await screen.findByRole('searchbox', { name: 'Search courses' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    const level = screen.getByRole('combobox', { name: 'Level' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Courses', 'Enrolled', 'Completed']);
    expect(
      within(level)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Levels', 'Beginner', 'Intermediate', 'Advanced']);

    await user.selectOptions(level, 'Beginner');
    expect(shownTitles()).toEqual(['Python Programming', 'SQL Databases']);

    await user.selectOptions(status, 'Completed');
    expect(shownTitles()).toEqual(['SQL Databases']);

    await user.type(search, 'python');
    expect(shownTitles()).toEqual([]);
    expect(screen.getByText('No courses found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(search).toHaveValue('');
    expect(status).toHaveValue('all');
    expect(level).toHaveValue('all');
    expect(shownTitles()).toHaveLength(4);
  });

  it('Enrolled shows only courses the learner opened', async () => {
    const user = userEvent.setup();
    renderRoute(<CoursesPage />, { path: '/courses' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Enrolled');
    expect(shownTitles()).toEqual(['Python Programming', 'SQL Databases', 'Java']);
  });
});
