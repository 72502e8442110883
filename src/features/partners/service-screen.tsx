// A service route (/flights … /cruises): a short loading screen, then the mapped partner opens at
// once through the hand-off (panel, new tab or this tab). Offline, nothing opens: the screen says
// booking needs a connection and goes ahead by itself when the device is back online.
import { useEffect, useRef, useState } from 'react';
import { ExternalLink, Loader2, WifiOff } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { partnerForService, partners } from '../../domain/partners';
import { isServiceId, services, type ServiceId } from '../../domain/services';
import { useOnline } from '../../lib/connectivity';
import { usePartnerHandoff, type PartnerOpenResult } from '../../lib/partner-handoff';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ToolScreen } from '../../ui/tool-screen';

export default function ServiceScreen() {
  const id = useLocation().pathname.replace(/^\/|\/$/g, '');
  if (!isServiceId(id)) return <ToolScreen title="Service" subtitle="This service does not exist." />;
  return <ServiceHandoff key={id} service={id} />;
}

function ServiceHandoff({ service }: { service: ServiceId }) {
  const partner = partners[partnerForService(service)];
  const { openPartner } = usePartnerHandoff();
  const online = useOnline();
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
    <ToolScreen title={services[service].label} subtitle={`${services[service].blurb}, with ${partner.name}.`}>
      <Card className="flex flex-col items-center gap-4 py-10 text-center">
        {!online ? (
          <>
            <WifiOff aria-hidden="true" className="size-10 text-amber-600" />
            <h2 className="text-xl font-semibold">Booking needs a connection</h2>
            <p className="max-w-md text-slate-600 dark:text-slate-400">
              {partner.name} is an online service and you're offline right now. Stay on this page and we'll open it as soon as you're back
              online.
            </p>
          </>
        ) : result === null || result === 'same-tab' ? (
          <>
            <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand-600" />
            <p role="status" className="text-lg font-medium">
              Opening {partner.name}…
            </p>
          </>
        ) : (
          <>
            <p role="status" className="max-w-md text-lg font-medium">
              {result === 'new-tab'
                ? `${partner.name} opened in a new tab.`
                : result === 'unavailable'
                  ? 'Service unavailable right now.'
                  : `${partner.name} is ready when you are.`}
            </p>
            <Button onClick={openAgain}>
              <ExternalLink aria-hidden="true" className="size-4" />
              Open {partner.name}
            </Button>
          </>
        )}
      </Card>
      <p className="mt-4 text-center text-xs text-slate-500 dark:text-slate-400">
        Astra earns a small commission from {partner.name} when you book through us. Your price stays the same.
      </p>
    </ToolScreen>
  );
}
