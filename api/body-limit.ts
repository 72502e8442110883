// The request body limit. Unlike hono/body-limit, it reads and discards the rest of an oversized
// body (up to a cap) before answering 413: a client still uploading when the server closes the
// connection sees a broken pipe instead of our answer, so it could not tell the traveller why.
import type { Context, MiddlewareHandler } from 'hono';

type Reader = ReadableStreamDefaultReader<Uint8Array>;

const drainCapBytes = 1024 * 1024;
const drainTimeoutMs = 2000;

async function drain(reader: Reader, alreadyRead: number): Promise<void> {
  let total = alreadyRead;
  const deadline = Date.now() + drainTimeoutMs;
  try {
    while (total < drainCapBytes) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) break;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), remaining))),
      ]).finally(() => clearTimeout(timer));
      if (chunk === 'timeout' || chunk.done) break;
      total += chunk.value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

export function bodyLimit(maxBytes: number, onTooLarge: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  return async (c, next) => {
    // A declared length is checked from the headers alone: touching the body would make
    // @hono/node-server build a whole Request, work a request refused later never needs.
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      if (Number(declared) <= maxBytes) return next();
      const oversized = c.req.raw.body;
      if (oversized) await drain(oversized.getReader(), 0);
      return onTooLarge(c);
    }
    const body = c.req.raw.body;
    if (!body) return next();
    // No declared length (chunked): count while reading, and keep what fits.
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await drain(reader, size);
        return onTooLarge(c);
      }
      chunks.push(value);
    }
    const buffer = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      buffer.set(chunk, offset);
      offset += chunk.length;
    }
    c.req.raw = new Request(c.req.raw, { body: buffer });
    return next();
  };
}
