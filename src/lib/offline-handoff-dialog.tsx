// Shown when a partner is asked for while the device is offline: booking needs a connection.
import { useEffect, useRef } from 'react';
import { WifiOff } from 'lucide-react';
import { Button } from '../ui/button';
import { useMessages } from './i18n';
import { libMessages } from './messages';

export default function OfflineHandoffDialog({ partnerName, onCancel }: { partnerName: string; onCancel: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const t = useMessages(libMessages);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="offline-handoff-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(92vw,26rem)] rounded-2xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <WifiOff aria-hidden="true" className="size-8 text-amber-600" />
      <h2 id="offline-handoff-title" className="mt-3 text-lg font-semibold">
        {t.bookingNeedsConnection}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t.willOpenWhenOnline({ name: partnerName })}</p>
      <div className="mt-5 flex justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </dialog>
  );
}
