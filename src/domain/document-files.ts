// The wallet's files, as the device and the server both see them: the limits, the chunk size of a
// resumable upload, and the type of a file read from its first bytes (never from its name or the
// type a browser declares), so an HTML page named photo.jpg is refused on both sides.

/** At most 15 MB a file. */
export const maxFileBytes = 15 * 1024 * 1024;
/** At most 500 MB of distinct files a traveller's documents reference. */
export const travellerQuotaBytes = 500 * 1024 * 1024;
/** A resumable upload sends the file in chunks of this size (the last one shorter). */
export const uploadChunkBytes = 1024 * 1024;

export const fileTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type FileType = (typeof fileTypes)[number];

export const fileHashPattern = /^[0-9a-f]{64}$/;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The file's type by its first bytes (a dozen are enough); null for anything the wallet does not keep. */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

export const fileExtensionOf: Record<FileType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Sizes as the wallet shows them: "820 KB", "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return megabytes(bytes);
}

/** The words every side uses for a refused file. */
export const fileMessages = {
  tooLarge: `This file is larger than ${megabytes(maxFileBytes)}. Try a smaller photo or a PDF of fewer pages.`,
  wrongType: 'The wallet keeps photos (JPEG, PNG, WebP) and PDFs. This file is neither.',
  quota: `Your documents already take ${megabytes(travellerQuotaBytes)}, the most the wallet keeps for you. Remove a document you no longer need to add this one.`,
};
