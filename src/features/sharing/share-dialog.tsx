// "Share" on a trip's screen: make an invite link (the first one shares the trip), show it to copy,
// send or scan, stop the links, and who is on the trip, with the owner's role changes and removals
// and a member's "Leave this trip". Invites and members live on the server, so this needs a connection;
// the list of who is on the trip comes from the device (pulled by sync) and shows offline too.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Copy, Link2, Link2Off, LogOut, Share2, UserMinus, Users } from 'lucide-react';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Field, inputClass, labelClass } from '../../ui/field';
import { QrCode } from '../../ui/qr-code';
import { useOnline } from '../../lib/connectivity';
import { useNow } from '../../lib/use-now';
import { toast } from '../../lib/toast';
import { failureToastOptions } from '../../lib/saved-note';
import type { TripInvite } from '../../lib/api-client';
import { displayNameSchema, inviteRoles, type InviteRole, type TripRole } from '../../domain/trip-sharing';
import { intlLocale, useMessages } from '../../lib/i18n';
import { sharingMessages } from './messages';
import {
  changeRole,
  renameMe,
  makeInvite,
  removeMember,
  sharingFailure,
  stopInvites,
  useRememberedName,
  useTripAccess,
  type TripAccess,
} from './data';
import { expiryInWords } from './format';

type Texts = ReturnType<typeof sharingMessages.get>;

const roleKeys = { owner: 'roleOwner', editor: 'roleEditor', viewer: 'roleViewer' } as const satisfies Record<TripRole, keyof Texts>;
const roleText = (t: Texts, role: TripRole) => t[roleKeys[role]];

/** The name check's own complaint in the language spoken; its other complaints (too long) as they come. */
const nameProblem = (t: Texts, message: string | undefined) => (message === 'Say what the others should call you' ? t.nameEmpty : message);

/** The link as this browser reached the server: behind a proxy the server may see another scheme or host. */
function asReachedHere(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return new URL(`${parsed.pathname}${parsed.hash}`, window.location.origin).href;
}

