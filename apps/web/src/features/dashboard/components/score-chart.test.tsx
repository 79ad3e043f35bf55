import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeLanguage } from '../../../lib/locale';
import { ScoreChart } from './score-chart';

const history = [
  { date: '2026-01-05T10:10:00.000Z', percent: 40, title: 'SQL Fundamentals - MCQ Test' },
  { date: '2026-01-06T10:10:00.000Z', percent: 70, title: 'Binary Search - Coding Test' },
  { date: '2026-01-09T10:10:00.000Z', percent: 100, title: 'Git - MCQ Test' },
];

/** The date labels drawn under the chart. */
const dateLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('text')].filter((t) => /^Jan \d+$/.test(t.textContent ?? ''));

describe('ScoreChart', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

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
    expect(container.querySelector('circle')).toHaveAttribute('cx', '50.00%');
  });

  it('fits its box as the server renders it, before anything has measured the box', () => {
    // The dashboard is rendered on the server, and the app starts seconds later (decision 041).
    const box = document.createElement('div');
    box.innerHTML = renderToString(<ScoreChart history={history} />);
    const svg = box.querySelector('svg[role="slider"]');
    expect(svg).not.toHaveAttribute('width');
    expect(svg).toHaveClass('w-full');
    expect(box.firstElementChild).toHaveClass('overflow-hidden');
    const cxs = [...box.querySelectorAll('circle')].map((c) => c.getAttribute('cx'));
    expect(cxs).toEqual(['0.00%', '50.00%', '100.00%']);
  });

  it('spaces the date labels for the width it measures, and again as the box resizes', () => {
    let resized: ResizeObserverCallback = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
    const days = Array.from({ length: 12 }, (_, i) => ({
      date: `2026-01-${String(i + 10)}T10:10:00.000Z`,
      percent: 50,
      title: `Test ${String(i + 1)}`,
    }));
    const { container } = render(<ScoreChart history={days} />);
    // 846 px of plot: 77 px between tests, room for every date.
    expect(dateLabels(container)).toHaveLength(12);
    const entry = { contentRect: { width: 316 } } as ResizeObserverEntry;
    act(() => resized([entry], {} as ResizeObserver));
    // 262 px of plot: 24 px between tests, so every third date.
    expect(dateLabels(container).map((t) => t.textContent)).toEqual([
      'Jan 10',
      'Jan 13',
      'Jan 16',
      'Jan 19',
    ]);
    clientWidth.mockRestore();
  });

  it('ends the last date at the chart edge instead of past it', () => {
    const { container } = render(<ScoreChart history={history} />);
    const labels = dateLabels(container);
    expect(labels.map((t) => t.textContent)).toEqual(['Jan 5', 'Jan 6', 'Jan 9']);
    // The last point sits 14 px from the edge: its label ends 2 px short of it.
    expect(labels[2]).toHaveAttribute('text-anchor', 'end');
    expect(labels[2]).toHaveAttribute('x', '100%');
    expect(labels[2]).toHaveAttribute('dx', '12');
    expect(labels[0]).toHaveAttribute('text-anchor', 'middle');
  });

  it("writes dates in the learner's language", () => {
    storeLanguage('fr');
    render(<ScoreChart history={history} />);
    expect(screen.getByText('5 janv.')).toBeInTheDocument();
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toContain('9 janv. 2026');
  });
});
