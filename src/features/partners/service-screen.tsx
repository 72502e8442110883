// A service route (/flights … /cruises): a short loading screen, then the mapped partner opens at
// once through the hand-off (panel, new tab or this tab). Offline, nothing opens: the screen says
// booking needs a connection and goes ahead by itself when the device is back online.
import { useEffect, useRef, useState } from 'react';
import { ExternalLink, Loader2, WifiOff } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { partnerForService, partners } from '../../domain/partners';
import { isServiceId, type ServiceId } from '../../domain/services';
import { useOnline } from '../../lib/connectivity';
import { usePartnerHandoff, type PartnerOpenResult } from '../../lib/partner-handoff';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ToolScreen } from '../../ui/tool-screen';
import { useMessages } from '../../lib/i18n';
import { serviceBlurbs, serviceNames } from '../../ui/messages';
import { partnersMessages } from './messages';

export default function ServiceScreen() {
  const id = useLocation().pathname.replace(/^\/|\/$/g, '');
  const t = useMessages(partnersMessages);
  if (!isServiceId(id)) return <ToolScreen title={t.serviceTitle} subtitle={t.serviceMissing} />;
  return <ServiceHandoff key={id} service={id} />;
}

function ServiceHandoff({ service }: { service: ServiceId }) {
  const partner = partners[partnerForService(service)];
  const { openPartner } = usePartnerHandoff();
  const online = useOnline();
  const t = useMessages(partnersMessages);
  const names = useMessages(serviceNames);
  const blurbs = useMessages(serviceBlurbs);
  const [result, setResult] = useState<PartnerOpenResult | null>(null);
  const hasOpened = useRef(false);
  const subId = `direct:${service}`;

  useEffect(() => {
    // Once per visit (React's development double effects included), and only with a connection.
    if (!online || hasOpened.current) return;
    hasOpened.current = true;
    setResult(openPartner(partner.id, {}, subId));
  }, [online, openPartner, partner.id, subId]);

  const openAgain = () => setResult(openPartner(partner.id, {}, subId));

  return (
    <ToolScreen title={names[service]} subtitle={t.serviceWith({ blurb: blurbs[service], partner: partner.name })}>
      <Card className="flex flex-col items-center gap-4 py-10 text-center">
        {!online ? (
          <>
            <WifiOff aria-hidden="true" className="size-10 text-amber-600" />
            <h2 className="text-xl font-semibold">{t.serviceOfflineTitle}</h2>
            <p className="max-w-md text-slate-600 dark:text-slate-400">{t.serviceOfflineText({ partner: partner.name })}</p>
          </>
        ) : result === null || result === 'same-tab' ? (
          <>
            <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand-600" />
            <p role="status" className="text-lg font-medium">
              {t.serviceOpening({ partner: partner.name })}
            </p>
          </>
        ) : (
          <>
            <p role="status" className="max-w-md text-lg font-medium">
              {result === 'new-tab'
                ? t.serviceNewTab({ partner: partner.name })
                : result === 'unavailable'
                  ? t.serviceUnavailable
                  : t.serviceReady({ partner: partner.name })}
            </p>
            <Button onClick={openAgain}>
              <ExternalLink aria-hidden="true" className="size-4" />
              {t.serviceOpen({ partner: partner.name })}
            </Button>
          </>
        )}
      </Card>
      <p className="mt-4 text-center text-xs text-slate-500 dark:text-slate-400">{t.serviceCommission({ partner: partner.name })}</p>
    </ToolScreen>
  );
}
