// The spec's texts are the product's English (/work/shared/SPEC.md): where a message carries one, its
// English must be exactly the spec's, byte for byte. Add a line here when you move a spec text into a
// messages.ts (docs/decisions/024-languages.md).
import { expect, test } from 'vitest';
import { englishGroups } from '../../src/lib/i18n';

import.meta.glob('/src/**/messages.ts', { eager: true });

/** group.key → the spec's text. */
const specTexts: Record<string, string> = {
  'ui.backToHome': 'Back to Home',
  'lib.serviceUnavailable': 'Service unavailable right now.',
  'alerts.loadFailed': 'Failed to load price alerts',
  'alerts.createFailed': 'Failed to create price alert',
  'alerts.deleteFailed': 'Failed to delete alert',
  'alerts.created': 'Price alert created successfully!',
  'alerts.deleted': 'Alert deleted',
  'alerts.fillAllFields': 'Please fill in all fields',
  'alerts.newAlert': 'New Alert',
  'clock.alreadyAdded': 'City already added',
  'clock.added': 'Added {city}',
  'packing.enterDestinationAndDuration': 'Please enter destination and duration',
  'packing.itemAdded': 'Item added',
  'packing.listDownloaded': 'List downloaded',
  'cities.findingTours': 'Finding tours for {title}...',
  'cities.searchFailed': 'Failed to search cities',
  'cities.loadDetailsFailed': 'Failed to load city details',
  'cities.newSearch': 'New Search',
  'cities.bookAndSave': 'Book & Save',
  'chat.thinking': 'Astra is thinking...',
  'chat.sendFailed': 'Failed to send message. Please try again.',
  'chat.findFlights': 'Find Flights',
  'chat.bookHotel': 'Book Hotel',
  'chat.exploreCities': 'Explore Cities',
  'chat.planTrip': 'Plan Trip',
  'chat.agentMode': 'Agent Mode',
  'kiosk.exitKiosk': 'Exit Kiosk',
};

test.each(Object.entries(specTexts))('%s is the spec’s “%s”', (path, text) => {
  const [group, key] = path.split('.') as [string, string];
  const english = englishGroups()[group]?.[key];
  expect(english).toBe(text);
});
