// Uploading a trip's photos from the wallet: 50 photos of 2 MB (10 of them repeats of others) added
// on a device, then sent by the device's own file transfers (src/db/document-files.ts, over Dexie on
// fake-indexeddb) to the real compiled server, through a loopback proxy that throttles the link
// (20 Mbit/s each way and 40 ms round trip by default: a good 4G uplink). Measured: time, requests
// and bytes sent; a second pass and a second device of the same traveller with the same photos
// (repeats detected by hash, never sent again); what the device keeps.
import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import type { BenchRow } from './types';
import { startServer } from '../tests/setup/server-process';
import { AstraDatabase } from '../src/db/database';
import { addDocument, checkFile } from '../src/db/documents';
import { fileTransfers } from '../src/db/document-files';
import { createTrip } from '../src/db/trips';
import { formatBytes } from '../src/domain/document-files';
import { uuidv7 } from '../src/domain/ids';

const photos = 50;
const repeats = 10;
const photoBytes = 2 * 1024 * 1024;
const bitsPerSecond = Number(process.env.BENCH_WALLET_MBIT ?? 20) * 1_000_000;
const roundTripMs = Number(process.env.BENCH_WALLET_RTT_MS ?? 40);

/** One direction of the link: every connection's bytes share its rate. */
function linkDirection() {
  let freeAt = 0;
  return class Throttle extends Transform {
    override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      freeAt = Math.max(freeAt, Date.now()) + (chunk.length * 8 * 1000) / bitsPerSecond;
      setTimeout(() => done(null, chunk), Math.max(0, freeAt - Date.now()));
    }
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loopback proxy in front of the server: half the round trip each way, the body throttled each way. */
function throttledLink(target: string): Promise<{ url: string; close(): void }> {
  const upstream = new URL(target);
  const [Up, Down] = [linkDirection(), linkDirection()];
  const server = http.createServer(async (request, response) => {
    await wait(roundTripMs / 2);
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers: request.headers },
      async (answer) => {
        await wait(roundTripMs / 2);
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(new Down()).pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(new Up()).pipe(forward);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

function jpeg(): Blob {
  const bytes = new Uint8Array(randomBytes(photoBytes));
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return new Blob([bytes], { type: 'image/jpeg' });
}

async function deviceWithPhotos(deviceKey: string, tripId: string, files: Blob[]) {
  const database = new AstraDatabase(`wallet-bench-${uuidv7()}`);
  await database.meta.put({ key: 'device_key', value: deviceKey });
  await createTrip(
    { title: 'Bench trip', start_date: '2027-05-01', end_date: '2027-05-03', cities: [], notes: '' },
    { database, id: tripId },
  );
  for (const [index, file] of files.entries()) {
    await addDocument(
      { title: `Photo ${index + 1}`, kind: 'other', trip_id: tripId, item_id: null, private: false },
      await checkFile(file),
      database,
    );
  }
  return database;
}

export default async function walletUpload(): Promise<BenchRow[]> {
  // The upload's chunks are write requests of one device: the limits would pace them, not the link being measured.
  const server = await startServer({ API_ONLY: '1', DEVICE_WRITES_PER_MINUTE: '100000', ADDRESS_WRITES_PER_MINUTE: '100000' });
  const link = await throttledLink(server.url);
  try {
    const distinct = Array.from({ length: photos - repeats }, jpeg);
    const files = [...distinct, ...distinct.slice(0, repeats)];
    const deviceKey = randomBytes(24).toString('base64url');
    const tripId = uuidv7();
    const phone = await deviceWithPhotos(deviceKey, tripId, files);
    const transfers = (database: AstraDatabase) => fileTransfers({ deviceKey: async () => deviceKey, database, baseUrl: link.url });

    const started = performance.now();
    const first = await transfers(phone).run();
    const ms = performance.now() - started;
    const again = await transfers(phone).run();
    const laptop = await deviceWithPhotos(deviceKey, tripId, files);
    const laptopStarted = performance.now();
    const other = await transfers(laptop).run();
    const laptopMs = performance.now() - laptopStarted;
    const kept = (await phone.documentFiles.toArray()).reduce((sum, file) => sum + file.size, 0);
    const linkBound = ((distinct.length * photoBytes * 8) / bitsPerSecond) * 1000;
    const mbit = bitsPerSecond / 1_000_000;
    phone.close();
    laptop.close();
    return [
      {
        group: 'Wallet',
        metric: `upload ${photos} photos of 2 MB (${repeats} repeats) at ${mbit} Mbit/s, ${roundTripMs} ms RTT`,
        value: Math.round(ms / 100) / 10,
        unit: `s, ${first.requests} requests, ${formatBytes(first.bytesSent)} sent`,
        versus: `the link's own limit for ${photos - repeats} distinct photos: ${Math.round(linkBound / 100) / 10} s`,
        target: `≤ 1.2× the link's limit, ${photos - repeats} files sent`,
        met: ms <= linkBound * 1.2 && first.uploaded === photos - repeats,
      },
      {
        group: 'Wallet',
        metric: 'the same device again',
        value: again.requests,
        unit: `requests, ${again.bytesSent} bytes sent`,
        target: '0 requests',
        met: again.requests === 0 && again.bytesSent === 0,
      },
      {
        group: 'Wallet',
        metric: 'another device of the traveller with the same photos',
        value: Math.round(laptopMs),
        unit: `ms, ${other.requests} requests, ${other.bytesSent} bytes sent`,
        target: 'one question per file, no bytes',
        met: other.bytesSent === 0 && other.requests === photos - repeats,
      },
      {
        group: 'Wallet',
        metric: `device storage for the ${photos} documents`,
        value: Math.round((kept / (1024 * 1024)) * 10) / 10,
        unit: 'MB',
        target: `${photos - repeats} × 2 MB, repeats kept once`,
        met: kept === distinct.length * photoBytes,
      },
    ];
  } finally {
    link.close();
    await server.stop();
  }
}
