import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PASS_MARK_PERCENT } from '@app/shared/constants';
import type { Dashboard } from '@app/shared/tests.schemas';
import { formatTestDate, formatTestDay } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';

type Point = Dashboard['scoreHistory'][number];

const HEIGHT = 256;
const PAD = { top: 12, right: 14, bottom: 28, left: 40 };
const Y_TICKS = [0, 20, 40, 60, 80, 100];
/** Fewest pixels between two date labels on the x axis. */
const X_LABEL_GAP = 64;
/** About half the widest date label at 12 px ("28. Nov."): a label nearer the edge ends at it. */
const X_LABEL_HALF = 26;

const valueText = (p: Point | undefined, locale: string) =>
  p ? `${p.title}, ${p.date ? formatTestDate(p.date, locale) : 'no date'}: ${p.percent}%` : '';

/** The width of the element, followed as it resizes (0 until the app has measured it). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Scores of completed tests over time: a line with the pass mark, drawn as plain SVG (the chart
 * library it replaces was 105 KB gzipped for this one line). Pointer or arrow keys pick a test; its
 * title, date and score show above the chart.
 *
 * The drawing fits its box without script: the dashboard is rendered on the server, and the app
 * that could measure the box starts only at the first interaction or once the browser is idle
 * (docs/decisions/041). So the svg is as wide as its box, its padding is the plot's margin, and
 * every x along the plot is a percentage of the plot's width; the line is drawn in a nested svg
 * stretched to it. The measured width only spaces the date labels.
 */
export function ScoreChart({ history }: { history: Dashboard['scoreHistory'] }) {
  const [boxRef, measured] = useWidth<HTMLDivElement>();
  const locale = useLocale();
  // Until measured (and where layout is absent, as in tests), a phone's width: labels spaced for
  // it never overlap in a wider box.
  const width = measured || 320;
  const [active, setActive] = useState<number | null>(null);
  const plotW = Math.max(0, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  /** How far along the plot test `i` sits, 0-100. */
  const along = (i: number) => (history.length === 1 ? 50 : (i * 100) / (history.length - 1));
  const x = (i: number) => `${along(i).toFixed(2)}%`;
  const y = (percent: number) => PAD.top + plotH - (percent / 100) * plotH;
  /** A horizontal line's ends, across the whole plot at height `at`. */
  const across = (at: number) => ({ x1: 0, x2: '100%', y1: at, y2: at });
  const step = history.length > 1 ? plotW / (history.length - 1) : plotW;
  const labelEvery = Math.max(1, Math.ceil(X_LABEL_GAP / Math.max(step, 1)));
  /** Whether a date label centred on test `i` would run past the box's right edge. */
  const nearEnd = (i: number) => ((100 - along(i)) / 100) * plotW + PAD.right < X_LABEL_HALF;
  const line = history
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${along(i).toFixed(2)},${y(p.percent).toFixed(1)}`)
    .join('');
  const shown: Point | undefined = active === null ? undefined : history[active];

  function pick(e: PointerEvent<SVGSVGElement>) {
    const box = e.currentTarget.getBoundingClientRect();
    const at = (e.clientX - box.left - PAD.left) / Math.max(1, box.width - PAD.left - PAD.right);
    const i = Math.round(at * (history.length - 1));
    setActive(Math.min(history.length - 1, Math.max(0, i)));
  }
  function onKey(e: KeyboardEvent<SVGSVGElement>) {
    const last = history.length - 1;
    const next = {
      ArrowLeft: (active ?? last + 1) - 1,
      ArrowRight: (active ?? -1) + 1,
      Home: 0,
      End: last,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    setActive(Math.min(last, Math.max(0, next)));
  }

  return (
    // Clipped, so nothing drawn can ever widen the page.
    <div
      ref={boxRef}
      className="relative h-64 w-full overflow-hidden text-slate-500 dark:text-slate-400"
    >
      <p className="pointer-events-none absolute top-0 right-2 min-h-5 rounded-lg text-right text-xs">
        {shown ? (
          <span className="inline-block rounded-lg border border-slate-200 bg-white px-3 py-1.5 shadow-md dark:border-slate-700 dark:bg-slate-900">
            <span className="block font-semibold text-slate-900 dark:text-white">
              {shown.title}
            </span>
            <span className="text-slate-600 dark:text-slate-400">
              {shown.date ? formatTestDate(shown.date, locale) : ''} · {shown.percent}%
            </span>
          </span>
        ) : null}
      </p>
      {history.length > 0 ? (
        <svg
          height={HEIGHT}
          style={{ paddingLeft: PAD.left, paddingRight: PAD.right }}
          // A slider over the tests: arrow keys move between them and each is read out in full.
          role="slider"
          aria-label="Score history: pick a test"
          aria-valuemin={1}
          aria-valuemax={history.length}
          aria-valuenow={(active ?? history.length - 1) + 1}
          aria-valuetext={valueText(history[active ?? history.length - 1], locale)}
          tabIndex={0}
          className="w-full overflow-visible rounded-md outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          onPointerMove={pick}
          onPointerDown={pick}
          onPointerLeave={() => setActive(null)}
          onBlur={() => setActive(null)}
          onKeyDown={onKey}
        >
          {Y_TICKS.map((t) => (
            <g key={t}>
              <line {...across(y(t))} stroke="currentColor" strokeOpacity={0.15} />
              <text x={-6} y={y(t)} dy="0.32em" textAnchor="end" fontSize={12} fill="currentColor">
                {t}%
              </text>
            </g>
          ))}
          {history.map((p, i) =>
            i % labelEvery === 0 ? (
              <text
                key={i}
                {...(nearEnd(i)
                  ? { x: '100%', dx: PAD.right - 2, textAnchor: 'end' }
                  : { x: x(i), textAnchor: 'middle' })}
                y={HEIGHT - 8}
                fontSize={12}
                fill="currentColor"
              >
                {formatTestDay(p.date, locale)}
              </text>
            ) : null,
          )}
          <line {...across(y(PASS_MARK_PERCENT))} stroke="#10b981" strokeDasharray="4 4" />
          <text
            x="100%"
            dx={-4}
            y={y(PASS_MARK_PERCENT) - 5}
            textAnchor="end"
            fontSize={11}
            fill="#10b981"
          >
            Pass
          </text>
          {active !== null ? (
            <line
              x1={x(active)}
              x2={x(active)}
              y1={PAD.top}
              y2={PAD.top + plotH}
              stroke="currentColor"
              strokeOpacity={0.25}
            />
          ) : null}
          {/* x from 0 to 100 across the plot, y in pixels; the stroke keeps its width. */}
          <svg
            width="100%"
            height={HEIGHT}
            viewBox={`0 0 100 ${HEIGHT}`}
            preserveAspectRatio="none"
            overflow="visible"
          >
            <path
              d={line}
              fill="none"
              stroke="#6366f1"
              strokeWidth={2.5}
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          {history.map((p, i) => (
            <circle key={i} cx={x(i)} cy={y(p.percent)} r={i === active ? 5 : 3.5} fill="#6366f1" />
          ))}
        </svg>
      ) : null}
    </div>
  );
}
