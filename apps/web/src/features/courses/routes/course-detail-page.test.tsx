import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseDetail } from '@app/shared/courses.schemas';
import { renderRoute } from '../../../test/render';
import { fakeApi, makeCourse, makeProgress } from '../testing/fake-api';
import { CourseDetailPage } from './course-detail-page';

const PATH = '/course/:courseId';

const DETAIL: CourseDetail = {
  ...makeCourse({ totalChapters: 3 }),
  chapters: [1, 2, 3].map((order) => ({
    id: `python-${order}`,
    courseId: 'python',
    order,
    title: `Topic ${order}`,
    description: `About topic ${order}.`,
    difficulty: 'Easy',
    testType: order === 3 ? 'coding' : 'mcq',
    objectives: ['One', 'Two', 'Three', 'Four', 'Five'],
    testSize:
      order === 3
        ? { questions: 1, label: '1 coding challenge' }
        : { questions: 5, label: '5 questions' },
  })),
};

const PROGRESS = makeProgress({
  completedChapters: [1],
  currentChapter: 2,
  chapterScores: { '1': { mcqScore: 80, codingScore: 100, completed: true } },
});

function card(name: string) {
  return screen.getByRole('group', { name });
}

describe('CourseDetailPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a completed course links to its certificate; an unfinished one never asks for it', async () => {
    const done = makeProgress({
      completedChapters: [1, 2, 3],
      currentChapter: 3,
      status: 'completed',
      completedAt: '2026-03-04T10:00:00.000Z',
    });
    const id = 'abcdefghijklmnopqrst-uvwxyz23';
    const summary = {
      courseId: 'python',
      courseTitle: 'Python Programming',
      levels: 3,
      completedAt: done.completedAt,
    };
    const fetchMock = fakeApi({
      'GET /api/courses/python': DETAIL,
      'GET /api/progress/python': done,
      'POST /api/courses/python/visit': done,
      'GET /api/certificates/mine': [
        { ...summary, id: 'zzzzzzzzzzzzzzzzzzzz-zzzzzzzz', courseId: 'git' },
        { ...summary, id },
      ],
    });
    const view = renderRoute(<CourseDetailPage />, { path: PATH, initialEntry: '/course/python' });
    expect(await screen.findByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      `/certificates/${id}`,
    );
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/certificates/mine')).toHaveLength(
      1,
    );
    view.unmount();
    vi.unstubAllGlobals();

    const unfinished = fakeApi({
      'GET /api/courses/python': DETAIL,
      'GET /api/progress/python': PROGRESS,
      'POST /api/courses/python/visit': PROGRESS,
    });
    renderRoute(<CourseDetailPage />, { path: PATH, initialEntry: '/course/python' });
    expect(await screen.findByText('1 of 3 chapters completed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View certificate' })).toBeNull();
    expect(unfinished.mock.calls.some(([url]) => url === '/api/certificates/mine')).toBe(false);
  });

  it('shows progress, completed and locked levels, and enrols on opening', async () => {
    const fetchMock = fakeApi({
      'GET /api/courses/python': DETAIL,
      'GET /api/progress/python': PROGRESS,
      'POST /api/courses/python/visit': PROGRESS,
    });
    renderRoute(<CourseDetailPage />, { path: PATH, initialEntry: '/course/python' });

    expect(
      await screen.findByRole('heading', { name: 'Python Programming', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Progress' })).toBeInTheDocument();
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 chapters completed')).toBeInTheDocument();

    const done = card('Level 1: Topic 1');
    expect(within(done).getByText('MCQ: 80% | Coding: 100%')).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Review Level' })).toBeEnabled();
    expect(within(done).getAllByRole('listitem')).toHaveLength(4);
    expect(within(done).getByText('5 questions')).toBeInTheDocument();
    expect(within(done).getByText('60% to pass')).toBeInTheDocument();

    const open = card('Level 2: Topic 2');
    expect(within(open).getByRole('button', { name: 'Start Level' })).toBeEnabled();
    expect(within(open).queryByText('Complete previous level to unlock')).toBeNull();

    const locked = card('Level 3: Topic 3');
    expect(within(locked).getByText('CODING')).toBeInTheDocument();
    expect(within(locked).getByText('1 coding challenge')).toBeInTheDocument();
    expect(within(locked).getByText('Complete previous level to unlock')).toBeInTheDocument();
    expect(within(locked).getByRole('button', { name: 'Start Level' })).toBeDisabled();

    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/visit'))).toHaveLength(
        1,
      ),
    );
  });

  it('Start Level shows the chapter overview, then Start Chapter Test opens the test', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const overviewReady = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeApi({
      'GET /api/courses/python': DETAIL,
      'GET /api/progress/python': PROGRESS,
      'POST /api/courses/python/visit': PROGRESS,
      'GET /api/courses/python/chapters/python-2/overview': async () => {
        await overviewReady;
        return {
          body: {
            whatYouWillLearn: ['Loops run code again', 'Ranges count'],
            proTip: 'Trace a loop by hand.',
            source: 'bank',
          },
        };
      },
    });
    renderRoute(<CourseDetailPage />, { path: PATH, initialEntry: '/course/python' });
    await user.click(
      within(await screen.findByRole('group', { name: 'Level 2: Topic 2' })).getByRole('button', {
        name: 'Start Level',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Chapter Overview' });
    expect(within(dialog).getByText('Preparing your chapter overview...')).toBeInTheDocument();
    release();
    expect(await within(dialog).findByText('Loops run code again')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'What You Will Learn' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Pro Tip' })).toBeInTheDocument();
    expect(within(dialog).getByText('Trace a loop by hand.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Start Chapter Test' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/course/python/chapter/python-2');
  });

  it('goes straight to the test when the overview fails', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/courses/python': DETAIL,
      'GET /api/progress/python': null,
      'POST /api/courses/python/visit': makeProgress(),
      'GET /api/courses/python/chapters/python-1/overview': () => ({
        status: 502,
        body: { error: { code: 'GENERATION_FAILED', message: 'Failed to generate overview' } },
      }),
    });
    renderRoute(<CourseDetailPage />, { path: PATH, initialEntry: '/course/python' });
    await user.click(
      within(await screen.findByRole('group', { name: 'Level 1: Topic 1' })).getByRole('button', {
        name: 'Start Level',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/course/python/chapter/python-1'),
    );
  });

  it('an unknown id shows Course not found with Back to Courses', async () => {
    fakeApi({
      'GET /api/courses/nope': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Course not found' } },
      }),
      'GET /api/progress/nope': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Course not found' } },
      }),
    });
    renderRoute(<CourseDetailPage />, { path: PATH, initialEntry: '/course/nope' });
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });
});
