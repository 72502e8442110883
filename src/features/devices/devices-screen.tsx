// "Your devices": use the same trips on another device (a pairing code and its QR code), link this
// device with a code, the list of the traveller's devices (named, removable) and the recovery code.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Camera, CloudOff, KeyRound, Laptop, Link2, Pencil, Printer, Copy, QrCode as QrIcon, Trash2 } from 'lucide-react';
import { ToolScreen } from '../../ui/tool-screen';
import { Card } from '../../ui/card';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/connectivity';
import { useNow } from '../../lib/use-now';
import { ApiRequestError } from '../../lib/api-client';
import { useIsOnDevice } from '../../lib/on-device';
import { linkPath, normaliseCode, pairingCodeLength, recoveryCodeLength } from '../../domain/device-codes';
import type { Device, DeviceList, PairingCode } from '../../domain/device-schema';
import { claimCode, makePairingCode, makeRecoveryCode, refreshDevices, removeDevice, renameDevice, useKnownDevices } from './data';
import { suggestedDeviceName } from './device-name';
import { CodeDisplay } from './code-display';
import { canScan, ScanDialog } from './scan-dialog';

const needsConnection = 'This needs a connection. Try again when you are back online.';

function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.isNetworkError ? needsConnection : error.message;
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

function seenInWords(iso: string, now: number): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (seconds > -90) return 'Active now';
  const minutes = Math.round(seconds / 60);
  if (minutes > -60) return `Last seen ${relative.format(minutes, 'minute')}`;
  const hours = Math.round(minutes / 60);
  if (hours > -24) return `Last seen ${relative.format(hours, 'hour')}`;
  const days = Math.round(hours / 24);
  if (days > -30) return `Last seen ${relative.format(days, 'day')}`;
  return `Last seen on ${new Date(iso).toLocaleDateString()}`;
}

const thisDeviceName = () => suggestedDeviceName(navigator.userAgent);

/** The traveller's devices from the server; this device is named after its browser the first time. */
async function loadDevices(): Promise<DeviceList> {
  const list = await refreshDevices();
  const self = list.devices.find((device) => device.this_device);
  if (self && self.name === null) await renameDevice(self.id, thisDeviceName());
  return list;
}

/** The code in a /devices/link#code=… address, if any. */
function codeInHash(hash: string): string | undefined {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('code');
  return code ? code.trim().slice(0, 40) : undefined;
}

export default function DevicesScreen() {
  const isOnDevice = useIsOnDevice();
  return (
    <ToolScreen title="Your devices" subtitle="Use your trips and lists on your phone and your laptop alike. No account, no password.">
      {isOnDevice ? <DevicesContent /> : null}
    </ToolScreen>
  );
}

function DevicesContent() {
  const online = useOnline();
  const known = useKnownDevices();
  const [loadProblem, setLoadProblem] = useState<string>();
  const location = useLocation();
  const navigate = useNavigate();
  const linkedCode = location.pathname === linkPath ? codeInHash(location.hash) : undefined;

  const refresh = useCallback(
    (): Promise<DeviceList | undefined> =>
      loadDevices().then(
        (list) => {
          setLoadProblem(undefined);
          return list;
        },
        (error: unknown) => {
          setLoadProblem(messageOf(error));
          return undefined;
        },
      ),
    [],
  );

  useEffect(() => {
    if (online) void refresh();
  }, [online, refresh]);

  const list = known?.list;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="grid content-start gap-5">
        <ShowCodeCard online={online} devices={list?.devices.length} refresh={refresh} />
        <LinkCard
          key={linkedCode ?? ''}
          online={online}
          initialCode={linkedCode}
          onLinked={() => {
            if (location.pathname === linkPath) void navigate('/devices', { replace: true });
          }}
        />
      </div>
      <div className="grid content-start gap-5">
        <Card>
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Laptop aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
            Linked devices
          </h2>
          {!online || loadProblem ? (
            <p className="mt-2 flex items-start gap-2 rounded-xl bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {!online
                ? known
                  ? `You're offline: this is the list as it was on ${new Date(known.fetched_at).toLocaleString()}.`
                  : "You're offline. Your devices show here once this device has been online."
                : loadProblem}
            </p>
          ) : null}
          {list ? (
            <DeviceRows devices={list.devices} online={online} />
          ) : known === null && online && !loadProblem ? (
            <p className="mt-3">Loading…</p>
          ) : null}
        </Card>
        <RecoveryCard online={online} hasCode={list?.has_recovery_code} refresh={refresh} />
      </div>
    </div>
  );
}

