// The country facts Astra answers directly (answers/country-facts.ts), shared with the memory's
// schema so a follow-up ("and in Portugal?") asks the same again.
export const factTopics = ['capital', 'languages', 'currency', 'plugs', 'driving', 'emergency', 'tipping', 'calling', 'timezone'] as const;
export type FactTopic = (typeof factTopics)[number];
