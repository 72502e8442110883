// A pairing code on screen: large, as a QR code a phone's camera opens, and with its time left.
import { useNow } from '../../lib/use-now';
import { QrCode } from '../../ui/qr-code';
import { Button } from '../../ui/button';
import { linkUrl } from '../../domain/device-codes';
import type { PairingCode } from '../../domain/device-schema';
import { fillIn, useMessages } from '../../lib/i18n';
import { devicesMessages } from './messages';

function timeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function CodeDisplay({ code, onNewCode, onDone }: { code: PairingCode; onNewCode: () => void; onDone: () => void }) {
  const now = useNow(1000);
  const t = useMessages(devicesMessages);
  const left = Date.parse(code.expires_at) - now;
  if (left <= 0) {
    return (
      <div className="mt-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
        <p className="font-medium">{t.codeExpired}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.codeExpiredText}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={onNewCode}>{t.codeNew}</Button>
          <Button variant="ghost" onClick={onDone}>
            {t.codeClose}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="mt-4 flex flex-col items-center gap-3 rounded-xl bg-slate-50 p-4 text-center dark:bg-slate-800/60">
      <QrCode text={linkUrl(window.location.origin, code.code.replace('-', ''))} label={t.codeQr({ code: code.code })} size={208} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.codeInstructions}</p>
      <p
        className="whitespace-nowrap font-mono text-3xl font-bold tracking-[0.12em] sm:text-4xl"
        aria-label={t.codeLabel({ code: [...code.code].join(' ') })}
      >
        <output>{code.code}</output>
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {fillIn(t.codeWorksFor({ time: '{time}' }), {
          time: <span className="font-semibold tabular-nums text-slate-800 dark:text-slate-200">{timeLeft(left)}</span>,
        })}
      </p>
      <Button variant="ghost" onClick={onDone}>
        {t.codeDone}
      </Button>
    </div>
  );
}
