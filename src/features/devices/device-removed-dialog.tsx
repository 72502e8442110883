// What a removed device shows the moment the server says so: the changes it never sent, to keep as
// a file, and then clearing this device (its data and identity) so it starts afresh.
import { useEffect, useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Modal } from '../../ui/modal';
import { Button } from '../../ui/button';
import { toast } from '../../lib/toast';
import { downloadFile } from '../../lib/download-file';
import { deviceRemovedEvent, wasDeviceRemoved } from '../../lib/app-events';
import { clearThisDevice, unsentChangesFile, useUnsentChanges } from './data';
import { useMessages } from '../../lib/i18n';
import { failureToastOptions } from '../../lib/saved-note';
import { devicesMessages } from './messages';

export default function DeviceRemovedDialog() {
  const [isOpen, setOpen] = useState(wasDeviceRemoved);
  useEffect(() => {
    const open = () => setOpen(true);
    window.addEventListener(deviceRemovedEvent, open);
    return () => window.removeEventListener(deviceRemovedEvent, open);
  }, []);
  return isOpen ? <RemovedDialog onClose={() => setOpen(false)} /> : null;
}

function RemovedDialog({ onClose }: { onClose: () => void }) {
  const unsent = useUnsentChanges();
  const t = useMessages(devicesMessages);
  const [isClearing, setClearing] = useState(false);
  const [downloaded, setDownloaded] = useState(false);

  const download = () => {
    if (!unsent) return;
    downloadFile(`astra-unsent-changes-${new Date().toISOString().slice(0, 10)}.json`, unsentChangesFile(unsent), 'application/json');
    setDownloaded(true);
  };
  const clear = async () => {
    setClearing(true);
    try {
      await clearThisDevice();
      window.location.assign('/');
    } catch (error) {
      setClearing(false);
      toast.error(t.removedClearFailed, failureToastOptions(error));
    }
  };

  return (
    <Modal title={t.removedTitle} role="alertdialog" description={t.removedDescription} onClose={onClose}>
      {unsent === undefined ? null : unsent.length > 0 ? (
        <div className="rounded-xl bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
          <p className="font-medium">{t.removedUnsent(unsent.length)}</p>
          <p className="mt-1 text-sm">{t.removedDownloadText}</p>
          <Button variant="secondary" className="mt-3" onClick={download}>
            <Download aria-hidden="true" className="size-4" />
            {downloaded ? t.removedDownloadAgain : t.removedDownload}
          </Button>
        </div>
      ) : (
        <p>{t.removedAllSent}</p>
      )}
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t.removedClearText}</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t.removedNotNow}
        </Button>
        <Button variant="danger" disabled={isClearing} onClick={() => void clear()}>
          <Trash2 aria-hidden="true" className="size-4" />
          {isClearing ? t.removedClearing : t.removedClear}
        </Button>
      </div>
    </Modal>
  );
}
