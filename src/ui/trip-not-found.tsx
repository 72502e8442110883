// What a trip's screens (plan, wallet, expenses) show when the trip in the address is not on this
// device (deleted, or made on another device that has not synced yet), and while they look for it.
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { buttonClass } from './button';
import { Card } from './card';
import { LoadingNote } from './loading-note';
import { ToolScreen } from './tool-screen';
import { useMessages } from '../lib/i18n';
import { useIsOnDevice } from '../lib/on-device';
import { uiMessages } from './messages';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

export function TripNotFound({ icon: Icon }: { icon?: Icon }) {
  const t = useMessages(uiMessages);
  return (
    <ToolScreen title={t.tripNotFound}>
      <Card className="flex flex-col items-center gap-3 py-10 text-center">
        {Icon ? <Icon aria-hidden="true" className="size-10 text-brand-600" /> : null}
        <h2 className="text-lg font-semibold">{t.tripNotHere}</h2>
        <p className="max-w-sm text-slate-600 dark:text-slate-400">{t.tripNotHereText}</p>
        <Link to="/trips" className={buttonClass('primary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.backToTrips}
        </Link>
      </Card>
    </ToolScreen>
  );
}

/**
 * Whether the trip's frame found this trip missing from the device before the app took the frame over
 * (public/trip-frame.js marks <html> so; on a first visit the device holds no data at all). Read by
 * the screen the app first renders over the frame; src/app/start-app.tsx then clears the mark, so a screen
 * opened later asks the database as usual.
 */
function frameFoundTripMissing(tripId: string): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.tripMissing === tripId;
}

/**
 * A trip's screen while it reads the trip from the device: the screen's title and "Loading…". Its
 * prerendered frame (src/domain/trip-frames.ts) also holds the "not on this device" card, which the
 * stylesheet shows in place of "Loading…" once public/trip-frame.js has found the trip missing: with
 * the page's first paint rather than once the app's JavaScript and database have arrived (decision
 * 009). The app's first render over that frame keeps the card.
 */
export function TripLoading({ tripId, title, loading, icon }: { tripId: string; title: string; loading: string; icon: Icon }) {
  const onDevice = useIsOnDevice();
  const [missing] = useState(() => onDevice && frameFoundTripMissing(tripId));
  if (missing) return <TripNotFound icon={icon} />;
  const screen = (
    <ToolScreen title={title}>
      <LoadingNote>{loading}</LoadingNote>
    </ToolScreen>
  );
  if (onDevice) return screen;
  return (
    <>
      <div data-trip-frame="loading">{screen}</div>
      <div data-trip-frame="missing">
        <TripNotFound icon={icon} />
      </div>
    </>
  );
}
