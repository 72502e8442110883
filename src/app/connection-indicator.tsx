import { Wifi, WifiOff } from 'lucide-react';
import { useOnline } from '../lib/connectivity';
import { useMessages } from '../lib/i18n';
import { shellMessages } from './messages';

export function ConnectionIndicator() {
  const online = useOnline();
  const t = useMessages(shellMessages);
  return (
    <span
      role="status"
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${
        online
          ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
      }`}
    >
      {online ? <Wifi aria-hidden="true" className="size-3.5" /> : <WifiOff aria-hidden="true" className="size-3.5" />}
      {online ? t.online : t.offline}
    </span>
  );
}
