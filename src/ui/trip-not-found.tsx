// What a trip's screens (plan, wallet, expenses) show when the trip in the address is not on this
// device: deleted, or made on another device that has not synced yet.
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { buttonClass } from './button';
import { Card } from './card';
import { ToolScreen } from './tool-screen';
import { useMessages } from '../lib/i18n';
import { uiMessages } from './messages';

export function TripNotFound({ icon: Icon }: { icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }> }) {
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
