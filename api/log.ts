// The server's log: one JSON object a line on stderr ({ time, level, msg, req_id, ... }), at or
// above LOG_LEVEL. Anything a client sent appears only as a short excerpt (JSON escapes the rest),
// and errors a client can cause at will are sampled: the first of a kind in a minute is written, the
// others counted and reported with the next one written. A client cannot fill the log.
import type { Context } from 'hono';

export const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];
type WrittenLevel = Exclude<LogLevel, 'silent'>;

export type LogFields = Record<string, unknown>;

export type Logger = {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** The same log with these fields on every line (a request's id, say). */
  child(fields: LogFields): Logger;
  /**
   * Writes a client-caused line at most once a minute per `kind`; the ones held back are counted
   * and the next line written says how many (`repeated`).
   */
  sampled(kind: string, level: WrittenLevel, msg: string, fields?: LogFields): void;
};

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** At most `max` characters of what a client sent, marked when cut. */
export function excerpt(text: unknown, max = 80): string {
  const value = typeof text === 'string' ? text : String(text);
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

function serialise(value: unknown): unknown {
  if (value instanceof Error) {
    return {
      type: value.name,
      message: excerpt(value.message, 500),
      ...(value.stack ? { stack: value.stack.split('\n').slice(0, 8).join('\n') } : {}),
    };
  }
  return value;
}

type Sampling = { windows: Map<string, { start: number; held: number }>; windowMs: number };

export type LoggerOptions = {
  level?: LogLevel;
  /** Where a line goes (stderr by default); tests pass a collector. */
  write?: (line: string) => void;
  now?: () => number;
  /** The sampling window of `sampled` (a minute). */
  sampleWindowMs?: number;
};

export function createLogger({
  level = 'info',
  write = (line) => process.stderr.write(`${line}\n`),
  now = Date.now,
  sampleWindowMs = 60_000,
}: LoggerOptions = {}): Logger {
  const sampling: Sampling = { windows: new Map(), windowMs: sampleWindowMs };
  const make = (bound: LogFields): Logger => {
    const emit = (at: WrittenLevel, msg: string, fields: LogFields = {}) => {
      if (rank[at] < rank[level]) return;
      const line: LogFields = { time: new Date(now()).toISOString(), level: at, msg, ...bound };
      for (const [key, value] of Object.entries(fields)) line[key] = serialise(value);
      write(JSON.stringify(line));
    };
    return {
      debug: (msg, fields) => emit('debug', msg, fields),
      info: (msg, fields) => emit('info', msg, fields),
      warn: (msg, fields) => emit('warn', msg, fields),
      error: (msg, fields) => emit('error', msg, fields),
      child: (fields) => make({ ...bound, ...fields }),
      sampled(kind, at, msg, fields = {}) {
        const time = now();
        const { windows, windowMs } = sampling;
        const open = windows.get(kind);
        if (open && time - open.start < windowMs) {
          open.held++;
          return;
        }
        // Bounded: kinds are few, but never let a client's variety grow the map without end.
        if (windows.size >= 1000) windows.clear();
        windows.set(kind, { start: time, held: 0 });
        emit(at, msg, { ...fields, kind, ...(open && open.held > 0 ? { repeated: open.held } : {}) });
      },
    };
  };
  return make({});
}

/** A log that writes nothing (tests that do not look at it). */
export const silentLogger: Logger = createLogger({ level: 'silent' });

/** The request's log (with its req_id), or `fallback` outside a request that went through the app. */
export function logOf(c: Context, fallback: Logger = silentLogger): Logger {
  return (c.get('log' as never) as Logger | undefined) ?? fallback;
}
