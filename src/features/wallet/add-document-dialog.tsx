import { useId, useState, type FormEvent } from 'react';
import { Camera, FileUp } from 'lucide-react';
import { Button, buttonClass } from '../../ui/button';
import { Field, labelClass } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { toast } from '../../lib/toast';
import { savedToastOptions } from '../../lib/saved-note';
import { documentKinds, isPrivateByDefault, type DocumentKind } from '../../domain/document-schema';
import { useMessages } from '../../lib/i18n';
import { itemTitle, usePlanWords } from '../../lib/plan-words/plan-words';
import { walletMessages } from './messages';
import { kindText, refusalText, sizeText } from './words';
import { addDocument, checkFile, DocumentError, type ItineraryItemRow } from './data';
import { downscalePhoto } from './downscale';

const accepted = 'image/jpeg,image/png,image/webp,application/pdf';

const titleFromName = (name: string) =>
  name
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 120);

/** Adding a document: a photo (camera or file) or a PDF, its title, kind, item and privacy. Nothing typed is lost on a refusal. */
export function AddDocumentDialog({
  tripId,
  items,
  mustBePrivate,
  onClose,
}: {
  tripId: string;
  items: readonly ItineraryItemRow[];
  /** A viewer of a shared trip keeps only private documents on it. */
  mustBePrivate: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const t = useMessages(walletMessages);
  const words = usePlanWords();
  const [file, setFile] = useState<File | undefined>();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<DocumentKind>('boarding_pass');
  const [itemId, setItemId] = useState('');
  const [privacy, setPrivacy] = useState<boolean | undefined>();
  const [keepOriginal, setKeepOriginal] = useState(false);
  const [error, setError] = useState<{ field: 'file' | 'title'; message: string } | undefined>();
  const [saving, setSaving] = useState(false);
  const isPrivate = mustBePrivate || (privacy ?? isPrivateByDefault(kind));

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    setFile(picked);
    setError(undefined);
    if (!title.trim()) setTitle(titleFromName(picked.name));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError({ field: 'file', message: t.dialogNoFile });
    if (!title.trim()) return setError({ field: 'title', message: t.dialogNoTitle });
    setSaving(true);
    try {
      const kept = keepOriginal ? file : await downscalePhoto(file);
      const checked = await checkFile(kept);
      await addDocument({ title: title.trim(), kind, trip_id: tripId, item_id: itemId || null, private: isPrivate }, checked);
      toast.success(t.toastAdded({ title: title.trim() }), savedToastOptions());
      onClose();
    } catch (caught) {
      const message = caught instanceof Error ? refusalText(caught) : t.errorGeneric;
      if (caught instanceof DocumentError && caught.code !== 'trip-not-found') setError({ field: 'file', message });
      toast.error(t.toastAddFailed, { description: message });
    } finally {
      setSaving(false);
    }
  };

  const sortedItems = [...items].sort((a, b) => (a.day ?? '9999').localeCompare(b.day ?? '9999') || a.position.localeCompare(b.position));

  return (
    <Modal title={t.dialogTitle} description={t.dialogDescription} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
        <div>
          <p className={labelClass} id={`${id}-file-label`}>
            {t.dialogFile}
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            <label className={buttonClass('secondary', 'cursor-pointer')}>
              <Camera aria-hidden="true" className="size-4" />
              {t.dialogPhoto}
              <input
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                onChange={(event) => pick(event.target.files?.[0])}
              />
            </label>
            <label className={buttonClass('secondary', 'cursor-pointer')}>
              <FileUp aria-hidden="true" className="size-4" />
              {t.dialogChoose}
              <input
                type="file"
                accept={accepted}
                className="sr-only"
                aria-label={t.dialogChoose}
                onChange={(event) => pick(event.target.files?.[0])}
              />
            </label>
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {file ? `${file.name} · ${sizeText(t, words.locale, file.size)}` : t.dialogAccepted}
          </p>
          {error?.field === 'file' ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
              {error.message}
            </p>
          ) : null}
        </div>
        <Field id={`${id}-title`} label={t.dialogTitleLabel} error={error?.field === 'title' ? error.message : undefined}>
          {(control) => <input {...control} value={title} maxLength={120} onChange={(event) => setTitle(event.target.value)} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-kind`} label={t.dialogKind}>
            {(control) => (
              <select {...control} value={kind} onChange={(event) => setKind(event.target.value as DocumentKind)}>
                {documentKinds.map((each) => (
                  <option key={each} value={each}>
                    {kindText(t, each)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-item`} label={t.dialogFor}>
            {(control) => (
              <select {...control} value={itemId} onChange={(event) => setItemId(event.target.value)}>
                <option value="">{t.dialogWholeTrip}</option>
                {sortedItems.map((item) => (
                  <option key={item.id} value={item.id}>
                    {itemTitle(words, item)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-brand-700"
            checked={isPrivate}
            disabled={mustBePrivate}
            onChange={(event) => setPrivacy(event.target.checked)}
          />
          <span>
            <span className="font-medium">{t.dialogPrivate}</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">
              {mustBePrivate ? t.dialogPrivateViewer : t.dialogPrivateText}
            </span>
          </span>
        </label>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-brand-700"
            checked={keepOriginal}
            onChange={(event) => setKeepOriginal(event.target.checked)}
          />
          <span>
            <span className="font-medium">{t.dialogKeepOriginal}</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">{t.dialogKeepOriginalText}</span>
          </span>
        </label>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t.dialogCancel}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t.dialogAdding : t.dialogSubmit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
