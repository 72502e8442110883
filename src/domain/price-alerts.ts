// The price alert: one schema for the form, the sync engine's ops and the API. The traveller writes
// the fields below; the server's price watcher owns the watch fields (see PriceAlert).
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { uuidPattern } from './ids';
import { hasNoNul, nulMessage } from './stored-text';
import { alertTypes, hasAtMostTwoDecimals, priceAlertDefaults, priceAlertLimits, samePlace } from './price-alert-rules';

const place = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(priceAlertLimits.place, `${label} is at most ${priceAlertLimits.place} characters`)
    .refine(hasNoNul, nulMessage(label));

export const targetPriceSchema = lazySchema(() =>
  z
    .number({ error: 'Target price must be a number' })
    .positive('Target price must be more than 0')
    .max(priceAlertLimits.maxPrice, `Target price must be at most ${priceAlertLimits.maxPrice.toLocaleString('en-US')}`)
    .refine(hasAtMostTwoDecimals, 'Target price can have at most 2 decimals'),
);

export const thresholdPercentSchema = lazySchema(() =>
  z
    .number({ error: 'Threshold must be a number' })
    .int('Threshold must be a whole percent')
    .min(priceAlertLimits.minThreshold, `Threshold must be between ${priceAlertLimits.minThreshold} and ${priceAlertLimits.maxThreshold} %`)
    .max(
      priceAlertLimits.maxThreshold,
      `Threshold must be between ${priceAlertLimits.minThreshold} and ${priceAlertLimits.maxThreshold} %`,
    ),
);

const differentPlaces = { path: ['destination'], message: 'From and To must be different places' };

const priceAlertFieldsObject = lazySchema(() =>
  z.object({
    /** The spec's fixed demo user: kept on the wire, grants nothing (the device key does). */
    user_id: z
      .string({ error: 'user_id must be text' })
      .trim()
      .min(1, 'user_id is empty')
      .max(64, 'user_id is at most 64 characters')
      .refine(hasNoNul, nulMessage('user_id'))
      .default(priceAlertDefaults.user_id),
    alert_type: z.enum(alertTypes, { error: 'Type must be flight or hotel' }).default(priceAlertDefaults.alert_type),
    origin: place('From'),
    destination: place('To'),
    target_price: targetPriceSchema,
    threshold_percent: thresholdPercentSchema.default(priceAlertDefaults.threshold_percent),
    is_active: z.boolean({ error: 'is_active must be true or false' }).default(true),
  }),
);

/** Every field of an alert that a traveller writes. `route` ('from-to') is derived from origin and destination. */
export const priceAlertFieldsSchema = lazySchema(() =>
  priceAlertFieldsObject.refine((alert) => !samePlace(alert.origin, alert.destination), differentPlaces),
);
export type PriceAlertFields = z.infer<typeof priceAlertFieldsSchema>;

/** A sync `create` op and the form: the fields, and optionally the client-made id. */
export const priceAlertCreateSchema = lazySchema(() =>
  priceAlertFieldsObject
    .extend({ id: z.string().regex(uuidPattern, 'id must be a UUID').optional() })
    .refine((alert) => !samePlace(alert.origin, alert.destination), differentPlaces),
);

/** A sync `update` op: any subset of the fields (checked again once merged). */
export const priceAlertPatchSchema = lazySchema(() =>
  z
    .object({
      alert_type: z.enum(alertTypes, { error: 'Type must be flight or hotel' }),
      origin: place('From'),
      destination: place('To'),
      target_price: targetPriceSchema,
      threshold_percent: thresholdPercentSchema,
      is_active: z.boolean({ error: 'is_active must be true or false' }),
    })
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change: send at least one field'),
);
export type PriceAlertPatch = z.infer<typeof priceAlertPatchSchema>;

/**
 * What the server's price watcher records on an alert. `watch_status`: 'not-monitored' (no price
 * source configured), 'unsupported' (the source cannot price this route), 'watching', or 'error'
 * (the last check failed; `watch_note` says why).
 */
export type PriceWatch = {
  watch_status: 'not-monitored' | 'unsupported' | 'watching' | 'error';
  watch_note: string | null;
  last_checked_at: string | null;
  last_price: number | null;
  lowest_price: number | null;
  highest_price: number | null;
  currency: string | null;
  /** When the alert last fired, and at what price; a new value means a new drop to tell the traveller about. */
  last_fired_at: string | null;
  fired_price: number | null;
};

/** An alert as the API returns it and the device stores it. */
export type PriceAlert = PriceAlertFields &
  PriceWatch & {
    id: string;
    route: string;
    created_at: string;
    updated_at: string;
    version: number;
  };
