// The wire of /api/devices: the server validates with it and documents it, the app reads it.
import { z } from 'zod';
import { hasNoNul, nulMessage } from './stored-text';

export const deviceNameSchema = z
  .string({ error: 'Name must be text' })
  .trim()
  .min(1, 'Give the device a name')
  .max(60, 'A device name is at most 60 characters')
  .refine(hasNoNul, nulMessage('Name'));

export const deviceSchema = z.object({
  id: z.string().describe("The device's id (its key's SHA-256)"),
  name: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  this_device: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceListSchema = z.object({
  devices: z.array(deviceSchema),
  has_recovery_code: z.boolean().describe('Whether the traveller has a recovery code that was not used yet'),
});
export type DeviceList = z.infer<typeof deviceListSchema>;

/** POST /register's answer: the device the key now names (201 when new, 200 when it was registered already). */
export const deviceRegistrationSchema = z.object({
  id: z.string().describe("The device's id (its key's SHA-256)"),
  created_at: z.string(),
});
export type DeviceRegistration = z.infer<typeof deviceRegistrationSchema>;

export const renameDeviceSchema = z.object({ name: deviceNameSchema });

/** POST /pairing may name the device asking, when it has no name yet. */
export const pairingRequestSchema = z.object({ name: deviceNameSchema.optional() });

export const pairingCodeSchema = z.object({
  code: z.string().describe('XXXXX-XXXXX: shown once, valid for 10 minutes, single use'),
  expires_at: z.string(),
});
export type PairingCode = z.infer<typeof pairingCodeSchema>;

export const recoveryCodeSchema = z.object({ code: z.string().describe('Shown once; keep it somewhere safe') });
export type RecoveryCode = z.infer<typeof recoveryCodeSchema>;

export const claimRequestSchema = z.object({
  code: z.string({ error: 'Type the code' }).max(80, "That code doesn't match any code we made"),
  name: deviceNameSchema.optional(),
});
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

export const claimResultSchema = z.object({
  devices: z.number().describe('How many devices the traveller has now'),
  merged: z.number().describe("How many of this device's records joined the traveller's"),
});
export type ClaimResult = z.infer<typeof claimResultSchema>;
