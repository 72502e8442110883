// Who answers a chat message: the embedded engine always (it is local and fast, and its reading of
// the message carries the conversation's memory), and, when one is configured, the LLM, whose
// answer replaces the engine's words, links, cards and proposals. If the LLM fails in any way the
// engine's answer stands.
import { answer } from '../../src/domain/astra/engine';
import type { AstraContext, AstraReply } from '../../src/domain/astra/types';
import type { ChatTurn } from './chat-history';
import type { AstraLlm, LlmAnswer } from './llm-provider';
import type { ToolServices } from './tools';

export type AstraAnswer = { reply: AstraReply; source: 'engine' | 'llm' };

export type AstraService = {
  /** `signal`: the answer's deadline; when it aborts the answer ends as it stands (answerTookTooLong before the engine has one). */
  reply(input: { message: string; history: ChatTurn[]; context: AstraContext; signal?: AbortSignal }): Promise<AstraAnswer>;
};

export type AstraServiceOptions = {
  /** The configured LLM; absent or null: the embedded engine answers alone. */
  llm?: AstraLlm | null;
  services?: ToolServices;
  /** Where the one-line notice of a fallback goes. */
  warn?: (line: string) => void;
};

export function createAstraService({ llm, services, warn = (line) => console.warn(line) }: AstraServiceOptions = {}): AstraService {
  return {
    async reply({ message, history, context, signal }) {
      const engineReply = await beforeDeadline(answer(message, context), signal);
      if (!engineReply) {
        warn('Astra: an answer ran past its time budget before the embedded engine had one; the traveller was told so.');
        return { reply: answerTookTooLong(context), source: 'engine' };
      }
      // Proposals only exist in Agent Mode, whatever an answer holds.
      const fromEngine = context.agentMode ? engineReply : { ...engineReply, actions: [] };
      if (!llm || signal?.aborted) return { reply: fromEngine, source: 'engine' };
      try {
        const fromLlm = await llm.answer({ message, history, context, services, ...(signal ? { signal } : {}) });
        return { reply: withLlmAnswer(fromEngine, fromLlm, context.agentMode), source: 'llm' };
      } catch (error) {
        warn(
          `Astra: the LLM gave no usable answer (${error instanceof Error ? error.message : String(error)}); the embedded engine answered instead.`,
        );
        return { reply: fromEngine, source: 'engine' };
      }
    },
  };
}

/** The work's result, or undefined once `signal` aborts first (the work is left to finish on its own). */
async function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T | undefined> {
  if (!signal) return work;
  if (signal.aborted) return undefined;
  let onAbort = () => {};
  const aborted = new Promise<undefined>((resolve) => {
    onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

export const answerTookTooLongText =
  'That one took me too long to work out, sorry. Try asking again in fewer words, or one thing at a time.';

/** The reply when an answer runs past its time budget: plain words, nothing proposed, the memory unchanged. */
export function answerTookTooLong(context: AstraContext): AstraReply {
  return {
    response: answerTookTooLongText,
    intent: 'unknown',
    entities: {},
    links: [],
    cards: [],
    actions: [],
    clarifying: false,
    memory: context.memory ?? {},
  };
}

/**
 * The LLM's words, links, cards and proposals, with the engine's reading of the message (intent and
 * entities when the model called no tool) and its memory, which moves to the last place a tool found.
 */
function withLlmAnswer(engineReply: AstraReply, llmAnswer: LlmAnswer, agentMode: boolean): AstraReply {
  const lastPlace = llmAnswer.places.at(-1);
  return {
    response: llmAnswer.response,
    intent: llmAnswer.intents[0] ?? engineReply.intent,
    entities: engineReply.entities,
    links: llmAnswer.links,
    cards: llmAnswer.cards,
    actions: agentMode ? llmAnswer.actions : [],
    clarifying: false,
    memory: lastPlace ? { ...engineReply.memory, lastPlace } : engineReply.memory,
  };
}
