import { useId, useState, type FormEvent } from 'react';
import { Hotel, Plane } from 'lucide-react';
import { Button } from '../../ui/button';
import { FieldError, inputClass, labelClass } from '../../ui/field';
import { Card } from '../../ui/card';
import { toast } from '../../lib/toast';
import { priceAlertFieldsSchema, type PriceAlertFields } from '../../domain/price-alerts';
import { priceAlertDefaults, priceAlertLimits, type AlertType } from '../../domain/price-alert-rules';
import { usePlaceSuggestions } from './data';


type Draft = { alert_type: AlertType; origin: string; destination: string; target_price: string; threshold_percent: string };

const emptyDraft: Draft = { alert_type: priceAlertDefaults.alert_type, origin: '', destination: '', target_price: '', threshold_percent: String(priceAlertDefaults.threshold_percent) };

/** The spec's 'New Alert' form: flight by default, 15 % threshold; 'Please fill in all fields' when From, To or the target price is missing. */
export function AlertForm({ onCancel, onCreate }: { onCancel: () => void; onCreate: (fields: PriceAlertFields) => Promise<boolean> }) {
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  const ids = { origin: useId(), destination: useId(), price: useId(), threshold: useId(), type: useId() };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    if (!draft.origin.trim() || !draft.destination.trim() || !draft.target_price.trim()) {
      toast.error('Please fill in all fields');
      return;
    }
    const parsed = priceAlertFieldsSchema.safeParse({
      alert_type: draft.alert_type,
      origin: draft.origin,
      destination: draft.destination,
      target_price: Number(draft.target_price.replace(',', '.')),
      threshold_percent: draft.threshold_percent.trim() === '' ? priceAlertDefaults.threshold_percent : Number(draft.threshold_percent),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    const created = await onCreate(parsed.data);
    setSaving(false);
    if (created) setDraft(emptyDraft);
  };

  const typeButton = (type: AlertType, label: string, Icon: typeof Plane) => (
    <label
      className={`flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
        draft.alert_type === type
          ? 'border-brand-700 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-slate-800 dark:text-brand-100'
          : 'border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200'
      }`}
    >
      <input type="radio" name={ids.type} value={type} checked={draft.alert_type === type} onChange={() => set('alert_type', type)} className="sr-only" />
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </label>
  );

  return (
    <Card className="mb-6">
      <form onSubmit={submit} noValidate aria-label="New price alert" className="space-y-4">
        <fieldset>
          <legend className={labelClass}>Type</legend>
          <div className="mt-1 flex gap-2">
            {typeButton('flight', 'Flight', Plane)}
            {typeButton('hotel', 'Hotel', Hotel)}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.origin} className={labelClass}>
              From
            </label>
            <input
              id={ids.origin}
              className={inputClass}
              value={draft.origin}
              maxLength={priceAlertLimits.place}
              placeholder="LON or London"
              autoComplete="off"
              list={`${ids.origin}-places`}
              onChange={(event) => set('origin', event.target.value)}
            />
            <PlaceOptions id={`${ids.origin}-places`} text={draft.origin} />
            <FieldError message={errors.origin} />
          </div>
          <div>
            <label htmlFor={ids.destination} className={labelClass}>
              To
            </label>
            <input
              id={ids.destination}
              className={inputClass}
              value={draft.destination}
              maxLength={priceAlertLimits.place}
              placeholder="PAR or Paris"
              autoComplete="off"
              list={`${ids.destination}-places`}
              onChange={(event) => set('destination', event.target.value)}
            />
            <PlaceOptions id={`${ids.destination}-places`} text={draft.destination} />
            <FieldError message={errors.destination} />
          </div>
          <div>
            <label htmlFor={ids.price} className={labelClass}>
              Target price (USD)
            </label>
            <input
              id={ids.price}
              className={inputClass}
              value={draft.target_price}
              inputMode="decimal"
              placeholder="250"
              autoComplete="off"
              onChange={(event) => set('target_price', event.target.value)}
            />
            <FieldError message={errors.target_price} />
          </div>
          <div>
            <label htmlFor={ids.threshold} className={labelClass}>
              Alert on a drop of (%)
            </label>
            <input
              id={ids.threshold}
              className={inputClass}
              value={draft.threshold_percent}
              inputMode="numeric"
              autoComplete="off"
              onChange={(event) => set('threshold_percent', event.target.value)}
            />
            <FieldError message={errors.threshold_percent} />
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving…' : 'Create Alert'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The browser's own suggestion list for a From or To field: cities the device knows, with their codes. */
function PlaceOptions({ id, text }: { id: string; text: string }) {
  const suggestions = usePlaceSuggestions(text);
  return (
    <datalist id={id}>
      {suggestions.map((place) => (
        <option key={`${place.value}-${place.label}`} value={place.value} label={place.label} />
      ))}
    </datalist>
  );
}
