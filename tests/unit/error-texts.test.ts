// Failure texts in the traveller's language: the server's refusals (real answers of the API, in
// process) are said by their code with the specifics they carry, the device's own errors by theirs,
// and a code the device does not know keeps the server's English. English stays as it was written.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyCatalogue, language, type Language } from '../../src/lib/i18n';
import { ApiRequestError } from '../../src/lib/api-client';
import { errorText, hasServerText, savedOfflineText, serverErrorText } from '../../src/lib/error-text';
import { failureToastOptions } from '../../src/lib/saved-note';
import { LocalSaveError } from '../../src/db/local-changes';
import { ExpenseError } from '../../src/db/expenses';
import { describeSyncFailure, SyncRequestError } from '../../src/db/sync-retry';
import { syncStatusMessages } from '../../src/features/sync-status/messages';
import { syncEntityRegistry } from '../../src/domain/synced-entities';
import { DocumentError } from '../../src/db/documents';
import { fileMessages } from '../../src/domain/document-files';
import { freshStoragePerTest } from '../setup/storage';
import { deviceApi, newDeviceKey } from '../setup/device-api';
import type { Storage } from '../../api/db/index';
import german from '../../src/app/catalogues/de';
import japanese from '../../src/app/catalogues/ja';

const catalogues = { de: german, ja: japanese } as const;
const speak = (code: Language) => (code === 'en' ? language.set('en') : applyCatalogue(code, catalogues[code as keyof typeof catalogues]));

afterEach(() => speak('en'));

/** An answer of the API as the device's client turns it into an error. */
const refusal = (response: { status: number; body: { error: { code: string; message: string } } }) =>
  new ApiRequestError(response.status, response.body.error.code, response.body.error.message);

describe('server refusals', () => {
  let storage: Storage;
  let clock = 0;
  freshStoragePerTest('sqlite', (fresh) => {
    storage = fresh;
    clock = Date.parse('2027-01-10T09:00:00Z');
  });
  const device = () => deviceApi(storage, newDeviceKey(), { devices: { now: () => clock } });

  it('are said by their code in Japanese and German, and as the server wrote them in English', async () => {
    const [phone, laptop] = [device(), device()];
    const missing = refusal(await laptop.call('GET', '/api/trips/01890000-0000-7000-8000-000000000000/calendar'));
    expect(missing.code).toBe('trip-not-found');
    expect(errorText(missing)).toBe(missing.message);

    speak('ja');
    expect(errorText(missing)).toBe('この旅行はサーバーにもうありません（削除された可能性があります）。');
    speak('de');
    expect(failureToastOptions(missing).description).toBe('Diese Reise gibt es auf dem Server nicht mehr (vielleicht wurde sie gelöscht).');

    const code = (await phone.call('POST', '/api/devices/pairing', {})).body.code as string;
    clock += 11 * 60_000;
    const expired = refusal(await laptop.call('POST', '/api/devices/pairing/claim', { code }));
    expect(expired.code).toBe('code-expired');
    expect(errorText(expired)).toBe(
      'Dieser Code ist abgelaufen (Codes gelten 10 Minuten). Lassen Sie sich auf dem anderen Gerät einen neuen geben.',
    );
    speak('ja');
    expect(errorText(expired)).toBe(
      'このコードは有効期限が切れています（有効期間は 10 分）。もう一方の端末で新しいコードを発行してください。',
    );
  });

  it('keep the specifics they carry: a wait, an airport code, a size', () => {
    speak('de');
    const wait = new ApiRequestError(429, 'too-many-requests', 'Too many tries with invite links. Try again in 30 s.');
    expect(errorText(wait)).toBe('Zu viele Versuche in kurzer Zeit. Versuchen Sie es in 30 Sekunden erneut.');
    speak('ja');
    expect(errorText(wait)).toBe('短時間に試行が多すぎます。30 秒後にもう一度お試しください。');
    const airport = {
      code: 'unknown-airport',
      message: 'Unknown airport code "QQQ" for the arrival airport: check the code, or pick the airport from the list.',
    };
    expect(serverErrorText(airport)).toBe('到着空港のコード「QQQ」が見つかりません。コードを確認するか、一覧から空港を選んでください。');
    expect(serverErrorText({ code: 'quota-exceeded', message: fileMessages.quota })).toMatch(
      /^書類がすでにウォレットの上限である \d+ MB に/,
    );
  });

  it('fall back to the English the server wrote for a code the device does not know, or English it cannot read', () => {
    speak('ja');
    const unknown = new ApiRequestError(418, 'teapot-refused', 'The teapot will not brew coffee.');
    expect(errorText(unknown)).toBe('The teapot will not brew coffee.');
    expect(serverErrorText({ code: 'rate-limited', message: 'Slow down.' })).toBe('Slow down.');
    expect(serverErrorText({ code: 'invalid-input', message: 'title: Trip name is required' })).toBe('title: Trip name is required');
  });

  it('say the refusal of a synced record by its kind, and the device’s own words about a request', () => {
    speak('de');
    expect(
      serverErrorText({ code: 'expense-deleted', message: 'This expense was deleted on another device, so this change was not saved.' }),
    ).toBe('Das wurde auf einem anderen Gerät gelöscht, daher wurde die Änderung nicht gespeichert.');
    expect(errorText(new SyncRequestError(0, 'network-error', 'No connection to the server.'))).toBe('Keine Verbindung zum Server.');
  });
});

