import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import {
  CalendarDays,
  CloudRain,
  CloudSun,
  Download,
  Info,
  MapPin,
  PartyPopper,
  Plus,
  Snowflake,
  Sun,
  Trash2,
  Wind,
  X,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { toast } from '../../lib/toast';
import { failureToastOptions } from '../../lib/saved-note';
import { parseIsoDate } from '../../domain/partners';
import {
  customItemError,
  monthName,
  packingCategories,
  packingFileName,
  packingLimits,
  packingListText,
  packingProgress,
  type PackingCategory,
  type PackingClimate,
  type PackingItem,
} from '../../domain/packing';
import { addCustomPackingItem, removeCustomPackingItem, setPackingItemChecked, type PackingListRow } from './data';
import { downloadFile } from '../../lib/download-file';
import { intlLocale, useLanguage, useMessages, type Language } from '../../lib/i18n';
import { packingItemErrors, packingMessages } from './messages';
import { dateTimeFormat } from '../../domain/intl-formats';

const climateBadges: Record<PackingClimate, { label: 'cold' | 'cool' | 'mild' | 'hot' | 'hotWet'; Icon: LucideIcon }> = {
  cold: { label: 'cold', Icon: Snowflake },
  cool: { label: 'cool', Icon: Wind },
  mild: { label: 'mild', Icon: CloudSun },
  hot: { label: 'hot', Icon: Sun },
  'hot-wet': { label: 'hotWet', Icon: CloudRain },
};

type Texts = ReturnType<typeof packingMessages.get>;

function whenText(list: PackingListRow, t: Texts, language: Language): string | undefined {
  const locale = intlLocale(language);
  const start = list.start_date ? parseIsoDate(list.start_date) : undefined;
  if (start)
    return t.fromDate({
      date: dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(start),
    });
  if (!list.travel_month) return undefined;
  const month =
    language === 'en'
      ? monthName(list.travel_month)
      : dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2001, list.travel_month - 1, 1)));
  return t.inMonth({ month });
}

/** The domain's check of an item typed by the traveller, said in the app's language. */
function itemError(name: string, category: PackingCategory, items: readonly PackingItem[], t: Texts): string | undefined {
  const problem = customItemError(name, category, items);
  if (!problem) return undefined;
  const errors = packingItemErrors.get();
  const trimmed = name.trim();
  if (!trimmed) return errors.blank;
  if (trimmed.length > packingLimits.maxItemChars) return errors.tooLong({ max: packingLimits.maxItemChars });
  const existing = items.find((item) => item.category === category && item.name.trim().toLowerCase() === trimmed.toLowerCase());
  return existing ? errors.exists({ item: existing.name, category: t[category] }) : problem;
}

