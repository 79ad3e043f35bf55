import { BookOpen, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import * as COURSE_ICONS from './course-icon-set';

/** An unknown name falls back to a book. */
function courseIcon(name: string): LucideIcon {
  const icons: Record<string, LucideIcon> = COURSE_ICONS;
  return Object.hasOwn(icons, name) ? (icons[name] ?? BookOpen) : BookOpen;
}

/** Black or white, whichever reads better on the given #rrggbb colour. */
function contrastOn(hex: string): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return '#ffffff';
  const value = parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return luminance > 0.4 ? '#0f172a' : '#ffffff';
}

/** The course's icon on a tile of the course's colour. */
export function CourseIcon({
  icon,
  color,
  className,
}: {
  icon: string;
  color: string;
  className?: string;
}) {
  const Icon = courseIcon(icon);
  const valid = /^#[0-9a-f]{6}$/i.test(color);
  return (
    <span
      aria-hidden="true"
      style={valid ? { backgroundColor: color, color: contrastOn(color) } : undefined}
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white ring-1 ring-black/5 dark:ring-white/15',
        className,
      )}
    >
      <Icon className="size-1/2" />
    </span>
  );
}
