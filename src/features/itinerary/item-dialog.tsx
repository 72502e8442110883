import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../ui/modal';
import { Button } from '../../ui/button';
import { Field, labelClass } from '../../ui/field';
import {
  itineraryItemFieldsSchema,
  itineraryKinds,
  itineraryLimits,
  transportModes,
  type ItineraryItemFields,
  type ItineraryKind,
  type TransportMode,
} from '../../domain/itinerary-schema';
import type { ItineraryItemWithId } from '../../domain/itinerary-rules';
import { kindIcons } from './kinds';
import { useMessages } from '../../lib/i18n';
import { kindName, modeName, usePlanWords } from '../../lib/plan-words/plan-words';
import { itineraryMessages } from './messages';
import { airportProblem, emptyPlace, placeDraftOf, PlaceField, resolvePlace, type PlaceDraft } from './place-field';
import { usePlaceOptions, type PlaceOption } from './data';

/** Everything the form holds, for every kind at once: switching kind loses nothing typed. */
export type ItemDraft = {
  kind: ItineraryKind;
  day: string;
  from: PlaceDraft;
  to: PlaceDraft;
  place: PlaceDraft;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  title: string;
  name: string;
  address: string;
  airline: string;
  flightNumber: string;
  terminal: string;
  seat: string;
  confirmation: string;
  phone: string;
  mode: TransportMode;
  operator: string;
  duration: string;
  notes: string;
  bookingUrl: string;
  text: string;
};

export const ideasValue = 'ideas';

export function emptyItemDraft(day: string | null): ItemDraft {
  return {
    kind: 'flight',
    day: day ?? ideasValue,
    from: emptyPlace,
    to: emptyPlace,
    place: emptyPlace,
    startDate: day ?? '',
    startTime: '',
    endDate: day ?? '',
    endTime: '',
    title: '',
    name: '',
    address: '',
    airline: '',
    flightNumber: '',
    terminal: '',
    seat: '',
    confirmation: '',
    phone: '',
    mode: 'train',
    operator: '',
    duration: '',
    notes: '',
    bookingUrl: '',
    text: '',
  };
}

const split = (local: string | undefined) => ({ date: local?.slice(0, 10) ?? '', time: local?.slice(11, 16) ?? '' });

