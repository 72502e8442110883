// Starts the sync engine after the first paint, so Dexie and the engine stay out of Home's first load.
import { toast } from '../lib/toast';
import type { StorageNotice } from '../db/sync';

function notifyStorage(notice: StorageNotice) {
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
    case 'upgraded-elsewhere':
      toast('Astra was updated in another tab. Reload to keep going.', {
        id: 'storage',
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Reload', onClick: () => window.location.reload() },
      });
      break;
  }
}

export function startSyncSoon(): void {
  const start = () => {
    void import('../db/sync').then(({ startSync }) => startSync(notifyStorage));
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1500 });
  else setTimeout(start, 200);
}
