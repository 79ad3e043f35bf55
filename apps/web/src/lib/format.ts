/**
 * Formats for the locale given: in components, `useLocale()`'s (lib/use-locale.ts), so what is on
 * screen changes with the language setting; outside React, `currentLocale()`.
 */

/** 'Mon D, YYYY' in US English (spec section 9); other languages use their own order. */
export function formatDate(value: string | Date, locale: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}

/**
 * A test's day in UTC (the same on the server that renders a page and in the browser that hydrates
 * it): 'Mon D, YYYY' in US English (spec section 9), other languages in their own order.
 */
export function formatTestDate(iso: string, locale: string): string {
  return new Date(iso).toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A test's day in UTC without the year, for a chart's axis: 'Mar 7' in US English, '' for no date. */
export function formatTestDay(iso: string, locale: string): string {
  return iso
    ? new Date(iso).toLocaleDateString(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })
    : '';
}

export function formatNumber(
  value: number,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

/** Memory in MB with one decimal, from kilobytes: '1.5 MB', '1,5 MB' in German. */
export function formatMegabytes(kb: number, locale: string): string {
  const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  return `${formatNumber(kb / 1024, locale, oneDecimal)} MB`;
}
