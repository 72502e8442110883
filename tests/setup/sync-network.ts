// A sync server on real storage that can restart between requests, and a network in front of it
// that drops, duplicates, delays and fails requests as a test plans: the convergence tests' parts.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { createApp } from '../../api/app';
import { dropPostgresSchema, openStorage, type Storage, type StorageOptions } from '../../api/db/index';
import { itineraryItemEntity } from '../../api/sync/entities';
import { SyncRequestError } from '../../src/db/sync-retry';
import type { SyncRequest, SyncResponse } from '../../src/domain/sync-protocol';
import { testDatabaseUrl, type StorageKind } from './storage';
import { registerDevice } from './register-device';

/** A server whose storage can be closed and reopened (a restart) between requests. */
export class RestartableServer {
  storage!: Storage;
  app!: ReturnType<typeof createApp>;
  private constructor(
    private readonly options: StorageOptions,
    private readonly cleanupFiles: () => Promise<void>,
  ) {}

  static async open(kind: StorageKind): Promise<RestartableServer> {
    if (kind === 'sqlite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'astra-converge-'));
      const server = new RestartableServer({ kind: 'sqlite', file: path.join(dir, 'server.sqlite') }, async () =>
        rmSync(dir, { recursive: true, force: true }),
      );
      await server.start();
      return server;
    }
    const schema = `c_${randomBytes(6).toString('hex')}`;
    const server = new RestartableServer({ kind: 'postgres', url: testDatabaseUrl!, schema }, () =>
      dropPostgresSchema(testDatabaseUrl!, schema),
    );
    await server.start();
    return server;
  }

  private async start() {
    this.storage = await openStorage(this.options);
    this.app = createApp({ storage: this.storage, version: 'test' });
  }

  async restart() {
    await this.storage.close();
    await this.start();
  }

  async close() {
    await this.storage.close();
    await this.cleanupFiles();
  }

  private readonly registered = new Set<string>();

  /** Registers a device key once, as the app does before its first sync. */
  async register(deviceKey: string): Promise<void> {
    if (this.registered.has(deviceKey)) return;
    await registerDevice((to, init) => this.app.request(to, init), deviceKey);
    this.registered.add(deviceKey);
  }

  async deliver(request: SyncRequest, deviceKey: string): Promise<{ status: number; body: unknown }> {
    await this.register(deviceKey);
    const response = await this.app.request('/api/sync', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': deviceKey },
      body: JSON.stringify(request),
    });
    return { status: response.status, body: await response.json() };
  }

  async trips(deviceKey: string): Promise<unknown[]> {
    await this.register(deviceKey);
    const response = await this.app.request('/api/trips', { headers: { 'x-device-key': deviceKey } });
    expect(response.status).toBe(200);
    return (await response.json()) as unknown[];
  }

  /** Every live item, whatever its trip (an orphan would show here, and not through the trips' routes). */
  async items(): Promise<Array<Record<string, unknown>>> {
    const rows = await this.storage.db.selectFrom('itinerary_items').selectAll().where('deleted_at', 'is', null).execute();
    return rows.map((row) => itineraryItemEntity.toRecord(row));
  }
}

export type Fault = 'ok' | 'drop-request' | 'drop-response' | 'duplicate' | 'delay' | 'server-error';

/** The network between devices and server: each request meets the next planned fault. */
export class FlakyNetwork {
  faults: Fault[] = [];
  delayed: Array<{ request: SyncRequest; deviceKey: string }> = [];
  constructor(private readonly server: RestartableServer) {}

  /** The transport of a device with this key; `onAnswer` sees every response the device reads. */
  transportFor =
    (deviceKey: string, onAnswer?: (response: SyncResponse) => void) =>
    async (request: SyncRequest): Promise<SyncResponse> => {
      const response = await this.send(request, deviceKey);
      onAnswer?.(response);
      return response;
    };

  private send = async (request: SyncRequest, deviceKey: string): Promise<SyncResponse> => {
    const fault = this.faults.shift() ?? 'ok';
    const copy = structuredClone(request);
    switch (fault) {
      case 'drop-request':
        throw new SyncRequestError(0, 'network-error', 'dropped before the server');
      case 'server-error':
        throw new SyncRequestError(503, 'unavailable', 'server busy');
      case 'delay':
        // Delivered later, after newer requests: a reordering the device never hears back from.
        this.delayed.push({ request: copy, deviceKey });
        throw new SyncRequestError(0, 'network-error', 'timed out');
      case 'drop-response': {
        await this.server.deliver(copy, deviceKey);
        throw new SyncRequestError(0, 'network-error', 'response lost after the server applied it');
      }
      case 'duplicate': {
        const first = await this.server.deliver(copy, deviceKey);
        await this.server.deliver(structuredClone(request), deviceKey);
        return this.answer(first);
      }
      case 'ok':
        return this.answer(await this.server.deliver(copy, deviceKey));
    }
  };

  private answer({ status, body }: { status: number; body: unknown }): SyncResponse {
    if (status !== 200) {
      const error = (body as { error?: { code: string; message: string } }).error;
      throw new SyncRequestError(status, error?.code ?? 'http-error', error?.message ?? String(status));
    }
    return body as SyncResponse;
  }

  async deliverDelayed(count: number) {
    for (const { request, deviceKey } of this.delayed.splice(0, count)) await this.server.deliver(request, deviceKey);
  }
}
