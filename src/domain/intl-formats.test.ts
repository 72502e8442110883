import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat } from './intl-formats';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, and formats as Intl does', () => {
    const euros = numberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(euros);
    expect(euros.format(1234.5)).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5));
    expect(numberFormat('de-DE', { style: 'currency', currency: 'USD' })).not.toBe(euros);
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(euros);
    expect(displayNames('ja', { type: 'region' }).of('FR')).toBe('フランス');
  });

  it('keeps a date formatter per time zone', () => {
    const at = Date.UTC(2027, 0, 1, 12);
    expect(dateTimeFormat('en-GB', { hour: 'numeric', timeZone: 'Asia/Tokyo' }).format(at)).toBe('21');
    expect(dateTimeFormat('en-GB', { hour: 'numeric', timeZone: 'Europe/Lisbon' }).format(at)).toBe('12');
  });

  it('throws as Intl does for what it does not know, and keeps nothing for it', () => {
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'EURO' })).toThrow(RangeError);
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'EURO' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
