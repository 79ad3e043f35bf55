import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicProfile } from '@app/shared/public-profile.schemas';
import { factory } from '../../../test/factory';
import { jsonResponse } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render';
import { PublicProfilePage } from './public-profile-page';

const profile = factory<PublicProfile>({
  handle: 'ada',
  displayName: 'Ada Lovelace',
  bio: 'Notes on engines.',
  location: 'London',
  website: '',
  github: 'ada',
  linkedin: '',
  company: '',
  role: '',
  skills: ['Maths'],
  email: null,
  memberSince: '2026-01-02T00:00:00.000Z',
  indexable: false,
  visibility: 'public',
  isOwner: false,
  stats: { totalTests: 4, passed: 3, failed: 1, passRate: 75, avgScore: 81 },
  certificates: [],
  coursesCompleted: [
    { courseId: 'git', title: 'Git & Version Control', completedAt: '2026-02-01T00:00:00.000Z' },
  ],
  activity: {
    timeZone: 'UTC',
    from: '2025-03-07',
    to: '2026-03-05',
    today: '2026-03-05',
    days: [{ date: '2026-03-05', tests: 1, levels: 0, minutes: 9 }],
    currentStreak: 1,
    longestStreak: 4,
  },
});

describe('PublicProfilePage', () => {
  it('shows the public fields, stats, courses and activity, asks search engines not to index by default', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(profile()));
    renderRoute(<PublicProfilePage />, { path: '/u/:handle', initialEntry: '/u/ada' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/users/ada', expect.anything());
    expect(screen.getByText('Pass rate').nextSibling).toHaveTextContent('75%');
    expect(screen.getByText('Average').nextSibling).toHaveTextContent('81%');
    expect(screen.getByText('Git & Version Control')).toBeInTheDocument();
    expect(screen.getByText('Longest streak').nextSibling).toHaveTextContent('4 days');
    expect(screen.queryByText('Email')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows the email only when the answer has one, and allows indexing only when opted in', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(profile({ email: 'ada@example.com', indexable: true })),
    );
    renderRoute(<PublicProfilePage />, { path: '/u/:handle', initialEntry: '/u/ada' });
    expect(await screen.findByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'index, follow',
    );
  });

  it('tells the owner of a private profile that only they can see it', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(profile({ visibility: 'private', isOwner: true })),
    );
    renderRoute(<PublicProfilePage />, { path: '/u/:handle', initialEntry: '/u/ada' });
    expect(await screen.findByText(/Only you can see this page/)).toBeInTheDocument();
  });

  it('a 404 says there is no public profile here', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(
        { error: { code: 'NOT_FOUND', message: 'There is no public profile at /u/ada.' } },
        404,
      ),
    );
    renderRoute(<PublicProfilePage />, { path: '/u/:handle', initialEntry: '/u/ada' });
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
