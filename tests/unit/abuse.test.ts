// The real server process under abuse: oversized and endless bodies, slow clients holding
// connections, and a burst of concurrent requests. It must answer with the JSON envelope, keep
// serving everyone else, and stay up.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatLimits } from '../../src/domain/astra/chat-protocol';
import { newDeviceKey } from '../setup/device-api';
import { startServer, type ServerProcess } from '../setup/server-process';
import { startOfQuietWindow } from '../setup/rate-windows';

let server: ServerProcess;

beforeAll(async () => {
  // No LLM, whatever the environment says: the chat answers from the embedded engine, on this machine.
  server = await startServer({
    API_ONLY: '1',
    BODY_LIMIT_BYTES: String(64 * 1024),
    ASTRA_LLM_BASE_URL: '',
    ASTRA_LLM_MODEL: '',
    ASTRA_LLM_API_KEY: '',
    TRUST_PROXY: '',
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const health = async () => {
  const response = await fetch(`${server.url}/api/health`);
  return { status: response.status, body: (await response.json()) as { status: string } };
};

describe('the server under abuse', () => {
  it('refuses a body over the limit with 413 and the error envelope, with or without Content-Length', async () => {
    const big = 'x'.repeat(200 * 1024);
    const declared = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: { code: string } }).error.code).toBe('payload-too-large');

    // A chunked body never says how long it is; it must still be cut off at the limit.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 50; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(8 * 1024)));
        controller.close();
      },
    });
    const streamed = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      body: chunks,
      duplex: 'half',
      headers: { 'content-type': 'application/json' },
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await health()).body.status).toBe('ok');
  });

  it('keeps answering others while 200 slow clients hold connections open mid-headers', async () => {
    const sockets: Socket[] = [];
    const { port } = new URL(server.url);
    for (let i = 0; i < 200; i++) {
      const socket = connect(Number(port), '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      sockets.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const result = await health();
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('ok');
    for (const socket of sockets) socket.destroy();
  });

  it('answers a burst of 500 concurrent requests without an error and stays up', async () => {
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        fetch(`${server.url}${i % 2 ? '/api/health' : '/api/no-such-endpoint'}`).then(async (response) => ({
          status: response.status,
          body: await response.text(),
        })),
      ),
    );
    for (const [i, response] of responses.entries()) {
      expect(response.status).toBe(i % 2 ? 200 : 404);
      expect(() => JSON.parse(response.body)).not.toThrow();
    }
    expect((await health()).status).toBe(200);
  });

  it('the chat rate limit holds under a burst of concurrent requests from one device, and others still get answers', async () => {
    const chat = (headers: Record<string, string>, session: string) =>
      fetch(`${server.url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ message: 'Hotels in Lisbon next weekend', session_id: session }),
      }).then(async (response) => ({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: (await response.json()) as { error?: { code: string } },
      }));

    const device = { 'X-Device-Key': newDeviceKey() };
    await startOfQuietWindow();
    const burst = await Promise.all(
      Array.from({ length: chatLimits.messagesPerMinute * 3 }, (_, i) => chat(device, `burst-session-${i % 4}`)),
    );
    expect(burst.filter((response) => response.status === 200)).toHaveLength(chatLimits.messagesPerMinute);
    const refused = burst.filter((response) => response.status !== 200);
    expect(refused).toHaveLength(chatLimits.messagesPerMinute * 2);
    for (const response of refused) {
      expect(response.status).toBe(429);
      expect(response.body.error?.code).toBe('rate-limited');
      expect(Number(response.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(response.retryAfter)).toBeLessThanOrEqual(60);
    }
    expect((await chat(device, 'burst-session-0')).status).toBe(429);

    // Another device, and a client without a key (counted by its address), are not held up.
    expect((await chat({ 'X-Device-Key': newDeviceKey() }, 'other-device-1')).status).toBe(200);
    expect((await chat({}, 'keyless-client-1')).status).toBe(200);
    // Without TRUST_PROXY a forged X-Forwarded-For buys nothing: keyless clients share their address's limit.
    const forged = await Promise.all(
      Array.from({ length: chatLimits.messagesPerMinute }, (_, i) => chat({ 'X-Forwarded-For': `198.51.100.${i}` }, `forged-${i}`)),
    );
    expect(forged.filter((response) => response.status === 429).length).toBeGreaterThan(0);
    expect((await health()).status).toBe(200);
  });
});
