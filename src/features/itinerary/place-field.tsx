import { useId, useMemo } from 'react';
import { Building2, MapPin, Plane } from 'lucide-react';
import { useCombobox } from '../../ui/combobox';
import { Field, inputClass, labelClass } from '../../ui/field';
import { itineraryLimits, type ItineraryPlace } from '../../domain/itinerary-schema';
import { normaliseName } from '../../domain/cities';
import { matchPlaces, typedAirportCode, type PlaceOption } from './data';
import { useMessages } from '../../lib/i18n';
import { itineraryMessages } from './messages';

/** What the traveller has typed for a place, the place chosen from the suggestions, and a zone asked for when none is known. */
export type PlaceDraft = { text: string; place?: ItineraryPlace; zone: string };

export const emptyPlace: PlaceDraft = { text: '', zone: '' };

export function placeDraftOf(place: ItineraryPlace | undefined): PlaceDraft {
  return place
    ? { text: place.code && /^[A-Z]{3}$/.test(place.code) ? `${place.code} · ${place.name}` : place.name, place, zone: '' }
    : emptyPlace;
}

let zoneList: string[] | undefined;
function timeZones(): string[] {
  zoneList ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return zoneList;
}

/** The known place a draft names exactly: the one chosen, an airport's code, a place's name, or the one airport of a city typed out. */
function knownPlace(draft: PlaceDraft, options: readonly PlaceOption[], kind: 'airport' | 'city'): ItineraryPlace | undefined {
  if (draft.place) return draft.place;
  const text = draft.text.trim();
  if (!text) return undefined;
  const code = kind === 'airport' ? typedAirportCode(text) : undefined;
  const wanted = normaliseName(text);
  const matches = matchPlaces(options, kind, text);
  const exact = matches.find((option) => (code !== undefined && option.place.code === code) || normaliseName(option.place.name) === wanted);
  if (exact) return exact.place;
  // "Inverness" typed and not picked: the one airport of that city. "London" has several: the traveller picks.
  const ofCity = matches.filter((option) => option.kind === 'airport' && option.keys?.includes(wanted));
  return ofCity.length === 1 ? ofCity[0]!.place : undefined;
}

/**
 * The place a draft names: a known one (see knownPlace), else the text with the zone the traveller
 * picked. Undefined when nothing is typed. A flight's airports are checked by `airportProblem` first.
 */
export function resolvePlace(draft: PlaceDraft, options: readonly PlaceOption[], kind: 'airport' | 'city'): ItineraryPlace | undefined {
  const known = knownPlace(draft, options, kind);
  if (known) return known;
  const text = draft.text.trim();
  if (!text) return undefined;
  if (kind === 'airport') return { name: text, code: typedAirportCode(text) ?? text.toUpperCase(), timezone: draft.zone };
  return { name: text, timezone: draft.zone };
}

/**
 * Why an airport as typed cannot be saved, in words a traveller can act on; undefined when it can
 * (or when nothing is typed: the schema says it is required). Once the device has every airport the
 * server accepts, a code not among them is refused here, never saved to be refused at sync. Without
 * that list (it could not load) a typed code keeps the zone asked for, and the server has the last word.
 */
export function airportProblem(draft: PlaceDraft, options: readonly PlaceOption[], knowsAllAirports: boolean): string | undefined {
  const text = draft.text.trim();
  if (!text || !knowsAllAirports || knownPlace(draft, options, 'airport')) return undefined;
  const t = itineraryMessages.get();
  const code = typedAirportCode(text);
  if (code) return t.placeUnknownCode({ code });
  const wanted = normaliseName(text);
  const several = matchPlaces(options, 'airport', text).filter((option) => option.keys?.includes(wanted));
  if (several.length > 1) return t.placeSeveral({ city: text });
  return t.placeUnknownName({ name: text });
}

/**
 * A place box: type an IATA code, an airport or a city and pick a suggestion from the device's own
 * lists (the zone comes with it). When the text matches nothing known, a select asks for the zone
 * (for an airport only while the full airport list is not on the device).
 */
export function PlaceField({
  kind,
  label,
  placeholder,
  value,
  error,
  options,
  knowsAllAirports = false,
  onChange,
}: {
  kind: 'airport' | 'city';
  label: string;
  placeholder: string;
  value: PlaceDraft;
  error: string | undefined;
  options: readonly PlaceOption[];
  /** An airport field whose options hold every airport the server accepts: an unknown one is refused, not given a zone. */
  knowsAllAirports?: boolean;
  onChange: (value: PlaceDraft) => void;
}) {
  const id = useId();
  const zoneId = useId();
  const t = useMessages(itineraryMessages);
  const matches = useMemo(() => (value.place ? [] : matchPlaces(options, kind, value.text)), [options, kind, value.text, value.place]);
  const choose = (option: PlaceOption) => {
    const code = option.place.code;
    onChange({ text: kind === 'airport' && code ? `${code} · ${option.place.name}` : option.place.name, place: option.place, zone: '' });
    setOpen(false);
  };
  const { active, setActive, isListShown, setOpen, inputProps, listProps, optionProps } = useCombobox({
    count: matches.length,
    onChoose: (index) => {
      const option = matches[index];
      if (option) choose(option);
    },
    listShows: 'while-open',
  });
  const resolved = resolvePlace(value, options, kind);
  const asksZone = kind === 'city' || !knowsAllAirports;
  const needsZone = asksZone && value.text.trim().length >= 2 && !value.place && matches.length === 0 && !resolved?.timezone;
  const showZone = needsZone || (asksZone && !value.place && value.zone !== '');
  const Icon = kind === 'airport' ? Plane : Building2;

  return (
    <div>
      <Field id={id} label={label} error={error} hint={value.place ? t.placeLocalTime({ zone: value.place.timezone }) : undefined}>
        {(control) => (
          <div className="relative">
            <input
              {...control}
              {...inputProps}
              type="text"
              spellCheck={false}
              maxLength={itineraryLimits.name}
              placeholder={placeholder}
              value={value.text}
              onChange={(event) => {
                onChange({ text: event.target.value, zone: value.zone });
                setOpen(true);
                setActive(event.target.value.trim() ? 0 : -1);
              }}
            />
            <ul
              {...listProps}
              aria-label={t.placeSuggestions({ label })}
              className={`absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900 ${isListShown ? '' : 'hidden'}`}
            >
              {matches.map((option, index) => (
                <li
                  key={`${option.place.code ?? ''}-${option.place.name}`}
                  {...optionProps(index)}
                  className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? 'bg-brand-50 dark:bg-slate-800' : ''}`}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700 dark:text-brand-300" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words">
                      {kind === 'airport' ? `${option.place.code} · ${option.place.name}` : option.place.name}
                    </span>
                    <span className="block text-sm break-words text-slate-600 dark:text-slate-400">
                      {option.where} · {option.place.timezone}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Field>
      {showZone ? (
        <div className="mt-2">
          <label htmlFor={zoneId} className={labelClass}>
            <MapPin aria-hidden="true" className="mr-1 inline size-3.5" />
            {t.placeZoneOf({ place: value.text.trim() || t.placeThisPlace })}
          </label>
          <select
            id={zoneId}
            className={inputClass}
            value={value.zone}
            onChange={(event) => onChange({ ...value, zone: event.target.value })}
          >
            <option value="">{t.placeChooseZone}</option>
            {timeZones().map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
