// The page an invite link opens (/join#invite=<token>; the token stays in the fragment, so it never
// reaches a server log): who invited, to which trip, who is on it, and "Join trip" under the name the
// others will see. No account: the device is the traveller. Once joined, the trip comes with the
// next sync and the page opens it.
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AlertTriangle, CalendarDays, Loader2, UserPlus, Users, WifiOff } from 'lucide-react';
import { ToolScreen } from '../../ui/tool-screen';
import { Card } from '../../ui/card';
import { Button, buttonClass } from '../../ui/button';
import { Field } from '../../ui/field';
import { useOnline } from '../../lib/connectivity';
import { toast } from '../../lib/toast';
import { ApiRequestError, type TripInviteView } from '../../lib/api-client';
import { serverErrorText } from '../../lib/error-text';
import { displayNameSchema } from '../../domain/trip-sharing';
import { useMessages } from '../../lib/i18n';
import { tripDates, usePlanWords } from '../../lib/plan-words/plan-words';
import { sharingMessages } from './messages';
import { inviteDetails, joinTrip, sharingFailure, syncSoon, useRememberedName, useTripOnDevice } from './data';
import { inviteTokenOf, namesInWords } from './format';

type InviteState =
  | { status: 'loading' }
  | { status: 'ready'; invite: TripInviteView }
  | { status: 'failed'; title: string; message: string; isOffline?: boolean };

function failureOf(error: unknown): Extract<InviteState, { status: 'failed' }> {
  const t = sharingMessages.get();
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return { status: 'failed', title: t.joinNoConnection, message: t.joinNoConnectionText, isOffline: true };
    if (error.code === 'invite-expired') return { status: 'failed', title: t.joinExpired, message: serverErrorText(error) };
    if (error.code === 'invite-removed') return { status: 'failed', title: t.joinRemoved, message: serverErrorText(error) };
    if (error.code === 'invite-not-found') return { status: 'failed', title: t.joinNotFound, message: serverErrorText(error) };
    return { status: 'failed', title: t.joinFailed, message: serverErrorText(error) };
  }
  return { status: 'failed', title: t.joinFailed, message: t.joinGeneric };
}

export default function JoinScreen() {
  const { hash } = useLocation();
  const token = inviteTokenOf(hash);
  const online = useOnline();
  const [state, setState] = useState<InviteState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const t = useMessages(sharingMessages);

  useEffect(() => {
    if (!token || !online) return;
    const controller = new AbortController();
    inviteDetails(token, controller.signal).then(
      (invite) => setState({ status: 'ready', invite }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState(failureOf(error));
      },
    );
    return () => controller.abort();
  }, [token, online, attempt]);

  return (
    <ToolScreen title={t.joinTitle} subtitle={t.joinSubtitle}>
      <div className="max-w-xl">
        {!token ? (
          <Problem title={t.joinNoInvite} message={t.joinNoInviteText} />
        ) : !online ? (
          <Problem icon="offline" title={t.joinOfflineTitle} message={t.joinOfflineText} />
        ) : state.status === 'loading' ? (
          <Card>
            <p role="status" className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              {t.joinOpening}
            </p>
          </Card>
        ) : state.status === 'failed' ? (
          <Problem
            icon={state.isOffline ? 'offline' : 'problem'}
            title={state.title}
            message={state.message}
            {...(state.isOffline
              ? {
                  onRetry: () => {
                    setState({ status: 'loading' });
                    setAttempt((count) => count + 1);
                  },
                }
              : {})}
          />
        ) : (
          <InviteCard token={token} invite={state.invite} />
        )}
      </div>
    </ToolScreen>
  );
}

function Problem({
  title,
  message,
  icon = 'problem',
  onRetry,
}: {
  title: string;
  message: string;
  icon?: 'problem' | 'offline';
  onRetry?: () => void;
}) {
  const Icon = icon === 'offline' ? WifiOff : AlertTriangle;
  const t = useMessages(sharingMessages);
  return (
    <Card className="flex flex-col items-center gap-3 py-8 text-center" role="alert">
      <Icon aria-hidden="true" className="size-10 text-amber-600 dark:text-amber-400" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-sm text-slate-600 dark:text-slate-400">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t.joinRetry}
        </Button>
      ) : (
        <Link to="/trips" className={buttonClass('secondary')}>
          {t.joinToTrips}
        </Link>
      )}
    </Card>
  );
}

function InviteCard({ token, invite }: { token: string; invite: TripInviteView }) {
  const remembered = useRememberedName();
  const [name, setName] = useState<string>();
  const [nameError, setNameError] = useState<string>();
  const [joining, setJoining] = useState(false);
  const [joinedTripId, setJoinedTripId] = useState<string | undefined>(invite.joined ? invite.trip_id : undefined);
  const tripHere = useTripOnDevice(joinedTripId);
  const navigate = useNavigate();
  const nameId = useId();
  const t = useMessages(sharingMessages);
  const words = usePlanWords();
  const shownName = name ?? remembered ?? '';

  // Joined: the trip arrives with a sync; open it once it is on this device.
  useEffect(() => {
    if (joinedTripId && tripHere && !invite.joined) navigate(`/trips/${joinedTripId}`, { replace: true });
  }, [joinedTripId, tripHere, invite.joined, navigate]);
  useEffect(() => {
    if (!joinedTripId || tripHere !== null) return;
    // Not here yet: ask again every few seconds (the first sync may have run before the server had it).
    void syncSoon();
    const timer = setInterval(() => void syncSoon(), 4000);
    return () => clearInterval(timer);
  }, [joinedTripId, tripHere]);

  const join = async () => {
    const parsed = displayNameSchema.safeParse(shownName);
    if (!parsed.success) {
      const problem = parsed.error.issues[0]?.message;
      setNameError(problem === 'Say what the others should call you' ? t.nameEmpty : problem);
      return;
    }
    setJoining(true);
    try {
      const joined = await joinTrip(token, parsed.data);
      setJoinedTripId(joined.trip_id);
    } catch (error) {
      setJoining(false);
      toast.error(t.joinJoinFailed, { description: sharingFailure(error, t.whatJoin) });
    }
  };

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-xl font-semibold break-words">{t.joinInvited({ who: invite.invited_by, title: invite.title })}</h2>
        <p className="mt-1 flex items-center gap-2 text-slate-700 dark:text-slate-300">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-700 dark:text-brand-300" />
          {tripDates(words, invite)}
        </p>
        <p className="mt-1 flex items-start gap-2 text-slate-700 dark:text-slate-300">
          <Users aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700 dark:text-brand-300" />
          <span className="min-w-0 break-words">{t.joinOnTrip({ names: namesInWords(invite.members, words.locale) })}</span>
        </p>
      </div>
      {invite.joined ? (
        <div className="space-y-3">
          <p className="font-medium">{t.joinAlready}</p>
          <Link to={`/trips/${invite.trip_id}`} className={buttonClass('primary')}>
            {t.joinOpen({ title: invite.title })}
          </Link>
        </div>
      ) : joinedTripId ? (
        <p role="status" className="flex items-center gap-2 font-medium">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t.joinJoined}
        </p>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void join();
          }}
        >
          <p className="text-slate-700 dark:text-slate-300">{invite.role === 'editor' ? t.joinEditor : t.joinViewer}</p>
          <Field id={nameId} label={t.yourName} hint={t.joinNameHint} error={nameError}>
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
          <Button type="submit" disabled={joining} className="w-full sm:w-auto">
            <UserPlus aria-hidden="true" className="size-4" />
            {joining ? t.joinJoining : t.joinJoin}
          </Button>
        </form>
      )}
    </Card>
  );
}
