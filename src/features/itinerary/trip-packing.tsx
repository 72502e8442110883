import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Backpack, RefreshCw, Sparkles } from 'lucide-react';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { toast } from '../../lib/toast';
import { failureToastOptions, savedToastOptions } from '../../lib/saved-note';
import type { ItineraryItemWithId } from '../../domain/itinerary-rules';
import type { KnownTripCity } from '../../domain/trip-cities';
import type { TripRow } from './data';
import { makeTripPackingList, useTripPackingList } from './trip-tools-data';
import { fillIn, useMessages } from '../../lib/i18n';
import { daysText, usePlanWords } from '../../lib/plan-words/plan-words';
import { itineraryMessages } from './messages';

/** Makes the trip's packing list from its plan (or makes it again), then takes the traveller to it. */
export function TripPacking({
  trip,
  items,
  knownCities,
  canEdit = true,
}: {
  trip: TripRow;
  items: readonly ItineraryItemWithId[];
  knownCities: readonly KnownTripCity[];
  /** False for a viewer of a shared trip: its packing list belongs to the trip, which they only read. */
  canEdit?: boolean;
}) {
  const headingId = useId();
  const t = useMessages(itineraryMessages);
  const words = usePlanWords();
  const list = useTripPackingList(trip.id);
  const [isMaking, setMaking] = useState(false);
  const navigate = useNavigate();

  const make = async () => {
    if (isMaking) return;
    setMaking(true);
    try {
      const { list: made, isNew } = await makeTripPackingList(trip, items, knownCities);
      const saved = savedToastOptions();
      toast.success(isNew ? t.packingReady({ destination: made.destination }) : t.packingUpdated({ destination: made.destination }), {
        description: [
          t.packingSummary({ days: daysText(words, made.duration_days) })(made.items.length),
          isNew ? '' : t.packingKept,
          saved?.description ?? '',
        ]
          .filter(Boolean)
          .join(' '),
      });
      void navigate('/packing-list');
    } catch (error) {
      toast.error(t.packingFailed, failureToastOptions(error));
      setMaking(false);
    }
  };

  const checked = list ? list.items.filter((item) => item.checked).length : 0;

  return (
    <section aria-labelledby={headingId} className="print:hidden">
      <Card className="flex h-full flex-col">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Backpack aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
          {t.packingHeading}
        </h2>
        {list ? (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {fillIn(t.packingHave({ destination: '{destination}', checked, total: list.items.length }), {
              destination: <span className="font-semibold">{list.destination}</span>,
            })}
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t.packingNone}</p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          {list ? (
            <>
              <Link to="/packing-list" className={buttonClass('primary')}>
                <Backpack aria-hidden="true" className="size-4" />
                {t.packingOpen}
              </Link>
              {canEdit ? (
                <Button variant="secondary" onClick={() => void make()} disabled={isMaking}>
                  <RefreshCw aria-hidden="true" className="size-4" />
                  {isMaking ? t.packingPacking : t.packingAgain}
                </Button>
              ) : null}
            </>
          ) : !canEdit ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t.packingViewer}</p>
          ) : (
            <Button onClick={() => void make()} disabled={isMaking || list === undefined}>
              <Sparkles aria-hidden="true" className="size-4" />
              {isMaking ? t.packingPacking : t.packingMake}
            </Button>
          )}
        </div>
      </Card>
    </section>
  );
}
