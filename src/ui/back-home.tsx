import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useMessages } from '../lib/i18n';
import { uiMessages } from './messages';

export function BackHome() {
  const t = useMessages(uiMessages);
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 print:hidden items-center gap-2 rounded-full px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t.backToHome}
    </Link>
  );
}
