// What the Trips list names under a trip: the next item of a trip under way or about to start,
// from the pure whatComesNext with the time passed in, so the card and its test agree on "now".
import { whatComesNext, type NextUp } from '../../domain/itinerary-next';
import { itemTitle, type ItineraryItemWithId } from '../../domain/itinerary-rules';

/** A trip starting further off than this is not "about to start": its card stays as it was. */
const aboutToStartMs = 7 * 86_400_000;

function localDate(now: number): string {
  const date = new Date(now);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The next item of a trip that runs today (by the device's date) or whose next item starts within
 * a week; nothing for a trip far ahead, one that is over, or one with nothing timed ahead.
 */
export function comingNext(
  trip: { start_date: string; end_date: string },
  items: readonly ItineraryItemWithId[],
  now: number,
): (NextUp & { isCheckOut: boolean }) | undefined {
  const found = whatComesNext(items, now);
  if (!found) return undefined;
  // A stay named by its check-out (the domain titles it "Check out of …") rather than its check-in.
  const next = { ...found, isCheckOut: found.item.kind === 'stay' && found.title !== itemTitle(found.item) };
  const today = localDate(now);
  const underWay = trip.start_date <= today && today <= trip.end_date;
  return underWay || next.status === 'now' || next.at - now <= aboutToStartMs ? next : undefined;
}
