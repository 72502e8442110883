import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { toast } from '../lib/toast';
import { shellMessages } from './messages';

/** Registers the service worker and offers a waiting update with a Reload toast; never reloads by force. */
export default function PwaRegister() {
  const {
    needRefresh: [needRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
  });

  useEffect(() => {
    if (!offlineReady) return;
    toast.info(shellMessages.get().offlineReady);
    setOfflineReady(false);
  }, [offlineReady, setOfflineReady]);

  useEffect(() => {
    if (!needRefresh) return;
    const t = shellMessages.get();
    toast(t.updateReady, {
      id: 'pwa-update',
      duration: Number.POSITIVE_INFINITY,
      action: { label: t.reload, onClick: () => void updateServiceWorker(true) },
    });
  }, [needRefresh, updateServiceWorker]);

  return null;
}
