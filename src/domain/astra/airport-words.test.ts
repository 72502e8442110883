import { describe, expect, it } from 'vitest';
import { lookupWithOneSlip, lookupWithTwoSlips } from './airport-words';
import { isHyphenHead } from './place-aliases';

const index = new Map([
  ['heathrow', 'LHR'],
  ['schiphol', 'AMS'],
  ['gatwick', 'LGW'],
  ['charles de gaulle', 'CDG'],
  ['malpensa', 'MXP'],
  ['malpensb', 'XXX'],
]);
const find = (typed: string) => lookupWithOneSlip(typed, (key) => index.get(key));

describe('an airport name typed with one slip', () => {
  it('finds the airport for a letter missing, added, changed or two swapped', () => {
    expect(find('heatrow')).toBe('LHR');
    expect(find('schipol')).toBe('AMS');
    expect(find('gatwik')).toBe('LGW');
    expect(find('hetahrow')).toBe('LHR');
    expect(find('heathrrow')).toBe('LHR');
    expect(find('charles de gaule')).toBe('CDG');
  });

  it('finds nothing for two slips, a short word, or a slip that could be two airports', () => {
    expect(find('hetrow')).toBeUndefined();
    expect(find('orli')).toBeUndefined();
    expect(find('malpensc')).toBeUndefined();
  });
});

describe('an airport name typed with two slips (tried last)', () => {
  const findTwo = (typed: string) => lookupWithTwoSlips(typed, index);

  it('finds a long name with two letters missing, changed or swapped', () => {
    expect(findTwo('hetrow')).toBe('LHR');
    expect(findTwo('charles de gaul')).toBe('CDG');
    expect(findTwo('shciphl')).toBe('AMS');
  });

  it('finds nothing for three slips, a short name, another first letter, or two airports that close', () => {
    expect(findTwo('htrw')).toBeUndefined();
    expect(findTwo('gatwik')).toBeUndefined();
    expect(findTwo('eathrow')).toBeUndefined();
    expect(findTwo('malpenxx')).toBeUndefined();
  });
});

describe('a town by the first part of its hyphenated name', () => {
  it('is allowed for a distinctive first part, never a common one', () => {
    expect(isHyphenHead('chamonix')).toBe(true);
    expect(isHyphenHead('garmisch')).toBe(true);
    expect(isHyphenHead('saint')).toBe(false);
    expect(isHyphenHead('aix')).toBe(false);
  });
});
