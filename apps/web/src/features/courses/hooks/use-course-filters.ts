import { useLayoutEffect, useRef, useState } from 'react';
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

function paramsOf({ search, status, level }: CourseFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (search) out.set('q', search);
  if (status !== 'all') out.set('status', status);
  if (level !== 'all') out.set('level', level);
  return out;
}

/**
 * The filters live in the URL (?q=&status=&level=), so Back and reload keep them. The page shows
 * them from state of its own, set at once: the router changes the URL a moment later (a
 * navigation), and a search box shown from the URL alone was set back to it after each key, so
 * keys typed before the URL caught up were lost (fast typing, or typing while the app starts).
 * The URL's own changes (Back, a link) are taken over; the ones this hook wrote are not, since
 * the learner may have typed on since. Each change builds on the one before it: two changes in
 * one tick (a search typed and a level chosen before the app hydrated, replayed together) both stay.
 */
export function useCourseFilters() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => filtersFrom(params));
  const latest = useRef(filters);
  /** The URLs (as query strings) this hook asked for that the router has not shown yet. */
  const written = useRef<string[]>([]);
  const url = params.toString();
  useLayoutEffect(() => {
    const at = written.current.indexOf(url);
    if (at >= 0) {
      written.current.splice(0, at + 1);
      return;
    }
    written.current = [];
    if (paramsOf(latest.current).toString() === url) return;
    latest.current = filtersFrom(new URLSearchParams(url));
    setFilters(latest.current);
  }, [url]);

  function update(next: Partial<CourseFilters>) {
    const merged = { ...latest.current, ...next };
    latest.current = merged;
    setFilters(merged);
    const out = paramsOf(merged);
    written.current.push(out.toString());
    setParams(out, { replace: true });
  }

  const active = filters.search !== '' || filters.status !== 'all' || filters.level !== 'all';
  return {
    filters,
    active,
    setSearch: (search: string) => update({ search }),
    setStatus: (status: StatusFilter) => update({ status }),
    setLevel: (level: LevelFilter) => update({ level }),
    clear: () => update({ search: '', status: 'all', level: 'all' }),
  };
}
