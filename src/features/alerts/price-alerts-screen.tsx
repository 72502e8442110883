import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ArrowRight, Bell, BellRing, CloudOff, Hotel, Pause, Plane, Play, Plus, Trash2, TrendingDown } from 'lucide-react';
import { ToolScreen } from '../../ui/tool-screen';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { toast } from '../../lib/toast';
import { failureToastOptions, savedToastOptions } from '../../lib/saved-note';
import { formatMoney } from '../../lib/format-money';
import type { PriceAlertFields } from '../../domain/price-alerts';
import { AlertForm } from './alert-form';
import { createPriceAlert, deletePriceAlert, setPriceAlertActive, usePriceAlerts, type PriceAlertRow } from './data';

export default function PriceAlertsScreen() {
  const query = usePriceAlerts();
  // /price-alerts?new=flight&from=LHR&to=SIN (a flight of a trip's plan) opens the New Alert form with that route.
  const [searchParams] = useSearchParams();
  const [prefill] = useState(() =>
    searchParams.get('new') === 'flight'
      ? { origin: searchParams.get('from') ?? '', destination: searchParams.get('to') ?? '' }
      : undefined,
  );
  const [isFormOpen, setFormOpen] = useState(prefill !== undefined);

  useEffect(() => {
    if (query?.error) toast.error('Failed to load price alerts', { id: 'alerts-load', description: query.error.message });
  }, [query?.error]);

  const create = async (fields: PriceAlertFields): Promise<boolean> => {
    try {
      await createPriceAlert(fields);
      toast.success('Price alert created successfully!', savedToastOptions());
      setFormOpen(false);
      return true;
    } catch (error) {
      toast.error('Failed to create price alert', failureToastOptions(error));
      return false;
    }
  };

  const remove = async (alert: PriceAlertRow) => {
    try {
      await deletePriceAlert(alert);
      toast.success('Alert deleted');
    } catch (error) {
      toast.error('Failed to delete alert', failureToastOptions(error));
    }
  };

  const toggle = async (alert: PriceAlertRow) => {
    try {
      await setPriceAlertActive(alert, !alert.is_active);
      toast.success(alert.is_active ? 'Alert paused' : 'Alert resumed');
    } catch (error) {
      toast.error('Failed to update alert', failureToastOptions(error));
    }
  };

  const alerts = query?.alerts;

  return (
    <ToolScreen
      title="Price Alerts"
      subtitle="Watch a fare or a hotel and hear about it when the price drops."
      actions={
        <Button onClick={() => setFormOpen((open) => !open)} aria-expanded={isFormOpen} variant={isFormOpen ? 'secondary' : 'primary'}>
          <Plus aria-hidden="true" className="size-4" />
          New Alert
        </Button>
      }
    >
      {isFormOpen ? <AlertForm initial={prefill} onCancel={() => setFormOpen(false)} onCreate={create} /> : null}
      {alerts && alerts.length > 0 ? <NotificationOffer /> : null}
      {!query ? (
        <p role="status" className="text-slate-600 dark:text-slate-400">
          Loading your alerts…
        </p>
      ) : alerts && alerts.length === 0 ? (
        isFormOpen ? null : (
          <Card className="flex flex-col items-center gap-3 py-10 text-center">
            <BellRing aria-hidden="true" className="size-10 text-brand-600" />
            <h2 className="text-lg font-semibold">No price alerts yet</h2>
            <p className="max-w-sm text-slate-600 dark:text-slate-400">
              Set a target price for a route or a hotel stay; we'll tell you when it drops.
            </p>
            <Button onClick={() => setFormOpen(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Create an alert
            </Button>
          </Card>
        )
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Your price alerts">
          {alerts?.map((alert) => (
            <li key={alert.id}>
              <AlertCard
                alert={alert}
                isPending={query.pendingIds.has(alert.id)}
                onDelete={() => void remove(alert)}
                onToggle={() => void toggle(alert)}
              />
            </li>
          ))}
        </ul>
      )}
    </ToolScreen>
  );
}

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

function since(iso: string): string {
  const minutes = Math.round((Date.parse(iso) - Date.now()) / 60_000);
  if (minutes > -1) return 'just now';
  if (minutes > -60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours > -24) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

function WatchLine({ alert, isPending }: { alert: PriceAlertRow; isPending: boolean }) {
  const currency = alert.currency ?? 'usd';
  if (!alert.is_active)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Paused: prices aren't checked until you resume it.</p>;
  if (isPending && !alert.watch_status) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">Waiting to sync. Watching starts once the server has this alert.</p>;
  }
  if (alert.watch_status === 'watching' && alert.last_checked_at && alert.last_price != null) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Now <span className="font-semibold">{formatMoney(alert.last_price, currency)}</span>
        {alert.lowest_price != null ? ` · lowest ${formatMoney(alert.lowest_price, currency)}` : ''} · checked{' '}
        {since(alert.last_checked_at)}
      </p>
    );
  }
  if (alert.watch_note) return <p className="text-sm text-slate-600 dark:text-slate-400">{alert.watch_note}</p>;
  return <p className="text-sm text-slate-600 dark:text-slate-400">Saved. Waiting for the first price check.</p>;
}