describe("the device's own errors", () => {
  it('are said in the language spoken when the toast is shown, not when the error was made', () => {
    const full = new LocalSaveError(
      'storage-full',
      'This device is out of storage space for Astra. Free up some space, then save again: what you typed is still here.',
    );
    const gone = new ExpenseError('trip-not-found', 'This trip is no longer on this device.');
    expect([errorText(full), errorText(gone)]).toEqual([full.message, gone.message]);
    speak('ja');
    expect(errorText(gone)).toBe('この旅行はもうこの端末にありません。');
    speak('de');
    expect(errorText(full)).toBe(
      'Auf diesem Gerät ist kein Speicherplatz mehr für Astra frei. Schaffen Sie etwas Platz und speichern Sie erneut: Ihre Eingaben sind noch da.',
    );
    expect(errorText(new DocumentError('file-too-large', fileMessages.tooLarge))).toMatch(/^Diese Datei ist größer als \d+ MB\./);
    expect(savedOfflineText()).toBe('Auf diesem Gerät gespeichert. Die Synchronisierung folgt, sobald Sie wieder online sind.');
  });

  it('keep their English where it is a form check the schemas write (decision 024)', () => {
    speak('ja');
    expect(errorText(new ExpenseError('invalid-expense', 'amount: Enter an amount'))).toBe('amount: Enter an amount');
    expect(errorText(new Error('Something odd'))).toBe('Something odd');
    expect(errorText('not an error')).toBeUndefined();
  });
});

/**
 * Codes the device never shows in a traveller's words: a fault of the client itself (the app makes its
 * key, its idempotency keys, its upload chunks and asks only for partners it knows), the device
 * registering again on its own, and form checks the schemas write in English (decision 024).
 */
const staysEnglish = new Set([
  'custom',
  'invalid-input',
  'device-key-required',
  'device-key-invalid',
  'device-unknown',
  'invalid-idempotency-key',
  'not-found',
  'partner-not-found',
  'chunk-too-large',
  'offset-mismatch',
  'size-mismatch',
]);

it('every code the server writes is said in the other languages, or is on the short list that stays English', () => {
  const root = path.resolve(import.meta.dirname, '../../api');
  const sources = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(root, file), 'utf8'));
  const written = new Set<string>();
  const patterns = [/ApiError\(\s*\d+,\s*'([a-z-]+)'/g, /errorBody\(\s*'([a-z-]+)'/g, /\bcode: '([a-z-]+)'/g, /super\(\d+, '([a-z-]+)'/g];
  for (const source of sources) for (const pattern of patterns) for (const match of source.matchAll(pattern)) written.add(match[1]!);
  written.add('quota-exceeded');
  for (const { label } of Object.values(syncEntityRegistry))
    for (const end of ['not-found', 'deleted', 'exists']) written.add(`${label.replace(/\s+/g, '-')}-${end}`);
  expect(written.size).toBeGreaterThan(40);
  expect([...written].filter((code) => !hasServerText(code) && !staysEnglish.has(code)).sort()).toEqual([]);
  expect([...staysEnglish].filter((code) => hasServerText(code))).toEqual([]);
});

it("the sync panel's English says a failed round as the sync engine does", () => {
  const t = syncStatusMessages.get();
  const said = [
    [new SyncRequestError(0, 'network-error', 'No connection to the server.'), t.failureOffline],
    [new SyncRequestError(429, 'rate-limited', 'Slow down.'), t.failureSlowDown],
    [new SyncRequestError(403, 'device-removed', 'Gone.'), t.failureDeviceRefused({ reason: 'Gone.' })],
    [new SyncRequestError(503, 'database-unavailable', 'Later.'), t.failureServerProblem],
    [new Error('boom'), t.failureStopped],
  ] as const;
  for (const [error, text] of said) expect(describeSyncFailure(error)).toBe(text);
});
