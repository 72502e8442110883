import { describe, expect, it } from 'vitest';
import { countryCodeOfFlag, countryName } from './flag';

describe('a flag drawn as text', () => {
  it('reads the country code out of a regional-indicator pair', () => {
    expect(countryCodeOfFlag('🇯🇵')).toBe('JP');
    expect(countryCodeOfFlag('🇧🇷')).toBe('BR');
  });
  it('knows no country in anything else', () => {
    expect(countryCodeOfFlag('🌐')).toBeUndefined();
    expect(countryCodeOfFlag('JP')).toBeUndefined();
    expect(countryCodeOfFlag('🇯🇵🇯🇵')).toBeUndefined();
    expect(countryCodeOfFlag('')).toBeUndefined();
  });
  it('names the country in English', () => {
    expect(countryName('AE')).toBe('United Arab Emirates');
  });
});
