// The compiled server (what `npm start` runs) stopping on SIGTERM, in a real child process: it stops
// accepting connections, answers the request it is busy with in full, closes storage and exits 0.
// The request in flight is a chat turn waiting on a local stand-in for the LLM, which answers only
// when the test lets it.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatResponse } from '../src/domain/astra/chat-protocol';
import { startServer, type ServerProcess } from '../tests/setup/server-process';

/** An LLM endpoint that holds each request until release() answers it. */
async function startHeldLlm() {
  let held: ServerResponse | undefined;
  let onRequest: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (onRequest = resolve));
  const llm = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      held = response;
      onRequest();
    });
  });
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`,
    asked,
    release(content: string) {
      held?.writeHead(200, { 'content-type': 'application/json' });
      held?.end(
        JSON.stringify({
          id: 'chatcmpl-held',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'held-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    },
    close: () => new Promise<void>((resolve) => llm.close(() => resolve())),
  };
}

/** Resolves once a new TCP connection to the port is refused; rejects if it is still accepted after the deadline. */
async function connectionRefused(port: number, deadlineMs = 10_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    if (Date.now() > deadline) throw new Error(`port ${port} still accepts connections ${deadlineMs} ms after SIGTERM`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the compiled server on SIGTERM', () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses new connections, answers the request in flight in full, closes the database and exits 0', async () => {
    const llm = await startHeldLlm();
    dataDir = mkdtempSync(path.join(tmpdir(), 'astra-shutdown-'));
    try {
      server = await startServer({
        API_ONLY: '1',
        DATA_DIR: dataDir,
        ASTRA_LLM_BASE_URL: llm.url,
        ASTRA_LLM_MODEL: 'held-model',
        ASTRA_LLM_API_KEY: 'test-key',
      });
      const port = Number(new URL(server.url).port);
      const inFlight = fetch(`${server.url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-key': 'shutdown-device-0123456789abcdef' },
        body: JSON.stringify({ message: 'What should I pack for Oslo?', session_id: 'shutdown-0001', agent_mode: false }),
      });
      await llm.asked;

      process.kill(server.pid, 'SIGTERM');
      await connectionRefused(port);
      llm.release('Pack layers and a rain jacket.');

      const response = await inFlight;
      expect(response.status).toBe(200);
      const reply = (await response.json()) as ChatResponse;
      expect(reply).toMatchObject({ response: 'Pack layers and a rain jacket.', source: 'llm', session_id: 'shutdown-0001' });

      expect(await server.stop()).toBe(0);
      server = undefined;
      // SQLite removes its write-ahead log when the last connection closes cleanly.
      expect(existsSync(path.join(dataDir, 'astra.sqlite'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'astra.sqlite-wal'))).toBe(false);
    } finally {
      await llm.close();
    }
  });

  it('closes a request still open after SHUTDOWN_GRACE_SECONDS and still exits 0', async () => {
    const llm = await startHeldLlm();
    try {
      server = await startServer({
        API_ONLY: '1',
        SHUTDOWN_GRACE_SECONDS: '1',
        ASTRA_LLM_BASE_URL: llm.url,
        ASTRA_LLM_MODEL: 'held-model',
        ASTRA_LLM_API_KEY: 'test-key',
      });
      const stalled = fetch(`${server.url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-key': 'shutdown-device-0123456789abcdef' },
        body: JSON.stringify({ message: 'What should I pack for Oslo?', session_id: 'shutdown-0002', agent_mode: false }),
      }).then(
        (response) => `answered ${response.status}`,
        () => 'connection closed',
      );
      await llm.asked;

      expect(await server.stop()).toBe(0);
      server = undefined;
      expect(await stalled).toBe('connection closed');
    } finally {
      await llm.close();
    }
  });
});
