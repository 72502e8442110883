// What a failure says to the traveller, in the app's language, read when it is shown. Errors carry a
// machine-readable code and the English their maker wrote: the device's own (src/db) and the server's
// (`{ error: { code, message } }`, which stays English: the API does not change with the language).
// English shows those words as written; another language shows the catalogue's text for the code,
// with the specifics (a size, a wait, an airport code) read from the English. A code the device does
// not know, or English it cannot read the specifics from, shows the English rather than nothing.
import { syncEntityRegistry } from '../domain/synced-entities';
import { intlLocale, language } from './i18n';
import { errorMessages } from './error-text.messages';
import { numberFormat } from '../domain/intl-formats';

/** A failure as it is kept and sent: its code and its English (a sync op's refusal, a stored upload refusal). */
export type CodedFailure = { code: string; message: string };

type Texts = ReturnType<typeof errorMessages.get>;
/** The text for one code, from its English; undefined when the English lacks what the text needs. */
type Reader = (t: Texts, english: string) => string | undefined;

const inUnits = (value: number, unit: string, unitDisplay: 'long' | 'short') =>
  numberFormat(intlLocale(), { style: 'unit', unit, unitDisplay }).format(value);

/** A size as the server and the device write it ("25 MB", "64 KB"), in the app's language. */
function sizeIn(english: string): string | undefined {
  const match = /(\d+(?:\.\d+)?) (MB|KB)\b/.exec(english);
  return match ? inUnits(Number(match[1]), match[2] === 'MB' ? 'megabyte' : 'kilobyte', 'short') : undefined;
}

/** A wait as the server writes it ("in 30 s", "in 1 second", "in 5 minutes"), in the app's language. */
function waitIn(english: string): string | undefined {
  const match = /\bin (\d+) (s|seconds?|minutes?|hours?)\b/.exec(english);
  if (!match) return undefined;
  const unit = match[2]!.startsWith('m') ? 'minute' : match[2]!.startsWith('h') ? 'hour' : 'second';
  return inUnits(Number(match[1]), unit, 'long');
}

const fileTooLarge: Reader = (t, english) => {
  const size = sizeIn(english);
  return size && t.fileTooLarge({ size });
};

const deviceTexts: Record<string, Reader> = {
  'storage-full': (t) => t.storageFull,
  'storage-unavailable': (t) => t.storageUnavailable,
  'storage-error': (t) => t.storageError,
  'trip-not-found': (t) => t.tripGoneHere,
  'expense-not-found': (t) => t.expenseGoneHere,
  'itinerary-item-not-found': (t) => t.itemGoneHere,
  'packing-list-deleted': (t) => t.listGoneHere,
  'not-uploaded': (t) => t.notUploaded,
  'file-too-large': fileTooLarge,
  'unsupported-file-type': (t) => t.fileWrongType,
};

