// The country facts Astra answers directly (answers/country-facts.ts), shared with the memory's
// schema so a follow-up ("and in Portugal?") asks the same again.
export const factTopics = [
  'capital',
  'languages',
  'currency',
  'plugs',
  'driving',
  'emergency',
  'tipping',
  'calling',
  'timezone',
  'population',
] as const;
export type FactTopic = (typeof factTopics)[number];

/** What a question about the traveller's own trips asked (answers/my-trips.ts), kept for "and in Tokyo?". */
export const tripSubjects = ['flight', 'stay', 'transport', 'activity', 'day', 'countdown', 'list', 'people', 'other'] as const;
