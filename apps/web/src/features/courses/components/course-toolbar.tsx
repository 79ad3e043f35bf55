import { Search, X } from 'lucide-react';
import { COURSE_LEVELS } from '@app/shared/content.schemas';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import {
  STATUS_FILTERS,
  type CourseFilters,
  type LevelFilter,
  type StatusFilter,
} from '../hooks/use-course-filters';

type CourseToolbarProps = {
  filters: CourseFilters;
  onSearch: (value: string) => void;
  onStatus: (value: StatusFilter) => void;
  onLevel: (value: LevelFilter) => void;
};

const selectClasses = cn(inputClasses, 'w-full sm:w-44');

/** Search box with its clear button, and the status and level filters. */
export function CourseToolbar({ filters, onSearch, onStatus, onLevel }: CourseToolbarProps) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor="course-search" className="sr-only">
          Search courses
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id="course-search"
            type="search"
            value={filters.search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder="Search courses..."
            autoComplete="off"
            className={cn(inputClasses, 'pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden')}
          />
          {filters.search ? (
            <button
              type="button"
              onClick={() => onSearch('')}
              aria-label="Clear search"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <label className="block">
          <span className="sr-only">Status</span>
          <select
            value={filters.status}
            onChange={(event) => {
              const next = STATUS_FILTERS.find((s) => s.value === event.target.value);
              if (next) onStatus(next.value);
            }}
            className={selectClasses}
          >
            {STATUS_FILTERS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="sr-only">Level</span>
          <select
            value={filters.level}
            onChange={(event) => {
              const value = event.target.value;
              onLevel(COURSE_LEVELS.find((l) => l === value) ?? 'all');
            }}
            className={selectClasses}
          >
            <option value="all">All Levels</option>
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
