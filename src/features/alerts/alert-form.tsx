import { useId, useState, type FormEvent } from 'react';
import { Hotel, Plane } from 'lucide-react';
import { Button } from '../../ui/button';
import { Field, labelClass } from '../../ui/field';
import { Card } from '../../ui/card';
import { toast } from '../../lib/toast';
import { useMessages } from '../../lib/i18n';
import { alertsMessages } from './messages';
import { priceAlertFieldsSchema, type PriceAlertFields } from '../../domain/price-alerts';
import { priceAlertDefaults, priceAlertLimits, type AlertType } from '../../domain/price-alert-rules';
import { usePlaceSuggestions } from './data';

type Draft = { alert_type: AlertType; origin: string; destination: string; target_price: string; threshold_percent: string };

const emptyDraft: Draft = {
  alert_type: priceAlertDefaults.alert_type,
  origin: '',
  destination: '',
  target_price: '',
  threshold_percent: String(priceAlertDefaults.threshold_percent),
};

/** The spec's 'New Alert' form: flight by default, 15 % threshold; 'Please fill in all fields' when From, To or the target price is missing. */
export function AlertForm({
  initial,
  onCancel,
  onCreate,
}: {
  /** A route to start from (a flight of a trip's plan); the traveller still sets the target price. */
  initial?: { origin: string; destination: string } | undefined;
  onCancel: () => void;
  onCreate: (fields: PriceAlertFields) => Promise<boolean>;
}) {
  const t = useMessages(alertsMessages);
  const [draft, setDraft] = useState<Draft>(() => ({ ...emptyDraft, ...initial }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  const ids = { origin: useId(), destination: useId(), price: useId(), threshold: useId(), type: useId() };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    if (!draft.origin.trim() || !draft.destination.trim() || !draft.target_price.trim()) {
      toast.error(t.fillAllFields);
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
      <input
        type="radio"
        name={ids.type}
        value={type}
        checked={draft.alert_type === type}
        onChange={() => set('alert_type', type)}
        className="sr-only"
      />
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </label>
  );

  return (
    <Card className="mb-6">
      <form onSubmit={submit} noValidate aria-label={t.newPriceAlert} className="space-y-4">
        <fieldset>
          <legend className={labelClass}>{t.type}</legend>
          <div className="mt-1 flex gap-2">
            {typeButton('flight', t.flight, Plane)}
            {typeButton('hotel', t.hotel, Hotel)}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <PlaceField
            id={ids.origin}
            label={t.from}
            placeholder={t.originPlaceholder}
            value={draft.origin}
            error={errors.origin}
            onChange={(value) => set('origin', value)}
          />
          <PlaceField
            id={ids.destination}
            label={t.toLabel}
            placeholder={t.destinationPlaceholder}
            value={draft.destination}
            error={errors.destination}
            onChange={(value) => set('destination', value)}
          />
          <Field id={ids.price} label={t.targetPrice} error={errors.target_price}>
            {(control) => (
              <input
                {...control}
                value={draft.target_price}
                inputMode="decimal"
                placeholder="250"
                autoComplete="off"
                onChange={(event) => set('target_price', event.target.value)}
              />
            )}
          </Field>
          <Field id={ids.threshold} label={t.dropPercent} error={errors.threshold_percent}>
            {(control) => (
              <input
                {...control}
                value={draft.threshold_percent}
                inputMode="numeric"
                autoComplete="off"
                onChange={(event) => set('threshold_percent', event.target.value)}
              />
            )}
          </Field>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? t.saving : t.createAlert}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** A From or To field, with the browser's own suggestion list: cities the device knows, with their codes. */
function PlaceField({
  id,
  label,
  placeholder,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const suggestions = usePlaceSuggestions(value);
  const listId = `${id}-places`;
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <>
          <input
            {...control}
            value={value}
            maxLength={priceAlertLimits.place}
            placeholder={placeholder}
            autoComplete="off"
            list={listId}
            onChange={(event) => onChange(event.target.value)}
          />
          <datalist id={listId}>
            {suggestions.map((place) => (
              <option key={`${place.value}-${place.label}`} value={place.value} label={place.label} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
