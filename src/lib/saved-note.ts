// What the success toast of a local save adds when the device is offline, and how a failure toast
// explains itself: shared by every screen that saves through the outbox.
import { isOnline } from './connectivity';

export const savedOfflineNote = 'Saved on this device. It will sync when you are back online.';

/** Options for a success toast: a note when the change waits for the network, else none. */
export function savedToastOptions(): { description: string } | undefined {
  return isOnline() ? undefined : { description: savedOfflineNote };
}

/** Options for a failure toast: the error's own message (ours are written for travellers). */
export function failureToastOptions(error: unknown): { description: string | undefined } {
  return { description: error instanceof Error ? error.message : undefined };
}
