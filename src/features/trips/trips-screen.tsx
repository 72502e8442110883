import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CalendarDays, Clock, CloudOff, Eye, ListChecks, Pencil, Plus, Smartphone, Trash2, Users } from 'lucide-react';
import { ToolScreen } from '../../ui/tool-screen';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { toast } from '../../lib/toast';
import { failureToastOptions, savedToastOptions } from '../../lib/saved-note';
import { tripDurationDays } from '../../domain/trip-rules';
import type { TripFields } from '../../domain/trips';
import { tripPermissions } from '../../domain/trip-sharing';
import {
  createTrip,
  deleteTrip,
  updateTrip,
  useItemsOfTrips,
  useTrips,
  type ItineraryItemRow,
  type TripAccess,
  type TripRow,
} from './data';
import { comingNext } from './coming-next';
import { useNow } from '../../lib/use-now';
import { emptyDraft, TripDialog, type TripDraft } from './trip-dialog';
import { formatTripDate } from './format';
import { useMessages } from '../../lib/i18n';
import { daysText, nextTitle, timeUntil, usePlanWords } from '../../lib/plan-words/plan-words';
import { tripsMessages } from './messages';
import { CityChips } from '../../ui/city-chips';
import { LoadingNote } from '../../ui/loading-note';
import { EmptyStateCard } from '../../ui/empty-state-card';

type DialogState = { mode: 'create' } | { mode: 'edit'; trip: TripRow } | { mode: 'delete'; trip: TripRow } | undefined;

function draftOf(trip: TripRow): TripDraft {
  return {
    title: trip.title,
    start_date: trip.start_date,
    end_date: trip.end_date,
    cities: trip.cities.map((city) => city.name),
    notes: trip.notes,
  };
}

