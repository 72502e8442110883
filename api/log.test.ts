import { describe, expect, it } from 'vitest';
import { createLogger, excerpt } from './log';

describe('the log', () => {
  it('writes one JSON line per entry at or above its level, with bound fields and errors as objects', () => {
    const lines: string[] = [];
    const log = createLogger({ level: 'info', write: (line) => lines.push(line), now: () => Date.parse('2027-01-10T10:00:00Z') });
    log.debug('not written');
    log.child({ req_id: 'r1' }).warn('a line\nwith a break', { err: new Error('boom'), count: 2 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      time: '2027-01-10T10:00:00.000Z',
      level: 'warn',
      msg: 'a line\nwith a break',
      req_id: 'r1',
      count: 2,
      err: { type: 'Error', message: 'boom' },
    });
  });

  it('samples a kind: one line a window, then the count of those held back', () => {
    const lines: string[] = [];
    let clock = 0;
    const log = createLogger({ write: (line) => lines.push(line), now: () => clock, sampleWindowMs: 1000 });
    for (let i = 0; i < 5; i++) log.sampled('bad-thing', 'warn', 'bad thing');
    log.sampled('other-thing', 'warn', 'other thing');
    clock = 1000;
    log.sampled('bad-thing', 'warn', 'bad thing');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ kind: 'bad-thing' }),
      expect.objectContaining({ kind: 'other-thing' }),
      expect.objectContaining({ kind: 'bad-thing', repeated: 4 }),
    ]);
    expect(JSON.parse(lines[0]!).repeated).toBeUndefined();
  });

  it('cuts what a client sent to a short excerpt', () => {
    expect(excerpt('short')).toBe('short');
    expect(excerpt('x'.repeat(200), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
