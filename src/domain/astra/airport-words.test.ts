import { describe, expect, it } from 'vitest';
import { lookupWithOneSlip } from './airport-words';

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
