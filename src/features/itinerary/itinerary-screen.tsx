// A trip's plan, day by day, from the device alone (it opens and changes in flight): the days from
// start to end with their city and items, the Ideas, items dated outside the trip, the switch
// between local times and the traveller's own zone, and the trip as a calendar file.
import { useEffect, useId, useMemo, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, CalendarDays, CalendarPlus, Eye, Lightbulb, Plus, Receipt, Wallet } from 'lucide-react';
import { ToolScreen } from '../../ui/tool-screen';
import { TripLoading, TripNotFound } from '../../ui/trip-not-found';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { toast } from '../../lib/toast';
import { failureToastOptions, savedToastOptions } from '../../lib/saved-note';
import { itineraryPlan, type PlanEntry, type TimeDisplay } from '../../domain/itinerary-plan';
import { itineraryCalendar } from '../../domain/itinerary-calendar';
import type { ItineraryItemWithId } from '../../domain/itinerary-rules';
import { deviceTimeZone } from '../../domain/world-clock';
import {
  createItineraryItem,
  deleteItineraryItem,
  moveItineraryItem,
  updateItineraryItem,
  useTripPlan,
  type ItineraryItemRow,
  type TripAccess,
  type TripRow,
} from './data';
import { draftOfItem, emptyItemDraft, ItemDialog, type ItemSave } from './item-dialog';
import { useMessages } from '../../lib/i18n';
import { dayLabel, itemTitle, kindName, tripDates, usePlanWords } from '../../lib/plan-words/plan-words';
import { itineraryMessages } from './messages';
import { downloadFile } from '../../lib/download-file';
import { CityChips } from '../../ui/city-chips';
import { CalendarLinkButton } from './calendar-link';
import { PublicLinkButton } from './public-link';
import { TripMap } from './trip-map';
import { PrintButton } from './print-button';
import { TripTools } from './trip-tools';
import { DayCard } from './day-card';
import { EntryList, type DayChoice } from './item-row';
import { afterNextPaint } from './after-next-paint';
import { DaysToCome, useProgressiveDays } from './progressive-days';
import { usePlanActions, useStablePlan, useStableValue, withEntriesSwapped, type StepShown } from './stable-plan';

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

/** The trip's "Share" control, from the sharing feature (the app composes the two; features never import each other). */
export type ShareControl = ComponentType<{ tripId: string; tripTitle: string }>;

export default function ItineraryScreen({ shareControl }: { shareControl?: ShareControl }) {
  const { tripId = '' } = useParams();
  const query = useTripPlan(tripId);
  const t = useMessages(itineraryMessages);

  useEffect(() => {
    if (query?.error) toast.error(itineraryMessages.get().toastLoadFailed, { id: 'itinerary-load', description: query.error.message });
  }, [query?.error]);

  if (!query) {
    return <TripLoading tripId={tripId} title={t.screenTrip} loading={t.screenLoading} icon={CalendarDays} />;
  }
  if (!query.trip) {
    return <TripNotFound icon={CalendarDays} />;
  }
  return (
    <TripPlan
      key={query.trip.id}
      trip={query.trip}
      items={query.items}
      pendingIds={query.pendingIds}
      access={query.access}
      shareControl={shareControl}
    />
  );
}

type TripPlanProps = {
  trip: TripRow;
  items: ItineraryItemRow[];
  pendingIds: ReadonlySet<string>;
  access: TripAccess | undefined;
  shareControl: ShareControl | undefined;
};

