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
import { errorText } from '../../lib/error-text';
import { linkPath, normaliseCode, pairingCodeLength, recoveryCodeLength } from '../../domain/device-codes';
import type { Device, DeviceList, PairingCode } from '../../domain/device-schema';
import { claimCode, makePairingCode, makeRecoveryCode, refreshDevices, removeDevice, renameDevice, useKnownDevices } from './data';
import { suggestedDeviceName } from './device-name';
import { CodeDisplay } from './code-display';
import { intlLocale, useMessages } from '../../lib/i18n';
import { devicesMessages } from './messages';
import { canScan, ScanDialog } from './scan-dialog';
import { relativeTimeFormat } from '../../domain/intl-formats';

function messageOf(error: unknown): string {
  const t = devicesMessages.get();
  if (error instanceof ApiRequestError && error.isNetworkError) return t.needsConnection;
  return errorText(error) ?? t.genericError;
}

function seenInWords(iso: string, now: number): string {
  const t = devicesMessages.get();
  const locale = intlLocale();
  const relative = relativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (seconds > -90) return t.seenNow;
  const minutes = Math.round(seconds / 60);
  if (minutes > -60) return t.seenAgo({ when: relative.format(minutes, 'minute') });
  const hours = Math.round(minutes / 60);
  if (hours > -24) return t.seenAgo({ when: relative.format(hours, 'hour') });
  const days = Math.round(hours / 24);
  if (days > -30) return t.seenAgo({ when: relative.format(days, 'day') });
  return t.seenOn({ date: new Date(iso).toLocaleDateString(locale) });
}

const thisDeviceName = () => {
  const t = devicesMessages.get();
  return suggestedDeviceName(navigator.userAgent, { on: t.nameOn, thisBrowser: t.nameThisBrowser });
};

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
  const t = useMessages(devicesMessages);
  return (
    <ToolScreen title={t.title} subtitle={t.subtitle}>
      <DevicesContent />
    </ToolScreen>
  );
}

function DevicesContent() {
  const online = useOnline();
  const t = useMessages(devicesMessages);
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
            {t.linked}
          </h2>
          {!online || loadProblem ? (
            <p className="mt-2 flex items-start gap-2 rounded-xl bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {!online
                ? known
                  ? t.offlineList({ date: new Date(known.fetched_at).toLocaleString(intlLocale()) })
                  : t.offlineNoList
                : loadProblem}
            </p>
          ) : null}
          {list ? (
            <DeviceRows devices={list.devices} online={online} />
          ) : known === null && online && !loadProblem ? (
            <p className="mt-3">{t.loading}</p>
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
  const t = useMessages(devicesMessages);
  const [isAsking, setAsking] = useState(false);
  const startCount = useRef<number | undefined>(undefined);

  const ask = async () => {
    setAsking(true);
    try {
      // Count the devices before the code exists (the list may not have loaded yet), so the one that uses it shows as new.
      startCount.current = (await refresh())?.devices.length ?? devices;
      setCode(await makePairingCode(thisDeviceName()));
    } catch (error) {
      toast.error(devicesMessages.get().showFailed, { description: messageOf(error) });
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
        const words = devicesMessages.get();
        toast.success(words.showLinked({ name: newest?.name ?? words.showNewDevice }), { description: words.showLinkedText });
        setCode(undefined);
      });
    }, 3000);
    return () => window.clearInterval(timer);
  }, [code, refresh]);

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <QrIcon aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
        {t.showTitle}
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t.showText}</p>
      {code ? (
        <CodeDisplay code={code} onNewCode={() => void ask()} onDone={() => setCode(undefined)} />
      ) : (
        <div className="mt-3">
          <Button onClick={() => void ask()} disabled={!online || isAsking}>
            {isAsking ? t.showMaking : t.showButton}
          </Button>
          {!online ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.showOffline}</p> : null}
        </div>
      )}
    </Card>
  );
}

type Claim = { kind: 'pairing' | 'recovery'; code: string };

