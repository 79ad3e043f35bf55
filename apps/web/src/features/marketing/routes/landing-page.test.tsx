import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseSummary } from '@app/shared/courses.schemas';
import type { Meta } from '@app/shared/meta.schemas';
import { jsonResponse, requestUrl } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render';
import { LandingPage } from './landing-page';

function course(id: string, o: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id,
    title: id.toUpperCase(),
    description: `All about ${id}.`,
    icon: id,
    color: 'blue',
    difficulty: 'Beginner',
    totalChapters: 8,
    estimatedHours: 40,
    language: null,
    ...o,
  };
}

const META: Meta = {
  googleEnabled: false,
  aiProvider: 'bank',
  stats: { courses: 3, levels: 27, practiceQuestions: 900, learners: 0, testsTaken: 0 },
  runtimes: {},
};

function stubApi(courses: CourseSummary[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = requestUrl(input);
    const body = url === '/api/courses' ? courses : url === '/api/meta' ? META : null;
    if (body === null) throw new Error(`unexpected request ${url}`);
    return jsonResponse(body);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('Landing page', () => {
  it('shows the real catalogue in #explore, each course leading to /courses', async () => {
    stubApi([
      course('python', { title: 'Python', totalChapters: 8, estimatedHours: 40 }),
      course('dsa', {
        title: 'Data Structures',
        difficulty: 'Advanced',
        totalChapters: 15,
        estimatedHours: 80,
      }),
      course('git', { title: 'Git', totalChapters: 6, estimatedHours: 20 }),
    ]);
    const { container } = renderRoute(<LandingPage />, { path: '/' });
    const explore = container.querySelector('#explore');
    if (!(explore instanceof HTMLElement)) throw new Error('no #explore');
    const dsa = await within(explore).findByRole('link', { name: /Data Structures/ });
    expect(dsa).toHaveAttribute('href', '/courses');
    expect(dsa).toHaveTextContent('15 levels');
    expect(dsa).toHaveTextContent('80 hours');
    expect(dsa).toHaveTextContent('Advanced');
    expect(within(explore).getAllByRole('link')).toHaveLength(3);
    expect(within(explore).getByText('3 courses, 29 levels in all.')).toBeInTheDocument();
  });

  it('hides zero counts and sends business links to the contact page, not /signup', async () => {
    stubApi([course('python')]);
    renderRoute(<LandingPage />, { path: '/' });
    expect(await screen.findByText('27')).toBeInTheDocument();
    expect(screen.queryByText('Learners')).not.toBeInTheDocument();
    expect(screen.queryByText('Tests taken')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Career Opportunities' })).toHaveAttribute(
      'href',
      '/contact?topic=careers',
    );
    expect(screen.getByRole('link', { name: 'Talk to us about your team' })).toHaveAttribute(
      'href',
      '/contact?topic=business',
    );
    expect(screen.queryByText(/Community/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Contests/)).not.toBeInTheDocument();
  });
});
