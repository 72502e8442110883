import { memo, useMemo } from 'react';
import { tripClockCities } from '../../domain/trip-cities';
import type { ItineraryItemWithId } from '../../domain/itinerary-rules';
import type { TripRow } from './data';
import { TripClocks } from './trip-clocks';
import { TripPacking } from './trip-packing';
import { useKnownTripCities } from './trip-tools-data';

/** The trip's own tools beside its plan: the local time in its cities and its packing list (kept out of the plan's re-renders). */
export const TripTools = memo(function TripTools({
  trip,
  items,
  ownZone,
  canEdit,
}: {
  trip: TripRow;
  items: readonly ItineraryItemWithId[];
  ownZone: string;
  canEdit: boolean;
}) {
  const knownCities = useKnownTripCities();
  const clockCities = useMemo(() => tripClockCities(trip, items, knownCities), [trip, items, knownCities]);
  return (
    <div className={`mb-4 grid gap-4 ${clockCities.length > 0 ? 'md:grid-cols-2 lg:grid-cols-1' : ''}`}>
      {clockCities.length > 0 ? <TripClocks cities={clockCities} ownZone={ownZone} /> : null}
      <TripPacking trip={trip} items={items} knownCities={knownCities} canEdit={canEdit} />
    </div>
  );
});
