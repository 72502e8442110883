// A wallet document as the server checks it (sync ops): what it is, which trip (and optionally
// which item of the plan) it belongs to, and the file it shows, named by its SHA-256. A private
// document (a passport, an ID) stays in its traveller's own scope and is never shared
// (docs/decisions/017-travel-wallet.md), so `private`, `trip_id` and the file never change after
// the document is made: a traveller adds a new one instead.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { uuidPattern } from './ids';
import { storableText } from './stored-text';
import { fileHashPattern, fileTypes, maxFileBytes } from './document-files';

export const documentKinds = ['boarding_pass', 'ticket', 'booking', 'passport_id', 'visa', 'insurance', 'other'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentKindLabels: Record<DocumentKind, string> = {
  boarding_pass: 'Boarding pass',
  ticket: 'Ticket',
  booking: 'Booking',
  passport_id: 'Passport or ID',
  visa: 'Visa',
  insurance: 'Insurance',
  other: 'Other',
};

/** Passports and IDs are private unless the traveller says otherwise. */
export const isPrivateByDefault = (kind: DocumentKind) => kind === 'passport_id';

const title = lazySchema(() =>
  storableText('Title', 120)
    .trim()
    .refine((value) => value.length > 0, 'Title is empty'),
);
const kind = lazySchema(() => z.enum(documentKinds, { error: `kind must be one of ${documentKinds.join(', ')}` }));
const itemId = lazySchema(() => z.string().regex(uuidPattern, 'item_id must be a UUID').nullable());

const documentFieldsObject = lazySchema(() =>
  z.object({
    title,
    kind,
    trip_id: z.string({ error: 'trip_id must be text' }).regex(uuidPattern, 'trip_id must be a UUID'),
    item_id: itemId.default(null),
    file_hash: z.string({ error: 'file_hash must be text' }).regex(fileHashPattern, 'file_hash must be a SHA-256 in hex'),
    file_size: z
      .number({ error: 'file_size must be a number' })
      .int()
      .min(1, 'file_size must be at least 1')
      .max(maxFileBytes, 'The file is larger than 15 MB'),
    file_type: z.enum(fileTypes, { error: `file_type must be one of ${fileTypes.join(', ')}` }),
    private: z.boolean({ error: 'private must be true or false' }).default(false),
  }),
);

export const documentFieldsSchema = lazySchema(() => documentFieldsObject);
export type DocumentFields = z.infer<typeof documentFieldsSchema>;

export const documentCreateSchema = lazySchema(() =>
  documentFieldsObject.extend({ id: z.string().regex(uuidPattern, 'id must be a UUID').optional() }),
);

/** What may change: its title, kind and item. The trip, the file and privacy stay as made. */
export const documentPatchSchema = lazySchema(() =>
  z
    .object({ title, kind, item_id: itemId })
    .partial()
    .strict()
    .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change: send at least one field'),
);
export type DocumentPatch = z.infer<typeof documentPatchSchema>;
