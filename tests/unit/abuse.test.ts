// The real server process under abuse: oversized and endless bodies, slow clients holding
// connections, and a burst of concurrent requests. It must answer with the JSON envelope, keep
// serving everyone else, and stay up.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../setup/server-process';

let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({ API_ONLY: '1', BODY_LIMIT_BYTES: String(64 * 1024) });
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
    const declared = await fetch(`${server.url}/api/health`, { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: { code: string } }).error.code).toBe('payload-too-large');

    // A chunked body never says how long it is; it must still be cut off at the limit.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 50; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(8 * 1024)));
        controller.close();
      },
    });
    const streamed = await fetch(`${server.url}/api/health`, { method: 'POST', body: chunks, duplex: 'half', headers: { 'content-type': 'application/json' } } as RequestInit);
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
        fetch(`${server.url}${i % 2 ? '/api/health' : '/api/no-such-endpoint'}`).then(async (response) => ({ status: response.status, body: await response.text() })),
      ),
    );
    for (const [i, response] of responses.entries()) {
      expect(response.status).toBe(i % 2 ? 200 : 404);
      expect(() => JSON.parse(response.body)).not.toThrow();
    }
    expect((await health()).status).toBe(200);
  });
});
