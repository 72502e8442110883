// A local stand-in for an OpenAI-compatible chat completions endpoint (POST {base}/chat/completions),
// so Astra's LLM provider is tested against a real HTTP server that can also fail. Each test
// scripts the answers in order (a tool call, a final message, an HTTP error, garbage, or silence)
// and reads back the requests it received.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `delayMs`: the answer comes that long after the request (a slow model); `after`: once the promise settles; `hang` never comes. */
export type ScriptedAnswer = (
  | { kind: 'message'; content: string | null }
  | { kind: 'tool-calls'; calls: Array<{ name: string; arguments: unknown }>; content?: string }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'raw'; body: string }
  | { kind: 'hang' }
) & { delayMs?: number; after?: Promise<unknown> };

export type ReceivedRequest = {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }>;
    tools?: Array<{ type: string; function: { name: string; description: string; parameters: Record<string, unknown> } }>;
    tool_choice?: string;
  };
};

export type FakeLlmServer = {
  /** The base URL to use as ASTRA_LLM_BASE_URL (ends in /v1). */
  url: string;
  /** Queues answers, one per request, in order; a request with nothing queued gets a 500. */
  script(...answers: ScriptedAnswer[]): void;
  readonly requests: ReceivedRequest[];
  /** The tool names offered in a request. */
  toolNames(request: ReceivedRequest | undefined): string[];
  reset(): void;
  close(): Promise<void>;
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

let callCount = 0;

function completion(message: Record<string, unknown>) {
  return JSON.stringify({
    id: `chatcmpl-fake-${++callCount}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: 'tool_calls' in message ? 'tool_calls' : 'stop' }],
  });
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const queue: ScriptedAnswer[] = [];
  const requests: ReceivedRequest[] = [];

  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'Not found' } }));
        return;
      }
      let body: ReceivedRequest['body'] = {};
      try {
        body = JSON.parse(text) as ReceivedRequest['body'];
      } catch {
        // recorded as empty: the test sees the provider sent something unreadable
      }
      requests.push({ path: request.url, authorization: request.headers.authorization, body });
      const answer = queue.shift() ?? { kind: 'status', status: 500, body: JSON.stringify({ error: { message: 'nothing scripted' } }) };
      if (answer.kind === 'hang') return; // never answers; close() drops the connection
      const send = (status: number, payload: string) => {
        const write = () => {
          if (response.destroyed) return;
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(payload);
        };
        const afterDelay = () => (answer.delayMs ? setTimeout(write, answer.delayMs) : write());
        if (answer.after) void answer.after.then(afterDelay, afterDelay);
        else afterDelay();
      };
      if (answer.kind === 'status')
        return send(answer.status, answer.body ?? JSON.stringify({ error: { message: `HTTP ${answer.status}` } }));
      if (answer.kind === 'raw') return send(200, answer.body);
      if (answer.kind === 'message') return send(200, completion({ content: answer.content }));
      send(
        200,
        completion({
          content: answer.content ?? null,
          tool_calls: answer.calls.map((call, i) => ({
            id: `call_${callCount}_${i}`,
            type: 'function',
            function: { name: call.name, arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments) },
          })),
        }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    script: (...answers) => void queue.push(...answers),
    requests,
    toolNames: (request) => (request?.body.tools ?? []).map((tool) => tool.function.name),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