/** One list: its progress, its notes, the items by category to check off, your own items, and the download. */
export function PackingListView({
  list,
  tripTitle,
  headingRef,
  onDelete,
}: {
  list: PackingListRow;
  tripTitle?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  onDelete: () => void;
}) {
  const t = useMessages(packingMessages);
  const language = useLanguage();
  const ids = { heading: useId(), progress: useId() };
  const progress = packingProgress(list.items);
  const checkedCount = list.items.filter((item) => item.checked).length;
  const custom = new Set(list.custom_item_ids ?? []);
  const when = whenText(list, t, language);
  const badge = list.climate ? climateBadges[list.climate] : undefined;

  const toggle = (item: PackingItem, checked: boolean) => {
    setPackingItemChecked(list.id, item.id, checked).catch((error: unknown) => toast.error(t.updateFailed, failureToastOptions(error)));
  };

  const remove = (item: PackingItem) => {
    removeCustomPackingItem(list.id, item.id).catch((error: unknown) => toast.error(t.removeFailed, failureToastOptions(error)));
  };

  const download = () => {
    downloadFile(
      packingFileName(list.destination),
      packingListText({ destination: list.destination, durationDays: list.duration_days, items: list.items, notes: list.notes ?? [] }),
    );
    toast.success(t.listDownloaded);
  };

  return (
    <section
      aria-labelledby={ids.heading}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="border-b border-slate-200 p-4 sm:p-5 dark:border-slate-800">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2
              id={ids.heading}
              ref={headingRef}
              tabIndex={-1}
              className="break-words text-xl font-bold tracking-tight focus:outline-none sm:text-2xl"
            >
              {list.destination}
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="size-4" />
                {t.days(list.duration_days)}
                {when ? ` ${when}` : ''}
              </span>
              {tripTitle ? (
                <span className="inline-flex min-w-0 items-center gap-1">
                  <MapPin aria-hidden="true" className="size-4 shrink-0" />
                  <span className="truncate">{t.trip({ title: tripTitle })}</span>
                </span>
              ) : null}
              {badge ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-900 dark:bg-slate-800 dark:text-brand-100">
                  <badge.Icon aria-hidden="true" className="size-3.5" />
                  {t[badge.label]}
                </span>
              ) : null}
            </p>
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={download}>
              <Download aria-hidden="true" className="size-4" />
              {t.download}
            </Button>
            <Button
              variant="ghost"
              onClick={onDelete}
              aria-label={t.deleteList({ destination: list.destination })}
              className="text-red-700 dark:text-red-300"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{t.delete}</span>
            </Button>
          </div>
        </div>

        <div className="mt-4">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span id={ids.progress} className="font-medium">
              {t.progress}
            </span>
            <span className="text-slate-700 dark:text-slate-300">
              {t.packedCount({ checked: checkedCount, total: list.items.length })} · <span className="font-semibold">{progress}%</span>
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={ids.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={t.percentPacked({ percent: progress })}
            className="mt-1.5 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div
              className={`h-full rounded-full transition-[width] motion-reduce:transition-none ${progress === 100 ? 'bg-emerald-600' : 'bg-brand-600'}`}
              style={{ width: `${progress}%` }}
            />
          </div>
          {progress === 100 ? (
            <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-emerald-800 dark:text-emerald-300">
              <PartyPopper aria-hidden="true" className="size-4" />
              {t.allPacked}
            </p>
          ) : null}
        </div>

        {language === 'en' ? null : <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t.generatedInEnglish}</p>}
        {list.notes?.length ? (
          <ul aria-label={t.notes} lang="en" className="mt-4 space-y-2">
            {list.notes.map((note) => (
              <li
                key={note}
                className="flex gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-200"
              >
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300" />
                <span>{note}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className="gap-x-8 p-4 sm:p-5 md:columns-2">
        {packingCategories.map((category) => {
          const items = list.items.filter((item) => item.category === category);
          if (items.length === 0) return null;
          return <CategorySection key={category} category={category} items={items} custom={custom} onToggle={toggle} onRemove={remove} />;
        })}
      </div>

      <div className="border-t border-slate-200 p-4 sm:p-5 dark:border-slate-800">
        <AddItemForm list={list} />
      </div>
    </section>
  );
}

function CategorySection({
  category,
  items,
  custom,
  onToggle,
  onRemove,
}: {
  category: PackingCategory;
  items: PackingItem[];
  custom: ReadonlySet<string>;
  onToggle: (item: PackingItem, checked: boolean) => void;
  onRemove: (item: PackingItem) => void;
}) {
  const t = useMessages(packingMessages);
  const headingId = useId();
  const checked = items.filter((item) => item.checked).length;
  return (
    <section aria-labelledby={headingId} className="mb-5 break-inside-avoid">
      <h3
        id={headingId}
        className="flex items-baseline justify-between gap-2 border-b border-slate-200 pb-1 font-semibold dark:border-slate-800"
      >
        {t[category]}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
          {checked}/{items.length}
        </span>
      </h3>
      <ul className="mt-1">
        {items.map((item) => (
          <ItemRow key={item.id} item={item} isCustom={custom.has(item.id)} onToggle={onToggle} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}

function ItemRow({
  item,
  isCustom,
  onToggle,
  onRemove,
}: {
  item: PackingItem;
  isCustom: boolean;
  onToggle: (item: PackingItem, checked: boolean) => void;
  onRemove: (item: PackingItem) => void;
}) {
  const t = useMessages(packingMessages);
  const noteId = useId();
  return (
    <li className="break-inside-avoid">
      <div className="flex items-center gap-1">
        <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-lg px-1.5 py-2 hover:bg-slate-50 dark:hover:bg-slate-800/60">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-brand-700"
            checked={item.checked}
            aria-describedby={item.note ? noteId : undefined}
            onChange={(event) => onToggle(item, event.target.checked)}
          />
          <span
            lang={isCustom ? undefined : 'en'}
            className={`min-w-0 flex-1 break-words ${item.checked ? 'text-slate-500 line-through dark:text-slate-400' : ''}`}
          >
            {item.name}
            {item.quantity !== undefined && item.quantity > 1 ? <span className="sr-only"> ({item.quantity})</span> : null}
          </span>
          {item.quantity !== undefined && item.quantity > 1 ? (
            <span
              aria-hidden="true"
              className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200"
            >
              ×{item.quantity}
            </span>
          ) : null}
        </label>
        {isCustom ? (
          <button
            type="button"
            aria-label={t.removeItem({ item: item.name })}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
            onClick={() => onRemove(item)}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      {item.note ? (
        <p id={noteId} className="-mt-2 pb-1 pl-10 text-xs text-slate-600 dark:text-slate-400">
          {item.note}
        </p>
      ) : null}
    </li>
  );
}

function AddItemForm({ list }: { list: PackingListRow }) {
  const t = useMessages(packingMessages);
  const [name, setName] = useState('');
  const [category, setCategory] = useState<PackingCategory>('Essentials');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), category: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = itemError(name, category, list.items, t);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    try {
      await addCustomPackingItem(list.id, name, category);
      toast.success(t.itemAdded);
      setName('');
      setError(undefined);
      inputRef.current?.focus();
    } catch (caught) {
      toast.error(t.addFailed, failureToastOptions(caught));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.addYourOwn}>
      <h3 className="font-semibold">{t.addYourOwn}</h3>
      <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-start">
        <Field id={ids.name} label={t.item} error={error}>
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              value={name}
              maxLength={packingLimits.maxItemChars}
              placeholder={t.itemPlaceholder}
              autoComplete="off"
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <Field id={ids.category} label={t.category}>
          {(control) => (
            <select
              {...control}
              value={category}
              onChange={(event) => setCategory(packingCategories.find((entry) => entry === event.target.value) ?? 'Essentials')}
            >
              {packingCategories.map((entry) => (
                <option key={entry} value={entry}>
                  {t[entry]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" variant="secondary" className="sm:mt-6">
          <Plus aria-hidden="true" className="size-4" />
          {t.addItem}
        </Button>
      </div>
    </form>
  );
}
