import { Compass } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { BackHome } from '../ui/back-home';
import { fillIn, useMessages } from '../lib/i18n';
import { shellMessages } from './messages';

export default function NotFoundScreen() {
  const { pathname } = useLocation();
  const t = useMessages(shellMessages);
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <Compass aria-hidden="true" className="size-14 text-brand-600" />
      <h1 className="text-2xl font-bold">{t.notFoundTitle}</h1>
      <p className="text-slate-600 dark:text-slate-400">
        {fillIn(t.notFoundText, {
          path: <code className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">{pathname}</code>,
        })}
      </p>
      <BackHome />
    </div>
  );
}
