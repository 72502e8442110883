// What the sync engine tells the traveller: storage trouble and fired price alerts, as toasts in the
// app's language. Loaded with the engine (src/app/start-sync.ts), after the first paint.
import { toast } from '../lib/toast';
import type { AppNotice, FiredAlert } from '../db/sync';
import { formatMoney } from '../lib/format-money';
import { shellMessages } from './messages';

async function showSystemNotification(title: string, body: string): Promise<void> {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) await registration.showNotification(title, { body, tag: title, icon: '/icons/icon-192.png' });
    else new Notification(title, { body, tag: title });
  } catch {
    // A notification is a courtesy on top of the toast; failing to show one loses nothing.
  }
}

function announceFiredAlert(alert: FiredAlert) {
  const t = shellMessages.get();
  const title = t.priceDrop({ route: alert.route });
  const prices = { price: formatMoney(alert.price, alert.currency), target: formatMoney(alert.targetPrice, alert.currency) };
  const body = alert.alertType === 'hotel' ? t.hotelNow(prices) : t.flightNow(prices);
  toast.success(title, {
    id: `alert-fired-${alert.id}`,
    description: body,
    duration: 10_000,
    action:
      window.location.pathname === '/price-alerts' ? undefined : { label: t.view, onClick: () => window.location.assign('/price-alerts') },
  });
  void showSystemNotification(title, body);
}

export function notifyStorage(notice: AppNotice) {
  const t = shellMessages.get();
  switch (notice.kind) {
    case 'lost':
      toast.warning(t.storageLost, { id: 'storage' });
      break;
    case 'reconnected':
      toast.success(t.storageBack, { id: 'storage' });
      break;
    case 'failed':
      toast.error(t.storageFailed, {
        id: 'storage',
        duration: Number.POSITIVE_INFINITY,
        action: { label: t.reload, onClick: () => window.location.reload() },
      });
      break;
    case 'alert-fired':
      announceFiredAlert(notice.alert);
      break;
    case 'upgraded-elsewhere':
      toast(t.updatedElsewhere, {
        id: 'storage',
        duration: Number.POSITIVE_INFINITY,
        action: { label: t.reload, onClick: () => window.location.reload() },
      });
      break;
  }
}
