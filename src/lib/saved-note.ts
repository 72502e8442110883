// What the success toast of a local save adds when the device is offline, and how a failure toast
// explains itself: shared by every screen that saves through the outbox. Both are read in the app's
// language when the toast is shown (src/lib/error-text.ts).
import { isOnline } from './connectivity';
import { errorText, savedOfflineText } from './error-text';

/** Options for a success toast: a note when the change waits for the network, else none. */
export function savedToastOptions(): { description: string } | undefined {
  return isOnline() ? undefined : { description: savedOfflineText() };
}

/** Options for a failure toast: the error's own words (ours are written for travellers), in the app's language. */
export function failureToastOptions(error: unknown): { description: string | undefined } {
  return { description: errorText(error) };
}
