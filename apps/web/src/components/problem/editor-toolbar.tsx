import { Maximize2, Minimize2, RotateCcw, WrapText } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

/** Wrap lines, Reset and Fullscreen: icons beside the split (names for screen readers), words on a phone. */
export function EditorToolbar({
  phone,
  lineWrap,
  onLineWrap,
  canReset,
  onReset,
  fullscreen,
  onFullscreen,
}: {
  phone: boolean;
  lineWrap: boolean;
  onLineWrap: () => void;
  canReset: boolean;
  onReset: () => void;
  fullscreen: boolean;
  onFullscreen: () => void;
}) {
  const word = cn(!phone && 'sr-only 2xl:not-sr-only');
  return (
    <div className="ml-auto flex items-center gap-1" role="toolbar" aria-label="Editor">
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={lineWrap}
        onClick={onLineWrap}
        title="Wrap long lines"
      >
        <WrapText aria-hidden="true" className="size-4" />
        <span className={word}>Wrap lines</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onReset}
        disabled={!canReset}
        title="Reset to the starter code"
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        <span className={word}>Reset</span>
      </Button>
      {phone ? null : (
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={fullscreen}
          onClick={onFullscreen}
          title={fullscreen ? 'Leave fullscreen (Esc)' : 'Fill the screen'}
        >
          {fullscreen ? (
            <Minimize2 aria-hidden="true" className="size-4" />
          ) : (
            <Maximize2 aria-hidden="true" className="size-4" />
          )}
          <span className={word}>Fullscreen</span>
        </Button>
      )}
    </div>
  );
}
