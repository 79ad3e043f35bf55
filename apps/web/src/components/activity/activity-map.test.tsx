import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeLanguage } from '../../lib/locale';
import { ActivityMap, StreakStats } from './activity-map';
import { buildWeeks, describeCell, weekdays } from './activity-grid';

afterEach(() => localStorage.clear());

describe('activity grid', () => {
  it('lays out 52 weeks, Sunday to Saturday, ending with the week of today', () => {
    const weeks = buildWeeks(
      [{ date: '2026-03-04', tests: 2, levels: 1, minutes: 35 }],
      '2026-03-05',
    );
    expect(weeks).toHaveLength(52);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    const last = weeks.at(-1)!;
    expect(last[0]!.date).toBe('2026-03-01'); // a Sunday
    expect(last[4]!.date).toBe('2026-03-05');
    expect(last[5]!.future).toBe(true);
    expect(last[3]).toMatchObject({
      date: '2026-03-04',
      tests: 2,
      levels: 1,
      minutes: 35,
      level: 2,
    });
    expect(weeks[0]![0]!.date).toBe('2025-03-09');
  });

  it('describes a day in words', () => {
    expect(describeCell({ date: '2026-03-03', tests: 2, levels: 1, minutes: 35 }, 'en-US')).toBe(
      'Tue, Mar 3, 2026: 2 tests, 1 level passed, 35 minutes',
    );
    expect(describeCell({ date: '2026-03-03', tests: 0, levels: 0, minutes: 0 }, 'en-US')).toBe(
      'Tue, Mar 3, 2026: no activity',
    );
  });
});

/** A map with one active day, 2026-03-04, seen on 2026-03-05. */
function renderMap() {
  render(
    <ActivityMap
      days={[{ date: '2026-03-04', tests: 1, levels: 0, minutes: 12 }]}
      today="2026-03-05"
      label="Your activity"
    />,
  );
}

describe('ActivityMap', () => {
  it('is a table whose cells say their day, counts and minutes (not colour alone)', () => {
    renderMap();
    const table = screen.getByRole('table', {
      name: /Your activity: 1 active day in the last 52 weeks/,
    });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(7);
    const cell = within(table)
      .getByText(/Mar 4, 2026: 1 test, 0 levels passed, 12 minutes/)
      .closest('td');
    expect(cell).toHaveAttribute('title', expect.stringMatching(/1 test/));
    expect(within(table).queryByText(/Mar 6, 2026/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Your activity, scrollable' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('names the weekdays and days in the language setting, and follows it when it changes', () => {
    renderMap();
    const table = screen.getByRole('table');
    const rowNames = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent);
    expect(rowNames()).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const day = within(table).getByText(/^Wed, Mar 4, 2026: 1 test/);
    fireEvent.mouseEnter(day.closest('td')!);
    expect(screen.getByText(/^Wed, Mar 4, 2026: 1 test/, { selector: 'p' })).toBeInTheDocument();

    act(() => storeLanguage('fr'));
    // The tip under the map too, for the day still pointed at.
    expect(screen.getByText(/^mer\. 4 mars 2026: 1 test/, { selector: 'p' })).toBeInTheDocument();
    expect(rowNames()).toEqual(weekdays('fr-FR'));
    expect(rowNames()[1]).toBe('lun.');
    expect(within(table).getByText(/^mer\. 4 mars 2026: 1 test/)).toBeInTheDocument();
    expect(within(table).queryByText(/Mar 4, 2026/)).toBeNull();
  });

  it('shows the streaks in words', () => {
    render(<StreakStats current={1} longest={12} />);
    expect(screen.getByText('Current streak').nextSibling).toHaveTextContent('1 day');
    expect(screen.getByText('Longest streak').nextSibling).toHaveTextContent('12 days');
  });
});
