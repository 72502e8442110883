import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { Modal } from '../../ui/modal';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { tripFieldsSchema, type TripFields } from '../../domain/trips';
import { isDateOrderValid, tripDurationDays, tripLimits } from '../../domain/trip-rules';
import { useMessages } from '../../lib/i18n';
import { daysText, usePlanWords } from '../../lib/plan-words/plan-words';
import { tripsMessages } from './messages';

export type TripDraft = { title: string; start_date: string; end_date: string; cities: string[]; notes: string };

export const emptyDraft: TripDraft = { title: '', start_date: '', end_date: '', cities: [], notes: '' };

/**
 * The create and edit dialog. Save stays disabled until title and both dates are set; an end date
 * before the start date is refused with a message. The dialog stays open with everything typed if
 * saving fails.
 */
export function TripDialog({
  mode,
  initial,
  onCancel,
  onSave,
}: {
  mode: 'create' | 'edit';
  initial: TripDraft;
  onCancel: () => void;
  onSave: (fields: TripFields) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState(initial);
  const [cityInput, setCityInput] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  const t = useMessages(tripsMessages);
  const words = usePlanWords();
  const ids = { title: useId(), start: useId(), end: useId(), city: useId(), notes: useId() };

  const hasRequired = draft.title.trim() !== '' && draft.start_date !== '' && draft.end_date !== '';
  const isOrderWrong = draft.start_date !== '' && draft.end_date !== '' && !isDateOrderValid(draft.start_date, draft.end_date);
  const duration = hasRequired && !isOrderWrong ? tripDurationDays(draft.start_date, draft.end_date) : undefined;

  const set = <K extends keyof TripDraft>(key: K, value: TripDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const addCity = () => {
    const name = cityInput.trim();
    if (!name) return;
    if (!draft.cities.some((city) => city.toLowerCase() === name.toLowerCase())) set('cities', [...draft.cities, name]);
    setCityInput('');
  };

  const onCityKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addCity();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!hasRequired || isOrderWrong || isSaving) return;
    // A city typed but not yet added is part of what the traveller meant to save.
    const pending = cityInput.trim();
    const cities =
      pending && !draft.cities.some((city) => city.toLowerCase() === pending.toLowerCase()) ? [...draft.cities, pending] : draft.cities;
    const parsed = tripFieldsSchema.safeParse({ ...draft, cities: cities.map((name) => ({ name })) });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    const saved = await onSave(parsed.data);
    setSaving(false);
    if (!saved) setDraft((current) => ({ ...current, cities }));
  };

  return (
    <Modal title={mode === 'create' ? t.dialogNewTitle : t.dialogEditTitle} onClose={onCancel}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id={ids.title} label={t.dialogTitle} error={errors.title}>
          {(control) => (
            <input
              {...control}
              value={draft.title}
              maxLength={tripLimits.title}
              placeholder={t.dialogTitlePlaceholder}
              autoComplete="off"
              required
              onChange={(event) => set('title', event.target.value)}
            />
          )}
        </Field>
        <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
          <Field id={ids.start} label={t.dialogStart} error={errors.start_date}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={draft.start_date}
                required
                onChange={(event) => set('start_date', event.target.value)}
              />
            )}
          </Field>
          <Field id={ids.end} label={t.dialogEnd} error={isOrderWrong ? t.dialogEndBeforeStart : errors.end_date}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={draft.end_date}
                min={draft.start_date || undefined}
                required
                onChange={(event) => set('end_date', event.target.value)}
              />
            )}
          </Field>
        </div>
        {duration !== undefined ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t.dialogDuration({ duration: daysText(words, duration) })}</p>
        ) : null}
        <Field id={ids.city} label={t.dialogCities} error={errors.cities}>
          {(control) => (
            <>
              <div className="mt-1 flex gap-2">
                <input
                  {...control}
                  className={`${control.className} mt-0`}
                  value={cityInput}
                  maxLength={tripLimits.cityName}
                  placeholder={t.dialogCityPlaceholder}
                  autoComplete="off"
                  onChange={(event) => setCityInput(event.target.value)}
                  onKeyDown={onCityKey}
                />
                <Button
                  variant="secondary"
                  onClick={addCity}
                  disabled={!cityInput.trim() || draft.cities.length >= tripLimits.cities}
                  aria-label={t.dialogAddCity}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">{t.dialogAdd}</span>
                </Button>
              </div>
              {draft.cities.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-2" aria-label={t.dialogDestinations}>
                  {draft.cities.map((city) => (
                    <li
                      key={city}
                      className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900 dark:bg-slate-800 dark:text-brand-100"
                    >
                      {city}
                      <button
                        type="button"
                        aria-label={t.dialogRemoveCity({ city })}
                        className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-slate-700"
                        onClick={() =>
                          set(
                            'cities',
                            draft.cities.filter((name) => name !== city),
                          )
                        }
                      >
                        <X aria-hidden="true" className="size-3.5" />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          )}
        </Field>
        <Field id={ids.notes} label={t.dialogNotes} error={errors.notes}>
          {(control) => (
            <textarea
              {...control}
              className={`${control.className} min-h-24 py-2`}
              value={draft.notes}
              maxLength={tripLimits.notes}
              placeholder={t.dialogNotesPlaceholder}
              onChange={(event) => set('notes', event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {t.dialogCancel}
          </Button>
          <Button type="submit" disabled={!hasRequired || isOrderWrong || isSaving}>
            {isSaving ? t.dialogSaving : mode === 'create' ? t.dialogSaveTrip : t.dialogSaveChanges}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
