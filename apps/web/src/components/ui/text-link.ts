import { cn } from '../../lib/cn';

/** Classes of a link set in text ("All courses", "View profile"): brand colour, underlined on hover. */
export function textLinkClasses(extra?: string) {
  return cn('text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300', extra);
}
