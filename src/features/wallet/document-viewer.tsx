import { useEffect, useRef, useState } from 'react';
import { ExternalLink, Minus, Plus, X } from 'lucide-react';
import { Button } from '../../ui/button';
import { isOnline } from '../../lib/connectivity';
import { fetchDocumentFile, type WalletDocument } from './data';
import { useBlobUrl } from './blob-url';
import { useMessages } from '../../lib/i18n';
import { walletMessages } from './messages';

const zoomSteps = [1, 1.5, 2, 3, 4];

/**
 * A document full screen, from the bytes on this device: a photo with zoom, a PDF in the browser's
 * viewer, a boarding pass on plain white so a gate scanner reads it. A file only on the server is
 * fetched first when online.
 */
export function DocumentViewer({ document: shown, onClose }: { document: WalletDocument; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const t = useMessages(walletMessages);
  const [fetched, setFetched] = useState<Blob>();
  const [wasOnline] = useState(isOnline);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(0);
  const blob = shown.file?.blob ?? fetched;
  const imageRef = useBlobUrl<HTMLImageElement>(blob, 'src');
  const frameRef = useBlobUrl<HTMLIFrameElement>(blob, 'src');
  const linkRef = useBlobUrl<HTMLAnchorElement>(blob, 'href');
  const problem = blob ? undefined : !wasOnline ? t.viewerNotHere : failed ? t.viewerFetchFailed : undefined;
  const isBoardingPass = shown.kind === 'boarding_pass' || shown.kind === 'ticket';
  const isPdf = shown.file_type === 'application/pdf';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  useEffect(() => {
    if (shown.file || !wasOnline) return;
    let current = true;
    fetchDocumentFile(shown.file_hash).then(
      (row) => current && setFetched(row.blob),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [shown.file, shown.file_hash, wasOnline]);

  const plain = isBoardingPass && !isPdf;
  return (
    <dialog
      ref={dialogRef}
      aria-label={shown.title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-0 h-dvh max-h-none w-screen max-w-none p-0 ${plain ? 'bg-white text-slate-900' : 'bg-slate-950 text-white'} backdrop:bg-slate-950`}
    >
      <div className="flex h-full flex-col">
        <div className={`flex items-center gap-2 px-3 py-2 ${plain ? 'border-b border-slate-200' : 'bg-slate-900'}`}>
          <h2 className="min-w-0 flex-1 truncate text-base font-semibold">{shown.title}</h2>
          {!isPdf && blob ? (
            <>
              <Button
                variant="ghost"
                aria-label={t.viewerZoomOut}
                disabled={zoom === 0}
                onClick={() => setZoom((step) => Math.max(0, step - 1))}
                className={`px-2 ${plain ? '' : 'text-white hover:bg-slate-800'}`}
              >
                <Minus aria-hidden="true" className="size-5" />
              </Button>
              <span className="w-11 text-center text-xs tabular-nums" aria-live="polite">
                {Math.round(zoomSteps[zoom]! * 100)}%
              </span>
              <Button
                variant="ghost"
                aria-label={t.viewerZoomIn}
                disabled={zoom === zoomSteps.length - 1}
                onClick={() => setZoom((step) => Math.min(zoomSteps.length - 1, step + 1))}
                className={`px-2 ${plain ? '' : 'text-white hover:bg-slate-800'}`}
              >
                <Plus aria-hidden="true" className="size-5" />
              </Button>
            </>
          ) : null}
          {isPdf && blob ? (
            <a
              ref={linkRef}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold underline"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t.viewerNewTab}
            </a>
          ) : null}
          <button
            type="button"
            onClick={onClose}
            aria-label={t.viewerClose}
            className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${plain ? 'hover:bg-slate-100' : 'hover:bg-slate-800'}`}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-auto">
          {problem ? (
            <p role="alert" className="m-6 text-center">
              {problem}
            </p>
          ) : !blob ? (
            <p role="status" className="m-6 text-center">
              {t.viewerOpening}
            </p>
          ) : isPdf ? (
            <iframe ref={frameRef} title={shown.title} className="size-full border-0 bg-white" />
          ) : (
            <div className={`flex min-h-full items-center justify-center ${plain ? 'p-4' : 'p-2'}`}>
              <img
                ref={imageRef}
                alt={shown.title}
                style={zoom === 0 ? undefined : { width: `${zoomSteps[zoom]! * 100}%`, maxWidth: 'none' }}
                className={zoom === 0 ? 'max-h-[calc(100dvh-5rem)] max-w-full object-contain' : 'h-auto'}
              />
            </div>
          )}
        </div>
      </div>
    </dialog>
  );
}
