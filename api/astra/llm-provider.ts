// The optional LLM behind Astra: any OpenAI-compatible chat completions endpoint
// (ASTRA_LLM_BASE_URL, ASTRA_LLM_MODEL, ASTRA_LLM_API_KEY), answering with function calling over
// Astra's own tools (tools.ts), a few rounds at most, within one overall timeout. It throws
// LlmError on anything short of a usable answer; the chat service then lets the embedded engine
// answer instead.
import { z } from 'zod';
import type { AstraAction, AstraCard, AstraContext, AstraIntent, AstraLink, AstraPlace } from '../../src/domain/astra/types';
import type { ChatTurn } from './chat-history';
import { toolsFor, type ToolOutcome, type ToolServices } from './tools';

export type LlmConfig = { baseUrl: string; model: string; apiKey: string; timeoutMs: number };

export const llmLimits = {
  /** Rounds of tool calls before the model must answer in words. */
  maxToolRounds: 4,
  /** Tool calls run per round; more get an error result. */
  maxCallsPerRound: 8,
  /** Longest answer kept; the chat shows short answers. */
  maxAnswerChars: 6000,
} as const;

/** The model's answer, with what the tools it called contributed. */
export type LlmAnswer = {
  response: string;
  links: AstraLink[];
  cards: AstraCard[];
  actions: AstraAction[];
  /** Places the tools resolved, in call order. */
  places: AstraPlace[];
  /** Intents of the tools called, in call order. */
  intents: AstraIntent[];
};

export type LlmInput = {
  message: string;
  history: ChatTurn[];
  context: AstraContext;
  services?: ToolServices;
  /** The answer's deadline (its time budget): the call and its tool rounds stop when it aborts. */
  signal?: AbortSignal;
};

export type AstraLlm = {
  answer(input: LlmInput): Promise<LlmAnswer>;
  /** The longest the LLM is waited for (ASTRA_LLM_TIMEOUT_MS); the chat adds it to an answer's budget. */
  readonly timeoutMs?: number;
};

export class LlmError extends Error {
  override name = 'LlmError';
}

const toolCallSchema = z.object({
  id: z.string().min(1),
  function: z.object({
    name: z.string(),
    // Some compatible servers send the arguments as an object rather than a JSON string.
    arguments: z
      .union([z.string(), z.record(z.string(), z.unknown())])
      .transform((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
  }),
});

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(toolCallSchema).nullish(),
        }),
      }),
    )
    .min(1),
});

type ToolCall = z.output<typeof toolCallSchema>;

type WireMessage =
  | { role: 'system' | 'user'; content: string }
  | {
      role: 'assistant';
      content: string | null;
      tool_calls?: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }>;
    }
  | { role: 'tool'; tool_call_id: string; content: string };

export function systemPrompt(context: AstraContext): string {
  const today = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: context.timeZone,
  }).format(context.now);
  const isoToday = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: context.timeZone,
  }).format(context.now);
  const agent = context.agentMode
    ? 'Agent Mode is on: you may propose a trip, a price alert, a packing list or a World Clock city with create_trip, create_price_alert, create_packing_list and add_clock_city, and add a flight, a stay, an activity or a note to the plan of the trip covering its day with add_flight_to_plan and add_to_plan (times local to each place, as the ticket says; ask for a time you do not know). Nothing is saved until the traveller accepts the proposal in the app, so call it a proposal.'
    : "Agent Mode is off: you cannot create trips, price alerts, packing lists or clock cities, or add to a trip's plan. If the traveller asks for that, say they can switch Agent Mode on.";
  return [
    "You are Astra, the travel assistant of Astra Travel Concierge. You help travellers find flights, hotels, tours, attraction tickets, car rental, airport transfers, eSIMs and airport lounges through the app's booking partners, and you answer questions about cities, currencies, local time and packing.",
    'Use the tools. City facts, conversions, local times, packing lists and every booking link must come from a tool result; when a tool has no answer, say so plainly rather than guessing.',
    "Never invent prices, fares, availability, schedules or exchange rates: you see no live prices, the partner's page shows them.",
    "Never book, reserve or pay for anything, and never say you did. The traveller books and pays on the partner's site through the link you made.",
    'Links you make appear as buttons under your answer: do not write URLs in your text.',
    agent,
    'If something essential is missing (where to, or dates when they matter), ask one short question.',
    "Answer in the traveller's language, briefly: short paragraphs, **bold** and simple lists only, no headings, tables or links.",
    `Today is ${today} (${isoToday}) in the traveller's time zone, ${context.timeZone}. Read relative dates ("next Friday") from it and give tools dates as YYYY-MM-DD.`,
  ].join('\n\n');
}