function TripPlan({ trip, items, pendingIds, access, shareControl: Share }: TripPlanProps) {
  const canEdit = access?.canEdit ?? true;
  const t = useMessages(itineraryMessages);
  const words = usePlanWords();
  const [display, setDisplay] = useState<TimeDisplay>('local');
  const [dialog, setDialog] = useState<DialogState>();
  const ownZone = useMemo(() => deviceTimeZone(), []);
  const plan = useStablePlan(useMemo(() => itineraryPlan({ trip, items, ownZone, display }), [trip, items, ownZone, display]));
  // A step up or down shows at once, until the plan read back from the device has it (or it fails).
  const [stepShown, setStepShown] = useState<StepShown>();
  const shownPlan = stepShown?.from === plan ? withEntriesSwapped(plan, stepShown.entries, stepShown.index) : plan;
  const dayChoices = useStableValue(
    useMemo(() => plan.days.map((day): DayChoice => ({ date: day.date, label: dayLabel(words, day.date) })), [plan.days, words]),
  );
  const displayName = useId();
  const shownDays = useProgressiveDays(shownPlan.days);

  const save = async (fields: ItemSave): Promise<boolean> => {
    try {
      if (dialog?.mode === 'create') {
        const { position: _position, ...rest } = fields;
        await createItineraryItem({ ...rest, trip_id: trip.id });
        toast.success(t.toastAdded({ kind: kindName(words, fields.kind) }), savedToastOptions());
      } else if (dialog?.mode === 'edit') {
        const item = items.find((row) => row.id === dialog.item.id);
        if (!item) throw new Error(t.errorItemGone);
        await updateItineraryItem(item, { details: fields.details });
        if (fields.day !== item.day) await moveItineraryItem(item, { day: fields.day, index: Infinity });
        toast.success(t.toastSaved, savedToastOptions());
      }
      setDialog(undefined);
      return true;
    } catch (error) {
      toast.error(t.toastSaveFailed, failureToastOptions(error));
      return false;
    }
  };

  const remove = async (item: ItineraryItemWithId) => {
    try {
      await deleteItineraryItem(item);
      toast.success(t.toastDeleted, savedToastOptions());
      setDialog(undefined);
    } catch (error) {
      toast.error(t.toastDeleteFailed, failureToastOptions(error));
    }
  };

  const move = async (item: ItineraryItemWithId, day: string | null, index: number) => {
    try {
      await moveItineraryItem(item, { day, index });
    } catch (error) {
      setStepShown(undefined);
      toast.error(itineraryMessages.get().toastMoveFailed, failureToastOptions(error));
    }
  };

  /** Up or down one place in the list as shown: just before (or after) the neighbour there. */
  const step = (entry: PlanEntry, by: -1 | 1) => {
    const isThis = (shown: PlanEntry) => shown.item.id === entry.item.id;
    const lists = [...shownPlan.days.map((day) => day.entries), shownPlan.ideas, shownPlan.outside];
    const entries = lists.find((list) => list.some(isThis)) ?? [];
    const index = entries.findIndex(isThis);
    const neighbour = entries[index + by];
    if (!neighbour) return;
    setStepShown({ from: plan, entries, index: by === -1 ? index - 1 : index });
    const day = entry.item.day;
    const siblings = items
      .filter((item) => item.day === day && item.id !== entry.item.id)
      .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1));
    const at = siblings.findIndex((item) => item.id === neighbour.item.id);
    // Written once the swap is on screen: the write reads the day back from the device (on a long
    // trip, all of its items), which would otherwise hold up that frame.
    afterNextPaint(() => void move(entry.item, day, by === -1 ? at : at + 1));
  };

  const downloadCalendar = () => {
    downloadFile(fileNameOf(trip.title), itineraryCalendar(trip, items, Date.now()), 'text/calendar;charset=utf-8');
  };

  const actions = usePlanActions({
    add: (day) => setDialog({ mode: 'create', day }),
    edit: (entry) => setDialog({ mode: 'edit', item: entry.item }),
    remove: (entry) => setDialog({ mode: 'delete', item: entry.item, title: entry.title }),
    step,
    moveTo: (entry, day) => void move(entry.item, day, Infinity),
  });
  const listProps = { display, pendingIds, dayChoices, actions: canEdit ? actions : undefined };

  return (
    <ToolScreen
      title={trip.title}
      subtitle={tripDates(words, trip)}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={downloadCalendar}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t.actionCalendarFile}
          </Button>
          <CalendarLinkButton tripId={trip.id} />
          <PublicLinkButton tripId={trip.id} />
          <PrintButton />
          <Link to={`/trips/${trip.id}/wallet`} className={`${buttonClass('secondary')} print:hidden`}>
            <Wallet aria-hidden="true" className="size-4" />
            {t.actionWallet}
          </Link>
          <Link to={`/trips/${trip.id}/expenses`} className={`${buttonClass('secondary')} print:hidden`}>
            <Receipt aria-hidden="true" className="size-4" />
            {t.actionExpenses}
          </Link>
          {Share ? <Share tripId={trip.id} tripTitle={trip.title} /> : null}
          {canEdit ? (
            <Button onClick={() => setDialog({ mode: 'create', day: plan.days[0]?.date ?? null })}>
              <Plus aria-hidden="true" className="size-4" />
              {t.actionAddItem}
            </Button>
          ) : null}
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
            {t.back}
          </Link>
          <CityChips cities={trip.cities} />
        </div>
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{t.displayLegend}</legend>
          {(
            [
              ['local', t.displayLocal],
              ['own', t.displayOwn],
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
      {!canEdit ? (
        <p className="mb-4 flex items-start gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:bg-sky-950 dark:text-sky-100 print:hidden">
          <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t.viewerNote({ owner: access?.ownerName ?? t.viewerOwner })}</span>
        </p>
      ) : null}
      {display === 'own' ? (
        <p className="-mt-3 mb-4 text-sm text-slate-600 dark:text-slate-400">{t.displayOwnNote({ zone: ownZone.replace(/_/g, ' ') })}</p>
      ) : null}
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-6 print:block">
        {/* On a phone the trip's tools and map come first; beside the days on a wide screen. */}
        <aside aria-label={t.aside} className="lg:order-2">
          <TripTools trip={trip} items={items} ownZone={ownZone} canEdit={canEdit} />
          <TripMap plan={plan} zone={ownZone} />
        </aside>
        <div className="min-w-0 space-y-4 lg:order-1">
          {shownPlan.days.slice(0, shownDays.count).map((day) => (
            <DayCard key={day.date} day={day} {...listProps} />
          ))}
          {shownDays.count < shownPlan.days.length ? (
            <DaysToCome days={shownPlan.days.slice(shownDays.count)} onReached={shownDays.showAll} />
          ) : null}

          <section aria-labelledby="ideas-heading">
            <Card>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="ideas-heading" className="flex items-center gap-2 text-lg font-semibold">
                  <Lightbulb aria-hidden="true" className="size-5 text-amber-600 dark:text-amber-400" />
                  {t.ideas}
                </h2>
                {canEdit ? (
                  <Button variant="ghost" onClick={() => setDialog({ mode: 'create', day: null })} aria-label={t.ideasAdd}>
                    <Plus aria-hidden="true" className="size-4" />
                    {t.add}
                  </Button>
                ) : null}
              </div>
              {shownPlan.ideas.length > 0 ? (
                <EntryList entries={shownPlan.ideas} label={t.ideas} {...listProps} />
              ) : (
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.ideasEmpty}</p>
              )}
            </Card>
          </section>

          {shownPlan.outside.length > 0 ? (
            <section aria-labelledby="outside-heading">
              <Card>
                <h2 id="outside-heading" className="text-lg font-semibold">
                  {t.outside}
                </h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.outsideText}</p>
                <EntryList entries={shownPlan.outside} label={t.outside} {...listProps} />
              </Card>
            </section>
          ) : null}
        </div>
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
          title={t.deleteTitle}
          question={t.deleteQuestion}
          name={itemTitle(words, dialog.item)}
          onCancel={() => setDialog(undefined)}
          onConfirm={() => void remove(dialog.item)}
        />
      ) : null}
    </ToolScreen>
  );
}
