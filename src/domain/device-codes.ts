// The shape of the codes that link a traveller's devices (docs/decisions/015): shared by the
// server that makes and checks them and the app that shows, reads and types them.

/**
 * 32 symbols, so each carries 5 bits: the digits 2-9 and the letters without I and O. Nothing in it
 * looks like another symbol of it (0, O, 1 and I are not used); a typed 1 or I is read as L.
 */
export const codeAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A pairing code: 10 symbols (50 bits), shown as XXXXX-XXXXX, valid for minutes. */
export const pairingCodeLength = 10;
/** A recovery code: 28 symbols (140 bits), shown in groups of four. */
export const recoveryCodeLength = 28;

export const pairingCodeMinutes = 10;

/** The code as the traveller typed it, reduced to its symbols: any case, spaces and dashes ignored, 1 and I read as L. */
export function normaliseCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s\-–—_.]/g, '')
    .replace(/[1I]/g, 'L');
}

/** Whether a normalised code has the length of `kind` and only symbols of the alphabet. */
export function isWellFormedCode(code: string, kind: 'pairing' | 'recovery'): boolean {
  const length = kind === 'pairing' ? pairingCodeLength : recoveryCodeLength;
  return code.length === length && [...code].every((symbol) => codeAlphabet.includes(symbol));
}

/** The code in the groups it is shown in: XXXXX-XXXXX for pairing, XXXX-XXXX-… for recovery. */
export function formatCode(code: string): string {
  const group = code.length === pairingCodeLength ? 5 : 4;
  return (code.match(new RegExp(`.{1,${group}}`, 'g')) ?? []).join('-');
}

/** Where the app opens to link a device with a code (the QR code encodes it on this origin). */
export const linkPath = '/devices/link';

export function linkUrl(origin: string, code: string): string {
  return `${origin}${linkPath}#code=${formatCode(code)}`;
}
