// A trip's plan, day by day, from the device alone (it opens and changes in flight): the days from
// start to end with their city and items, the Ideas, items dated outside the trip, the switch
// between local times and the traveller's own zone, and the trip as a calendar file.
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowDown, ArrowLeft, ArrowUp, CalendarDays, CalendarPlus, CloudOff, Lightbulb, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { ToolScreen } from '../../ui/tool-screen';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { labelClass } from '../../ui/field';
import { toast } from '../../lib/toast';
import { failureToastOptions, savedToastOptions } from '../../lib/saved-note';
import {
  itineraryPlan,
  type PlanDay,
  type PlanEntry,
  type PlanStaying,
  type PlanTime,
  type PlanTimes,
  type TimeDisplay,
} from '../../domain/itinerary-plan';
import { itineraryCalendar } from '../../domain/itinerary-calendar';
import { dateLabel, type ItineraryItemWithId } from '../../domain/itinerary-rules';
import { deviceTimeZone } from '../../domain/world-clock';
import {
  createItineraryItem,
  deleteItineraryItem,
  moveItineraryItem,
  updateItineraryItem,
  useTripPlan,
  type ItineraryItemRow,
  type TripRow,
} from './data';
import { draftOfItem, emptyItemDraft, ideasValue, ItemDialog, type ItemSave } from './item-dialog';
import { kindIcons, kindNames } from './kinds';
import { downloadFile } from '../../lib/download-file';
import { CityChips } from '../../ui/city-chips';
import { CalendarLinkButton } from './calendar-link';
import { TripMap } from './trip-map';
import { PrintButton } from './print-button';
import { ItemActions } from './item-actions';
import { TripTools } from './trip-tools';

type DialogState =
  | { mode: 'create'; day: string | null }
  | { mode: 'edit'; item: ItineraryItemWithId }
  | { mode: 'delete'; item: ItineraryItemWithId; title: string }
  | undefined;

function fileNameOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'trip'}.ics`;
}

export default function ItineraryScreen() {
  const { tripId = '' } = useParams();
  const query = useTripPlan(tripId);

  useEffect(() => {
    if (query?.error) toast.error('Failed to load the trip', { id: 'itinerary-load', description: query.error.message });
  }, [query?.error]);

  if (!query) {
    return (
      <ToolScreen title="Trip">
        <p role="status" className="text-slate-600 dark:text-slate-400">
          Loading your trip…
        </p>
      </ToolScreen>
    );
  }
  if (!query.trip) {
    return (
      <ToolScreen title="Trip not found">
        <Card className="flex flex-col items-center gap-3 py-10 text-center">
          <CalendarDays aria-hidden="true" className="size-10 text-brand-600" />
          <h2 className="text-lg font-semibold">This trip is not on this device</h2>
          <p className="max-w-sm text-slate-600 dark:text-slate-400">
            It may have been deleted, or made on another device that has not synced yet.
          </p>
          <Link to="/trips" className={buttonClass('primary')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to My Trips
          </Link>
        </Card>
      </ToolScreen>
    );
  }
  return <TripPlan trip={query.trip} items={query.items} pendingIds={query.pendingIds} />;
}

/**
 * Whether an item can change places with a neighbour: not when both have a time, since a day lists
 * timed items in time order whatever their positions.
 */
function canSwap(entry: PlanEntry, neighbour: PlanEntry | undefined): boolean {
  return neighbour !== undefined && !(entry.shown.start && neighbour.shown.start && entry.item.day !== null);
}

function formatTripDates(trip: TripRow): string {
  const year = trip.end_date.slice(0, 4);
  return `${dateLabel(trip.start_date)} – ${dateLabel(trip.end_date)} ${year}`;
}

function TripPlan({ trip, items, pendingIds }: { trip: TripRow; items: ItineraryItemRow[]; pendingIds: ReadonlySet<string> }) {
  const [display, setDisplay] = useState<TimeDisplay>('local');
  const [dialog, setDialog] = useState<DialogState>();
  const ownZone = useMemo(() => deviceTimeZone(), []);
  const plan = useMemo(() => itineraryPlan({ trip, items, ownZone, display }), [trip, items, ownZone, display]);
  const dayChoices = plan.days.map((day) => ({ date: day.date, label: day.label }));
  const displayName = useId();

  const save = async (fields: ItemSave): Promise<boolean> => {
    try {
      if (dialog?.mode === 'create') {
        const { position: _position, ...rest } = fields;
        await createItineraryItem({ ...rest, trip_id: trip.id });
        toast.success(`${kindNames[fields.kind]} added to the plan`, savedToastOptions());
      } else if (dialog?.mode === 'edit') {
        const item = items.find((row) => row.id === dialog.item.id);
        if (!item) throw new Error('This item is no longer on this device.');
        await updateItineraryItem(item, { details: fields.details });
        if (fields.day !== item.day) await moveItineraryItem(item, { day: fields.day, index: Infinity });
        toast.success('Changes saved', savedToastOptions());
      }
      setDialog(undefined);
      return true;
    } catch (error) {
      toast.error('Failed to save the item', failureToastOptions(error));
      return false;
    }
  };

  const remove = async (item: ItineraryItemWithId) => {
    try {
      await deleteItineraryItem(item);
      toast.success('Item deleted', savedToastOptions());
      setDialog(undefined);
    } catch (error) {
      toast.error('Failed to delete the item', failureToastOptions(error));
    }
  };

  const move = async (item: ItineraryItemWithId, day: string | null, index: number) => {
    try {
      await moveItineraryItem(item, { day, index });
    } catch (error) {
      toast.error('Failed to move the item', failureToastOptions(error));
    }
  };

  /** Up or down one place in the list as shown: just before (or after) the neighbour there. */
  const step = (entries: readonly PlanEntry[], index: number, by: -1 | 1) => {
    const entry = entries[index];
    const neighbour = entries[index + by];
    if (!entry || !neighbour) return;
    const day = entry.item.day;
    const siblings = items
      .filter((item) => item.day === day && item.id !== entry.item.id)
      .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1));
    const at = siblings.findIndex((item) => item.id === neighbour.item.id);
    void move(entry.item, day, by === -1 ? at : at + 1);
  };

  const downloadCalendar = () => {
    downloadFile(fileNameOf(trip.title), itineraryCalendar(trip, items, Date.now()), 'text/calendar;charset=utf-8');
  };

  const entryList = (entries: readonly PlanEntry[], label: string) => (
    <ol className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={label}>
      {entries.map((entry, index) => (
        <ItemRow
          key={entry.item.id}
          entry={entry}
          display={display}
          isPending={pendingIds.has(entry.item.id)}
          canMoveUp={canSwap(entry, entries[index - 1])}
          canMoveDown={canSwap(entry, entries[index + 1])}
          dayChoices={dayChoices}
          onEdit={() => setDialog({ mode: 'edit', item: entry.item })}
          onDelete={() => setDialog({ mode: 'delete', item: entry.item, title: entry.title })}
          onStep={(by) => step(entries, index, by)}
          onMoveTo={(day) => void move(entry.item, day, Infinity)}
        />
      ))}
    </ol>
  );

  return (
    <ToolScreen
      title={trip.title}
      subtitle={formatTripDates(trip)}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={downloadCalendar}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            Download calendar (.ics)
          </Button>
          <CalendarLinkButton tripId={trip.id} />
          <PrintButton />
          <Button onClick={() => setDialog({ mode: 'create', day: plan.days[0]?.date ?? null })}>
            <Plus aria-hidden="true" className="size-4" />
            Add item
          </Button>
        </div>
      }
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Link
            to="/trips"
            className="inline-flex min-h-11 print:hidden items-center gap-1.5 rounded-full px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            My Trips
          </Link>
          <CityChips cities={trip.cities} />
        </div>
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">Show times in</legend>
          {(
            [
              ['local', 'Local times'],
              ['own', 'My time zone'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className={`flex min-h-11 cursor-pointer items-center rounded-xl border px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
                display === value
                  ? 'border-brand-700 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-slate-800 dark:text-brand-100'
                  : 'border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200'
              }`}
            >
              <input
                type="radio"
                name={displayName}
                value={value}
                checked={display === value}
                onChange={() => setDisplay(value)}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </fieldset>
      </div>
      {display === 'own' ? (
        <p className="-mt-3 mb-4 text-sm text-slate-600 dark:text-slate-400">
          Times shown in your time zone, {ownZone.replace(/_/g, ' ')}.
        </p>
      ) : null}
      <TripTools trip={trip} items={items} ownZone={ownZone} />
      <TripMap plan={plan} zone={ownZone} />

      <div className="space-y-4">
        {plan.days.map((day) => (
          <DayCard key={day.date} day={day} onAdd={() => setDialog({ mode: 'create', day: day.date })}>
            {day.entries.length > 0 ? entryList(day.entries, `Plan of day ${day.dayNumber}`) : null}
          </DayCard>
        ))}

        <section aria-labelledby="ideas-heading">
          <Card>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="ideas-heading" className="flex items-center gap-2 text-lg font-semibold">
                <Lightbulb aria-hidden="true" className="size-5 text-amber-600 dark:text-amber-400" />
                Ideas
              </h2>
              <Button variant="ghost" onClick={() => setDialog({ mode: 'create', day: null })} aria-label="Add an idea">
                <Plus aria-hidden="true" className="size-4" />
                Add
              </Button>
            </div>
            {plan.ideas.length > 0 ? (
              entryList(plan.ideas, 'Ideas')
            ) : (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                Places and plans without a day yet: keep them here until they fit.
              </p>
            )}
          </Card>
        </section>

        {plan.outside.length > 0 ? (
          <section aria-labelledby="outside-heading">
            <Card>
              <h2 id="outside-heading" className="text-lg font-semibold">
                Outside the trip's dates
              </h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Their day is before the start or after the end of the trip.</p>
              {entryList(plan.outside, "Outside the trip's dates")}
            </Card>
          </section>
        ) : null}
      </div>

      {dialog?.mode === 'create' ? (
        <ItemDialog
          mode="create"
          initial={emptyItemDraft(dialog.day)}
          tripId={trip.id}
          days={dayChoices}
          onCancel={() => setDialog(undefined)}
          onSave={save}
        />
      ) : null}
      {dialog?.mode === 'edit' ? (
        <ItemDialog
          key={dialog.item.id}
          mode="edit"
          initial={draftOfItem(dialog.item)}
          tripId={trip.id}
          days={dayChoices}
          onCancel={() => setDialog(undefined)}
          onSave={save}
        />
      ) : null}
      {dialog?.mode === 'delete' ? (
        <ConfirmDelete
          title="Delete item"
          question="Are you sure you want to delete this from the plan?"
          name={dialog.title}
          onCancel={() => setDialog(undefined)}
          onConfirm={() => void remove(dialog.item)}
        />
      ) : null}
    </ToolScreen>
  );
}

const cityNotes: Partial<Record<PlanDay['citySource'], string>> = { carried: 'still', trip: 'planned' };

function DayCard({ day, onAdd, children }: { day: PlanDay; onAdd: () => void; children: ReactNode }) {
  const headingId = useId();
  const isEmpty = day.entries.length === 0 && day.staying.length === 0;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold">
              <span className="text-slate-500 dark:text-slate-400">Day {day.dayNumber} · </span>
              {day.label}
            </h2>
            {day.city ? (
              <p className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
                <MapPin aria-hidden="true" className="size-3.5 text-brand-700 dark:text-brand-300" />
                {day.city}
                {cityNotes[day.citySource] ? (
                  <span className="text-slate-500 dark:text-slate-400">({cityNotes[day.citySource]})</span>
                ) : null}
              </p>
            ) : null}
          </div>
          <Button variant="ghost" onClick={onAdd} aria-label={`Add to day ${day.dayNumber}`}>
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
        </div>
        {day.staying.length > 0 ? (
          <ul className="mt-2 space-y-1" aria-label={`Staying, day ${day.dayNumber}`}>
            {day.staying.map((staying) => (
              <StayingLine key={staying.item.id} staying={staying} />
            ))}
          </ul>
        ) : null}
        {children}
        {isEmpty ? <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Nothing planned yet.</p> : null}
      </Card>
    </section>
  );
}

function StayingLine({ staying }: { staying: PlanStaying }) {
  const Icon = kindIcons.stay;
  return (
    <li className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-1.5 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
      <span className="min-w-0 break-words">
        {staying.checkOut
          ? `Check out of ${staying.name} by ${staying.checkOut.time}${staying.checkOut.zoneLabel ? ` ${staying.checkOut.zoneLabel}` : ''}`
          : `Staying at ${staying.name} · night ${staying.night} of ${staying.nights}`}
      </span>
    </li>
  );
}

const at = (time: PlanTime) => `${time.time}${time.zoneLabel ? ` ${time.zoneLabel}` : ''}`;

function timeText(times: PlanTimes, startDaysLabel: string): string | undefined {
  const { start, end } = times;
  if (!start) return undefined;
  const first = `${at(start)}${startDaysLabel ? ` (${startDaysLabel})` : ''}`;
  return end ? `${first} → ${at(end)}` : first;
}

/** A stay reads as check-in and check-out (its nights beside), not as a trip that lands days later. */
function stayText(times: PlanTimes): string | undefined {
  const { start, end } = times;
  if (!start) return undefined;
  return `Check-in ${at(start)}${end ? ` · check-out ${dateLabel(end.date)}, ${at(end)}` : ''}`;
}

function ItemRow({
  entry,
  display,
  isPending,
  canMoveUp,
  canMoveDown,
  dayChoices,
  onEdit,
  onDelete,
  onStep,
  onMoveTo,
}: {
  entry: PlanEntry;
  display: TimeDisplay;
  isPending: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  dayChoices: ReadonlyArray<{ date: string; label: string }>;
  onEdit: () => void;
  onDelete: () => void;
  onStep: (by: -1 | 1) => void;
  onMoveTo: (day: string | null) => void;
}) {
  const { item } = entry;
  const Icon = kindIcons[item.kind];
  const moveId = useId();
  const isStay = item.kind === 'stay';
  const times = isStay ? stayText(entry.shown) : timeText(entry.shown, entry.startDaysLabel);
  const facts = itemFacts(entry);
  const iconButton =
    'inline-flex size-11 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800';
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex min-w-0 flex-1 gap-3">
        <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300">
          <Icon aria-hidden="true" className="size-4" />
          <span className="sr-only">{kindNames[item.kind]}</span>
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-semibold">{entry.title}</h3>
          {times ? (
            <p className="text-sm tabular-nums text-slate-800 dark:text-slate-200">
              {times}
              {entry.shown.endDaysLabel && !isStay ? (
                <span className="ml-1 rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                  {entry.shown.endDaysLabel}
                </span>
              ) : null}
              {entry.duration ? <span className="text-slate-600 dark:text-slate-400"> · {entry.duration.label}</span> : null}
            </p>
          ) : entry.duration ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{entry.duration.label}</p>
          ) : null}
          {display === 'own' && entry.local.start && entry.local.start.zoneLabel ? (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Local: {isStay ? stayText(entry.local) : timeText(entry.local, '')}
            </p>
          ) : null}
          {facts.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-600 dark:text-slate-400">
              {facts.map((fact) => (
                <li key={fact} className="break-words">
                  {fact}
                </li>
              ))}
            </ul>
          ) : null}
          {item.kind === 'note' && item.details.text.includes('\n') ? (
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-600 dark:text-slate-400">{item.details.text}</p>
          ) : null}
          {item.kind === 'activity' && item.details.notes ? (
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-600 dark:text-slate-400">{item.details.notes}</p>
          ) : null}
          {isPending ? (
            <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              <CloudOff aria-hidden="true" className="size-3" />
              Not synced yet
            </span>
          ) : null}
          <ItemActions item={item} />
        </div>
      </div>
      <div className="flex items-center gap-1">
        <button type="button" className={iconButton} aria-label="Move up" title="Move up" disabled={!canMoveUp} onClick={() => onStep(-1)}>
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label="Move down"
          title="Move down"
          disabled={!canMoveDown}
          onClick={() => onStep(1)}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <label htmlFor={moveId} className="sr-only">
          Move to…
        </label>
        <select
          id={moveId}
          className={`${labelClass} min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-2 sm:w-36 sm:flex-none dark:border-slate-600 dark:bg-slate-950`}
          value=""
          onChange={(event) => onMoveTo(event.target.value === ideasValue ? null : event.target.value)}
        >
          <option value="" disabled>
            Move to…
          </option>
          {dayChoices.map((day, index) =>
            day.date === item.day ? null : (
              <option key={day.date} value={day.date}>
                Day {index + 1} · {day.label}
              </option>
            ),
          )}
          {item.day === null ? null : <option value={ideasValue}>Ideas</option>}
        </select>
        <button type="button" className={iconButton} aria-label={`Edit ${entry.title}`} title="Edit" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={`${iconButton} text-red-700 dark:text-red-300`}
          aria-label={`Delete ${entry.title}`}
          title="Delete"
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

/** The short facts under an item's title: where, terminal and seat, the confirmation code. */
function itemFacts({ item }: PlanEntry): string[] {
  switch (item.kind) {
    case 'flight': {
      const { airline, terminal, seat, confirmation, from, to } = item.details;
      return [
        `${from.name} → ${to.name}`,
        airline,
        terminal ? `Terminal ${terminal}` : '',
        seat ? `Seat ${seat}` : '',
        confirmation ? `Confirmation ${confirmation}` : '',
      ].filter(Boolean);
    }
    case 'stay': {
      const { address, place, confirmation, phone } = item.details;
      return [address || place.name, confirmation ? `Confirmation ${confirmation}` : '', phone].filter(Boolean);
    }
    case 'activity':
      return [item.details.place?.name ?? '', item.details.booking_url ? 'Booked online' : ''].filter(Boolean);
    case 'transport': {
      const { operator, reference } = item.details;
      return [operator, reference ? `Ref ${reference}` : ''].filter(Boolean);
    }
    case 'note':
      return [];
  }
}
