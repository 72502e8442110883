// The chat with Astra: one conversation per mount (a new session id each time it appears), used on
// /assistant, embedded on Home and in the kiosk. The panel fills the height its parent gives it:
// the conversation scrolls and the message box stays at the bottom.
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { BedDouble, Clock, CloudOff, Compass, Map as MapIcon, Plane, SendHorizontal, Sparkles, type LucideIcon } from 'lucide-react';
import { chatFailureReply, chatFailureToast, chatLimits } from '../../domain/astra/chat-protocol';
import { astraGreeting } from '../../domain/astra/engine';
import type { AstraLink, AstraMemory } from '../../domain/astra/types';
import { cityLoadedEvent, type CityLoadedDetail } from '../../lib/app-events';
import { useOnline } from '../../lib/connectivity';
import { usePartnerHandoff } from '../../lib/partner-handoff';
import { failureToastOptions } from '../../lib/saved-note';
import { toast } from '../../lib/toast';
import { ActionCard, type ActionState } from './action-card';
import { canSend, cityLoadedMessage, composerKeyAction, formatMessageTime } from './chat-rules';
import { uuidv7 } from '../../domain/ids';
import { claimQuestion, forgetQuestion, queueQuestion, releaseQuestion, waitingQuestions } from './queue';
import { ActionError, applyAction, newSessionId, sendChatMessage, type ChatAnswer } from './data';
import { Markdown } from './markdown';
import { PartnerLinkButtons, ReplyCard } from './reply-cards';

export type ChatVariant = 'page' | 'embedded' | 'kiosk';

