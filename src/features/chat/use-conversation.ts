// One conversation with Astra, as state: the messages on screen, the draft, sending and what a
// failure does, Agent Mode and its proposals (applied at once, undone on request), questions that
// wait for the connection (kept through queue.ts unless the chat is a kiosk's), and the note about
// a city the explorer opened. The panel's components only show it.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { chatFailureReply } from '../../domain/astra/chat-protocol';
import { astraGreeting } from '../../domain/astra/engine';
import type { AstraMemory } from '../../domain/astra/types';
import { uuidv7 } from '../../domain/ids';
import { cityLoadedEvent, type CityLoadedDetail } from '../../lib/app-events';
import { useOnline } from '../../lib/connectivity';
import { failureToastOptions } from '../../lib/saved-note';
import { toast } from '../../lib/toast';
import type { ActionState } from './action-card';
import { canSend, cityLoadedMessage } from './chat-rules';
import { ActionError, applyAction, newSessionId, sendChatMessage, type ChatAnswer } from './data';
import { claimQuestion, forgetQuestion, queueQuestion, releaseQuestion, waitingQuestions } from './queue';
import { chatMessages } from './messages';

export type UserMessage = {
  id: string;
  role: 'user';
  content: string;
  timestamp: Date;
  /**
   * failed: the server answered with an error; queued: waits for the connection; sent-later: went
   * out once it was back; elsewhere: another open window of the app sent it.
   */
  delivery: 'sent' | 'failed' | 'queued' | 'sent-later' | 'elsewhere';
  /** Set while queued: the Agent Mode it was asked in, which it is sent with. */
  agentMode?: boolean;
};

export type AssistantMessage = {
  id: string;
  role: 'assistant';
  content: string;
  timestamp: Date;
  answer?: ChatAnswer;
  /** The traveller's message this answers (for "Send when online"). */
  repliesTo?: string;
  /** Set when the answer comes later than its question: the question, quoted above the answer. */
  queuedQuestion?: string;
  actions: ActionState[];
  isError?: boolean;
};

export type ChatMessage = UserMessage | AssistantMessage;

const queueResumeDelayMs = 500;

// Unique across reloads too: a queued question keeps its id in Dexie.
const nextMessageId = () => `m-${uuidv7()}`;

