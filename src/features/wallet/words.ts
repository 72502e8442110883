// The wallet's sizes and refusals in the language the app speaks: "2.4 MB", "2,4 Mo"; a refused
// file's reason by its code (src/lib/error-text.ts: the server and src/db/documents.ts say it in English).
import { numberFormat } from '../../domain/intl-formats';
import type { DocumentKind } from '../../domain/document-schema';
import { errorText, serverErrorText, type CodedFailure } from '../../lib/error-text';
import type { walletMessages } from './messages';

type Texts = ReturnType<typeof walletMessages.get>;

const kindKeys = {
  boarding_pass: 'kindBoardingPass',
  ticket: 'kindTicket',
  booking: 'kindBooking',
  passport_id: 'kindPassportId',
  visa: 'kindVisa',
  insurance: 'kindInsurance',
  other: 'kindOther',
} as const satisfies Record<DocumentKind, string>;

/** A kind of document: "Boarding pass", "搭乗券". */
export const kindText = (t: Texts, kind: DocumentKind): string => t[kindKeys[kind]];

const number = (locale: string, value: number): string => numberFormat(locale, { maximumFractionDigits: 1 }).format(value);

/** "820 KB", "2.4 MB" (as src/domain/document-files.ts writes them), with the language's digits and units. */
export function sizeText(t: Texts, locale: string, bytes: number): string {
  if (bytes < 1024 * 1024) return t.sizeKb({ size: number(locale, Math.max(1, Math.round(bytes / 1024))) });
  return t.sizeMb({ size: number(locale, Math.round((bytes / (1024 * 1024)) * 10) / 10) });
}

/** A refusal (the device's error, or the server's kept with an upload), in the language spoken. */
export const refusalText = (refusal: Error | CodedFailure): string =>
  refusal instanceof Error ? (errorText(refusal) ?? refusal.message) : serverErrorText(refusal);
