import { useId, useState, type FormEvent } from 'react';
import { CircleCheck, Info, Sparkles } from 'lucide-react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { toast } from '../../lib/toast';
import { useMessages } from '../../lib/i18n';
import { packingMessages } from './messages';
import { tripDurationDays } from '../../domain/trip-rules';
import { packingLimits } from '../../domain/packing';
import { useKnownCities, type PackingDraft, type TripRow } from './data';

type FormState = { tripId: string; destination: string; duration: string; startDate: string };

const emptyForm: FormState = { tripId: '', destination: '', duration: '', startDate: '' };

function prefillFrom(trip: TripRow): FormState {
  const days = tripDurationDays(trip.start_date, trip.end_date);
  return {
    tripId: trip.id,
    destination: (trip.cities[0]?.name ?? trip.title).slice(0, packingLimits.maxDestinationChars),
    duration: String(Math.min(Math.max(days ?? 1, 1), packingLimits.maxDays)),
    startDate: trip.start_date,
  };
}

/**
 * Where, how long and when: destination and duration are required (the spec's toast says so), the
 * start date only picks the month for the weather. A trip fills all three.
 */
export function PackingForm({
  trips,
  onGenerate,
}: {
  trips: TripRow[] | undefined;
  onGenerate: (draft: PackingDraft) => Promise<boolean>;
}) {
  const t = useMessages(packingMessages);
  const [form, setForm] = useState<FormState>(emptyForm);
  const [durationError, setDurationError] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  const cities = useKnownCities();
  const ids = { trip: useId(), destination: useId(), duration: useId(), start: useId(), startHint: useId(), suggestions: useId() };

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((current) => ({ ...current, [key]: value }));
  const known = form.destination.trim() ? cities.find(form.destination) : undefined;

  const pickTrip = (tripId: string) => {
    const trip = trips?.find((entry) => entry.id === tripId);
    setDurationError(undefined);
    setForm(trip ? prefillFrom(trip) : { ...form, tripId: '' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const destination = form.destination.trim();
    if (!destination || !form.duration.trim()) {
      toast.error(t.enterDestinationAndDuration, { id: 'packing-required' });
      return;
    }
    const days = Number(form.duration);
    if (!Number.isInteger(days) || days < 1 || days > packingLimits.maxDays) {
      setDurationError(t.durationError({ max: packingLimits.maxDays }));
      return;
    }
    setDurationError(undefined);
    setSaving(true);
    await onGenerate({
      destination,
      durationDays: days,
      ...(form.startDate ? { startDate: form.startDate } : {}),
      ...(form.tripId ? { tripId: form.tripId } : {}),
    });
    setSaving(false);
  };

  const destinationHint = known ? (
    <>
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300" />
      <span>{t.knownCity({ city: known.name, country: known.country })}</span>
    </>
  ) : (
    <>
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{form.destination.trim() ? t.unknownCity : t.cityHint}</span>
    </>
  );

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label={t.makeAPackingList} className="space-y-4">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
          {t.makeAList}
        </h2>
        {trips && trips.length > 0 ? (
          <Field id={ids.trip} label={t.fromTrip}>
            {(control) => (
              <select {...control} value={form.tripId} onChange={(event) => pickTrip(event.target.value)}>
                <option value="">{t.noTrip}</option>
                {trips.map((trip) => (
                  <option key={trip.id} value={trip.id}>
                    {trip.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field id={ids.destination} label={t.destination} hint={destinationHint}>
          {(control) => (
            <>
              <input
                {...control}
                value={form.destination}
                maxLength={packingLimits.maxDestinationChars}
                list={ids.suggestions}
                placeholder={t.destinationPlaceholder}
                autoComplete="off"
                required
                onChange={(event) => set('destination', event.target.value)}
              />
              <datalist id={ids.suggestions}>
                {cities.suggestions.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
          <Field id={ids.duration} label={t.durationDays} error={durationError}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={packingLimits.maxDays}
                step={1}
                value={form.duration}
                placeholder="5"
                required
                onChange={(event) => {
                  set('duration', event.target.value);
                  setDurationError(undefined);
                }}
              />
            )}
          </Field>
          <Field id={ids.start} label={t.startDate} describedBy={ids.startHint}>
            {(control) => (
              <input {...control} type="date" value={form.startDate} onChange={(event) => set('startDate', event.target.value)} />
            )}
          </Field>
        </div>
        <p id={ids.startHint} className="-mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t.startHint}
        </p>
        <Button type="submit" className="w-full" disabled={isSaving}>
          {isSaving ? t.packing : t.generateList}
        </Button>
      </form>
    </Card>
  );
}