export function createLlmProvider(config: LlmConfig, { fetch: fetchImpl = globalThis.fetch }: { fetch?: typeof fetch } = {}): AstraLlm {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  const complete = async (body: Record<string, unknown>, signal: AbortSignal) => {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify(body),
      signal,
      redirect: 'error',
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new LlmError(`the endpoint answered HTTP ${response.status}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch (error) {
      if (signal.aborted) throw error;
      throw new LlmError('the answer was not JSON');
    }
    const parsed = completionSchema.safeParse(json);
    if (!parsed.success) throw new LlmError('the answer was not a chat completion');
    return parsed.data.choices[0]!.message;
  };

  return {
    timeoutMs: config.timeoutMs,
    async answer({ message, history, context, services = {}, signal: deadline }) {
      const timeout = AbortSignal.timeout(config.timeoutMs);
      const signal = deadline ? AbortSignal.any([timeout, deadline]) : timeout;
      const tools = toolsFor(context.agentMode);
      const toolsByName = new Map(tools.map((tool) => [tool.name, tool]));
      const wireTools = tools.map((tool) => ({
        type: 'function',
        function: { name: tool.name, description: tool.description, parameters: tool.jsonSchema },
      }));
      const messages: WireMessage[] = [
        { role: 'system', content: systemPrompt(context) },
        ...history.map(({ role, content }) => ({ role, content })),
        { role: 'user', content: message },
      ];
      const outcomes: ToolOutcome[] = [];

      const runCall = async (call: ToolCall, index: number): Promise<string> => {
        const tool = toolsByName.get(call.function.name);
        if (!tool) return JSON.stringify({ error: `There is no tool called ${call.function.name.slice(0, 60)}.` });
        if (index >= llmLimits.maxCallsPerRound) return JSON.stringify({ error: 'Too many tool calls at once: call fewer.' });
        let outcome: ToolOutcome;
        try {
          outcome = await tool.run(call.function.arguments, { ...context, ...services });
        } catch (error) {
          // A tool that trips over odd input fails that call, not the whole answer.
          return JSON.stringify({ error: `${tool.name} failed: ${error instanceof Error ? error.message : String(error)}` });
        }
        outcomes.push(outcome);
        return JSON.stringify(outcome.result);
      };

      try {
        for (let round = 0; ; round++) {
          const mustAnswer = round >= llmLimits.maxToolRounds;
          const reply = await complete(
            { model: config.model, messages, tools: wireTools, tool_choice: mustAnswer ? 'none' : 'auto' },
            signal,
          );
          const calls = reply.tool_calls ?? [];
          if (calls.length && !mustAnswer) {
            messages.push({
              role: 'assistant',
              content: reply.content ?? null,
              tool_calls: calls.map((call) => ({ id: call.id, type: 'function', function: call.function })),
            });
            // One at a time, in the model's order, so the reply lists links and cards as it asked for them.
            for (const [index, call] of calls.entries()) {
              messages.push({ role: 'tool', tool_call_id: call.id, content: await runCall(call, index) });
            }
            continue;
          }
          const response = (reply.content ?? '').replaceAll('\u0000', '').trim();
          if (!response)
            throw new LlmError(calls.length ? `still calling tools after ${llmLimits.maxToolRounds} rounds` : 'the answer was empty');
          return collect(response.slice(0, llmLimits.maxAnswerChars), outcomes);
        }
      } catch (error) {
        if (error instanceof LlmError) throw error;
        if (timeout.aborted) throw new LlmError(`no answer within ${config.timeoutMs} ms`);
        if (signal.aborted) throw new LlmError("no answer within the answer's time budget");
        throw new LlmError(`the request failed (${error instanceof Error ? error.message : String(error)})`);
      }
    },
  };
}

function collect(response: string, outcomes: ToolOutcome[]): LlmAnswer {
  const answer: LlmAnswer = { response, links: [], cards: [], actions: [], places: [], intents: [] };
  const seenLinks = new Set<string>();
  for (const outcome of outcomes) {
    if (outcome.link) {
      const key = JSON.stringify([outcome.link.partner, outcome.link.params]);
      if (!seenLinks.has(key)) answer.links.push(outcome.link);
      seenLinks.add(key);
    }
    if (outcome.card) answer.cards.push(outcome.card);
    if (outcome.action) answer.actions.push(outcome.action);
    if (outcome.place) answer.places.push(outcome.place);
    if (outcome.intent) answer.intents.push(outcome.intent);
  }
  return answer;
}
