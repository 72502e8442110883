import { MapPin } from 'lucide-react';
import { useMessages } from '../lib/i18n';
import { uiMessages } from './messages';

/** A trip's cities as small chips, in the order the traveller listed them. */
export function CityChips({ cities }: { cities: ReadonlyArray<{ name: string }> }) {
  const t = useMessages(uiMessages);
  if (cities.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t.cities}>
      {cities.map((city) => (
        <li
          key={city.name}
          className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
        >
          <MapPin aria-hidden="true" className="size-3" />
          {city.name}
        </li>
      ))}
    </ul>
  );
}
