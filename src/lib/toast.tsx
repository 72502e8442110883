// The app's only door to the toast library: the spec's placement, width, hotkey and timing live here.
import { Toaster as SonnerToaster, toast } from 'sonner';

export { toast };

export const toastDefaults = {
  position: 'top-right',
  width: 356,
  hotkey: ['altKey', 'KeyT'],
  durationMs: 4000,
} as const;

export function AppToaster() {
  return (
    <SonnerToaster
      position={toastDefaults.position}
      hotkey={[...toastDefaults.hotkey]}
      duration={toastDefaults.durationMs}
      theme="system"
      richColors
      closeButton
      containerAriaLabel="Notifications"
      style={{ ['--width' as string]: `${toastDefaults.width}px` }}
    />
  );
}
