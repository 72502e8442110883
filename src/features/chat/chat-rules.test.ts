import { describe, expect, it } from 'vitest';
import { canSend, cityLoadedMessage, composerKeyAction } from './chat-rules';

describe('the chat rules', () => {
  it('sends only non-blank text, and never while a reply is pending', () => {
    expect(canSend('Flights to Rome', false)).toBe(true);
    expect(canSend('', false)).toBe(false);
    expect(canSend(' \n\t ', false)).toBe(false);
    expect(canSend('Flights to Rome', true)).toBe(false);
  });

  it('sends on Enter; Shift+Enter and Enter while composing write in the box', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(composerKeyAction({ key: 'Enter', shiftKey: true })).toBe('type');
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('type');
    expect(composerKeyAction({ key: 'a', shiftKey: false })).toBe('type');
  });

  it('says which city the explorer opened, curated or not', () => {
    expect(cityLoadedMessage({ name: 'Lisbon', country: 'Portugal', curated: true })).toBe(
      "You're looking at **Lisbon**, Portugal. Ask me about flights, hotels or things to do there.",
    );
    expect(cityLoadedMessage({ name: 'Singapore', country: 'Singapore', curated: false })).toMatch(
      /^You're looking at \*\*Singapore\*\*\. I don't have a full guide/,
    );
  });
});
