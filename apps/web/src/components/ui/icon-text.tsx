import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A short fact with its icon in front ("12 chapters", "8 hours"); `small` is a tighter card's size. */
export function IconText({
  icon: Icon,
  small = false,
  children,
}: {
  icon: LucideIcon;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <span className={small ? 'inline-flex items-center gap-1' : 'inline-flex items-center gap-1.5'}>
      <Icon aria-hidden="true" className={small ? 'size-3.5 sm:size-4' : 'size-4'} />
      {children}
    </span>
  );
}
