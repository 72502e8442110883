import { describe, expect, it } from 'vitest';
import { uuidPattern, uuidv7 } from './ids';

describe('uuidv7', () => {
  it('makes valid, unique, time-ordered ids', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => uuidv7(1_700_000_000_000 + i));
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(id).toMatch(uuidPattern);
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]!.charAt(14)).toBe('7');
  });
});
