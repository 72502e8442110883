// Starts the sync engine once the screen is usable and the browser is idle, so Dexie and the engine stay
// out of Home's first load and out of the first interaction; src/db/start-in-steps.ts starts it in
// short tasks.
import { toast } from '../lib/toast';
import type { AppNotice, FiredAlert } from '../db/sync';
import { formatMoney } from '../lib/format-money';

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
  const title = `Price drop: ${alert.route}`;
  const body = `${alert.alertType === 'hotel' ? 'Hotel' : 'Flight'} now ${formatMoney(alert.price, alert.currency)}. Your target: ${formatMoney(alert.targetPrice, alert.currency)}.`;
  toast.success(title, {
    id: `alert-fired-${alert.id}`,
    description: body,
    duration: 10_000,
    action:
      window.location.pathname === '/price-alerts' ? undefined : { label: 'View', onClick: () => window.location.assign('/price-alerts') },
  });
  void showSystemNotification(title, body);
}

function notifyStorage(notice: AppNotice) {
  switch (notice.kind) {
    case 'lost':
      toast.warning("Lost the connection to this device's storage. Reconnecting…", { id: 'storage' });
      break;
    case 'reconnected':
      toast.success('Storage reconnected. Your data is safe.', { id: 'storage' });
      break;
    case 'failed':
      toast.error("Astra can't reach this device's storage. Reload the app to continue; nothing you saved is lost.", {
        id: 'storage',
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Reload', onClick: () => window.location.reload() },
      });
      break;
    case 'alert-fired':
      announceFiredAlert(notice.alert);
      break;
    case 'upgraded-elsewhere':
      toast('Astra was updated in another tab. Reload to keep going.', {
        id: 'storage',
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Reload', onClick: () => window.location.reload() },
      });
      break;
  }
}

let scheduled = false;

export function startSyncSoon(): void {
  if (scheduled) return;
  scheduled = true;
  const start = () => {
    void import('../db/start-in-steps').then(({ startSyncInSteps }) => startSyncInSteps(notifyStorage));
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1000 });
  else setTimeout(start, 200);
}
