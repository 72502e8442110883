// "Continue on your phone": a partner link as a QR code made on the tablet, so a guest books on
// their own device instead of leaving a session open on a shared one. Opening it here stays possible.
import { Smartphone, WifiOff } from 'lucide-react';
import { Modal } from '../../ui/modal';
import { Button } from '../../ui/button';
import { buildPartnerUrl, partners, type PartnerId, type PartnerSearchParams } from '../../domain/partners';
import { partnerMarker, usePartnerHandoff } from '../../lib/partner-handoff';
import { QrCode } from '../../ui/qr-code';
import { useMessages } from '../../lib/i18n';
import { kioskMessages } from './messages';

export type KioskHandoff = { partner: PartnerId; title: string; params: PartnerSearchParams; subId: string };

export function HandoffSheet({ handoff, isOnline, onClose }: { handoff: KioskHandoff; isOnline: boolean; onClose: () => void }) {
  const t = useMessages(kioskMessages);
  const { openPartner } = usePartnerHandoff();
  const partner = partners[handoff.partner];
  const url = buildPartnerUrl(handoff.partner, handoff.params, { subId: handoff.subId, marker: partnerMarker });
  return (
    <Modal title={handoff.title} description={t.bookWith({ partner: partner.name })} onClose={onClose}>
      <div className="flex flex-col items-center gap-4 text-center">
        <QrCode text={url} label={t.qrLabel({ title: handoff.title, partner: partner.name })} size={240} />
        <p className="flex items-center gap-2 text-base font-semibold">
          <Smartphone aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
          {t.continueOnPhone}
        </p>
        <p className="max-w-sm text-sm text-slate-600 dark:text-slate-300">{t.pointCamera({ partner: partner.name })}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">Opens {new URL(url).hostname}</p>
        {isOnline ? null : (
          <p className="flex items-center gap-2 rounded-xl bg-amber-100 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            <WifiOff aria-hidden="true" className="size-4" />
            {t.tabletOffline}
          </p>
        )}
        <div className="flex w-full flex-wrap justify-center gap-2">
          <Button variant="secondary" onClick={onClose} className="min-h-12 px-6 text-base">
            {t.close}
          </Button>
          <Button
            disabled={!isOnline}
            onClick={() => {
              onClose();
              openPartner(handoff.partner, handoff.params, handoff.subId);
            }}
            className="min-h-12 px-6 text-base"
          >
            {t.openHere}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
