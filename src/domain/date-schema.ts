// One rule for a calendar date a traveller writes (a trip's start, an item's day, a packing list's
// start): the form YYYY-MM-DD and a day that exists, so 2027-02-30 and 0000-00-00 are refused alike.
import { z } from 'zod';
import { parseIsoDate } from './partners';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date; `label` names the field in the messages. */
export const calendarDate = (label: string, options: { missing?: string } = {}) =>
  z
    .string({ error: options.missing ?? `${label} must be a date like 2027-03-12` })
    .regex(datePattern, { message: `${label} must be a date like 2027-03-12`, abort: true })
    .refine((value) => parseIsoDate(value) !== undefined, `${label} is not a real date`);
