// The error envelope from both ends: what the real app writes is what the device's one parser reads,
// and anything else (a proxy's page, another API's error) is not taken for it.
import { describe, expect, it } from 'vitest';
import { parseErrorEnvelope } from '../src/domain/error-envelope';
import { deviceApi } from '../tests/setup/device-api';
import { openTestStorage } from '../tests/setup/storage';

describe('the error envelope', () => {
  it('reads the code and message of what the app answers: unknown path, bad JSON, missing device key, bad input', async () => {
    const { storage, cleanup } = await openTestStorage('sqlite');
    try {
      const { call } = deviceApi(storage);
      const answers = [
        await call('GET', '/api/nothing-here'),
        await call('POST', '/api/sync', '{"client_id":'),
        await call('GET', '/api/trips', undefined, { 'X-Device-Key': '' }),
        await call('POST', '/api/trips', { title: '' }),
      ];
      expect(answers.map(({ status, body }) => [status, parseErrorEnvelope(body)?.code])).toEqual([
        [404, 'not-found'],
        [400, 'invalid-input'],
        [401, 'device-key-required'],
        [400, 'invalid-input'],
      ]);
      for (const { body } of answers) expect(parseErrorEnvelope(body)?.message).toEqual(body.error.message);
    } finally {
      await cleanup();
    }
  });

  it('is not fooled by bodies that only look like it', () => {
    for (const body of [
      undefined,
      '<html>Sign in</html>',
      { error: 'Not Found' },
      { error: { code: 42, message: 'x' } },
      { error: { code: '', message: 'x' } },
      { error: { message: 'no code' } },
      { detail: 'Not Found' },
    ]) {
      expect(parseErrorEnvelope(body), JSON.stringify(body)).toBeUndefined();
    }
    expect(parseErrorEnvelope({ error: { code: 'trip-not-found', message: 'Gone', extra: 1 }, status: 'degraded' })).toEqual({
      code: 'trip-not-found',
      message: 'Gone',
    });
  });
});
