// A trip's wallet (/trips/:tripId/wallet): its boarding passes, tickets, bookings, passports, visas
// and insurance papers, by kind, each opening from this device with no connection.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, CloudOff, CloudUpload, FileText, Lock, Plus, Trash2, Wallet } from 'lucide-react';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { ToolScreen } from '../../ui/tool-screen';
import { TripLoading, TripNotFound } from '../../ui/trip-not-found';
import { toast } from '../../lib/toast';
import { failureToastOptions } from '../../lib/saved-note';
import { documentKinds } from '../../domain/document-schema';
import { useMessages } from '../../lib/i18n';
import { itemTitle, usePlanWords } from '../../lib/plan-words/plan-words';
import { walletMessages } from './messages';
import { kindText, refusalText, sizeText } from './words';
import { deleteDocument, removeOfflineCopy, useWallet, type ItineraryItemRow, type WalletDocument } from './data';
import { AddDocumentDialog } from './add-document-dialog';
import { DocumentViewer } from './document-viewer';
import { useBlobUrl } from './blob-url';
import { EmptyStateCard } from '../../ui/empty-state-card';

function Thumbnail({ document: shown }: { document: WalletDocument }) {
  const isImage = shown.file_type !== 'application/pdf';
  const imageRef = useBlobUrl<HTMLImageElement>(isImage ? shown.file?.blob : undefined, 'src');
  return (
    <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800">
      {shown.file && isImage ? (
        <img ref={imageRef} alt="" className="size-full object-cover" />
      ) : shown.file ? (
        <FileText aria-hidden="true" className="size-7 text-brand-700 dark:text-brand-300" />
      ) : (
        <CloudOff aria-hidden="true" className="size-7 text-slate-500" />
      )}
    </div>
  );
}

function FileState({ document: shown }: { document: WalletDocument }) {
  const { file } = shown;
  const t = useMessages(walletMessages);
  const { locale } = usePlanWords();
  if (file?.refused) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
        {t.cardRefused({ message: refusalText(file.refused) })}
      </p>
    );
  }
  if (!file) return <p className="text-sm text-slate-600 dark:text-slate-400">{t.cardNotHere}</p>;
  if (file.uploaded === 0) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-amber-800 dark:text-amber-300">
        <CloudUpload aria-hidden="true" className="size-4" />
        {t.cardUploading}
      </p>
    );
  }
  return <p className="text-sm text-slate-600 dark:text-slate-400">{t.cardOffline({ size: sizeText(t, locale, file.size) })}</p>;
}