type UserMessage = {
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

type AssistantMessage = {
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

type ChatMessage = UserMessage | AssistantMessage;

const queueResumeDelayMs = 500;

// Unique across reloads too: a queued question keeps its id in Dexie.
const nextMessageId = () => `m-${uuidv7()}`;

const quickChips: Array<{ label: string; starter: string; icon: LucideIcon }> = [
  { label: 'Find Flights', starter: 'Find flights from London to Tokyo next Friday', icon: Plane },
  { label: 'Book Hotel', starter: 'Find a hotel in Lisbon 10-15 March for 2 guests', icon: BedDouble },
  { label: 'Explore Cities', starter: 'Tell me about Barcelona', icon: Compass },
  { label: 'Plan Trip', starter: 'Plan a trip to Rome 3-7 May', icon: MapIcon },
];

const variantStyles: Record<ChatVariant, { frame: string; text: string }> = {
  page: { frame: 'rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900', text: 'text-base' },
  embedded: {
    frame: 'rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
    text: 'text-[0.95rem]',
  },
  kiosk: { frame: 'rounded-3xl bg-white text-slate-900 shadow-lg dark:bg-slate-900 dark:text-slate-100', text: 'text-lg' },
};

export function ChatPanel({ variant, onLinkChosen }: { variant: ChatVariant; onLinkChosen?: (link: AstraLink) => void }) {
  // A shared kiosk keeps nothing of a guest's: its queued questions live only as long as the chat.
  const keepsQueue = variant !== 'kiosk';
  const { openPartner } = usePartnerHandoff();
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
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  const agentHelpId = `${ids}-agent-help`;
  const inputId = `${ids}-input`;
  const styles = variantStyles[variant];

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
      toast.error("Couldn't undo that change", failureToastOptions(error));
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
        toast.error(chatFailureToast, failureToastOptions(error));
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

  const send = () => {
    if (!canSend(draft, isPending) || isSending.current) return;
    const message: UserMessage = { id: nextMessageId(), role: 'user', content: draft.trim(), timestamp: new Date(), delivery: 'sent' };
    append(message);
    setDraft('');
    inputRef.current?.focus();
    void deliver(message, { agentMode, wasQueued: false });
  };

  const sendWhenOnline = (question: UserMessage) => {
    setMessages((current) =>
      current.map((entry) => (entry.id === question.id && entry.role === 'user' ? { ...entry, delivery: 'queued', agentMode } : entry)),
    );
    if (keepsQueue) {
      void queueQuestion({ id: question.id, content: question.content, agentMode, queuedAt: new Date() }).catch((error: unknown) =>
        toast.error("Couldn't keep your question on this device: it is sent if this page stays open", failureToastOptions(error)),
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

  useEffect(() => {
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

  // The newest message comes into view: its start, when it is taller than the conversation's window.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const last = log.querySelector<HTMLElement>('[data-message]:last-of-type');
    const bottom = log.scrollHeight - log.clientHeight;
    const top = last && !isPending ? Math.min(last.offsetTop - 12, bottom) : bottom;
    const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (typeof log.scrollTo === 'function') log.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
    else log.scrollTop = top;
  }, [messages.length, isPending]);

  const prefill = (starter: string) => {
    // The example is in the box before the handler returns, so the cursor can go to its end at
    // once: moving it a frame later could land in the middle of what the traveller types next.
    flushSync(() => setDraft(starter));
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(starter.length, starter.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (composerKeyAction({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }) !== 'send') return;
    event.preventDefault();
    send();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const chooseLink = (link: AstraLink) => (onLinkChosen ? onLinkChosen(link) : openPartner(link.partner, link.params, link.subId));
  const isKiosk = variant === 'kiosk';

  return (
    <section aria-label="Chat with Astra" className={`flex h-full min-h-0 flex-1 flex-col overflow-hidden ${styles.frame} ${styles.text}`}>
      <header className="border-b border-slate-200 px-4 py-2 dark:border-slate-800">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold leading-tight">Astra</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {online ? 'Your travel concierge' : 'Offline: answering from this device'}
            </p>
          </div>
          <AgentModeSwitch isOn={agentMode} onChange={setAgentMode} describedBy={agentHelpId} />
        </div>
        <p id={agentHelpId} className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          Agent Mode: Astra may add trips, alerts, packing lists and clocks for you. It never books or pays.
        </p>
      </header>

      <div ref={logRef} className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-4">
        <div role="log" aria-live="polite" aria-relevant="additions" aria-label="Conversation with Astra" className="space-y-4">
          {messages.map((message) =>
            message.role === 'user' ? (
              <UserBubble key={message.id} message={message} />
            ) : (
              <AssistantBubble
                key={message.id}
                message={message}
                question={
                  message.repliesTo
                    ? messages.find((entry): entry is UserMessage => entry.id === message.repliesTo && entry.role === 'user')
                    : undefined
                }
                onChooseLink={chooseLink}
                onSendWhenOnline={sendWhenOnline}
                onUndo={(index, state) => void undo(message.id, index, state)}
              />
            ),
          )}
        </div>
        <div role="status">
          {isPending ? (
            <p className="mt-4 flex items-center gap-2 pl-11 text-sm text-slate-600 dark:text-slate-400">
              <span aria-hidden="true" className="flex gap-1">
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    className="size-1.5 animate-bounce rounded-full bg-violet-500 motion-reduce:animate-none"
                    style={{ animationDelay: `${delay}ms` }}
                  />
                ))}
              </span>
              Astra is thinking...
            </p>
          ) : null}
        </div>
      </div>

      <div className="border-t border-slate-200 px-3 pb-3 pt-2 sm:px-4 dark:border-slate-800">
        <ul aria-label="Quick starts" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2 pt-1">
          {quickChips.map(({ label, starter, icon: Icon }) => (
            <li key={label} className="shrink-0">
              <button
                type="button"
                onClick={() => prefill(starter)}
                className={`inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ${isKiosk ? 'min-h-12 text-base' : 'min-h-10 text-sm'}`}
              >
                <Icon aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-300" />
                {label}
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={onSubmit} className="flex items-end gap-2">
          <label htmlFor={inputId} className="sr-only">
            Message Astra
          </label>
          <textarea
            ref={inputRef}
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            rows={1}
            maxLength={chatLimits.maxMessageChars}
            enterKeyHint="send"
            placeholder="Ask Astra anything…"
            className="field-sizing-content block max-h-40 min-h-12 w-full flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-4 py-3 text-base leading-6 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <button
            type="submit"
            disabled={!canSend(draft, isPending)}
            aria-label="Send message"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 dark:disabled:bg-slate-700 dark:disabled:text-slate-300"
          >
            <SendHorizontal aria-hidden="true" className="size-5" />
          </button>
        </form>
      </div>
    </section>
  );
}

function AstraAvatar() {
  return (
    <span
      aria-hidden="true"
      className="grid size-9 shrink-0 place-items-center rounded-full bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300"
    >
      <Sparkles className="size-5" />
    </span>
  );
}

function AgentModeSwitch({ isOn, onChange, describedBy }: { isOn: boolean; onChange: (isOn: boolean) => void; describedBy: string }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-describedby={describedBy}
      onClick={() => onChange(!isOn)}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-1 text-sm font-semibold"
    >
      <span>Agent Mode</span>
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${isOn ? 'bg-violet-700 dark:bg-violet-500' : 'bg-slate-400 dark:bg-slate-600'}`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${isOn ? 'translate-x-5.5' : 'translate-x-0.5'}`}
        />
      </span>
    </button>
  );
}

function MessageMeta({ who, timestamp, children }: { who: string; timestamp: Date; children?: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
      <span className="font-semibold text-slate-800 dark:text-slate-200">{who}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={timestamp.toISOString()}>{formatMessageTime(timestamp)}</time>
      {children}
    </p>
  );
}

function UserBubble({ message }: { message: UserMessage }) {
  return (
    <article data-message className="flex flex-col items-end gap-1 pl-8 sm:pl-16">
      <MessageMeta who="You" timestamp={message.timestamp}>
        {message.delivery === 'queued' ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            <Clock aria-hidden="true" className="size-3" />
            Waiting for connection
          </span>
        ) : message.delivery === 'elsewhere' ? (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            Sent from another window
          </span>
        ) : message.delivery === 'failed' ? (
          <span className="rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">Not sent</span>
        ) : null}
      </MessageMeta>
      <p className="max-w-full whitespace-pre-wrap break-words rounded-2xl rounded-tr-md bg-brand-700 px-4 py-2.5 text-white">
        {message.content}
      </p>
    </article>
  );
}

function AssistantBubble({
  message,
  question,
  onChooseLink,
  onSendWhenOnline,
  onUndo,
}: {
  message: AssistantMessage;
  question: UserMessage | undefined;
  onChooseLink: (link: AstraLink) => void;
  onSendWhenOnline: (question: UserMessage) => void;
  onUndo: (index: number, state: ActionState) => void;
}) {
  const { answer } = message;
  const isOffline = answer?.source === 'device';
  return (
    <article data-message className="flex gap-2 pr-2 sm:pr-12">
      <AstraAvatar />
      <div className="min-w-0 flex-1 space-y-2">
        <MessageMeta who="Astra" timestamp={message.timestamp}>
          {isOffline ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
              <CloudOff aria-hidden="true" className="size-3" />
              Answered offline
            </span>
          ) : null}
        </MessageMeta>
        {message.queuedQuestion ? (
          <p className="border-l-2 border-slate-300 pl-2 text-sm text-slate-600 dark:border-slate-600 dark:text-slate-400">
            Sent when you were back online: “{message.queuedQuestion}”
          </p>
        ) : null}
        <div
          className={`w-fit max-w-full rounded-2xl rounded-tl-md px-4 py-2.5 ${
            message.isError
              ? 'bg-red-50 text-red-900 dark:bg-red-950/60 dark:text-red-100'
              : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'
          }`}
        >
          <Markdown text={message.content} />
        </div>
        {answer?.cards.map((card, index) => (
          <ReplyCard key={index} card={card} />
        ))}
        {answer ? <PartnerLinkButtons links={answer.links} onChoose={onChooseLink} /> : null}
        {message.actions.map((state, index) => (
          <ActionCard key={index} state={state} onUndo={() => onUndo(index, state)} />
        ))}
        {answer?.needsServer && question ? <SendWhenOnline question={question} onQueue={() => onSendWhenOnline(question)} /> : null}
      </div>
    </article>
  );
}

function SendWhenOnline({ question, onQueue }: { question: UserMessage; onQueue: () => void }) {
  if (question.delivery === 'queued') {
    return (
      <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
        <Clock aria-hidden="true" className="size-4" />
        I'll send it as soon as you're back online.
      </p>
    );
  }
  if (question.delivery === 'sent-later') {
    return <p className="text-sm text-slate-600 dark:text-slate-400">Sent when you were back online: the answer is below.</p>;
  }
  if (question.delivery !== 'sent') return null;
  return (
    <button
      type="button"
      onClick={onQueue}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
    >
      <SendHorizontal aria-hidden="true" className="size-4" />
      Send when online
    </button>
  );
}

export default ChatPanel;
