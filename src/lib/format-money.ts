import { intlLocale } from './i18n';
import { numberFormat } from '../domain/intl-formats';

/** Money as a traveller reads it in the app's language ("$1,250.50", "1.250,50 $", "$1,250.50"); an unknown currency code shows as the code. */
export function formatMoney(amount: number, currency = 'USD'): string {
  if (!Number.isFinite(amount)) return '—';
  try {
    return numberFormat(intlLocale(), { style: 'currency', currency: currency.toUpperCase(), maximumFractionDigits: 2 }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
  }
}