function ShowCodeCard({
  online,
  devices,
  refresh,
}: {
  online: boolean;
  devices: number | undefined;
  refresh: () => Promise<DeviceList | undefined>;
}) {
  const [code, setCode] = useState<PairingCode>();
  const [isAsking, setAsking] = useState(false);
  const startCount = useRef<number | undefined>(undefined);

  const ask = async () => {
    setAsking(true);
    try {
      // Count the devices before the code exists (the list may not have loaded yet), so the one that uses it shows as new.
      startCount.current = (await refresh())?.devices.length ?? devices;
      setCode(await makePairingCode(thisDeviceName()));
    } catch (error) {
      toast.error("Couldn't make a code", { description: messageOf(error) });
    } finally {
      setAsking(false);
    }
  };

  // While a code is shown, look for the device that uses it, to say so and put the code away.
  useEffect(() => {
    if (!code) return;
    const timer = window.setInterval(() => {
      void refresh().then((list) => {
        if (!list || startCount.current === undefined || list.devices.length <= startCount.current) return;
        const newest = list.devices.at(-1);
        toast.success(`${newest?.name ?? 'A new device'} is linked`, { description: 'Your trips and lists now sync to it.' });
        setCode(undefined);
      });
    }, 3000);
    return () => window.clearInterval(timer);
  }, [code, refresh]);

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <QrIcon aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
        Use on another device
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Show a code here, then scan it or type it on the other device. Both then share your trips, packing lists, price alerts and clock
        cities.
      </p>
      {code ? (
        <CodeDisplay code={code} onNewCode={() => void ask()} onDone={() => setCode(undefined)} />
      ) : (
        <div className="mt-3">
          <Button onClick={() => void ask()} disabled={!online || isAsking}>
            {isAsking ? 'Making a code…' : 'Show a code'}
          </Button>
          {!online ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Making a code needs a connection.</p> : null}
        </div>
      )}
    </Card>
  );
}

type Claim = { kind: 'pairing' | 'recovery'; code: string };

function ConfirmLink({ claim, onCancel, onLinked }: { claim: Claim; onCancel: () => void; onLinked: () => void }) {
  const [isLinking, setLinking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const link = async () => {
    setLinking(true);
    setProblem(undefined);
    try {
      const result = await claimCode(claim.kind, claim.code, thisDeviceName());
      toast.success('This device is linked', {
        description:
          claim.kind === 'recovery'
            ? 'Your trips and lists are coming in. That recovery code is used up: make a new one below.'
            : `Your trips and lists from ${result.devices} devices are coming in.`,
        duration: 8000,
      });
      onLinked();
    } catch (error) {
      setProblem(messageOf(error));
      setLinking(false);
    }
  };
  return (
    <Modal
      title={claim.kind === 'pairing' ? 'Link this device?' : 'Restore your trips here?'}
      size="sm"
      role="alertdialog"
      description="The trips and lists on this device will be joined with your other devices' ones. Nothing is dropped."
      onClose={onCancel}
    >
      <p className="font-mono text-lg font-semibold tracking-wider break-all">{claim.code}</p>
      {problem ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
          {problem}
        </p>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => void link()} disabled={isLinking}>
          <Link2 aria-hidden="true" className="size-4" />
          {isLinking ? 'Linking…' : 'Link'}
        </Button>
      </div>
    </Modal>
  );
}

function LinkCard({ online, initialCode, onLinked }: { online: boolean; initialCode: string | undefined; onLinked: () => void }) {
  const [typed, setTyped] = useState(initialCode ?? '');
  const [error, setError] = useState<string>();
  const [claim, setClaim] = useState<Claim | undefined>(initialCode ? { kind: 'pairing', code: initialCode } : undefined);
  const [isScanning, setScanning] = useState(false);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseCode(typed);
    if (code.length === 0) return setError('Type the code shown on your other device.');
    if (code.length !== pairingCodeLength) return setError('A code has 10 letters and digits, like K7PQR-2XWMN.');
    setError(undefined);
    setClaim({ kind: 'pairing', code: typed.trim() });
  };
  const scanned = useCallback((text: string) => {
    setScanning(false);
    const code = text.includes('#') ? codeInHash(text.slice(text.indexOf('#'))) : text;
    if (!code) return setError("That QR code isn't an Astra code.");
    setTyped(code);
    setClaim({ kind: 'pairing', code });
  }, []);

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Link2 aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
        Link this device
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        On your other device, open Your devices and choose Show a code. This device's trips and lists are joined with the other device's:
        nothing is dropped.
      </p>
      <form className="mt-3" onSubmit={submit} noValidate>
        <Field id={inputId} label="Code from your other device" error={error}>
          {(control) => (
            <input
              {...control}
              className={`${control.className} font-mono uppercase tracking-wider`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="XXXXX-XXXXX"
            />
          )}
        </Field>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="submit" disabled={!online}>
            Link this device
          </Button>
          {canScan() ? (
            <Button variant="secondary" onClick={() => setScanning(true)} disabled={!online}>
              <Camera aria-hidden="true" className="size-4" />
              Scan the code
            </Button>
          ) : null}
        </div>
        {!online ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Linking needs a connection.</p> : null}
      </form>
      {isScanning ? <ScanDialog onScanned={scanned} onClose={() => setScanning(false)} /> : null}
      {claim ? (
        <ConfirmLink
          claim={claim}
          onCancel={() => setClaim(undefined)}
          onLinked={() => {
            setClaim(undefined);
            setTyped('');
            onLinked();
          }}
        />
      ) : null}
    </Card>
  );
}

