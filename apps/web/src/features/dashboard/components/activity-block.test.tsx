import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Activity } from '@app/shared/activity.schemas';
import { jsonResponse, requestBody, requestUrl } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render';
import { ActivityBlock } from './activity-block';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

function activity(timeZone: string): Activity {
  return {
    timeZone,
    from: '2025-11-29',
    to: '2026-11-27',
    today: '2026-11-27',
    days: [{ date: '2026-11-26', tests: 2, levels: 1, minutes: 35 }],
    currentStreak: 1,
    longestStreak: 3,
  };
}

/** The activity API answering with `timeZone`; returns the calls made. */
function fakeApi(timeZone: string) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = requestUrl(input);
      calls.push({ url, method: init?.method ?? 'GET', body: requestBody(init) });
      if (url === '/api/activity') return Promise.resolve(jsonResponse(activity(timeZone)));
      return Promise.resolve(jsonResponse({ error: { code: 'NOT_FOUND', message: 'No' } }, 404));
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ActivityBlock', () => {
  it("saves the browser's time zone once the server's differs", async () => {
    const serverZone = BROWSER_ZONE === 'Pacific/Auckland' ? 'America/Lima' : 'Pacific/Auckland';
    const calls = fakeApi(serverZone);
    renderRoute(<ActivityBlock />, { path: '/dashboard' });

    expect(await screen.findByText(`Days in ${serverZone} time`)).toBeInTheDocument();
    await vi.waitFor(() => {
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([
        { url: '/api/profile/time-zone', method: 'PUT', body: { timeZone: BROWSER_ZONE } },
      ]);
    });
    expect(
      screen.getByRole('cell', { name: /Nov 26, 2026: 2 tests, 1 level passed, 35 minutes/ }),
    ).toBeInTheDocument();
  });

  it('saves nothing when the server already has the browser’s zone', async () => {
    const calls = fakeApi(BROWSER_ZONE);
    renderRoute(<ActivityBlock />, { path: '/dashboard' });

    expect(await screen.findByText(`Days in ${BROWSER_ZONE} time`)).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/activity']);
  });
});
