// The sync panel's names for kinds of record and their fields, in the language the app speaks (the
// registry in src/domain/synced-entities.ts names them in English for the server's logs).
import type { SyncEntity } from '../../domain/synced-entities';
import type { syncStatusMessages } from './messages';

type Texts = ReturnType<typeof syncStatusMessages.get>;

const entityKeys = {
  trip: 'entityTrip',
  price_alert: 'entityPriceAlert',
  packing_list: 'entityPackingList',
  clock_city: 'entityClockCity',
  itinerary_item: 'entityItineraryItem',
  trip_member: 'entityTripMember',
  replaced_change: 'entityReplacedChange',
  expense: 'entityExpense',
  document: 'entityDocument',
} as const satisfies Record<SyncEntity, keyof Texts>;

export const entityText = (t: Texts, entity: SyncEntity): string => t[entityKeys[entity]];

const fieldKeys: Record<string, keyof Texts> = {
  title: 'fieldTitle',
  notes: 'fieldNotes',
  details: 'fieldDetails',
  start_date: 'fieldStartDate',
  end_date: 'fieldEndDate',
  cities: 'fieldCities',
  day: 'fieldDay',
  position: 'fieldPosition',
  items: 'fieldItems',
  destination: 'fieldDestination',
};

/** A field's name in words ("start date"); a field without one as it is called in the record. */
export function fieldText(t: Texts, field: string): string {
  const key = fieldKeys[field];
  const text = key ? t[key] : undefined;
  return typeof text === 'string' ? text : field;
}
