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
import { displayNameSchema, inviteRoles, roleLabels, type InviteRole } from '../../domain/trip-sharing';
import {
  changeRole,
  makeInvite,
  removeMember,
  sharingFailure,
  stopInvites,
  useRememberedName,
  useTripAccess,
  type TripAccess,
} from './data';
import { expiryInWords } from './format';

/** The link as this browser reached the server: behind a proxy the server may see another scheme or host. */
function asReachedHere(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return new URL(`${parsed.pathname}${parsed.hash}`, window.location.origin).href;
}

export function ShareButton({ tripId, tripTitle }: { tripId: string; tripTitle: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" className="size-4" />
        Share
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
  const [invite, setInvite] = useState<TripInvite>();
  const [confirming, setConfirming] = useState<Confirming>();
  const [busy, setBusy] = useState(false);

  const isShared = access?.role !== undefined;
  const isOwner = access?.canManageMembers ?? false;

  const run = async (what: string, action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast.error(`${what} did not work`, { description: sharingFailure(error, what) });
    } finally {
      setBusy(false);
      setConfirming(undefined);
    }
  };

  const confirm = () => {
    if (!confirming) return;
    if (confirming.kind === 'stop') {
      void run('Stopping the invite links', async () => {
        await stopInvites(tripId);
        setInvite(undefined);
        toast.success('Invite links stopped', { description: 'Nobody new can join with them. Who joined stays on the trip.' });
      });
    } else if (confirming.kind === 'remove') {
      void run(`Removing ${confirming.name}`, async () => {
        await removeMember(tripId, confirming.memberId);
        toast.success(`${confirming.name} was removed from the trip`);
      });
    } else {
      void run('Leaving the trip', async () => {
        await removeMember(tripId, confirming.memberId);
        toast.success(`You left ${tripTitle}`);
        onClose();
        navigate('/trips');
      });
    }
  };

  return (
    <Modal
      title="Share this trip"
      description="Companions you invite see the plan on their own devices, and can add to it if you let them. No accounts needed."
      onClose={onClose}
    >
      {!access ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          Loading…
        </p>
      ) : (
        <div className="space-y-5">
          {!online ? (
            <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              You are offline. Inviting people and changing who is on the trip need a connection.
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
              {access.ownerName ? `${access.ownerName} invites people to this trip.` : "The trip's owner invites people to it."}
            </p>
          )}
          {isShared ? (
            <Members
              access={access}
              disabled={!online || busy}
              onRoleChange={(memberId, role) => void run('Changing the role', () => changeRole(tripId, memberId, role))}
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
                  Stop all invite links
                </Button>
              ) : access.memberId ? (
                <Button
                  variant="ghost"
                  className="text-red-700 dark:text-red-300"
                  disabled={!online || busy}
                  onClick={() => setConfirming({ kind: 'leave', memberId: access.memberId! })}
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  Leave this trip
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
              ? 'Stop all invite links?'
              : confirming.kind === 'remove'
                ? `Remove ${confirming.name}?`
                : 'Leave this trip?'
          }
          question={
            confirming.kind === 'stop'
              ? 'Links already sent stop working. Who joined stays on the trip.'
              : confirming.kind === 'remove'
                ? `${confirming.name} loses the trip from their devices at their next sync. Changes they have not sent yet are kept on their device for them to copy.`
                : `${tripTitle} leaves your devices at their next sync. To come back you need a new invite.`
          }
          action={confirming.kind === 'stop' ? 'Stop links' : confirming.kind === 'remove' ? 'Remove' : 'Leave'}
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
        setNameError(parsed.error.issues[0]?.message);
        return;
      }
      displayName = parsed.data;
    }
    setMaking(true);
    try {
      onMade(await makeInvite(tripId, role, displayName));
    } catch (error) {
      toast.error('Could not make the invite link', {
        description: sharingFailure(error, 'An invite link'),
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
        <Field id={nameId} label="Your name" hint="What your companions will see." error={nameError}>
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
        <legend className={labelClass}>People who join with the link</legend>
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
              {roleLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={disabled || making}>
        <Link2 aria-hidden="true" className="size-4" />
        {making ? 'Making the link…' : 'Make invite link'}
      </Button>
    </form>
  );
}

function InviteLink({ invite, tripTitle, onAnother }: { invite: TripInvite; tripTitle: string; onAnother: () => void }) {
  const url = asReachedHere(invite.url);
  const now = useNow(60_000);
  const inputId = useId();
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Invite link copied');
    } catch (error) {
      toast.error('Could not copy the link; select it and copy it by hand', failureToastOptions(error));
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: tripTitle, text: `Join me on ${tripTitle}`, url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        toast.error('Could not open the share sheet', failureToastOptions(error));
    }
  };

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={inputId} className={labelClass}>
          Invite link · {roleLabels[invite.role]}
        </label>
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} bg-slate-50 font-mono text-xs dark:bg-slate-800`}
        />
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {expiryInWords(invite.expires_at, now)} Anyone with the link can join, until you stop it.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
        {canShare ? (
          <Button variant="secondary" onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-4" />
            Send…
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onAnother}>
          <Link2 aria-hidden="true" className="size-4" />
          Another link
        </Button>
      </div>
      <figure className="flex flex-col items-center gap-1">
        <QrCode text={url} label={`QR code of the invite to ${tripTitle}`} size={200} />
        <figcaption className="text-xs text-slate-600 dark:text-slate-400">Or scan it with the phone's camera</figcaption>
      </figure>
    </div>
  );
}

function Members({
  access,
  disabled,
  onRoleChange,
  onRemove,
}: {
  access: TripAccess;
  disabled: boolean;
  onRoleChange: (memberId: string, role: InviteRole) => void;
  onRemove: (memberId: string, name: string) => void;
}) {
  const isOwner = access.canManageMembers;
  return (
    <section aria-labelledby="members-heading">
      <h3 id="members-heading" className="flex items-center gap-2 font-semibold">
        <Users aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-300" />
        On this trip
      </h3>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800" aria-label="People on this trip">
        {access.members.map((member) => {
          const isYou = member.id === access.memberId;
          const canChange = isOwner && !isYou && member.role !== 'owner';
          return (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <span className="min-w-0 break-words font-medium">
                {member.display_name}
                {isYou ? <span className="font-normal text-slate-600 dark:text-slate-400"> (you)</span> : null}
              </span>
              {canChange ? (
                <span className="flex items-center gap-1">
                  <select
                    aria-label={`Role of ${member.display_name}`}
                    value={member.role}
                    disabled={disabled}
                    onChange={(event) => onRoleChange(member.id, event.target.value as InviteRole)}
                    className="min-h-11 rounded-xl border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-950"
                  >
                    {inviteRoles.map((role) => (
                      <option key={role} value={role}>
                        {roleLabels[role]}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onRemove(member.id, member.display_name)}
                    aria-label={`Remove ${member.display_name}`}
                    title="Remove"
                    className="inline-flex size-11 items-center justify-center rounded-xl text-red-700 hover:bg-red-50 disabled:opacity-40 dark:text-red-300 dark:hover:bg-slate-800"
                  >
                    <UserMinus aria-hidden="true" className="size-4" />
                  </button>
                </span>
              ) : (
                <span className="text-sm text-slate-600 dark:text-slate-400">{roleLabels[member.role]}</span>
              )}
            </li>
          );
        })}
      </ul>
      {access.members.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Who is on the trip shows here after the next sync.</p>
      ) : null}
    </section>
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
  return (
    <Modal title={title} size="sm" role="alertdialog" description={question} onClose={onCancel}>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {action}
        </Button>
      </div>
    </Modal>
  );
}
