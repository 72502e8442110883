import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { tripCreateSchema, tripFieldsSchema, tripPatchSchema } from './trips';

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    let builds = 0;
    const name = lazySchema(() => {
      builds++;
      return z.string().min(2, 'Too short');
    });
    expect(builds).toBe(0);
    expect(name.safeParse('Rome').success).toBe(true);
    expect(name.safeParse('R').error?.issues[0]?.message).toBe('Too short');
    expect(builds).toBe(1);
  });

  it('stands in for the schema inside other schemas, in extend and instanceof', () => {
    const city = lazySchema(() => z.object({ name: z.string() }));
    const trip = lazySchema(() => z.object({ cities: z.array(city) }));
    expect(trip.parse({ cities: [{ name: 'Lisbon' }] })).toEqual({ cities: [{ name: 'Lisbon' }] });
    expect(trip.safeParse({ cities: [{ name: 3 }] }).success).toBe(false);
    expect(city.extend({ country: z.string() }).parse({ name: 'Porto', country: 'PT' })).toEqual({ name: 'Porto', country: 'PT' });
    expect(city instanceof z.ZodObject).toBe(true);
    expect(Object.keys(city.shape)).toEqual(['name']);
  });

  it('keeps the record schemas as they were: a trip is checked with the same messages', () => {
    const trip = { title: ' Lisbon ', start_date: '2027-03-12', end_date: '2027-03-10' };
    expect(tripFieldsSchema.safeParse(trip).error?.issues.map((issue) => issue.message)).toEqual([
      "End date can't be before the start date",
    ]);
    expect(tripCreateSchema.parse({ ...trip, end_date: '2027-03-14' })).toEqual({
      title: 'Lisbon',
      start_date: '2027-03-12',
      end_date: '2027-03-14',
      cities: [],
      notes: '',
    });
    expect(tripPatchSchema.safeParse({}).success).toBe(false);
  });
});