function ConfirmLink({ claim, onCancel, onLinked }: { claim: Claim; onCancel: () => void; onLinked: () => void }) {
  const [isLinking, setLinking] = useState(false);
  const t = useMessages(devicesMessages);
  const [problem, setProblem] = useState<string>();
  const link = async () => {
    setLinking(true);
    setProblem(undefined);
    try {
      const result = await claimCode(claim.kind, claim.code, thisDeviceName());
      toast.success(t.confirmLinked, {
        description: claim.kind === 'recovery' ? t.confirmLinkedRecovery : t.confirmLinkedFrom(result.devices),
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
      title={claim.kind === 'pairing' ? t.confirmPairingTitle : t.confirmRecoveryTitle}
      size="sm"
      role="alertdialog"
      description={t.confirmText}
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
          {t.cancel}
        </Button>
        <Button onClick={() => void link()} disabled={isLinking}>
          <Link2 aria-hidden="true" className="size-4" />
          {isLinking ? t.confirmLinking : t.confirmLink}
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
  const t = useMessages(devicesMessages);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseCode(typed);
    if (code.length === 0) return setError(t.linkEmpty);
    if (code.length !== pairingCodeLength) return setError(t.linkWrongLength);
    setError(undefined);
    setClaim({ kind: 'pairing', code: typed.trim() });
  };
  const scanned = useCallback((text: string) => {
    setScanning(false);
    const code = text.includes('#') ? codeInHash(text.slice(text.indexOf('#'))) : text;
    if (!code) return setError(devicesMessages.get().linkNotAstra);
    setTyped(code);
    setClaim({ kind: 'pairing', code });
  }, []);

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Link2 aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
        {t.linkTitle}
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t.linkText}</p>
      <form className="mt-3" onSubmit={submit} noValidate>
        <Field id={inputId} label={t.linkCode} error={error}>
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
            {t.linkTitle}
          </Button>
          {canScan() ? (
            <Button variant="secondary" onClick={() => setScanning(true)} disabled={!online}>
              <Camera aria-hidden="true" className="size-4" />
              {t.linkScan}
            </Button>
          ) : null}
        </div>
        {!online ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.linkOffline}</p> : null}
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
  const t = useMessages(devicesMessages);
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
                    {device.name ?? (device.this_device ? thisDeviceName() : t.rowsUnnamed)}
                    {device.this_device ? (
                      <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                        {t.rowsThis}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {device.this_device ? t.seenNow : seenInWords(device.last_seen_at, now)}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    className="px-3"
                    aria-label={t.rowsRenameLabel({ name: device.name ?? t.rowsThisLower })}
                    disabled={!online}
                    onClick={() => setEditing(device.id)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    <span className="hidden sm:inline lg:hidden xl:inline">{t.rowsRename}</span>
                  </Button>
                  {devices.length > 1 ? (
                    <Button
                      variant="ghost"
                      className="px-3 text-red-700 dark:text-red-300"
                      aria-label={t.rowsRemoveLabel({ name: device.name ?? t.rowsThisLower })}
                      disabled={!online}
                      onClick={() => setRemoving(device)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="hidden sm:inline lg:hidden xl:inline">{t.rowsRemove}</span>
                    </Button>
                  ) : null}
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {devices.length === 1 ? <p className="text-sm text-slate-600 dark:text-slate-400">{t.rowsOnly}</p> : null}
      {removing ? <ConfirmRemove device={removing} onDone={() => setRemoving(undefined)} /> : null}
    </>
  );
}

function RenameForm({ device, onDone }: { device: Device; onDone: () => void }) {
  const [name, setName] = useState(device.name ?? (device.this_device ? thisDeviceName() : ''));
  const [error, setError] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  const t = useMessages(devicesMessages);
  const inputId = useId();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError(t.renameEmpty);
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
      <Field id={inputId} label={t.renameLabel} error={error} hint={t.renameHint}>
        {(control) => <input {...control} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} autoFocus />}
      </Field>
      <div className="mt-2 flex gap-2">
        <Button type="submit" disabled={isSaving}>
          {t.save}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

function ConfirmRemove({ device, onDone }: { device: Device; onDone: () => void }) {
  const [isRemoving, setRemoving] = useState(false);
  const t = useMessages(devicesMessages);
  const remove = async () => {
    setRemoving(true);
    try {
      await removeDevice(device.id);
      toast.success(t.removeDone({ name: device.name ?? t.removeTheDevice }));
      onDone();
    } catch (error) {
      toast.error(t.removeFailed, { description: messageOf(error) });
      setRemoving(false);
    }
  };
  const name = device.name ?? t.rowsThisLower;
  return (
    <Modal
      title={t.removeTitle({ name })}
      size="sm"
      role="alertdialog"
      description={device.this_device ? t.removeThisText : t.removeOtherText}
      onClose={onDone}
    >
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button variant="danger" disabled={isRemoving} onClick={() => void remove()}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t.rowsRemove}
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
  const t = useMessages(devicesMessages);
  const inputId = useId();

  const make = async () => {
    setConfirming(false);
    try {
      setShown((await makeRecoveryCode()).code);
      void refresh();
    } catch (failure) {
      toast.error(t.recoveryFailed, { description: messageOf(failure) });
    }
  };
  const restore = (event: FormEvent) => {
    event.preventDefault();
    if (normaliseCode(typed).length !== recoveryCodeLength) return setError(t.recoveryWrongLength);
    setError(undefined);
    setClaim({ kind: 'recovery', code: typed.trim() });
  };

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
        {t.recoveryTitle}
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t.recoveryText}</p>
      {hasCode !== undefined ? <p className="mt-2 text-sm font-medium">{hasCode ? t.recoveryHas : t.recoveryHasNot}</p> : null}
      <Button className="mt-3" variant="secondary" disabled={!online} onClick={() => (hasCode ? setConfirming(true) : void make())}>
        {hasCode ? t.recoveryMakeNew : t.recoveryMake}
      </Button>

      <details className="mt-4 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
        <summary className="cursor-pointer font-medium">{t.recoveryRestoreSummary}</summary>
        <form className="mt-2" onSubmit={restore} noValidate>
          <Field id={inputId} label={t.recoveryTitle} error={error} hint={t.recoveryHint}>
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
            {t.recoveryRestore}
          </Button>
        </form>
      </details>

      {isConfirming ? (
        <Modal
          title={t.recoveryConfirmTitle}
          size="sm"
          role="alertdialog"
          description={t.recoveryConfirmText}
          onClose={() => setConfirming(false)}
        >
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
            <Button onClick={() => void make()}>{t.recoveryConfirm}</Button>
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
  const t = useMessages(devicesMessages);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t.recoveryCopied);
    } catch {
      toast.error(t.recoveryCopyFailed);
    }
  };
  const print = () => {
    const page = window.open('', '_blank', 'width=600,height=400');
    if (!page) return toast.error(t.recoveryPrintFailed);
    page.document.title = t.recoveryPrintTitle;
    const heading = page.document.createElement('h1');
    heading.textContent = t.recoveryPrintHeading;
    const text = page.document.createElement('p');
    text.textContent = code;
    text.style.cssText = 'font: 700 24px monospace; letter-spacing: 0.1em';
    const note = page.document.createElement('p');
    note.textContent = t.recoveryPrintNote({ date: new Date().toLocaleDateString(intlLocale()) });
    page.document.body.append(heading, text, note);
    page.print();
    page.close();
  };
  return (
    <Modal title={t.recoveryShownTitle} description={t.recoveryShownDescription} onClose={onClose}>
      <p className="rounded-xl bg-slate-100 p-4 text-center font-mono text-xl font-bold tracking-wider select-all dark:bg-slate-800">
        {code.split('-').map((group, index, groups) => (
          <span key={index} className="inline-block whitespace-nowrap">
            {group}
            {index < groups.length - 1 ? '-' : ''}
          </span>
        ))}
      </p>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t.recoveryShownWarning}</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={print}>
          <Printer aria-hidden="true" className="size-4" />
          {t.print}
        </Button>
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t.copy}
        </Button>
        <Button onClick={onClose}>{t.recoveryKept}</Button>
      </div>
    </Modal>
  );
}