function AlertCard({
  alert,
  isPending,
  onDelete,
  onToggle,
}: {
  alert: PriceAlertRow;
  isPending: boolean;
  onDelete: () => void;
  onToggle: () => void;
}) {
  const Icon = alert.alert_type === 'hotel' ? Hotel : Plane;
  const currency = alert.currency ?? 'usd';
  const routeName = `${alert.origin} to ${alert.destination}`;
  return (
    <Card className={`flex h-full flex-col gap-3 ${alert.last_fired_at ? 'border-emerald-400 dark:border-emerald-700' : ''}`}>
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-200">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <h2 className="flex min-w-0 flex-wrap items-center gap-1 break-words text-lg font-semibold">
            <span>{alert.origin}</span>
            <ArrowRight aria-label="to" className="size-4 shrink-0 text-slate-500" />
            <span>{alert.destination}</span>
          </h2>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {isPending ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              <CloudOff aria-hidden="true" className="size-3" />
              Not synced yet
            </span>
          ) : null}
          {!alert.is_active ? (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
              Paused
            </span>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {alert.alert_type === 'hotel' ? 'Hotel' : 'Flight'} · target{' '}
        <span className="font-semibold">{formatMoney(alert.target_price, currency)}</span> · or a {alert.threshold_percent} % drop
      </p>
      {alert.last_fired_at && alert.fired_price != null ? (
        <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          <TrendingDown aria-hidden="true" className="size-4" />
          Price dropped to {formatMoney(alert.fired_price, currency)}
        </p>
      ) : null}
      <WatchLine alert={alert} isPending={isPending} />
      <div className="mt-auto flex gap-2 pt-1">
        <Button variant="secondary" onClick={onToggle} aria-label={`${alert.is_active ? 'Pause' : 'Resume'} alert ${routeName}`}>
          {alert.is_active ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          {alert.is_active ? 'Pause' : 'Resume'}
        </Button>
        <Button variant="ghost" onClick={onDelete} aria-label={`Delete alert ${routeName}`} className="text-red-700 dark:text-red-300">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </Card>
  );
}

/** Asks, on the traveller's tap, to show system notifications when a watched price drops. */
function NotificationOffer() {
  const [permission, setPermission] = useState(() => ('Notification' in window ? Notification.permission : 'unsupported'));
  if (permission !== 'default') return null;
  return (
    <Card className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Bell aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-300" />
        Get a notification on this device when a watched price drops.
      </p>
      <Button variant="secondary" onClick={() => void Notification.requestPermission().then(setPermission)}>
        Turn on notifications
      </Button>
    </Card>
  );
}
