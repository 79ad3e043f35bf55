import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { COURSE_LEVELS, type CourseLevel } from '@app/shared/content.schemas';
import type { CourseProgress, CourseSummary } from '@app/shared/courses.schemas';

export const STATUS_FILTERS = [
  { value: 'all', label: 'All Courses' },
  { value: 'enrolled', label: 'Enrolled' },
  { value: 'completed', label: 'Completed' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];
export type LevelFilter = 'all' | CourseLevel;

export type CourseFilters = { search: string; status: StatusFilter; level: LevelFilter };

/** Search (title or description, case-insensitive), status and level, applied together. */
export function filterCourses(
  courses: readonly CourseSummary[],
  progressById: ReadonlyMap<string, CourseProgress>,
  { search, status, level }: CourseFilters,
): CourseSummary[] {
  const needle = search.trim().toLowerCase();
  return courses.filter((course) => {
    if (
      needle &&
      !course.title.toLowerCase().includes(needle) &&
      !course.description.toLowerCase().includes(needle)
    )
      return false;
    if (level !== 'all' && course.difficulty !== level) return false;
    const progress = progressById.get(course.id);
    if (status === 'enrolled' && !progress) return false;
    if (status === 'completed' && progress?.status !== 'completed') return false;
    return true;
  });
}

function parseStatus(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((s) => s.value === value)?.value ?? 'all';
}

function parseLevel(value: string | null): LevelFilter {
  return COURSE_LEVELS.find((l) => l === value) ?? 'all';
}

function filtersFrom(params: URLSearchParams): CourseFilters {
  return {
    search: params.get('q') ?? '',
    status: parseStatus(params.get('status')),
    level: parseLevel(params.get('level')),
  };
}

/**
 * The filters live in the URL (?q=&status=&level=), so Back and reload keep them. Each change
 * builds on the one before it even when the URL has not caught up yet: two changes in one tick (a
 * search typed and a level chosen before the app hydrated, replayed together) both stay.
 */
export function useCourseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const latest = useRef(filters);
  useLayoutEffect(() => {
    latest.current = filtersFrom(params);
  }, [params]);

  function update(next: Partial<CourseFilters>) {
    const merged = { ...latest.current, ...next };
    latest.current = merged;
    const out = new URLSearchParams();
    if (merged.search) out.set('q', merged.search);
    if (merged.status !== 'all') out.set('status', merged.status);
    if (merged.level !== 'all') out.set('level', merged.level);
    setParams(out, { replace: true });
  }

  const active = filters.search !== '' || filters.status !== 'all' || filters.level !== 'all';
  return {
    filters,
    active,
    setSearch: (search: string) => update({ search }),
    setStatus: (status: StatusFilter) => update({ status }),
    setLevel: (level: LevelFilter) => update({ level }),
    clear: () => {
      latest.current = filtersFrom(new URLSearchParams());
      setParams(new URLSearchParams(), { replace: true });
    },
  };
}