function DeviceRows({ devices, online }: { devices: Device[]; online: boolean }) {
  const now = useNow(60_000);
  const [editing, setEditing] = useState<string>();
  const [removing, setRemoving] = useState<Device>();
  return (
    <>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {devices.map((device) => (
          <li key={device.id} className="py-3">
            {editing === device.id ? (
              <RenameForm device={device} onDone={() => setEditing(undefined)} />
            ) : (
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0 flex-1 pt-1">
                  <p className="font-medium break-words">
                    {device.name ?? (device.this_device ? thisDeviceName() : 'Unnamed device')}
                    {device.this_device ? (
                      <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                        This device
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {device.this_device ? 'Active now' : seenInWords(device.last_seen_at, now)}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    className="px-3"
                    aria-label={`Rename ${device.name ?? 'this device'}`}
                    disabled={!online}
                    onClick={() => setEditing(device.id)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    <span className="hidden sm:inline lg:hidden xl:inline">Rename</span>
                  </Button>
                  {devices.length > 1 ? (
                    <Button
                      variant="ghost"
                      className="px-3 text-red-700 dark:text-red-300"
                      aria-label={`Remove ${device.name ?? 'this device'}`}
                      disabled={!online}
                      onClick={() => setRemoving(device)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="hidden sm:inline lg:hidden xl:inline">Remove</span>
                    </Button>
                  ) : null}
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {devices.length === 1 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Only this device so far. Show a code to add another.</p>
      ) : null}
      {removing ? <ConfirmRemove device={removing} onDone={() => setRemoving(undefined)} /> : null}
    </>
  );
}

function RenameForm({ device, onDone }: { device: Device; onDone: () => void }) {
  const [name, setName] = useState(device.name ?? (device.this_device ? thisDeviceName() : ''));
  const [error, setError] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  const inputId = useId();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError('Give the device a name.');
    setSaving(true);
    try {
      await renameDevice(device.id, name.trim());
      onDone();
    } catch (failure) {
      setError(messageOf(failure));
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Field id={inputId} label="Device name" error={error} hint="For example “Anna's phone” or “Work laptop”.">
        {(control) => <input {...control} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} autoFocus />}
      </Field>
      <div className="mt-2 flex gap-2">
        <Button type="submit" disabled={isSaving}>
          Save
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ConfirmRemove({ device, onDone }: { device: Device; onDone: () => void }) {
  const [isRemoving, setRemoving] = useState(false);
  const remove = async () => {
    setRemoving(true);
    try {
      await removeDevice(device.id);
      toast.success(`${device.name ?? 'The device'} was removed`);
      onDone();
    } catch (error) {
      toast.error("Couldn't remove the device", { description: messageOf(error) });
      setRemoving(false);
    }
  };
  const name = device.name ?? 'this device';
  return (
    <Modal
      title={`Remove ${name}?`}
      size="sm"
      role="alertdialog"
      description={
        device.this_device
          ? 'This device stops syncing with your other devices at once, and then offers to clear its data.'
          : 'It stops syncing at once. When it next connects, it offers to save the changes it never sent, then clears your trips from it.'
      }
      onClose={onDone}
    >
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button variant="danger" disabled={isRemoving} onClick={() => void remove()}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
    </Modal>
  );
}

function RecoveryCard({ online, hasCode, refresh }: { online: boolean; hasCode: boolean | undefined; refresh: () => Promise<unknown> }) {
  const [shown, setShown] = useState<string>();
  const [isConfirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [claim, setClaim] = useState<Claim>();
  const inputId = useId();

  const make = async () => {
    setConfirming(false);
    try {
      setShown((await makeRecoveryCode()).code);
      void refresh();
    } catch (failure) {
      toast.error("Couldn't make a recovery code", { description: messageOf(failure) });
    }
  };
  const restore = (event: FormEvent) => {
    event.preventDefault();
    if (normaliseCode(typed).length !== recoveryCodeLength) return setError('A recovery code has 28 letters and digits in groups of four.');
    setError(undefined);
    setClaim({ kind: 'recovery', code: typed.trim() });
  };

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
        Recovery code
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        If every device is lost, a recovery code brings your trips back on a new one. It is shown once: keep it in a password manager or
        print it.
      </p>
      {hasCode !== undefined ? (
        <p className="mt-2 text-sm font-medium">{hasCode ? 'You have a recovery code.' : 'You have no recovery code yet.'}</p>
      ) : null}
      <Button className="mt-3" variant="secondary" disabled={!online} onClick={() => (hasCode ? setConfirming(true) : void make())}>
        {hasCode ? 'Make a new recovery code' : 'Make a recovery code'}
      </Button>

      <details className="mt-4 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
        <summary className="cursor-pointer font-medium">Restore from a recovery code</summary>
        <form className="mt-2" onSubmit={restore} noValidate>
          <Field id={inputId} label="Recovery code" error={error} hint="This device's trips and lists are joined with the restored ones.">
            {(control) => (
              <input
                {...control}
                className={`${control.className} font-mono uppercase`}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
            )}
          </Field>
          <Button type="submit" className="mt-3" disabled={!online}>
            Restore
          </Button>
        </form>
      </details>

      {isConfirming ? (
        <Modal
          title="Make a new recovery code?"
          size="sm"
          role="alertdialog"
          description="Your earlier recovery code stops working."
          onClose={() => setConfirming(false)}
        >
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={() => void make()}>Make a new code</Button>
          </div>
        </Modal>
      ) : null}
      {shown ? <RecoveryCodeShown code={shown} onClose={() => setShown(undefined)} /> : null}
      {claim ? (
        <ConfirmLink
          claim={claim}
          onCancel={() => setClaim(undefined)}
          onLinked={() => {
            setClaim(undefined);
            setTyped('');
          }}
        />
      ) : null}
    </Card>
  );
}

function RecoveryCodeShown({ code, onClose }: { code: string; onClose: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success('Recovery code copied');
    } catch {
      toast.error("Couldn't copy. Select the code and copy it by hand.");
    }
  };
  const print = () => {
    const page = window.open('', '_blank', 'width=600,height=400');
    if (!page) return toast.error("Couldn't open the page to print. Copy the code instead.");
    page.document.title = 'Astra recovery code';
    const heading = page.document.createElement('h1');
    heading.textContent = 'Astra Travel Concierge: recovery code';
    const text = page.document.createElement('p');
    text.textContent = code;
    text.style.cssText = 'font: 700 24px monospace; letter-spacing: 0.1em';
    const note = page.document.createElement('p');
    note.textContent = `Made on ${new Date().toLocaleDateString()}. On a new device, open Your devices, then Restore from a recovery code.`;
    page.document.body.append(heading, text, note);
    page.print();
    page.close();
  };
  return (
    <Modal title="Your recovery code" description="Shown this once. Keep it somewhere safe, such as a password manager." onClose={onClose}>
      <p className="rounded-xl bg-slate-100 p-4 text-center font-mono text-xl font-bold tracking-wider select-all dark:bg-slate-800">
        {code.split('-').map((group, index, groups) => (
          <span key={index} className="inline-block whitespace-nowrap">
            {group}
            {index < groups.length - 1 ? '-' : ''}
          </span>
        ))}
      </p>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        Anyone with this code can open your trips, so keep it private. It works once; make a new one after you use it.
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={print}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
        <Button onClick={onClose}>I've kept it</Button>
      </div>
    </Modal>
  );
}
