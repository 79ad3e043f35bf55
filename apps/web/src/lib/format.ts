import { currentLocale } from './locale';

/** 'Mon D, YYYY' in US English (spec section 9); other languages use their own order. */
export function formatDate(value: string | Date, locale: string = currentLocale()): string {
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
export function formatTestDate(iso: string, locale: string = currentLocale()): string {
  return new Date(iso).toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function formatNumber(value: number, locale: string = currentLocale()): string {
  return new Intl.NumberFormat(locale).format(value);
}
