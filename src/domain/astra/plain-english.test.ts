import { describe, expect, it } from 'vitest';
import { plainEnglish } from './plain-english';

describe('plainEnglish', () => {
  it('reads "the hour" as the time, and puts back the "it" left out', () => {
    expect(plainEnglish('which hour is now in buenos aires')).toBe('what time is it now in buenos aires');
    expect(plainEnglish('tell me the hour of london now')).toBe('what time is it in london now');
    expect(plainEnglish('how late is it in mexico city')).toBe('what time is it in mexico city');
    expect(plainEnglish('what time is in tokyo now')).toBe('what time is it in tokyo now');
  });

  it('asks "how many" of a count, and puts "do" back where a question left it out', () => {
    expect(plainEnglish('how much days are missing until my trip')).toBe('how many days until my trip');
    expect(plainEnglish('what I have on friday')).toBe('what do I have on friday');
    expect(plainEnglish('at what hour go my flight tomorrow')).toBe('what time does my flight go tomorrow');
    expect(plainEnglish('at what hour leaves the train to florence')).toBe('what time does the train leave to florence');
    // (Not inside a clause: "a car for when we get there" asks nothing of its own.)
    expect(plainEnglish('and a car for when we get there')).toBe('and a car for when we get there');
  });

  it('reads clock times and days of the month said in words, and a span whose end gives the day alone', () => {
    expect(plainEnglish('when is nine am in london')).toBe('when is 9 am in london');
    expect(plainEnglish('eight thirty in the evening in sydney')).toBe('8:30 pm in sydney');
    expect(plainEnglish('at 10 in the morning of dubai')).toBe('at 10 am of dubai');
    expect(plainEnglish('a flight on 9 am')).toBe('a flight on 9 am');
    expect(plainEnglish('flight to athens the ten of may')).toBe('flight to athens the 10 of may');
    expect(plainEnglish('from the 2 of may to the 6')).toBe('from the 2 may to 6 may');
    expect(plainEnglish('from the 2 of may to the 6 people')).toBe('from the 2 of may to the 6 people');
  });

  it('reads the false friends and homophones of second-language and dictated English', () => {
    expect(plainEnglish('car to pick up in the airport of nice on 14 may')).toBe('car to pick up in nice airport on 14 may');
    expect(plainEnglish('what is the prefix for call to france')).toBe('what is the calling code of france');
    expect(plainEnglish('entrances for the sagrada familia')).toBe('tickets for the sagrada familia');
    expect(plainEnglish('weather to bring a jacket to london')).toBe('whether to bring a jacket to london');
    expect(plainEnglish('what is the weather in london')).toBe('what is the weather in london');
    expect(plainEnglish('and the tips?')).toBe('and the tipping?');
    expect(plainEnglish('any tips for rome')).toBe('any tips for rome');
  });
});
