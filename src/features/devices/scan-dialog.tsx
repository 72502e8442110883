// Scans a pairing QR code with the camera where the browser has BarcodeDetector (Chromium on
// Android and desktop); typing the code always works where it does not.
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../ui/modal';
import { useMessages } from '../../lib/i18n';
import { devicesMessages } from './messages';

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: HTMLVideoElement): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorClass | undefined {
  return typeof window !== 'undefined' ? (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector : undefined;
}

export const canScan = () => Boolean(barcodeDetector() && navigator.mediaDevices?.getUserMedia);

export function ScanDialog({ onScanned, onClose }: { onScanned: (text: string) => void; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string>();
  const t = useMessages(devicesMessages);

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!Detector) return;
    let stream: MediaStream | undefined;
    let stopped = false;
    let timer: number | undefined;
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      const video = videoRef.current;
      if (stopped || !video) return;
      try {
        const [found] = video.readyState >= 2 ? await detector.detect(video) : [];
        if (found?.rawValue) {
          onScanned(found.rawValue);
          return;
        }
      } catch {
        // A frame that cannot be read yet; the next one may.
      }
      timer = window.setTimeout(() => void look(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !videoRef.current) return;
        videoRef.current.srcObject = media;
        await videoRef.current.play();
        void look();
      })
      .catch(() => setProblem(devicesMessages.get().scanNoCamera));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onScanned]);

  return (
    <Modal title={t.scanTitle} description={t.scanDescription} onClose={onClose}>
      {problem ? (
        <p role="alert">{problem}</p>
      ) : (
        <video ref={videoRef} muted playsInline className="aspect-square w-full rounded-xl bg-slate-900 object-cover" />
      )}
    </Modal>
  );
}
