// The rate table's schema: what GET /api/rates serves, RATES_FILE must hold and the app accepts from
// the network or its own storage. Kept apart from currency.ts so that converting needs no zod.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { currencyCodes } from './currency-codes';
import { parseIsoDate } from './partners';

/** Any rate outside this range is a mistake in a table, and would let a result overflow to Infinity. */
const rateLimits = { min: 1e-6, max: 1e6 };

const rateSchema = lazySchema(() =>
  z
    .number({ error: 'A rate must be a number' })
    .min(rateLimits.min, `A rate must be at least ${rateLimits.min}`)
    .max(rateLimits.max, `A rate must be at most ${rateLimits.max}`),
);

const ratesOfBaseSchema = lazySchema(() =>
  z.partialRecord(z.enum(currencyCodes, { error: `Currencies are ${currencyCodes.join(', ')}` }), rateSchema),
);

export const rateTableSchema = lazySchema(() =>
  z.object({
    base_date: z
      .string({ error: 'base_date is required' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'base_date must be a date like 2026-11-01')
      .refine((value) => parseIsoDate(value) !== undefined, 'base_date is not a real date'),
    source: z.string({ error: 'source is required' }).trim().min(1, 'source is required').max(80, 'source is at most 80 characters'),
    rates: z.object(
      { USD: ratesOfBaseSchema, EUR: ratesOfBaseSchema, GBP: ratesOfBaseSchema },
      { error: 'rates must hold the USD, EUR and GBP tables' },
    ),
  }),
);

export type RateTable = z.infer<typeof rateTableSchema>;
