import { useId, useMemo } from 'react';
import { Building2, MapPin, Plane } from 'lucide-react';
import { useCombobox } from '../../ui/combobox';
import { Field, inputClass, labelClass } from '../../ui/field';
import { itineraryLimits, type ItineraryPlace } from '../../domain/itinerary-schema';
import { matchPlaces, type PlaceOption } from './data';

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

/**
 * The place a draft names: the one chosen, else a known place the text names exactly (an airport's
 * code, a city's name), else the text with the zone the traveller picked. Undefined when nothing is typed.
 */
export function resolvePlace(draft: PlaceDraft, options: readonly PlaceOption[], kind: 'airport' | 'city'): ItineraryPlace | undefined {
  if (draft.place) return draft.place;
  const text = draft.text.trim();
  if (!text) return undefined;
  const exact = matchPlaces(options, kind, text).find(
    (option) => option.place.code === text.toUpperCase() || option.place.name.toLowerCase() === text.toLowerCase(),
  );
  if (exact) return exact.place;
  if (kind === 'airport') return { name: text, code: text.toUpperCase(), timezone: draft.zone };
  return { name: text, timezone: draft.zone };
}

/**
 * A place box: type an IATA code, an airport or a city and pick a suggestion from the device's own
 * lists (the zone comes with it). When the text matches nothing known, a select asks for the zone.
 */
export function PlaceField({
  kind,
  label,
  placeholder,
  value,
  error,
  options,
  onChange,
}: {
  kind: 'airport' | 'city';
  label: string;
  placeholder: string;
  value: PlaceDraft;
  error: string | undefined;
  options: readonly PlaceOption[];
  onChange: (value: PlaceDraft) => void;
}) {
  const id = useId();
  const zoneId = useId();
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
  const needsZone = value.text.trim().length >= 2 && !value.place && matches.length === 0 && !resolved?.timezone;
  const showZone = needsZone || (!value.place && value.zone !== '');
  const Icon = kind === 'airport' ? Plane : Building2;

  return (
    <div>
      <Field id={id} label={label} error={error} hint={value.place ? `Local time: ${value.place.timezone}` : undefined}>
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
              aria-label={`${label} suggestions`}
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
                    <span className="block truncate font-medium">
                      {kind === 'airport' ? `${option.place.code} · ${option.place.name}` : option.place.name}
                    </span>
                    <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
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
            Time zone of {value.text.trim() || 'this place'}
          </label>
          <select
            id={zoneId}
            className={inputClass}
            value={value.zone}
            onChange={(event) => onChange({ ...value, zone: event.target.value })}
          >
            <option value="">Choose a time zone…</option>
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
