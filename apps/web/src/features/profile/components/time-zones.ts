/** The time zones the browser knows, with the browser's own first when it is missing from the list. */
export function timeZoneOptions(current: string | null): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const extra = [current, browserTimeZone(), 'UTC'].filter(
    (z): z is string => Boolean(z) && !zones.includes(z as string),
  );
  return [...new Set([...extra, ...zones])];
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
