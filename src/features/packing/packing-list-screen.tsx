import { useEffect, useRef, useState } from 'react';
import { Backpack } from 'lucide-react';
import { ToolScreen } from '../../ui/tool-screen';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { toast } from '../../lib/toast';
import { failureToastOptions } from '../../lib/saved-note';
import { packingProgress } from '../../domain/packing';
import { useMessages } from '../../lib/i18n';
import { packingMessages } from './messages';
import {
  deletePackingList,
  openPackingList,
  savePackingList,
  usePackingLists,
  useTripsToPackFor,
  type PackingDraft,
  type PackingListRow,
} from './data';
import { PackingForm } from './packing-form';
import { PackingListView } from './packing-list-view';
import { EmptyStateCard } from '../../ui/empty-state-card';

/** The list last worked on: what the screen opens with when the one open before is gone. */
function lastUpdated(lists: PackingListRow[]): PackingListRow | undefined {
  return lists.reduce<PackingListRow | undefined>(
    (latest, list) => (!latest || list.updated_at > latest.updated_at ? list : latest),
    undefined,
  );
}

export default function PackingListScreen() {
  const t = useMessages(packingMessages);
  const query = usePackingLists();
  const trips = useTripsToPackFor();
  const [toDelete, setToDelete] = useState<PackingListRow>();
  /** The list just made: its heading takes focus once it is on screen. */
  const toFocus = useRef<string>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const lists = query?.lists;
  const current = lists?.find((list) => list.id === query?.currentId) ?? (lists ? lastUpdated(lists) : undefined);
  const tripTitle = current?.trip_id ? trips?.find((trip) => trip.id === current.trip_id)?.title : undefined;

  // Every render: the list shows up once the live query has caught up with the save.
  useEffect(() => {
    if (!toFocus.current || current?.id !== toFocus.current) return;
    toFocus.current = undefined;
    headingRef.current?.focus({ preventScroll: true });
    // On a phone the list is below the form: bring it up.
    headingRef.current?.scrollIntoView({
      block: 'start',
      behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  });

  const generate = async (draft: PackingDraft): Promise<boolean> => {
    try {
      const { list, isNew } = await savePackingList(draft);
      toFocus.current = list.id;
      if (!isNew) toast.info(t.updatedList({ destination: list.destination }), { description: t.updatedListText });
      return true;
    } catch (error) {
      toast.error(t.makeFailed, failureToastOptions(error));
      return false;
    }
  };

  const open = (listId: string) => {
    openPackingList(listId).catch((error: unknown) => toast.error(t.openFailed, failureToastOptions(error)));
  };

  const confirmDelete = async (list: PackingListRow) => {
    try {
      await deletePackingList(list.id);
      toast.success(t.listDeleted);
      setToDelete(undefined);
    } catch (error) {
      toast.error(t.deleteFailed, failureToastOptions(error));
    }
  };

  const formCell = (
    <div key="form" className="lg:col-start-1 lg:row-start-1">
      <PackingForm trips={trips} onGenerate={generate} />
    </div>
  );
  const switcherCell = (all: PackingListRow[]) => (
    <div key="switcher" className="lg:col-start-1 lg:row-start-2">
      <ListSwitcher lists={all} currentId={current?.id} onSelect={open} />
    </div>
  );
  const listCell = (
    <div key="list" className="min-w-0 lg:col-start-2 lg:row-span-3 lg:row-start-1">
      {!lists ? (
        <p role="status" className="text-slate-600 dark:text-slate-400">
          {t.loadingLists}
        </p>
      ) : current ? (
        <PackingListView
          key={current.id}
          list={current}
          tripTitle={tripTitle}
          headingRef={headingRef}
          onDelete={() => setToDelete(current)}
        />
      ) : (
        <EmptyStateCard>
          <Backpack aria-hidden="true" className="size-10 text-brand-700 dark:text-brand-300" />
          <h2 className="text-lg font-semibold">{t.noListYet}</h2>
          <p className="max-w-sm text-slate-600 dark:text-slate-400">{t.noListYetText}</p>
        </EmptyStateCard>
      )}
    </div>
  );

  return (
    <ToolScreen title={t.title} subtitle={t.subtitle}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr]">
        {/* Keyed cells: on a phone the list being packed comes before the form, without losing what is typed in it. */}
        {lists && lists.length > 0 ? [switcherCell(lists), listCell, formCell] : [formCell, listCell]}
      </div>

      {toDelete ? (
        <ConfirmDelete
          title={t.deleteListTitle}
          question={t.deleteListQuestion}
          name={toDelete.destination}
          onCancel={() => setToDelete(undefined)}
          onConfirm={() => void confirmDelete(toDelete)}
        />
      ) : null}
    </ToolScreen>
  );
}

function ListSwitcher({
  lists,
  currentId,
  onSelect,
}: {
  lists: PackingListRow[];
  currentId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const t = useMessages(packingMessages);
  return (
    <nav aria-label={t.yourLists}>
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">Your lists</h2>
      <ul className="space-y-2">
        {lists.map((list) => {
          const isCurrent = list.id === currentId;
          return (
            <li key={list.id}>
              <button
                type="button"
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => onSelect(list.id)}
                className={`flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border px-3 py-2 text-left ${
                  isCurrent
                    ? 'border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-slate-800 dark:text-brand-100'
                    : 'border-slate-200 bg-white hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800'
                }`}
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{list.destination}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{t.days(list.duration_days)}</span>
                </span>
                <span className="shrink-0 text-sm font-semibold">{packingProgress(list.items)}%</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
