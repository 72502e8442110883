// How an item of the day-by-day plan reads as text: its times ("21:40 BST → 18:05 UTC+8") and the
// short facts under its title. Shared by the itinerary screen (and so its printed page) and the
// trip's public page the server renders, so both say the same thing the same way.
import type { CitySource, PlanDay, PlanEntry, PlanStaying, PlanTime, PlanTimes } from './itinerary-plan';
import { dateLabel } from './itinerary-rules';

const at = (time: PlanTime) => `${time.time}${time.zoneLabel ? ` ${time.zoneLabel}` : ''}`;

/** "21:40 BST → 18:05 UTC+8", with the start's day shift when it is read on another day ("21:40 BST (+1)"). */
export function timeText(times: PlanTimes, startDaysLabel: string): string | undefined {
  const { start, end } = times;
  if (!start) return undefined;
  const first = `${at(start)}${startDaysLabel ? ` (${startDaysLabel})` : ''}`;
  return end ? `${first} → ${at(end)}` : first;
}

/** A stay reads as check-in and check-out (its nights beside), not as a trip that lands days later. */
export function stayText(times: PlanTimes): string | undefined {
  const { start, end } = times;
  if (!start) return undefined;
  return `Check-in ${at(start)}${end ? ` · check-out ${dateLabel(end.date)}, ${at(end)}` : ''}`;
}

/** The times line of an entry as its kind reads: a stay's check-in and check-out, else start → end. */
export function entryTimeText(entry: PlanEntry): string | undefined {
  return entry.item.kind === 'stay' ? stayText(entry.shown) : timeText(entry.shown, entry.startDaysLabel);
}

/**
 * The short facts under an item's title: where, terminal and seat, the confirmation code.
 * `references: false` leaves out confirmation codes and booking references (with a surname they
 * open a booking on an airline's or hotel's site): the public page of a plan shows none.
 */
export function itemFacts({ item }: Pick<PlanEntry, 'item'>, { references = true }: { references?: boolean } = {}): string[] {
  const reference = (label: string, value: string) => (references && value ? `${label} ${value}` : '');
  switch (item.kind) {
    case 'flight': {
      const { airline, terminal, seat, confirmation, from, to } = item.details;
      return [
        `${from.name} → ${to.name}`,
        airline,
        terminal ? `Terminal ${terminal}` : '',
        seat ? `Seat ${seat}` : '',
        reference('Confirmation', confirmation),
      ].filter(Boolean);
    }
    case 'stay': {
      const { address, place, confirmation, phone } = item.details;
      return [address || place.name, reference('Confirmation', confirmation), phone].filter(Boolean);
    }
    case 'activity':
      return [item.details.place?.name ?? '', item.details.booking_url ? 'Booked online' : ''].filter(Boolean);
    case 'transport': {
      const { operator, reference: ref } = item.details;
      return [operator, reference('Ref', ref)].filter(Boolean);
    }
    case 'note':
      return [];
  }
}

/** A night at a stay checked in on an earlier day, or the morning of leaving it. */
export function stayingText(staying: PlanStaying): string {
  return staying.checkOut
    ? `Check out of ${staying.name} by ${at(staying.checkOut)}`
    : `Staying at ${staying.name} · night ${staying.night} of ${staying.nights}`;
}

const cityNotes: Partial<Record<CitySource, string>> = { carried: 'still', trip: 'planned' };

/** Beside a day's city when it is a guess rather than a booking: "still" (carried on), "planned" (the trip's outline). */
export function dayCityNote(day: Pick<PlanDay, 'citySource'>): string | undefined {
  return cityNotes[day.citySource];
}

/** A trip's dates as its plan's heading reads them: "Sat 12 Jun – Tue 15 Jun 2027". */
export function tripDatesText(trip: { start_date: string; end_date: string }): string {
  return `${dateLabel(trip.start_date)} – ${dateLabel(trip.end_date)} ${trip.end_date.slice(0, 4)}`;
}
