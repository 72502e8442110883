// The answer of GET /api/trips/{id}/calendar: the server defines it, the app reads it.
import { z } from 'zod';

export const calendarLinkSchema = z.object({
  url: z.string().describe('The subscription link: https (or http) with the token in its path; needs no other credentials'),
});
export type CalendarLink = z.infer<typeof calendarLinkSchema>;