/** `keepsQueue`: whether questions waiting for the connection outlive this chat (not on a shared kiosk). */
export function useConversation({ keepsQueue }: { keepsQueue: boolean }) {
  const online = useOnline();
  const [sessionId] = useState(newSessionId);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 'greeting', role: 'assistant', content: astraGreeting, timestamp: new Date(), actions: [] },
  ]);
  const [draft, setDraft] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [agentMode, setAgentMode] = useState(false);
  const memory = useRef<AstraMemory>({});
  const isSending = useRef(false);
  const isMounted = useRef(true);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const append = (message: ChatMessage) => setMessages((current) => [...current, message]);

  const updateAction = useCallback((messageId: string, index: number, next: (state: ActionState) => ActionState) => {
    setMessages((current) =>
      current.map((message) =>
        message.id === messageId && message.role === 'assistant'
          ? { ...message, actions: message.actions.map((state, position) => (position === index ? next(state) : state)) }
          : message,
      ),
    );
  }, []);

  const apply = useCallback(
    async (messageId: string, index: number, state: ActionState) => {
      try {
        const applied = await applyAction(state.action);
        updateAction(messageId, index, () => ({ status: 'applied', action: state.action, applied }));
      } catch (error) {
        const message =
          error instanceof ActionError ? error.message : "I couldn't save that on this device. Try again from the screen itself.";
        updateAction(messageId, index, () => ({ status: 'failed', action: state.action, message }));
      }
    },
    [updateAction],
  );

  const undo = async (messageId: string, index: number, state: ActionState) => {
    if (state.status !== 'applied') return;
    updateAction(messageId, index, () => ({ ...state, status: 'undoing' }));
    try {
      await state.applied.undo();
      updateAction(messageId, index, () => ({ ...state, status: 'undone' }));
    } catch (error) {
      toast.error(chatMessages.get().undoFailed, failureToastOptions(error));
      updateAction(messageId, index, () => state);
    }
  };

  /** Sends one message and shows Astra's answer (with `wasQueued`, the question is quoted above it). */
  const deliver = useCallback(
    async (message: UserMessage, options: { agentMode: boolean; wasQueued: boolean }) => {
      isSending.current = true;
      setIsPending(true);
      try {
        const answer = await sendChatMessage({ message: message.content, sessionId, agentMode: options.agentMode, memory: memory.current });
        if (!isMounted.current) {
          // Nobody saw the answer (nor applied its actions): the next chat sends the question again.
          if (options.wasQueued && keepsQueue) void releaseQuestion(message.id).catch(() => undefined);
          return;
        }
        if (options.wasQueued && keepsQueue) void forgetQuestion(message.id).catch(() => undefined);
        memory.current = answer.memory;
        const reply: AssistantMessage = {
          id: nextMessageId(),
          role: 'assistant',
          content: answer.response,
          timestamp: new Date(),
          answer,
          repliesTo: message.id,
          ...(options.wasQueued ? { queuedQuestion: message.content } : {}),
          actions: answer.actions.map((action) => ({ status: 'applying', action })),
        };
        const delivery = options.wasQueued ? ('sent-later' as const) : ('sent' as const);
        setMessages((current) => [...current.map((entry) => (entry.id === message.id ? { ...message, delivery } : entry)), reply]);
        reply.actions.forEach((state, index) => void apply(reply.id, index, state));
      } catch (error) {
        if (options.wasQueued && keepsQueue) void forgetQuestion(message.id).catch(() => undefined);
        if (!isMounted.current) return;
        toast.error(chatMessages.get().sendFailed, failureToastOptions(error));
        setMessages((current) => [
          ...current.map((entry) => (entry.id === message.id ? { ...message, delivery: 'failed' as const } : entry)),
          { id: nextMessageId(), role: 'assistant', content: chatFailureReply, timestamp: new Date(), actions: [], isError: true },
        ]);
        // The traveller's words stay: back in the box, ready to send again (unless they typed on meanwhile).
        setDraft((current) => (current.trim() === '' ? message.content : current));
      } finally {
        isSending.current = false;
        if (isMounted.current) setIsPending(false);
      }
    },
    [apply, sessionId, keepsQueue],
  );

  /** Sends the draft unless it is blank or Astra is still answering; says whether it went. */
  const send = (): boolean => {
    if (!canSend(draft, isPending) || isSending.current) return false;
    const message: UserMessage = { id: nextMessageId(), role: 'user', content: draft.trim(), timestamp: new Date(), delivery: 'sent' };
    append(message);
    setDraft('');
    void deliver(message, { agentMode, wasQueued: false });
    return true;
  };

  const sendWhenOnline = (question: UserMessage) => {
    setMessages((current) =>
      current.map((entry) => (entry.id === question.id && entry.role === 'user' ? { ...entry, delivery: 'queued', agentMode } : entry)),
    );
    if (keepsQueue) {
      void queueQuestion({ id: question.id, content: question.content, agentMode, queuedAt: new Date() }).catch((error: unknown) =>
        toast.error(chatMessages.get().keepFailed, failureToastOptions(error)),
      );
    }
  };

  // Questions queued before a reload (or in a chat since closed) come back, still waiting.
  useEffect(() => {
    if (!keepsQueue) return;
    let isCurrent = true;
    void waitingQuestions()
      .then((waiting) => {
        if (!isCurrent || waiting.length === 0) return;
        setMessages((current) => [
          ...current,
          ...waiting
            .filter((question) => !current.some((entry) => entry.id === question.id))
            .map((question): UserMessage => ({
              id: question.id,
              role: 'user',
              content: question.content,
              timestamp: question.queuedAt,
              delivery: 'queued',
              agentMode: question.agentMode,
            })),
        ]);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [keepsQueue]);

  const deliverQueued = useCallback(
    async (question: UserMessage) => {
      isSending.current = true;
      const claim = keepsQueue ? await claimQuestion(question.id).catch(() => 'claimed' as const) : 'claimed';
      isSending.current = false;
      if (!isMounted.current) {
        if (claim === 'claimed' && keepsQueue) void releaseQuestion(question.id).catch(() => undefined);
        return;
      }
      if (claim === 'elsewhere') {
        setMessages((current) =>
          current.map((entry) => (entry.id === question.id && entry.role === 'user' ? { ...entry, delivery: 'elsewhere' } : entry)),
        );
        return;
      }
      await deliver(question, { agentMode: question.agentMode ?? false, wasQueued: true });
    },
    [deliver, keepsQueue],
  );

  // Queued messages go out one by one once the connection is back, after a short pause: a
  // connection that flaps right back off cancels the send instead of failing it.
  const firstQueued = messages.find((message): message is UserMessage => message.role === 'user' && message.delivery === 'queued');
  useEffect(() => {
    if (!online || isPending || !firstQueued) return;
    const timer = window.setTimeout(() => {
      if (!isSending.current) void deliverQueued(firstQueued);
    }, queueResumeDelayMs);
    return () => window.clearTimeout(timer);
  }, [online, isPending, firstQueued, deliverQueued]);

  // A city opened in the explorer shows up in the conversation, as plain text. Listened for from the
  // commit that makes the page usable (a layout effect, not a passive one, which may run a task
  // later), so a city announced just as the app takes over the prerendered frame is not lost.
  useLayoutEffect(() => {
    const onCityLoaded = (event: Event) => {
      const detail = (event as CustomEvent<CityLoadedDetail>).detail;
      if (!detail || typeof detail.name !== 'string') return;
      setMessages((current) => [
        ...current,
        {
          id: nextMessageId(),
          role: 'assistant',
          content: cityLoadedMessage({ name: detail.name, country: String(detail.country ?? ''), curated: Boolean(detail.curated) }),
          timestamp: new Date(),
          actions: [],
        },
      ]);
    };
    window.addEventListener(cityLoadedEvent, onCityLoaded);
    return () => window.removeEventListener(cityLoadedEvent, onCityLoaded);
  }, []);

  return { messages, draft, setDraft, isPending, agentMode, setAgentMode, send, sendWhenOnline, undo };
}
