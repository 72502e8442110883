import type { ReactNode } from 'react';
import { Card } from './card';

/**
 * A screen's "nothing here yet" card (no trips, no alerts, no documents). It is at least as tall as
 * the loading note it replaces (src/ui/loading-note.tsx), so nothing below it moves when it comes.
 */
export function EmptyStateCard({ children }: { children: ReactNode }) {
  return <Card className="flex min-h-72 flex-col items-center justify-center gap-3 py-10 text-center">{children}</Card>;
}
