// /go/{brand}?u=URL: the one door through which the app leaves for a partner in a new tab. It sends
// the browser on only to an https URL on that brand's own hosts; anything else is shown, not followed
// (the spec's first, unchecked variant of this page would be an open redirect).
import { useEffect, useMemo } from 'react';
import { Loader2, ShieldAlert } from 'lucide-react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { checkPartnerUrl, isPartnerId, partners } from '../../domain/partners';
import { BackHome } from '../../ui/back-home';
import { useMessages } from '../../lib/i18n';
import { partnersMessages } from './messages';

/** The spec's generic redirect delay. */
export const redirectDelayMs = 100;

type Verdict = { kind: 'home' } | { kind: 'go'; href: string; name: string } | { kind: 'refused'; message: string; detail: string };

type Texts = ReturnType<typeof partnersMessages.get>;

function judge(t: Texts, brand: string | undefined, target: string | null): Verdict {
  if (target === null) return { kind: 'home' };
  if (!brand || !isPartnerId(brand) || !target.trim()) {
    return { kind: 'refused', message: t.redirectInvalid, detail: t.redirectInvalidDetail };
  }
  const verdict = checkPartnerUrl(brand, target);
  if (verdict.ok) return { kind: 'go', href: verdict.url.href, name: partners[brand].name };
  return verdict.reason === 'bad-url'
    ? { kind: 'refused', message: t.redirectBad, detail: t.redirectBadDetail }
    : { kind: 'refused', message: t.redirectBlocked, detail: t.redirectBlockedDetail({ partner: partners[brand].name }) };
}

export default function RedirectScreen() {
  const { brand } = useParams();
  const [searchParams] = useSearchParams();
  const target = searchParams.get('u');
  const t = useMessages(partnersMessages);
  const verdict = useMemo(() => judge(t, brand, target), [t, brand, target]);

  useEffect(() => {
    if (verdict.kind !== 'go') return;
    const timer = window.setTimeout(() => window.location.replace(verdict.href), redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [verdict]);

  if (verdict.kind === 'home') return <Navigate to="/" replace />;

  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      {verdict.kind === 'go' ? (
        <>
          <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand-600" />
          <h1 className="text-2xl font-bold">{t.redirectGoing}</h1>
          <p role="status" className="text-slate-600 dark:text-slate-400">
            {t.redirectTaking({ partner: verdict.name })}
          </p>
        </>
      ) : (
        <>
          <ShieldAlert aria-hidden="true" className="size-12 text-amber-600" />
          <h1 className="text-2xl font-bold">{t.redirectStopped}</h1>
          <p role="alert" className="text-lg font-semibold">
            {verdict.message}
          </p>
          <p className="text-slate-600 dark:text-slate-400">{verdict.detail}</p>
          <BackHome />
        </>
      )}
    </div>
  );
}
