import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeLanguage } from '../../../lib/locale';
import { ScoreChart } from './score-chart';

const history = [
  { date: '2026-01-05T10:10:00.000Z', percent: 40, title: 'SQL Fundamentals - MCQ Test' },
  { date: '2026-01-06T10:10:00.000Z', percent: 70, title: 'Binary Search - Coding Test' },
  { date: '2026-01-09T10:10:00.000Z', percent: 100, title: 'Git - MCQ Test' },
];

describe('ScoreChart', () => {
  afterEach(() => localStorage.clear());

  it('draws one point per test on a 0-100% scale with the pass line', () => {
    const { container } = render(<ScoreChart history={history} />);
    expect(container.querySelectorAll('circle')).toHaveLength(3);
    const path = container.querySelector('path')?.getAttribute('d') ?? '';
    expect(path.match(/[ML]/g)).toHaveLength(3);
    // Higher scores sit higher: the y of each point falls as the percent rises.
    const ys = [...container.querySelectorAll('circle')].map((c) => Number(c.getAttribute('cy')));
    expect(ys[0]).toBeGreaterThan(ys[1]!);
    expect(ys[1]).toBeGreaterThan(ys[2]!);
    expect(screen.getByText('Pass')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Jan 5')).toBeInTheDocument();
  });

  it('arrow keys walk the tests and read each one out', () => {
    render(<ScoreChart history={history} />);
    const slider = screen.getByRole('slider', { name: 'Score history: pick a test' });
    expect(slider).toHaveAttribute('aria-valuenow', '3');
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^Git - MCQ Test, .*: 100%$/);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('SQL Fundamentals - MCQ Test')).toBeInTheDocument();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^Binary Search - Coding Test, .*: 70%$/);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', '3');
  });

  it('a single test sits in the middle', () => {
    const { container } = render(<ScoreChart history={history.slice(0, 1)} />);
    expect(container.querySelectorAll('circle')).toHaveLength(1);
    expect(Number(container.querySelector('circle')?.getAttribute('cx'))).toBeCloseTo(
      40 + (600 - 40 - 14) / 2,
    );
  });

  it('ends the last date at the chart edge instead of past it', () => {
    const { container } = render(<ScoreChart history={history} />);
    const labels = [...container.querySelectorAll('text')].filter((t) =>
      /^Jan \d+$/.test(t.textContent ?? ''),
    );
    expect(labels.map((t) => t.textContent)).toEqual(['Jan 5', 'Jan 6', 'Jan 9']);
    // The chart is 600 wide (no layout here); the last point sits 14 from its edge.
    expect(labels[2]).toHaveAttribute('text-anchor', 'end');
    expect(Number(labels[2]?.getAttribute('x'))).toBeLessThanOrEqual(600);
    expect(labels[0]).toHaveAttribute('text-anchor', 'middle');
  });

  it("writes dates in the learner's language", () => {
    storeLanguage('fr');
    render(<ScoreChart history={history} />);
    expect(screen.getByText('5 janv.')).toBeInTheDocument();
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toContain('9 janv. 2026');
  });
});
