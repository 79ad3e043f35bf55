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

export function formatNumber(value: number, locale: string = currentLocale()): string {
  return new Intl.NumberFormat(locale).format(value);
}
