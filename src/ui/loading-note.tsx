import type { ReactNode } from 'react';

/**
 * What a screen shows while it reads its data from the device ("Loading your trips…"). It holds
 * about the room of what replaces it (an empty-state card, the first cards of a list), so the
 * footer below does not jump when the data arrives: in the prerendered frame it is on screen.
 */
export function LoadingNote({ children, tall = false }: { children: ReactNode; tall?: boolean }) {
  return (
    <p role="status" className={`${tall ? 'min-h-80 sm:min-h-72' : 'min-h-72'} text-slate-600 dark:text-slate-400`}>
      {children}
    </p>
  );
}