const serverTexts: Record<string, Reader> = {
  'network-error': (t) => t.networkError,
  'http-error': (t, english) => {
    const status = /^Request failed \((\d{3})\)\.$/.exec(english)?.[1];
    return status && t.requestFailed({ status });
  },
  'internal-error': (t) => t.internalError,
  'database-unavailable': (t) => t.databaseUnavailable,
  'registration-failed': (t) => t.registrationFailed,
  'bad-sync-response': (t) => t.badSyncResponse,
  'sync-no-acks': (t) => t.syncNoAcks,
  rejected: (t) => t.changeRefused,
  'device-changed': (t) => t.deviceChanged,
  'device-removed': (t) => t.deviceRemoved,
  'trip-read-only': (t) => t.tripReadOnly,
  'trip-owner-only': (t, english) => (/\bdelete\b/.test(english) ? t.tripOwnerOnlyDelete : t.tripOwnerOnly),
  'trip-access-removed': (t) => t.tripAccessRemoved,
  'server-written': (t) => t.serverWritten,
  'trip-not-found': (t) => t.tripNotFound,
  'trip-deleted': (t) => t.tripDeleted,
  'unknown-airport': (t, english) => {
    const match = /"([^"]+)" for the (departure|arrival) airport/.exec(english);
    if (!match) return undefined;
    return match[2] === 'departure' ? t.unknownDeparture({ code: match[1]! }) : t.unknownArrival({ code: match[1]! });
  },
  'quota-exceeded': (t, english) => {
    const size = /^Your documents/.test(english) ? sizeIn(english) : undefined;
    if (size) return t.quotaDocuments({ size });
    const count = /^You have ([\d,]+) /.exec(english)?.[1];
    return count && t.quotaRecords({ count: Number(count.replace(/,/g, '')).toLocaleString(intlLocale()) });
  },
  'file-too-large': fileTooLarge,
  'unsupported-file-type': (t) => t.fileWrongType,
  'file-not-found': (t) => t.fileNotFound,
  'hash-mismatch': (t) => t.fileDamaged,
  'payload-too-large': (t, english) => {
    const size = sizeIn(english);
    return size && t.tooLargeToSend({ size });
  },
  'rate-limited': (t, english) => {
    if (/\bin a moment\b/.test(english)) return t.rateLimitedMoment;
    const wait = waitIn(english);
    return wait && t.rateLimitedWait({ wait });
  },
  'too-many-requests': (t, english) => {
    const wait = waitIn(english);
    return wait && t.rateLimitedWait({ wait });
  },
  'invite-not-found': (t) => t.inviteNotFound,
  'invite-expired': (t) => t.inviteExpired,
  'invite-removed': (t) => t.inviteRemoved,
  'owner-role': (t) => t.ownerRole,
  'trip-member-own-name': (t) => t.memberOwnName,
  'trip-member-not-found': (t) => t.memberNotFound,
  'owner-cannot-leave': (t) => t.ownerCannotLeave,
  'device-not-found': (t) => t.deviceNotFound,
  'code-invalid': (t) => t.codeInvalid,
  'code-used': (t) => t.codeUsed,
  'code-expired': (t, english) => {
    const minutes = /codes last (\d+) minutes/.exec(english)?.[1];
    return minutes && t.codeExpired({ minutes: Number(minutes).toLocaleString(intlLocale()) });
  },
  'already-linked': (t) => t.alreadyLinked,
  'device-has-others': (t) => t.deviceHasOthers,
  'last-device': (t) => t.lastDevice,
  'calendar-link-not-found': (t) => t.calendarLinkNotFound,
  offline: (t, english) => {
    const city = /^(.+) isn't saved on this device yet\./.exec(english)?.[1];
    return city && t.cityNotSaved({ city });
  },
  'city-not-found': (t, english) => {
    const city = /^There is no city "(.*)"\./.exec(english)?.[1];
    return city && t.cityNotFound({ city });
  },
  'partner-link-refused': (t, english) => {
    const name = /safe link to (.+) from these parameters/.exec(english)?.[1];
    return name && t.partnerLinkRefused({ name });
  },
};

/** The server's codes for a synced record it does not have, had deleted, or already has (api/sync/entities.ts). */
const recordCodes = new Map(
  Object.values(syncEntityRegistry).flatMap(({ label }): Array<[string, Reader]> => {
    const code = label.replace(/\s+/g, '-');
    return [
      [`${code}-not-found`, (t) => t.recordNotFound],
      [`${code}-deleted`, (t) => t.recordDeleted],
      [`${code}-exists`, (t) => t.recordExists],
    ];
  }),
);

function textOf(read: Reader | undefined, english: string): string {
  if (language.get() === 'en' || !read) return english;
  return read(errorMessages.get(), english) || english;
}

/** Whether the device has words of its own for this server code (else it shows the server's English). */
export const hasServerText = (code: string): boolean => Object.hasOwn(serverTexts, code) || recordCodes.has(code);

/** A refusal the server wrote (a sync op's, an upload's), in the app's language. */
export const serverErrorText = ({ code, message }: CodedFailure): string =>
  textOf(Object.hasOwn(serverTexts, code) ? serverTexts[code] : recordCodes.get(code), message);

/**
 * What an error says, in the app's language: one with an HTTP status came from the server (or is the
 * device's word about a request: status 0 is no connection), one with a code alone is the device's own.
 * Undefined for something that is not an Error.
 */
export function errorText(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (!('code' in error) || typeof error.code !== 'string') return error.message;
  const { code, message } = error;
  if ('status' in error && typeof error.status === 'number') return serverErrorText({ code, message });
  return textOf(Object.hasOwn(deviceTexts, code) ? deviceTexts[code] : undefined, message);
}

/** The note a success toast adds when the change waits for the network. */
export const savedOfflineText = (): string => errorMessages.get().savedOffline;
