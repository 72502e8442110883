// A QR code drawn on the device (qrcode-generator, no network): one SVG path, crisp at any size.
import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** Quiet zone around the code, in modules: scanners need it. */
const margin = 4;

export function QrCode({ text, label, size = 240 }: { text: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    const count = code.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) if (code.isDark(row, col)) d += `M${col + margin} ${row + margin}h1v1h-1z`;
    }
    return { path: d, modules: count + margin * 2 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-content={text}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-xl"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