export function ShareButton({ tripId, tripTitle }: { tripId: string; tripTitle: string }) {
  const [open, setOpen] = useState(false);
  const t = useMessages(sharingMessages);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" className="size-4" />
        {t.share}
      </Button>
      {open ? <ShareDialog tripId={tripId} tripTitle={tripTitle} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

type Confirming = { kind: 'stop' } | { kind: 'remove'; memberId: string; name: string } | { kind: 'leave'; memberId: string } | undefined;

function ShareDialog({ tripId, tripTitle, onClose }: { tripId: string; tripTitle: string; onClose: () => void }) {
  const online = useOnline();
  const access = useTripAccess(tripId);
  const navigate = useNavigate();
  const t = useMessages(sharingMessages);
  const [invite, setInvite] = useState<TripInvite>();
  const [confirming, setConfirming] = useState<Confirming>();
  const [busy, setBusy] = useState(false);

  const isShared = access?.role !== undefined;
  const isOwner = access?.canManageMembers ?? false;

  /** Runs a sharing call; answers whether it worked (a failure is said in a toast, and what was typed stays). */
  const run = async (what: string, action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      return true;
    } catch (error) {
      toast.error(t.failedTitle({ what }), { description: sharingFailure(error, what) });
      return false;
    } finally {
      setBusy(false);
      setConfirming(undefined);
    }
  };

  const confirm = () => {
    if (!confirming) return;
    if (confirming.kind === 'stop') {
      void run(t.whatStop, async () => {
        await stopInvites(tripId);
        setInvite(undefined);
        toast.success(t.stopped, { description: t.stoppedText });
      });
    } else if (confirming.kind === 'remove') {
      void run(t.whatRemove({ name: confirming.name }), async () => {
        await removeMember(tripId, confirming.memberId);
        toast.success(t.removed({ name: confirming.name }));
      });
    } else {
      void run(t.whatLeave, async () => {
        await removeMember(tripId, confirming.memberId);
        toast.success(t.left({ title: tripTitle }));
        onClose();
        navigate('/trips');
      });
    }
  };

  return (
    <Modal title={t.dialogTitle} description={t.dialogDescription} onClose={onClose}>
      {!access ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {t.loading}
        </p>
      ) : (
        <div className="space-y-5">
          {!online ? (
            <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              {t.offline}
            </p>
          ) : null}
          {isOwner ? (
            invite ? (
              <InviteLink invite={invite} tripTitle={tripTitle} onAnother={() => setInvite(undefined)} />
            ) : (
              <InviteForm tripId={tripId} needsName={!isShared} disabled={!online} onMade={setInvite} />
            )
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {access.ownerName ? t.ownerInvites({ owner: access.ownerName }) : t.theOwnerInvites}
            </p>
          )}
          {isShared ? (
            <Members
              access={access}
              disabled={!online || busy}
              onRoleChange={(memberId, role) => void run(t.whatRole, () => changeRole(tripId, memberId, role))}
              onRename={(memberId, name) => run(t.whatName, () => renameMe(tripId, memberId, name))}
              onRemove={(memberId, name) => setConfirming({ kind: 'remove', memberId, name })}
            />
          ) : null}
          {isShared ? (
            <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
              {isOwner ? (
                <Button
                  variant="ghost"
                  className="text-red-700 dark:text-red-300"
                  disabled={!online || busy}
                  onClick={() => setConfirming({ kind: 'stop' })}
                >
                  <Link2Off aria-hidden="true" className="size-4" />
                  {t.stopAll}
                </Button>
              ) : access.memberId ? (
                <Button
                  variant="ghost"
                  className="text-red-700 dark:text-red-300"
                  disabled={!online || busy}
                  onClick={() => setConfirming({ kind: 'leave', memberId: access.memberId! })}
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  {t.leave}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
      {confirming ? (
        <Confirm
          title={
            confirming.kind === 'stop'
              ? t.confirmStopTitle
              : confirming.kind === 'remove'
                ? t.confirmRemoveTitle({ name: confirming.name })
                : t.confirmLeaveTitle
          }
          question={
            confirming.kind === 'stop'
              ? t.confirmStopText
              : confirming.kind === 'remove'
                ? t.confirmRemoveText({ name: confirming.name })
                : t.confirmLeaveText({ title: tripTitle })
          }
          action={confirming.kind === 'stop' ? t.confirmStop : confirming.kind === 'remove' ? t.confirmRemove : t.confirmLeave}
          busy={busy}
          onCancel={() => setConfirming(undefined)}
          onConfirm={confirm}
        />
      ) : null}
    </Modal>
  );
}

function InviteForm({
  tripId,
  needsName,
  disabled,
  onMade,
}: {
  tripId: string;
  needsName: boolean;
  disabled: boolean;
  onMade: (invite: TripInvite) => void;
}) {
  const remembered = useRememberedName();
  const t = useMessages(sharingMessages);
  const [name, setName] = useState<string>();
  const [role, setRole] = useState<InviteRole>('editor');
  const [nameError, setNameError] = useState<string>();
  const [making, setMaking] = useState(false);
  const nameId = useId();
  const roleName = useId();
  const shownName = name ?? remembered ?? '';

  const make = async () => {
    let displayName: string | undefined;
    if (needsName) {
      const parsed = displayNameSchema.safeParse(shownName);
      if (!parsed.success) {
        setNameError(nameProblem(t, parsed.error.issues[0]?.message));
        return;
      }
      displayName = parsed.data;
    }
    setMaking(true);
    try {
      onMade(await makeInvite(tripId, role, displayName));
    } catch (error) {
      toast.error(t.inviteFailed, {
        description: sharingFailure(error, t.whatInvite),
      });
    } finally {
      setMaking(false);
    }
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void make();
      }}
    >
      {needsName ? (
        <Field id={nameId} label={t.yourName} hint={t.yourNameHint} error={nameError}>
          {(control) => (
            <input
              {...control}
              value={shownName}
              maxLength={40}
              autoComplete="given-name"
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
            />
          )}
        </Field>
      ) : null}
      <fieldset>
        <legend className={labelClass}>{t.joinWith}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {inviteRoles.map((value) => (
            <label
              key={value}
              className={`flex min-h-11 cursor-pointer items-center justify-center rounded-xl border px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
                role === value
                  ? 'border-brand-700 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-slate-800 dark:text-brand-100'
                  : 'border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200'
              }`}
            >
              <input
                type="radio"
                name={roleName}
                value={value}
                checked={role === value}
                onChange={() => setRole(value)}
                className="sr-only"
              />
              {roleText(t, value)}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={disabled || making}>
        <Link2 aria-hidden="true" className="size-4" />
        {making ? t.making : t.make}
      </Button>
    </form>
  );
}

function InviteLink({ invite, tripTitle, onAnother }: { invite: TripInvite; tripTitle: string; onAnother: () => void }) {
  const url = asReachedHere(invite.url);
  const now = useNow(60_000);
  const inputId = useId();
  const t = useMessages(sharingMessages);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t.copied);
    } catch (error) {
      toast.error(t.copyFailed, failureToastOptions(error));
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: tripTitle, text: t.shareText({ title: tripTitle }), url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error(t.shareFailed, failureToastOptions(error));
    }
  };

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={inputId} className={labelClass}>
          {t.inviteLink({ role: roleText(t, invite.role) })}
        </label>
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} bg-slate-50 font-mono text-xs dark:bg-slate-800`}
        />
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {expiryInWords(invite.expires_at, now, intlLocale())} {t.anyone}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t.copy}
        </Button>
        {canShare ? (
          <Button variant="secondary" onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-4" />
            {t.send}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onAnother}>
          <Link2 aria-hidden="true" className="size-4" />
          {t.another}
        </Button>
      </div>
      <figure className="flex flex-col items-center gap-1">
        <QrCode text={url} label={t.qr({ title: tripTitle })} size={200} />
        <figcaption className="text-xs text-slate-600 dark:text-slate-400">{t.scanIt}</figcaption>
      </figure>
    </div>
  );
}

function Members({
  access,
  disabled,
  onRoleChange,
  onRename,
  onRemove,
}: {
  access: TripAccess;
  disabled: boolean;
  onRoleChange: (memberId: string, role: InviteRole) => void;
  onRename: (memberId: string, name: string) => Promise<boolean>;
  onRemove: (memberId: string, name: string) => void;
}) {
  const isOwner = access.canManageMembers;
  const t = useMessages(sharingMessages);
  const [renaming, setRenaming] = useState(false);
  return (
    <section aria-labelledby="members-heading">
      <h3 id="members-heading" className="flex items-center gap-2 font-semibold">
        <Users aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-300" />
        {t.members}
      </h3>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800" aria-label={t.membersList}>
        {access.members.map((member) => {
          const isYou = member.id === access.memberId;
          const canChange = isOwner && !isYou && member.role !== 'owner';
          return (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              {isYou && renaming ? (
                <RenameForm
                  current={member.display_name}
                  disabled={disabled}
                  onCancel={() => setRenaming(false)}
                  onSave={async (name) => {
                    if (await onRename(member.id, name)) setRenaming(false);
                  }}
                />
              ) : (
                <span className="min-w-0 break-words font-medium">
                  {member.display_name}
                  {isYou ? <span className="font-normal text-slate-600 dark:text-slate-400">{t.you}</span> : null}
                  {isYou ? (
                    <button
                      type="button"
                      disabled={disabled}
                      onClick={() => setRenaming(true)}
                      className="ml-2 text-sm font-normal text-brand-700 underline underline-offset-2 disabled:opacity-40 dark:text-brand-300"
                    >
                      {t.changeName}
                    </button>
                  ) : null}
                </span>
              )}
              {canChange ? (
                <span className="flex items-center gap-1">
                  <select
                    aria-label={t.roleOf({ name: member.display_name })}
                    value={member.role}
                    disabled={disabled}
                    onChange={(event) => onRoleChange(member.id, event.target.value as InviteRole)}
                    className="min-h-11 rounded-xl border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-950"
                  >
                    {inviteRoles.map((role) => (
                      <option key={role} value={role}>
                        {roleText(t, role)}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onRemove(member.id, member.display_name)}
                    aria-label={t.removeLabel({ name: member.display_name })}
                    title={t.remove}
                    className="inline-flex size-11 items-center justify-center rounded-xl text-red-700 hover:bg-red-50 disabled:opacity-40 dark:text-red-300 dark:hover:bg-slate-800"
                  >
                    <UserMinus aria-hidden="true" className="size-4" />
                  </button>
                </span>
              ) : (
                <span className="text-sm text-slate-600 dark:text-slate-400">{roleText(t, member.role)}</span>
              )}
            </li>
          );
        })}
      </ul>
      {access.members.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{t.membersLater}</p> : null}
    </section>
  );
}

/** The traveller's own name on the trip, changed in place. */
function RenameForm({
  current,
  disabled,
  onCancel,
  onSave,
}: {
  current: string;
  disabled: boolean;
  onCancel: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState(current);
  const [problem, setProblem] = useState<string>();
  const id = useId();
  const t = useMessages(sharingMessages);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = displayNameSchema.safeParse(name);
    if (!parsed.success) return setProblem(nameProblem(t, parsed.error.issues[0]?.message));
    setProblem(undefined);
    void onSave(parsed.data);
  };
  return (
    <form onSubmit={submit} className="flex w-full flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={labelClass}>
          {t.nameOnTrip}
        </label>
        <input id={id} className={inputClass} value={name} maxLength={40} onChange={(event) => setName(event.target.value)} autoFocus />
        {problem ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{problem}</p> : null}
      </div>
      <Button type="submit" disabled={disabled}>
        {t.save}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t.cancel}
      </Button>
    </form>
  );
}

function Confirm({
  title,
  question,
  action,
  busy,
  onCancel,
  onConfirm,
}: {
  title: string;
  question: string;
  action: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useMessages(sharingMessages);
  return (
    <Modal title={title} size="sm" role="alertdialog" description={question} onClose={onCancel}>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {action}
        </Button>
      </div>
    </Modal>
  );
}
