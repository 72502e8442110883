import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ArrowRight, Bell, BellRing, CloudOff, Hotel, Pause, Plane, Play, Plus, Trash2, TrendingDown } from 'lucide-react';
import { ToolScreen } from '../../ui/tool-screen';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { toast } from '../../lib/toast';
import { failureToastOptions, savedToastOptions } from '../../lib/saved-note';
import { formatMoney } from '../../lib/format-money';
import { fillIn, intlLocale, useLanguage, useMessages } from '../../lib/i18n';
import { alertsMessages } from './messages';
import type { PriceAlertFields } from '../../domain/price-alerts';
import { AlertForm } from './alert-form';
import { createPriceAlert, deletePriceAlert, setPriceAlertActive, usePriceAlerts, type PriceAlertRow } from './data';
import { LoadingNote } from '../../ui/loading-note';
import { EmptyStateCard } from '../../ui/empty-state-card';
import { relativeTimeFormat } from '../../domain/intl-formats';

export default function PriceAlertsScreen() {
  const t = useMessages(alertsMessages);
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
    if (query?.error) toast.error(alertsMessages.get().loadFailed, { id: 'alerts-load', description: query.error.message });
  }, [query?.error]);

  const create = async (fields: PriceAlertFields): Promise<boolean> => {
    try {
      await createPriceAlert(fields);
      toast.success(t.created, savedToastOptions());
      setFormOpen(false);
      return true;
    } catch (error) {
      toast.error(t.createFailed, failureToastOptions(error));
      return false;
    }
  };

  const remove = async (alert: PriceAlertRow) => {
    try {
      await deletePriceAlert(alert);
      toast.success(t.deleted);
    } catch (error) {
      toast.error(t.deleteFailed, failureToastOptions(error));
    }
  };

  const toggle = async (alert: PriceAlertRow) => {
    try {
      await setPriceAlertActive(alert, !alert.is_active);
      toast.success(alert.is_active ? t.paused : t.resumed);
    } catch (error) {
      toast.error(t.updateFailed, failureToastOptions(error));
    }
  };

  const alerts = query?.alerts;

  return (
    <ToolScreen
      title={t.title}
      subtitle={t.subtitle}
      actions={
        <Button onClick={() => setFormOpen((open) => !open)} aria-expanded={isFormOpen} variant={isFormOpen ? 'secondary' : 'primary'}>
          <Plus aria-hidden="true" className="size-4" />
          {t.newAlert}
        </Button>
      }
    >
      {isFormOpen ? <AlertForm initial={prefill} onCancel={() => setFormOpen(false)} onCreate={create} /> : null}
      {alerts && alerts.length > 0 ? <NotificationOffer /> : null}
      {!query ? (
        <LoadingNote>{t.loading}</LoadingNote>
      ) : alerts && alerts.length === 0 ? (
        isFormOpen ? null : (
          <EmptyStateCard>
            <BellRing aria-hidden="true" className="size-10 text-brand-600" />
            <h2 className="text-lg font-semibold">{t.noneYet}</h2>
            <p className="max-w-sm text-slate-600 dark:text-slate-400">{t.noneYetText}</p>
            <Button onClick={() => setFormOpen(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t.createAnAlert}
            </Button>
          </EmptyStateCard>
        )
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t.yourAlerts}>
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

function since(iso: string, t: ReturnType<typeof alertsMessages.get>): string {
  const relative = relativeTimeFormat(intlLocale(), { numeric: 'auto' });
  const minutes = Math.round((Date.parse(iso) - Date.now()) / 60_000);
  if (minutes > -1) return t.justNow;
  if (minutes > -60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours > -24) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

function WatchLine({ alert, isPending }: { alert: PriceAlertRow; isPending: boolean }) {
  const t = useMessages(alertsMessages);
  useLanguage();
  const currency = alert.currency ?? 'usd';
  if (!alert.is_active) return <p className="text-sm text-slate-600 dark:text-slate-400">{t.pausedLine}</p>;
  if (isPending && !alert.watch_status) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t.waitingToSync}</p>;
  }
  if (alert.watch_status === 'watching' && alert.last_checked_at && alert.last_price != null) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {fillIn(t.nowPrice({ price: '{price}' }), {
          price: <span className="font-semibold">{formatMoney(alert.last_price, currency)}</span>,
        })}
        {alert.lowest_price != null ? t.lowest({ price: formatMoney(alert.lowest_price, currency) }) : ''}
        {t.checked({ when: since(alert.last_checked_at, t) })}
      </p>
    );
  }
  if (alert.watch_note) return <p className="text-sm text-slate-600 dark:text-slate-400">{alert.watch_note}</p>;
  return <p className="text-sm text-slate-600 dark:text-slate-400">{t.waitingFirstCheck}</p>;
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
  const t = useMessages(alertsMessages);
  const routeName = t.routeName({ from: alert.origin, to: alert.destination });
  return (
    <Card className={`flex h-full flex-col gap-3 ${alert.last_fired_at ? 'border-emerald-400 dark:border-emerald-700' : ''}`}>
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-200">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <h2 className="flex min-w-0 flex-wrap items-center gap-1 break-words text-lg font-semibold">
            <span>{alert.origin}</span>
            <ArrowRight aria-label={t.to} className="size-4 shrink-0 text-slate-500" />
            <span>{alert.destination}</span>
          </h2>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {isPending ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              <CloudOff aria-hidden="true" className="size-3" />
              {t.notSynced}
            </span>
          ) : null}
          {!alert.is_active ? (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
              {t.pausedBadge}
            </span>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {alert.alert_type === 'hotel' ? t.hotel : t.flight}
        {fillIn(t.targetLine({ price: '{price}', percent: alert.threshold_percent }), {
          price: <span className="font-semibold">{formatMoney(alert.target_price, currency)}</span>,
        })}
      </p>
      {alert.last_fired_at && alert.fired_price != null ? (
        <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          <TrendingDown aria-hidden="true" className="size-4" />
          {t.dropped({ price: formatMoney(alert.fired_price, currency) })}
        </p>
      ) : null}
      <WatchLine alert={alert} isPending={isPending} />
      <div className="mt-auto flex gap-2 pt-1">
        <Button
          variant="secondary"
          onClick={onToggle}
          aria-label={alert.is_active ? t.pauseAlert({ route: routeName }) : t.resumeAlert({ route: routeName })}
        >
          {alert.is_active ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          {alert.is_active ? t.pause : t.resume}
        </Button>
        <Button
          variant="ghost"
          onClick={onDelete}
          aria-label={t.deleteAlert({ route: routeName })}
          className="text-red-700 dark:text-red-300"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t.delete}
        </Button>
      </div>
    </Card>
  );
}

/** Asks, on the traveller's tap, to show system notifications when a watched price drops. */
function NotificationOffer() {
  const t = useMessages(alertsMessages);
  const [permission, setPermission] = useState(() => ('Notification' in window ? Notification.permission : 'unsupported'));
  if (permission !== 'default') return null;
  return (
    <Card className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Bell aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-300" />
        {t.notifyOffer}
      </p>
      <Button variant="secondary" onClick={() => void Notification.requestPermission().then(setPermission)}>
        {t.turnOnNotifications}
      </Button>
    </Card>
  );
}
