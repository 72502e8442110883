// The answers of /api/trips/{id}/public-link: the server defines them, the app reads them.
import { z } from 'zod';

const url = z.string().describe('The read-only page of the plan: https (or http) with the token in its path; needs no other credentials');

/** GET: the trip's public link, or null while it has none (the app asks before making one). */
export const planLinkStateSchema = z.object({ url: url.nullable() });
export type PlanLinkState = z.infer<typeof planLinkStateSchema>;

/** POST: the link, made now or made before. */
export const planLinkSchema = z.object({ url });
export type PlanLink = z.infer<typeof planLinkSchema>;
