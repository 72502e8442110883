// The app's only door to the toast library: the spec's placement, width, hotkey and timing live here.
// sonner is loaded on demand (after first paint or with the first toast) to keep Home's first load
// small; `toast` has sonner's shape and returns the toast id at once, as sonner does.
import { lazy, Suspense, useEffect, useSyncExternalStore, type RefObject } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, toast as SonnerToast } from 'sonner';
import { useThemeChoice } from './theme';
import { libMessages } from './messages';
import { useMessages } from './i18n';

type Sonner = typeof SonnerModule;
let sonnerModule: Promise<Sonner> | undefined;
const loadSonner = () => (sonnerModule ??= import('sonner'));

let lastId = 0;
const withId = (options?: ExternalToast): ExternalToast & { id: string | number } => ({
  ...options,
  id: options?.id ?? `astra-${++lastId}`,
});

type Message = Parameters<typeof SonnerToast>[0];
type Variant = 'success' | 'error' | 'info' | 'warning' | 'message' | 'loading';

function show(variant: Variant | null, message: Message, options?: ExternalToast) {
  const withIdOptions = withId(options);
  void loadSonner().then(({ toast: sonner }) => (variant ? sonner[variant](message, withIdOptions) : sonner(message, withIdOptions)));
  return withIdOptions.id;
}

const variant = (name: Variant) => (message: Message, options?: ExternalToast) => show(name, message, options);

export const toast = Object.assign((message: Message, options?: ExternalToast) => show(null, message, options), {
  success: variant('success'),
  error: variant('error'),
  info: variant('info'),
  warning: variant('warning'),
  message: variant('message'),
  loading: variant('loading'),
  dismiss: (id?: string | number) => {
    void loadSonner().then(({ toast: sonner }) => sonner.dismiss(id));
    return id;
  },
});

export const toastDefaults = {
  position: 'top-right',
  /** On a phone the top holds the header's sync and connection state: toasts come up from the bottom. */
  narrowPosition: 'bottom-center',
  narrowQuery: '(max-width: 600px)',
  /** Wide screens: top-right, but below the sticky header (3.5 rem) so its sync and connection state stay in view. */
  offsetTopPx: 72,
  /** Narrow screens: the space kept below toasts, the sonner default unless a screen asks for more (useKeepClearOfToasts). */
  narrowOffsetBottom: 'var(--toast-clearance, 16px)',
  width: 356,
  hotkey: ['altKey', 'KeyT'],
  durationMs: 4000,
} as const;

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

function useIsNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(toastDefaults.narrowQuery);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(toastDefaults.narrowQuery).matches,
    () => false,
  );
}

export function AppToaster() {
  const isNarrow = useIsNarrow();
  const theme = useThemeChoice();
  const t = useMessages(libMessages);
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position={isNarrow ? toastDefaults.narrowPosition : toastDefaults.position}
        offset={{ top: toastDefaults.offsetTopPx }}
        mobileOffset={{ bottom: toastDefaults.narrowOffsetBottom }}
        hotkey={[...toastDefaults.hotkey]}
        duration={toastDefaults.durationMs}
        theme={theme}
        richColors
        closeButton
        containerAriaLabel={t.notifications}
        style={{ ['--width' as string]: `${toastDefaults.width}px` }}
      />
    </Suspense>
  );
}

/** The gap between a kept-clear element and the toasts above it. */
const clearanceGapPx = 8;

/**
 * Keeps toasts on a narrow screen (bottom centre) above `ref`'s element while it sits in the lower
 * half of the screen: the message box on /assistant, which a first visit's toasts would otherwise
 * cover for their 4 s. Wide screens show toasts top-right, where they cover nothing of it.
 */
export function useKeepClearOfToasts(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const { top, bottom } = element.getBoundingClientRect();
      const height = window.innerHeight;
      if (top < height && bottom > height / 2)
        root.style.setProperty('--toast-clearance', `${Math.round(height - top + clearanceGapPx)}px`);
      else root.style.removeProperty('--toast-clearance');
    };
    const soon = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    const resized = new ResizeObserver(soon);
    resized.observe(element);
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      root.style.removeProperty('--toast-clearance');
    };
  }, [ref]);
}
