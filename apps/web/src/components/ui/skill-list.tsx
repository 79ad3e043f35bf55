import { cn } from '../../lib/cn';

const PILL_CLASSES = {
  brand:
    'rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
  muted:
    'rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/**
 * Skills as pills in a wrapping row, a list named `label` for screen readers: a learner's in
 * `brand` (their profile), a team's in the smaller `muted` ones (the about page).
 */
export function SkillList({
  skills,
  label = 'Skills',
  tone = 'brand',
  className,
}: {
  skills: readonly string[];
  label?: string;
  tone?: keyof typeof PILL_CLASSES;
  className: string;
}) {
  return (
    <ul className={cn(className, 'flex flex-wrap gap-2')} aria-label={label}>
      {skills.map((skill) => (
        <li key={skill} className={PILL_CLASSES[tone]}>
          {skill}
        </li>
      ))}
    </ul>
  );
}
