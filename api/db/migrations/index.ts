import type { Migration } from 'kysely';
import * as init from './0001-init';
import * as sync from './0002-sync';
import * as priceAlerts from './0003-price-alerts';
import * as chat from './0004-chat';
import * as chatRetention from './0005-chat-retention';
import * as appliedOpsPruning from './0006-applied-ops-pruning';
import * as packingListsAndClockCities from './0007-packing-lists-and-clock-cities';
import * as itineraryItems from './0008-itinerary-items';
import * as calendarLinks from './0009-calendar-links';
import * as devices from './0010-devices';
import * as planLinks from './0011-plan-links';
import * as sharedTrips from './0012-shared-trips';
import * as replacedChanges from './0013-replaced-changes';
import * as expenses from './0014-expenses';
import * as idempotencyKeys from './0016-idempotency-keys';
import * as documents from './0015-documents';
import * as registeredDevices from './0017-registered-devices';

/** Every migration, in order. Add new ones at the end with the next number; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  '0001-init': init,
  '0002-sync': sync,
  '0003-price-alerts': priceAlerts,
  '0004-chat': chat,
  '0005-chat-retention': chatRetention,
  '0006-applied-ops-pruning': appliedOpsPruning,
  '0007-packing-lists-and-clock-cities': packingListsAndClockCities,
  '0008-itinerary-items': itineraryItems,
  '0009-calendar-links': calendarLinks,
  '0010-devices': devices,
  '0011-plan-links': planLinks,
  '0012-shared-trips': sharedTrips,
  '0013-replaced-changes': replacedChanges,
  '0014-expenses': expenses,
  '0016-idempotency-keys': idempotencyKeys,
  '0015-documents': documents,
  '0017-registered-devices': registeredDevices,
};
