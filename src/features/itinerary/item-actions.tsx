// One tap from an item of the plan: book what is not booked yet through the partner hand-off
// (docs/decisions/003), watch a flight's fare, or open the guide of the item's city.
import { Link } from 'react-router-dom';
import { BellPlus, BookOpen, ExternalLink } from 'lucide-react';
import { usePartnerHandoff } from '../../lib/partner-handoff';
import type { PartnerId, PartnerSearchParams } from '../../domain/partners';
import type { ItineraryItemWithId } from '../../domain/itinerary-rules';
import type { ItineraryPlace } from '../../domain/itinerary-schema';
import { useMessages } from '../../lib/i18n';
import { itineraryMessages } from './messages';

type Booking = { partner: PartnerId; params: PartnerSearchParams; label: string };

const dateOf = (local: string | undefined) => local?.slice(0, 10);

const placeParams = (place: ItineraryPlace | undefined): PartnerSearchParams =>
  place ? { city: place.name, ...(place.lat !== undefined && place.lon !== undefined ? { lat: place.lat, lon: place.lon } : {}) } : {};

/**
 * What the partner hand-off searches for an item without a confirmation: a stay's hotels in its city
 * for its nights, a flight's route on its date, tours of an activity in its city. Nothing for an
 * item already booked (a confirmation code, or an activity's own booking link) or of another kind.
 */
export function bookingOf(item: ItineraryItemWithId): Booking | undefined {
  const t = itineraryMessages.get();
  switch (item.kind) {
    case 'stay': {
      const { details } = item;
      if (details.confirmation) return undefined;
      return {
        partner: 'hotels',
        label: t.bookStay({ name: details.name }),
        params: {
          ...placeParams(details.place),
          departDate: dateOf(details.check_in_local),
          returnDate: dateOf(details.check_out_local),
        },
      };
    }
    case 'flight': {
      const { details } = item;
      if (details.confirmation) return undefined;
      return {
        partner: 'flights',
        label: t.bookFlight({ from: details.from.code, to: details.to.code }),
        params: { origin: details.from.code, destination: details.to.code, departDate: dateOf(details.depart_local) },
      };
    }
    case 'activity': {
      const { details } = item;
      if (details.booking_url) return undefined;
      return {
        partner: 'tours',
        label: t.bookActivity({ title: details.title }),
        params: { ...placeParams(details.place), query: details.title },
      };
    }
    default:
      return undefined;
  }
}

/** The city guide an item leads to: a stay's or an activity's city, when it is a city of the guides (its code is the guide's slug). */
export function guideCityOf(item: ItineraryItemWithId): { slug: string; name: string } | undefined {
  const place = item.kind === 'stay' ? item.details.place : item.kind === 'activity' ? item.details.place : undefined;
  return place?.code && /^[a-z0-9-]+$/.test(place.code) ? { slug: place.code, name: place.name } : undefined;
}

/** The Price Alerts screen's New Alert form, filled with a flight's route. */
export function priceAlertHref(item: ItineraryItemWithId): string | undefined {
  if (item.kind !== 'flight') return undefined;
  return `/price-alerts?${new URLSearchParams({ new: 'flight', from: item.details.from.code, to: item.details.to.code })}`;
}

const chip =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800 dark:border-slate-600 dark:text-slate-200 dark:hover:border-brand-400 dark:hover:text-brand-200';

export function ItemActions({ item }: { item: ItineraryItemWithId }) {
  const { openPartner } = usePartnerHandoff();
  const t = useMessages(itineraryMessages);
  const booking = bookingOf(item);
  const alertHref = priceAlertHref(item);
  const guide = guideCityOf(item);
  if (!booking && !alertHref && !guide) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-2 print:hidden">
      {booking ? (
        <button
          type="button"
          className={chip}
          aria-label={booking.label}
          onClick={() => openPartner(booking.partner, booking.params, `itinerary:${item.kind}`)}
        >
          <ExternalLink aria-hidden="true" className="size-3.5" />
          {t.bookButton}
        </button>
      ) : null}
      {alertHref ? (
        <Link to={alertHref} className={chip}>
          <BellPlus aria-hidden="true" className="size-3.5" />
          {t.bookPriceAlert}
        </Link>
      ) : null}
      {guide ? (
        <Link to={`/cities?city=${encodeURIComponent(guide.slug)}`} className={chip} aria-label={t.bookGuideLabel({ city: guide.name })}>
          <BookOpen aria-hidden="true" className="size-3.5" />
          {t.bookGuide}
        </Link>
      ) : null}
    </div>
  );
}