export function draftOfItem(item: ItineraryItemWithId): ItemDraft {
  const draft = { ...emptyItemDraft(item.day), kind: item.kind };
  switch (item.kind) {
    case 'flight':
    case 'transport': {
      const start = split(item.details.depart_local);
      const end = split(item.details.arrive_local);
      const common = { ...draft, from: placeDraftOf(item.details.from), to: placeDraftOf(item.details.to) };
      const times = { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
      return item.kind === 'flight'
        ? {
            ...common,
            ...times,
            airline: item.details.airline,
            flightNumber: item.details.flight_number,
            terminal: item.details.terminal,
            seat: item.details.seat,
            confirmation: item.details.confirmation,
          }
        : { ...common, ...times, mode: item.details.mode, operator: item.details.operator, confirmation: item.details.reference };
    }
    case 'stay': {
      const start = split(item.details.check_in_local);
      const end = split(item.details.check_out_local);
      return {
        ...draft,
        name: item.details.name,
        address: item.details.address,
        place: placeDraftOf(item.details.place),
        startDate: start.date,
        startTime: start.time,
        endDate: end.date,
        endTime: end.time,
        confirmation: item.details.confirmation,
        phone: item.details.phone,
      };
    }
    case 'activity': {
      const start = split(item.details.start_local);
      return {
        ...draft,
        title: item.details.title,
        place: placeDraftOf(item.details.place),
        startDate: start.date || draft.startDate,
        startTime: start.time,
        duration: item.details.duration_minutes === undefined ? '' : String(item.details.duration_minutes),
        notes: item.details.notes,
        bookingUrl: item.details.booking_url,
      };
    }
    case 'note':
      return { ...draft, text: item.details.text };
  }
}

const joined = (date: string, time: string) => (date || time ? `${date}T${time}` : '');

/**
 * The item the draft describes, as the schema takes it (the schema says what is wrong with it). A
 * dated item goes to the day of its start when that date is typed or changed; otherwise it stays
 * where it is (a flight moved to the Ideas is not pulled back by editing its seat).
 */
function fieldsOf(draft: ItemDraft, options: readonly PlaceOption[], initialStartDate: string): Record<string, unknown> {
  const start = joined(draft.startDate, draft.startTime);
  const end = joined(draft.endDate, draft.endTime);
  const chosenDay = draft.day === ideasValue ? null : draft.day;
  const startDay = draft.startDate && draft.startDate !== initialStartDate ? draft.startDate : chosenDay;
  switch (draft.kind) {
    case 'flight':
      return {
        kind: 'flight',
        day: startDay,
        details: {
          from: resolvePlace(draft.from, options, 'airport') ?? { name: '', code: '', timezone: '' },
          to: resolvePlace(draft.to, options, 'airport') ?? { name: '', code: '', timezone: '' },
          depart_local: start,
          arrive_local: end,
          airline: draft.airline,
          flight_number: draft.flightNumber,
          terminal: draft.terminal,
          seat: draft.seat,
          confirmation: draft.confirmation,
        },
      };
    case 'transport':
      return {
        kind: 'transport',
        day: startDay,
        details: {
          mode: draft.mode,
          from: resolvePlace(draft.from, options, 'city') ?? { name: '', timezone: '' },
          to: resolvePlace(draft.to, options, 'city') ?? { name: '', timezone: '' },
          depart_local: start,
          arrive_local: end,
          operator: draft.operator,
          reference: draft.confirmation,
        },
      };
    case 'stay':
      return {
        kind: 'stay',
        day: startDay,
        details: {
          name: draft.name,
          address: draft.address,
          place: resolvePlace(draft.place, options, 'city') ?? { name: '', timezone: '' },
          check_in_local: start,
          check_out_local: end,
          confirmation: draft.confirmation,
          phone: draft.phone,
        },
      };
    case 'activity': {
      const place = resolvePlace(draft.place, options, 'city');
      const minutes = draft.duration.trim();
      return {
        kind: 'activity',
        day: draft.startTime ? startDay : chosenDay,
        details: {
          title: draft.title,
          ...(place ? { place } : {}),
          ...(draft.startTime ? { start_local: start } : {}),
          ...(minutes ? { duration_minutes: Number(minutes) } : {}),
          notes: draft.notes,
          booking_url: draft.bookingUrl,
        },
      };
    }
    case 'note':
      return { kind: 'note', day: chosenDay, details: { text: draft.text } };
  }
}

type Texts = ReturnType<typeof itineraryMessages.get>;

/**
 * A complaint of the item schema (src/domain/itinerary-schema.ts writes them in English, for the API
 * too) in the language spoken, by its kind; English keeps the schema's own words.
 */
function issueText(t: Texts, language: string, message: string): string {
  if (language === 'en') return message;
  if (/ is required$/.test(message)) return t.valRequired;
  if (/^Airport code /.test(message)) return t.valAirportCode;
  if (/^Time zone /.test(message)) return t.valZone;
  if (/ must be a real local date and time /.test(message)) return t.valMoment;
  if (/ must come after /.test(message)) return t.valAfter;
  if (/ must start with https:\/\//.test(message)) return t.valHttps;
  if (/^Duration /.test(message)) return t.valDuration;
  return message;
}

/** What the form saves: a checked item whose kind, day and details count (its trip and position are the screen's to set). */
export type ItemSave = ItineraryItemFields;

const editTitleKeys = {
  flight: 'dialogEditTitleFlight',
  stay: 'dialogEditTitleStay',
  activity: 'dialogEditTitleActivity',
  transport: 'dialogEditTitleTransport',
  note: 'dialogEditTitleNote',
} as const satisfies Record<ItineraryKind, string>;

/**
 * Add or edit an item: the kind first, then its fields. Times are typed as the ticket says them,
 * local to each place. The schema's complaints show under their fields and nothing typed is lost.
 */
export function ItemDialog({
  mode,
  initial,
  tripId,
  days,
  onCancel,
  onSave,
}: {
  mode: 'create' | 'edit';
  initial: ItemDraft;
  tripId: string;
  days: ReadonlyArray<{ date: string; label: string }>;
  onCancel: () => void;
  onSave: (fields: ItemSave) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState(initial);
  const t = useMessages(itineraryMessages);
  const words = usePlanWords();
  const places = usePlaceOptions(draft.kind === 'flight');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = <K extends keyof ItemDraft>(key: K, value: ItemDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  /** A place's complaint goes once the traveller changes it (a refused airport code, while they look for the right one). */
  const forget = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    // A flight is checked against every airport the server accepts, so the list is awaited when it is still loading.
    const { options, knowsAllAirports } = draft.kind === 'flight' ? await places.settled() : places;
    const parsed = itineraryItemFieldsSchema.safeParse({ ...fieldsOf(draft, options, initial.startDate), trip_id: tripId, position: 'a0' });
    const found: Record<string, string> = {};
    if (draft.kind === 'flight') {
      for (const end of ['from', 'to'] as const) {
        const problem = airportProblem(draft[end], options, knowsAllAirports);
        if (problem) found[end] = problem;
      }
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      for (const issue of parsed.error?.issues ?? []) {
        const key = issue.path[0] === 'details' ? String(issue.path[1] ?? 'form') : String(issue.path[0] ?? 'form');
        found[key] ??= issueText(t, words.language, issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    // On a failed save the dialog stays open with the draft as typed.
    await onSave(parsed.data);
    setSaving(false);
  };

  const text = (name: keyof ItemDraft & string, label: string, options: { max?: number; placeholder?: string; errorKey?: string } = {}) => (
    <Field id={id(name)} label={label} error={errors[options.errorKey ?? name]}>
      {(control) => (
        <input
          {...control}
          value={String(draft[name])}
          maxLength={options.max ?? itineraryLimits.name}
          placeholder={options.placeholder}
          autoComplete="off"
          onChange={(event) => set(name, event.target.value as never)}
        />
      )}
    </Field>
  );

  /** The two ends of a journey, each a place with its zone, then its local departure and arrival. */
  const journey = (kind: 'airport' | 'city', labels: [string, string], placeholders: [string, string]) => (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['from', 'to'] as const).map((end, index) => (
          <PlaceField
            key={end}
            kind={kind}
            label={labels[index]!}
            placeholder={placeholders[index]!}
            value={draft[end]}
            error={errors[end]}
            options={places.options}
            knowsAllAirports={kind === 'airport' && places.knowsAllAirports}
            onChange={(value) => {
              set(end, value);
              forget(end);
            }}
          />
        ))}
      </div>
      {moment('start', t.dialogDeparture, 'depart_local')}
      {moment('end', t.dialogArrival, 'arrive_local')}
    </>
  );

  const moment = (which: 'start' | 'end', label: string, errorKey: string) => (
    <fieldset>
      <legend className={labelClass}>{label}</legend>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
        <Field id={id(`${which}-date`)} label={<span className="sr-only">{t.dialogMomentDate({ label })}</span>} error={errors[errorKey]}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={which === 'start' ? draft.startDate : draft.endDate}
              onChange={(event) => set(which === 'start' ? 'startDate' : 'endDate', event.target.value)}
            />
          )}
        </Field>
        <Field id={id(`${which}-time`)} label={<span className="sr-only">{t.dialogMomentTime({ label })}</span>}>
          {(control) => (
            <input
              {...control}
              type="time"
              aria-invalid={errors[errorKey] ? true : undefined}
              value={which === 'start' ? draft.startTime : draft.endTime}
              onChange={(event) => set(which === 'start' ? 'startTime' : 'endTime', event.target.value)}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );

  /** The city of a stay or an activity (the place whose zone its times are in). */
  const cityField = (label: string) => (
    <PlaceField
      kind="city"
      label={label}
      placeholder={t.dialogToPlaceholder}
      value={draft.place}
      error={errors.place}
      options={places.options}
      onChange={(value) => {
        set('place', value);
        forget('place');
      }}
    />
  );

  const dayField = (
    <Field id={id('day')} label={t.dialogDay} error={errors.day}>
      {(control) => (
        <select {...control} value={draft.day} onChange={(event) => set('day', event.target.value)}>
          {days.map((day, index) => (
            <option key={day.date} value={day.date}>
              {t.dayChoice({ number: index + 1, date: day.label })}
            </option>
          ))}
          <option value={ideasValue}>{t.dialogIdeasNoDay}</option>
        </select>
      )}
    </Field>
  );

  return (
    <Modal title={mode === 'create' ? t.dialogAddTitle : t[editTitleKeys[draft.kind]]} onClose={onCancel}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {mode === 'create' ? (
          <fieldset>
            <legend className={labelClass}>{t.dialogKind}</legend>
            <div className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-5">
              {itineraryKinds.map((kind) => {
                const Icon = kindIcons[kind];
                const isChosen = draft.kind === kind;
                return (
                  <label
                    key={kind}
                    className={`flex min-h-11 cursor-pointer items-center justify-center gap-1 rounded-xl border px-1 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
                      isChosen
                        ? 'border-brand-700 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-slate-800 dark:text-brand-100'
                        : 'border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200'
                    }`}
                  >
                    <input
                      type="radio"
                      name={id('kind')}
                      value={kind}
                      checked={isChosen}
                      onChange={() => {
                        set('kind', kind);
                        setErrors({});
                      }}
                      className="sr-only"
                    />
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {kindName(words, kind)}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ) : null}

        {draft.kind === 'flight' ? (
          <>
            {journey('airport', [t.dialogFromAirport, t.dialogToAirport], [t.dialogFromAirportPlaceholder, t.dialogToAirportPlaceholder])}
            <div className="grid grid-cols-2 gap-4">
              {text('airline', t.dialogAirline, { max: 60, placeholder: 'British Airways' })}
              {text('flightNumber', t.dialogFlightNumber, { max: 12, placeholder: 'BA15', errorKey: 'flight_number' })}
              {text('terminal', t.dialogTerminal, { max: 20, placeholder: '5' })}
              {text('seat', t.dialogSeat, { max: 10, placeholder: '32A' })}
            </div>
            {text('confirmation', t.dialogConfirmation, { max: itineraryLimits.code })}
          </>
        ) : null}

        {draft.kind === 'stay' ? (
          <>
            {text('name', t.dialogName, { placeholder: 'Hotel Lutetia' })}
            {cityField(t.dialogCity)}
            {text('address', t.dialogAddress, { max: itineraryLimits.address, placeholder: '45 Boulevard Raspail' })}
            {moment('start', t.dialogCheckIn, 'check_in_local')}
            {moment('end', t.dialogCheckOut, 'check_out_local')}
            <div className="grid gap-4 sm:grid-cols-2">
              {text('confirmation', t.dialogConfirmation, { max: itineraryLimits.code })}
              {text('phone', t.dialogPhone, { max: 40 })}
            </div>
          </>
        ) : null}

        {draft.kind === 'activity' ? (
          <>
            {text('title', t.dialogTitle, { placeholder: t.dialogTitlePlaceholder })}
            {cityField(t.dialogPlace)}
            {draft.startTime ? null : dayField}
            {moment('start', t.dialogStart, 'start_local')}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={id('duration')} label={t.dialogDurationMinutes} error={errors.duration_minutes}>
                {(control) => (
                  <input
                    {...control}
                    value={draft.duration}
                    inputMode="numeric"
                    placeholder="90"
                    autoComplete="off"
                    onChange={(event) => set('duration', event.target.value)}
                  />
                )}
              </Field>
              {text('bookingUrl', t.dialogBookingLink, { max: itineraryLimits.url, placeholder: 'https://', errorKey: 'booking_url' })}
            </div>
            <Field id={id('notes')} label={t.dialogNotes} error={errors.notes}>
              {(control) => (
                <textarea
                  {...control}
                  className={`${control.className} min-h-20 py-2`}
                  value={draft.notes}
                  maxLength={itineraryLimits.notes}
                  onChange={(event) => set('notes', event.target.value)}
                />
              )}
            </Field>
          </>
        ) : null}

        {draft.kind === 'transport' ? (
          <>
            <Field id={id('mode')} label={t.dialogMode} error={errors.mode}>
              {(control) => (
                <select {...control} value={draft.mode} onChange={(event) => set('mode', event.target.value as TransportMode)}>
                  {transportModes.map((transportMode) => (
                    <option key={transportMode} value={transportMode}>
                      {modeName(words, transportMode)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {journey('city', [t.dialogFrom, t.dialogTo], [t.dialogFromPlaceholder, t.dialogToPlaceholder])}
            <div className="grid gap-4 sm:grid-cols-2">
              {text('operator', t.dialogOperator, { max: 60, placeholder: 'Eurostar' })}
              {text('confirmation', t.dialogReference, { max: itineraryLimits.code, errorKey: 'reference' })}
            </div>
          </>
        ) : null}

        {draft.kind === 'note' ? (
          <>
            <Field id={id('text')} label={t.dialogNote} error={errors.text}>
              {(control) => (
                <textarea
                  {...control}
                  className={`${control.className} min-h-28 py-2`}
                  value={draft.text}
                  maxLength={itineraryLimits.notes}
                  placeholder={t.dialogNotePlaceholder}
                  onChange={(event) => set('text', event.target.value)}
                />
              )}
            </Field>
            {dayField}
          </>
        ) : null}

        {errors.form ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {t.dialogCancel}
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? t.dialogSaving : mode === 'create' ? t.dialogAddToPlan : t.dialogSaveChanges}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