function DocumentCard({
  document: shown,
  itemName,
  canDelete,
  onOpen,
  onDelete,
}: {
  document: WalletDocument;
  itemName: string | undefined;
  canDelete: boolean;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const t = useMessages(walletMessages);
  const removeCopy = () =>
    removeOfflineCopy(shown.file_hash).then(
      () => toast.success(t.toastCopyRemoved, { description: t.toastCopyRemovedText }),
      (error: unknown) => toast.error(t.toastCopyRemoveFailed, failureToastOptions(error)),
    );
  return (
    <li>
      <Card className="flex h-full flex-col gap-3">
        <div className="flex gap-3">
          <button type="button" onClick={onOpen} className="shrink-0 rounded-xl" aria-label={t.cardOpenLabel({ title: shown.title })}>
            <Thumbnail document={shown} />
          </button>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3 className="min-w-0 truncate font-semibold">{shown.title}</h3>
              {shown.private ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  <Lock aria-hidden="true" className="size-3" />
                  {t.cardPrivate}
                </span>
              ) : null}
              {shown.isPending ? <span className="text-xs text-slate-600 dark:text-slate-400">{t.cardWaiting}</span> : null}
            </div>
            {itemName ? <p className="truncate text-sm text-slate-600 dark:text-slate-400">{itemName}</p> : null}
            <FileState document={shown} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <Button variant="secondary" className="min-h-10 px-4" onClick={onOpen}>
            {t.cardOpen}
          </Button>
          {shown.file?.uploaded === 1 ? (
            <Button variant="ghost" className="min-h-10 px-3" onClick={() => void removeCopy()}>
              {t.cardRemoveCopy}
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              variant="ghost"
              className="ml-auto min-h-10 px-3 text-red-700 dark:text-red-400"
              onClick={onDelete}
              aria-label={t.cardDeleteLabel({ title: shown.title })}
              title={t.cardDelete}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
        </div>
      </Card>
    </li>
  );
}

export default function WalletScreen() {
  const { tripId = '' } = useParams();
  const wallet = useWallet(tripId);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<WalletDocument>();
  const [deleting, setDeleting] = useState<WalletDocument>();
  const t = useMessages(walletMessages);
  const words = usePlanWords();

  useEffect(() => {
    if (wallet?.error) toast.error(walletMessages.get().toastLoadFailed, { id: 'wallet-load', description: wallet.error.message });
  }, [wallet?.error]);

  if (!wallet) {
    return <TripLoading tripId={tripId} title={t.title} loading={t.loading} icon={Wallet} />;
  }
  const { trip } = wallet;
  if (!trip) {
    return <TripNotFound icon={Wallet} />;
  }
  const canEdit = wallet.access?.canEdit ?? true;
  const itemsById = new Map<string, ItineraryItemRow>(wallet.items.map((item) => [item.id, item]));
  const groups = documentKinds
    .map((kind) => ({ kind, documents: wallet.documents.filter((document) => document.kind === kind) }))
    .filter((group) => group.documents.length > 0);

  const confirmDelete = (document: WalletDocument) => {
    setDeleting(undefined);
    deleteDocument(document).then(
      () => toast.success(t.toastDeleted({ title: document.title })),
      (error: unknown) => toast.error(t.toastDeleteFailed, failureToastOptions(error)),
    );
  };

  return (
    <ToolScreen
      title={t.title}
      subtitle={trip.title}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={`/trips/${trip.id}`} className={buttonClass('secondary')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.back}
          </Link>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t.add}
          </Button>
        </div>
      }
    >
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        {t.usage({ trip: sizeText(t, words.locale, wallet.tripBytes) })}
        {wallet.allBytes > wallet.tripBytes ? t.usageAll({ all: sizeText(t, words.locale, wallet.allBytes) }) : ''}
      </p>
      {groups.length === 0 ? (
        <EmptyStateCard>
          <Wallet aria-hidden="true" className="size-10 text-brand-600" />
          <h2 className="text-lg font-semibold">{t.emptyTitle}</h2>
          <p className="max-w-sm text-slate-600 dark:text-slate-400">{t.emptyText}</p>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t.add}
          </Button>
        </EmptyStateCard>
      ) : (
        <div className="flex flex-col gap-6">
          {groups.map(({ kind, documents }) => (
            <section key={kind} aria-labelledby={`wallet-${kind}`}>
              <h2 id={`wallet-${kind}`} className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
                {kindText(t, kind)}
              </h2>
              <ul className="grid gap-3 md:grid-cols-2">
                {documents.map((document) => {
                  const item = document.item_id ? itemsById.get(document.item_id) : undefined;
                  return (
                    <DocumentCard
                      key={document.id}
                      document={document}
                      itemName={item ? itemTitle(words, item) : undefined}
                      canDelete={canEdit || document.private}
                      onOpen={() => setOpen(document)}
                      onDelete={() => setDeleting(document)}
                    />
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
      {adding ? (
        <AddDocumentDialog tripId={trip.id} items={wallet.items} mustBePrivate={!canEdit} onClose={() => setAdding(false)} />
      ) : null}
      {open ? <DocumentViewer document={open} onClose={() => setOpen(undefined)} /> : null}
      {deleting ? (
        <ConfirmDelete
          title={t.deleteTitle}
          question={t.deleteQuestion}
          name={deleting.title}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => confirmDelete(deleting)}
        />
      ) : null}
    </ToolScreen>
  );
}
