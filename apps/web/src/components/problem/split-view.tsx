import { useRef, useState, type ReactNode } from 'react';

const MIN = 20;
const MAX = 80;
const STEP = 2;
const clamp = (n: number) => Math.min(MAX, Math.max(MIN, Math.round(n)));

/**
 * Two panes side by side with a divider between them: drag it, or focus it and use the arrow keys
 * (Home and End for the limits). The value is the left pane's share of the width, in percent.
 */
export function SplitView({
  left,
  right,
  leftId,
  initial = 40,
}: {
  left: ReactNode;
  right: ReactNode;
  /** The id of the left pane, which the divider controls. */
  leftId: string;
  initial?: number;
}) {
  const [percent, setPercent] = useState(initial);
  const container = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  function fromPointer(clientX: number) {
    const box = container.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setPercent(clamp(((clientX - box.left) / box.width) * 100));
  }

  return (
    <div ref={container} className="flex h-full min-h-0 w-full">
      <div id={leftId} className="h-full min-h-0 min-w-0" style={{ flexBasis: `${percent}%` }}>
        {left}
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a focusable separator is the ARIA window-splitter widget: arrow keys resize */}
      <div
        role="separator"
        tabIndex={0}
        aria-orientation="vertical"
        aria-label="Resize the problem and the editor"
        aria-controls={leftId}
        aria-valuenow={percent}
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        aria-valuetext={`Problem ${percent}% of the width`}
        title="Drag, or focus and use the arrow keys"
        onKeyDown={(event) => {
          const next =
            event.key === 'ArrowLeft'
              ? percent - STEP
              : event.key === 'ArrowRight'
                ? percent + STEP
                : event.key === 'Home'
                  ? MIN
                  : event.key === 'End'
                    ? MAX
                    : null;
          if (next === null) return;
          event.preventDefault();
          setPercent(clamp(next));
        }}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (dragging.current) fromPointer(event.clientX);
        }}
        onPointerUp={(event) => {
          dragging.current = false;
          event.currentTarget.releasePointerCapture(event.pointerId);
        }}
        className="group mx-1 flex w-3 shrink-0 cursor-col-resize touch-none items-center justify-center rounded focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span className="h-12 w-1 rounded-full bg-slate-300 group-hover:bg-brand-500 group-focus-visible:bg-brand-500 dark:bg-slate-600" />
      </div>
      <div className="h-full min-h-0 min-w-0 flex-1">{right}</div>
    </div>
  );
}
