// How an item of the day-by-day plan reads as text: its times ("21:40 BST → 18:05 UTC+8") and the
// short facts under its title. Shared by the itinerary screen (and so its printed page) and the
// trip's public page the server renders, so both say the same thing the same way. The words are
// English unless labels are given: the app passes its language's (src/lib/plan-words/plan-words.ts).
import type { CitySource, PlanDay, PlanEntry, PlanStaying, PlanTime, PlanTimes } from './itinerary-plan';
import { dateLabel } from './itinerary-rules';

/** The words a plan's text is made of, in one language. */
export type PlanLabels = {
  /** A day as a plan writes it: "Sat 12 Jun". */
  day: (date: string) => string;
  checkIn: (time: string) => string;
  /** Follows the check-in: " · check-out Tue 15 Jun, 11:00 CEST". */
  checkOut: (date: string, time: string) => string;
  terminal: (value: string) => string;
  seat: (value: string) => string;
  confirmation: (value: string) => string;
  reference: (value: string) => string;
  bookedOnline: string;
  checkOutOf: (name: string, time: string) => string;
  stayingAt: (name: string, night: number, nights: number) => string;
  still: string;
  planned: string;
};

export const englishPlanLabels: PlanLabels = {
  day: dateLabel,
  checkIn: (time) => `Check-in ${time}`,
  checkOut: (date, time) => ` · check-out ${date}, ${time}`,
  terminal: (value) => `Terminal ${value}`,
  seat: (value) => `Seat ${value}`,
  confirmation: (value) => `Confirmation ${value}`,
  reference: (value) => `Ref ${value}`,
  bookedOnline: 'Booked online',
  checkOutOf: (name, time) => `Check out of ${name} by ${time}`,
  stayingAt: (name, night, nights) => `Staying at ${name} · night ${night} of ${nights}`,
  still: 'still',
  planned: 'planned',
};

const at = (time: PlanTime) => `${time.time}${time.zoneLabel ? ` ${time.zoneLabel}` : ''}`;

/** "21:40 BST → 18:05 UTC+8", with the start's day shift when it is read on another day ("21:40 BST (+1)"). */
export function timeText(times: PlanTimes, startDaysLabel: string): string | undefined {
  const { start, end } = times;
  if (!start) return undefined;
  const first = `${at(start)}${startDaysLabel ? ` (${startDaysLabel})` : ''}`;
  return end ? `${first} → ${at(end)}` : first;
}

/** A stay reads as check-in and check-out (its nights beside), not as a trip that lands days later. */
export function stayText(times: PlanTimes, labels: PlanLabels = englishPlanLabels): string | undefined {
  const { start, end } = times;
  if (!start) return undefined;
  return `${labels.checkIn(at(start))}${end ? labels.checkOut(labels.day(end.date), at(end)) : ''}`;
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
export function itemFacts(
  { item }: Pick<PlanEntry, 'item'>,
  { references = true, labels = englishPlanLabels }: { references?: boolean; labels?: PlanLabels } = {},
): string[] {
  const reference = (label: (value: string) => string, value: string) => (references && value ? label(value) : '');
  switch (item.kind) {
    case 'flight': {
      const { airline, terminal, seat, confirmation, from, to } = item.details;
      return [
        `${from.name} → ${to.name}`,
        airline,
        terminal ? labels.terminal(terminal) : '',
        seat ? labels.seat(seat) : '',
        reference(labels.confirmation, confirmation),
      ].filter(Boolean);
    }
    case 'stay': {
      const { address, place, confirmation, phone } = item.details;
      return [address || place.name, reference(labels.confirmation, confirmation), phone].filter(Boolean);
    }
    case 'activity':
      return [item.details.place?.name ?? '', item.details.booking_url ? labels.bookedOnline : ''].filter(Boolean);
    case 'transport': {
      const { operator, reference: ref } = item.details;
      return [operator, reference(labels.reference, ref)].filter(Boolean);
    }
    case 'note':
      return [];
  }
}

/** A night at a stay checked in on an earlier day, or the morning of leaving it. */
export function stayingText(staying: PlanStaying, labels: PlanLabels = englishPlanLabels): string {
  return staying.checkOut
    ? labels.checkOutOf(staying.name, at(staying.checkOut))
    : labels.stayingAt(staying.name, staying.night ?? 1, staying.nights);
}

const cityNotes: Partial<Record<CitySource, 'still' | 'planned'>> = { carried: 'still', trip: 'planned' };

/** Beside a day's city when it is a guess rather than a booking: "still" (carried on), "planned" (the trip's outline). */
export function dayCityNote(day: Pick<PlanDay, 'citySource'>, labels: PlanLabels = englishPlanLabels): string | undefined {
  const note = cityNotes[day.citySource];
  return note ? labels[note] : undefined;
}

/** A trip's dates as its plan's heading reads them: "Sat 12 Jun – Tue 15 Jun 2027". */
export function tripDatesText(trip: { start_date: string; end_date: string }): string {
  return `${dateLabel(trip.start_date)} – ${dateLabel(trip.end_date)} ${trip.end_date.slice(0, 4)}`;
}
