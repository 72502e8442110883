// Local writes on fake-indexeddb: one transaction for the record and its outbox op, and storage
// failures turned into messages a traveller can act on.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { openDeviceDatabase } from '../../tests/setup/device-database';
import { describeStorageError, LocalSaveError, recordLocalChange } from './local-changes';
import { uuidv7 } from '../domain/ids';

const open = () => openDeviceDatabase('local');

const trip = { title: 'Seoul', start_date: '2027-04-01', end_date: '2027-04-06', cities: [], notes: '' };

describe('recording a local change', () => {
  it('writes the record and its outbox op together, and later edits and a delete on top of it', async () => {
    const database = open();
    const id = uuidv7();
    await recordLocalChange(database, { entity: 'trip', recordId: id, kind: 'create', payload: trip });
    await recordLocalChange(database, { entity: 'trip', recordId: id, kind: 'update', payload: { notes: 'Palaces' } });
    expect(await database.trips.get(id)).toMatchObject({ title: 'Seoul', notes: 'Palaces', server_version: 0 });
    expect((await database.outbox.toArray()).map((op) => [op.kind, op.status])).toEqual([
      ['create', 'pending'],
      ['update', 'pending'],
    ]);
    await recordLocalChange(database, { entity: 'trip', recordId: id, kind: 'delete' });
    expect(await database.trips.get(id)).toBeUndefined();
    expect(await database.outbox.count()).toBe(3);
  });

  it('refuses with a clear error when the database connection is gone', async () => {
    const database = open();
    await database.open();
    database.close();
    await expect(recordLocalChange(database, { entity: 'trip', recordId: uuidv7(), kind: 'create', payload: trip })).rejects.toMatchObject({
      name: 'LocalSaveError',
      code: 'storage-unavailable',
      message: expect.stringMatching(/lost its connection/),
    });
  });
});

describe('storage errors in words', () => {
  it('tells a full device from a lost connection from anything else, and says nothing typed is lost', () => {
    const full = describeStorageError(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    expect(full).toBeInstanceOf(LocalSaveError);
    expect(full.code).toBe('storage-full');
    expect(full.message).toMatch(/out of storage space/);
    expect(full.message).toMatch(/still here/);
    const wrapped = new Dexie.AbortError('Transaction aborted', new DOMException('full', 'QuotaExceededError'));
    expect(describeStorageError(wrapped).code).toBe('storage-full');
    expect(describeStorageError(new Dexie.DatabaseClosedError()).code).toBe('storage-unavailable');
    expect(describeStorageError(new Error('odd')).code).toBe('storage-error');
  });
});
