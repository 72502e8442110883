// "What comes next" on the trips list: for a trip under way or about to start, the item the
// traveller meets next and how soon ("in 3 h"). Pure: `now` comes in.
import { defaultActivityMinutes, itemInstants, itemTitle, type ItineraryItemWithId } from './itinerary-rules';

export type NextUp = {
  item: ItineraryItemWithId;
  /** "Flight BA15 LHR → SIN", or for a stay being checked out of, "Check out of Hotel Lutetia". */
  title: string;
  /** 'now': it has started and not ended; 'soon': it starts (or, for a stay, checks out) at `at`. */
  status: 'now' | 'soon';
  /** The instant it starts (for a check-out, the instant of check-out). */
  at: number;
  /** "now", "in 25 min", "in 3 h", "in 2 days". */
  label: string;
};

/**
 * The next thing on a trip. A flight, transport or timed activity under way wins ("now"): the
 * traveller is in it (an activity without a duration counts as an hour long, as in the calendar).
 * Otherwise the soonest moment still ahead: an item's start, or the check-out
 * of the stay the traveller is in (a stay under way is the background of the days, not what
 * comes next, so it never hides the flight that leaves in 3 hours). Only items on a day count
 * (Ideas are not plans), and only those whose time has a known zone. Nothing when no timed item
 * lies ahead.
 */
export function whatComesNext(items: readonly ItineraryItemWithId[], now: number): NextUp | undefined {
  let underWay: { item: ItineraryItemWithId; at: number } | undefined;
  let ahead: { item: ItineraryItemWithId; at: number; checkOut: boolean } | undefined;
  // In plan order, so of two items at the same instant the one listed first is named.
  const planned = items.filter((item) => item.day !== null).sort(inPlanOrder);
  for (const item of planned) {
    const { start, end: givenEnd } = itemInstants(item);
    if (start === undefined) continue;
    const end = givenEnd ?? (item.kind === 'activity' ? start + defaultActivityMinutes * 60_000 : undefined);
    if (start > now) {
      if (!ahead || start < ahead.at) ahead = { item, at: start, checkOut: false };
    } else if (item.kind === 'stay') {
      if (end !== undefined && end > now && (!ahead || end < ahead.at)) ahead = { item, at: end, checkOut: true };
    } else if (end !== undefined && end > now) {
      if (!underWay || start < underWay.at) underWay = { item, at: start };
    }
  }
  if (underWay) return { item: underWay.item, title: itemTitle(underWay.item), status: 'now', at: underWay.at, label: 'now' };
  if (!ahead) return undefined;
  const title = ahead.checkOut && ahead.item.kind === 'stay' ? `Check out of ${ahead.item.details.name}` : itemTitle(ahead.item);
  return { item: ahead.item, title, status: 'soon', at: ahead.at, label: timeUntilLabel(ahead.at - now) };
}

function inPlanOrder(a: ItineraryItemWithId, b: ItineraryItemWithId): number {
  const keyA = `${a.day} ${a.position} ${a.id}`;
  const keyB = `${b.day} ${b.position} ${b.id}`;
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

/**
 * How soon, in whole units rounded down (a traveller told "in 3 h" has at least three hours):
 * "now" under a minute, then minutes, hours under a day, then days.
 */
export function timeUntilLabel(milliseconds: number): string {
  const minutes = Math.floor(milliseconds / 60_000);
  if (minutes < 1) return 'now';
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `in ${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}
