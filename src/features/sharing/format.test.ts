import { describe, expect, it } from 'vitest';
import { expiryInWords, inviteTokenOf, namesInWords } from './format';

describe('sharing words', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');

  it('says how long an invite link still works and until when', () => {
    expect(expiryInWords('2026-12-08T12:00:00Z', now, 'en-GB')).toBe('Works for 14 more days, until 8 December.');
    expect(expiryInWords('2026-11-25T13:00:00Z', now, 'en-GB')).toBe('Works for 1 more day, until 25 November.');
    expect(expiryInWords('2026-11-24T15:10:00Z', now, 'en-GB')).toBe('Works for 3 more hours.');
    expect(expiryInWords('2026-11-24T11:00:00Z', now, 'en-GB')).toBe('This link has expired.');
  });

  it('lists names as a person would say them', () => {
    expect(namesInWords([])).toBe('');
    expect(namesInWords(['Ana'])).toBe('Ana');
    expect(namesInWords(['Ana', 'Ben'])).toBe('Ana and Ben');
    expect(namesInWords(['Ana', 'Ben', 'Chloé'])).toBe('Ana, Ben and Chloé');
  });

  it('reads the token from the fragment of an invite link', () => {
    expect(inviteTokenOf('#invite=abcDEF_-123')).toBe('abcDEF_-123');
    expect(inviteTokenOf('')).toBeUndefined();
    expect(inviteTokenOf('#invite=')).toBeUndefined();
    expect(inviteTokenOf('#other=1')).toBeUndefined();
  });
});