export default function TripsScreen() {
  const query = useTrips();
  const [dialog, setDialog] = useState<DialogState>();
  const t = useMessages(tripsMessages);

  useEffect(() => {
    if (query?.error) toast.error(tripsMessages.get().toastLoadFailed, { id: 'trips-load', description: query.error.message });
  }, [query?.error]);

  const save = async (fields: TripFields): Promise<boolean> => {
    if (dialog?.mode === 'create') {
      try {
        await createTrip(fields);
        toast.success(t.toastCreated, savedToastOptions());
        setDialog(undefined);
        return true;
      } catch (error) {
        toast.error(t.toastCreateFailed, failureToastOptions(error));
        return false;
      }
    }
    if (dialog?.mode === 'edit') {
      const before = dialog.trip;
      const patch = Object.fromEntries(
        (Object.keys(fields) as Array<keyof TripFields>)
          .filter((key) => JSON.stringify(fields[key]) !== JSON.stringify(before[key]))
          .map((key) => [key, fields[key]]),
      );
      try {
        if (Object.keys(patch).length > 0) await updateTrip(before, patch);
        toast.success(t.toastUpdated, Object.keys(patch).length > 0 ? savedToastOptions() : undefined);
        setDialog(undefined);
        return true;
      } catch (error) {
        toast.error(t.toastUpdateFailed, failureToastOptions(error));
        return false;
      }
    }
    return false;
  };

  const confirmDelete = async (trip: TripRow) => {
    try {
      await deleteTrip(trip);
      toast.success(t.toastDeleted, savedToastOptions());
      setDialog(undefined);
    } catch (error) {
      toast.error(t.toastDeleteFailed, failureToastOptions(error));
    }
  };

  const trips = query?.trips;
  const itemsByTrip = useItemsOfTrips(trips?.map((trip) => trip.id) ?? []);
  const now = useNow(60_000); // the labels count minutes at the finest

  return (
    <ToolScreen
      title={t.title}
      subtitle={t.subtitle}
      actions={
        <Button onClick={() => setDialog({ mode: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t.newTrip}
        </Button>
      }
    >
      {!query ? (
        <LoadingNote>{t.loading}</LoadingNote>
      ) : trips && trips.length === 0 ? (
        <EmptyStateCard>
          <CalendarDays aria-hidden="true" className="size-10 text-brand-600" />
          <h2 className="text-lg font-semibold">{t.emptyTitle}</h2>
          <p className="max-w-sm text-slate-600 dark:text-slate-400">{t.emptyText}</p>
          <Button onClick={() => setDialog({ mode: 'create' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t.planATrip}
          </Button>
        </EmptyStateCard>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t.yourTrips}>
          {trips?.map((trip) => (
            <li key={trip.id}>
              <TripCard
                trip={trip}
                isPending={query.pendingIds.has(trip.id)}
                access={query.access.get(trip.id)}
                items={itemsByTrip?.get(trip.id) ?? noItems}
                now={now}
                onEdit={() => setDialog({ mode: 'edit', trip })}
                onDelete={() => setDialog({ mode: 'delete', trip })}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
        <Link
          to="/devices"
          className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          <Smartphone aria-hidden="true" className="size-4" />
          {t.otherDevice}
        </Link>
      </p>

      {dialog?.mode === 'create' ? (
        <TripDialog mode="create" initial={emptyDraft} onCancel={() => setDialog(undefined)} onSave={save} />
      ) : null}
      {dialog?.mode === 'edit' ? (
        <TripDialog key={dialog.trip.id} mode="edit" initial={draftOf(dialog.trip)} onCancel={() => setDialog(undefined)} onSave={save} />
      ) : null}
      {dialog?.mode === 'delete' ? (
        <ConfirmDelete
          title={t.deleteTitle}
          question={query?.access.get(dialog.trip.id)?.role ? t.deleteQuestionShared : t.deleteQuestion}
          name={dialog.trip.title}
          onCancel={() => setDialog(undefined)}
          onConfirm={() => void confirmDelete(dialog.trip)}
        />
      ) : null}
    </ToolScreen>
  );
}

const noItems: ItineraryItemRow[] = [];

type TripCardProps = {
  trip: TripRow;
  isPending: boolean;
  access: TripAccess | undefined;
  items: readonly ItineraryItemRow[];
  now: number;
  onEdit: () => void;
  onDelete: () => void;
};

const ownTrip = tripPermissions(undefined);

function TripCard({ trip, isPending, access, items, now, onEdit, onDelete }: TripCardProps) {
  const t = useMessages(tripsMessages);
  const words = usePlanWords();
  const days = tripDurationDays(trip.start_date, trip.end_date);
  const next = comingNext(trip, items, now);
  const { canEdit, canDeleteTrip } = access ?? ownTrip;
  const memberCount = access?.members.length ?? 0;
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 break-words text-lg font-semibold">
          <Link to={`/trips/${trip.id}`} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
            {trip.title}
          </Link>
        </h2>
        {isPending ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            <CloudOff aria-hidden="true" className="size-3" />
            {t.cardNotSynced}
          </span>
        ) : null}
      </div>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700 dark:text-slate-300">
        <CalendarDays aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-300" />
        <span>
          {formatTripDate(trip.start_date, words.locale)} – {formatTripDate(trip.end_date, words.locale)}
        </span>
        {days !== undefined ? <span className="font-semibold">· {daysText(words, days)}</span> : null}
      </p>
      <CityChips cities={trip.cities} />
      {access?.role ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-900 dark:bg-slate-800 dark:text-brand-100">
            <Users aria-hidden="true" className="size-3.5" />
            {memberCount > 0 ? t.cardSharedWith(memberCount) : t.cardShared}
          </span>
          {access.role === 'viewer' ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200">
              <Eye aria-hidden="true" className="size-3.5" />
              {t.cardCanView}
            </span>
          ) : null}
        </p>
      ) : null}
      {next ? (
        <p className="flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300" />
          <span className="min-w-0 break-words">
            <span className="font-semibold">{next.status === 'now' ? t.cardNow : t.cardNext}</span>
            {nextTitle(words, next.item, next.isCheckOut)}
            {next.status === 'soon' ? <span className="whitespace-nowrap font-semibold"> · {timeUntil(words, next.at - now)}</span> : null}
          </span>
        </p>
      ) : null}
      {trip.notes ? (
        <p className="line-clamp-4 whitespace-pre-wrap break-words text-sm text-slate-600 dark:text-slate-400">{trip.notes}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Link to={`/trips/${trip.id}`} className={buttonClass('primary')} aria-label={t.cardOpenPlan({ title: trip.title })}>
          <ListChecks aria-hidden="true" className="size-4" />
          {t.cardPlan}
        </Link>
        {canEdit ? (
          <Button variant="secondary" onClick={onEdit} aria-label={t.cardEditLabel({ title: trip.title })}>
            <Pencil aria-hidden="true" className="size-4" />
            {t.cardEdit}
          </Button>
        ) : null}
        {/* Only a shared trip's owner deletes it (the server refuses anyone else); the others leave it from Share. */}
        {canDeleteTrip ? (
          <Button
            variant="ghost"
            onClick={onDelete}
            aria-label={t.cardDeleteLabel({ title: trip.title })}
            className="text-red-700 dark:text-red-300"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t.cardDelete}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
