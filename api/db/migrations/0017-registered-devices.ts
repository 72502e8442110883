import { sql, type Kysely } from 'kysely';

// Devices register their key before using the API (docs/decisions/020-device-registration-and-write-limits.md):
// a key without a row in `devices` is refused with 401 device-unknown. Until now a device that never
// linked had no row and was its own traveller, so every such device that left a trace here gets its
// row now, as its own traveller, and keeps working without a step. An owner or traveller id that is
// a key's SHA-256 (64 hex characters; a shared trip's scope is `trip:<id>`) and has no row is such a
// device. Ids of devices that only ever pulled or chatted are not known: they register once, which
// the app does on its own at its next sync.
const ownerColumns: ReadonlyArray<readonly [string, string]> = [
  ['sync_owners', 'owner_id'],
  ['trips', 'owner_id'],
  ['price_alerts', 'owner_id'],
  ['packing_lists', 'owner_id'],
  ['clock_cities', 'owner_id'],
  ['itinerary_items', 'owner_id'],
  ['expenses', 'owner_id'],
  ['documents', 'owner_id'],
  ['applied_ops', 'owner_id'],
  ['idempotency_keys', 'owner_id'],
  ['calendar_links', 'owner_id'],
  ['plan_links', 'owner_id'],
  ['chat_messages', 'owner_id'],
  ['trip_members', 'traveller_id'],
  ['trip_invites', 'created_by'],
  ['trip_events', 'actor_id'],
  ['file_holders', 'traveller_id'],
  ['file_uploads', 'traveller_id'],
  ['device_codes', 'traveller_id'],
  ['traveller_events', 'traveller_id'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const at = new Date().toISOString();
  const known = ownerColumns.map(([table, column]) => sql`select ${sql.ref(column)} as id from ${sql.table(table)}`);
  await sql`
    insert into devices (key_hash, traveller_id, name, created_at, last_seen_at, removed_at)
    select owners.id, owners.id, null, ${at}, ${at}, null
    from (${sql.join(known, sql` union `)}) as owners
    where owners.id is not null
      and length(owners.id) = 64
      and owners.id not like ${'%:%'}
      and not exists (select 1 from devices where devices.key_hash = owners.id)
  `.execute(db);
}

/** Nothing to undo: the rows name devices that exist, as their own travellers. */
export async function down(): Promise<void> {}
