// The conversation on screen: each message in its bubble (delivery state, offline badge, cards,
// partner links, Agent Mode actions, "Send when online"), Astra thinking, and the scroll that
// brings the newest message into view.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Clock, CloudOff, SendHorizontal, Sparkles } from 'lucide-react';
import type { AstraLink } from '../../domain/astra/types';
import { ActionCard, type ActionState } from './action-card';
import { formatMessageTime } from './chat-rules';
import { Markdown } from './markdown';
import { PartnerLinkButtons, ReplyCard } from './reply-cards';
import type { AssistantMessage, ChatMessage, UserMessage } from './use-conversation';
import { useMessages } from '../../lib/i18n';
import { chatMessages } from './messages';
import { useIsOnDevice } from '../../lib/on-device';

export function MessageList({
  messages,
  isPending,
  onChooseLink,
  onSendWhenOnline,
  onUndo,
}: {
  messages: ChatMessage[];
  isPending: boolean;
  onChooseLink: (link: AstraLink) => void;
  onSendWhenOnline: (question: UserMessage) => void;
  onUndo: (messageId: string, index: number, state: ActionState) => void;
}) {
  const t = useMessages(chatMessages);
  const logRef = useRef<HTMLDivElement>(null);

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

  return (
    <div ref={logRef} className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-4">
      <div role="log" aria-live="polite" aria-relevant="additions" aria-label={t.conversation} className="space-y-4">
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
              onChooseLink={onChooseLink}
              onSendWhenOnline={onSendWhenOnline}
              onUndo={(index, state) => onUndo(message.id, index, state)}
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
            {t.thinking}
          </p>
        ) : null}
      </div>
    </div>
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

function MessageMeta({ who, timestamp, children }: { who: string; timestamp: Date; children?: ReactNode }) {
  // The prerendered /assistant shows the greeting without its time (it would be the build's).
  const isOnDevice = useIsOnDevice();
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
      <span className="font-semibold text-slate-800 dark:text-slate-200">{who}</span>
      {isOnDevice ? (
        <>
          <span aria-hidden="true">·</span>
          <time dateTime={timestamp.toISOString()}>{formatMessageTime(timestamp)}</time>
        </>
      ) : null}
      {children}
    </p>
  );
}

function UserBubble({ message }: { message: UserMessage }) {
  const t = useMessages(chatMessages);
  return (
    <article data-message className="flex flex-col items-end gap-1 pl-8 sm:pl-16">
      <MessageMeta who={t.you} timestamp={message.timestamp}>
        {message.delivery === 'queued' ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            <Clock aria-hidden="true" className="size-3" />
            {t.waiting}
          </span>
        ) : message.delivery === 'elsewhere' ? (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            {t.sentElsewhere}
          </span>
        ) : message.delivery === 'failed' ? (
          <span className="rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
            {t.notSent}
          </span>
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
  const t = useMessages(chatMessages);
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
              {t.answeredOffline}
            </span>
          ) : null}
        </MessageMeta>
        {message.queuedQuestion ? (
          <p className="border-l-2 border-slate-300 pl-2 text-sm text-slate-600 dark:border-slate-600 dark:text-slate-400">
            {t.sentLaterQuoted({ question: message.queuedQuestion })}
          </p>
        ) : null}
        <div
          lang="en"
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
  const t = useMessages(chatMessages);
  if (question.delivery === 'queued') {
    return (
      <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
        <Clock aria-hidden="true" className="size-4" />
        {t.willSend}
      </p>
    );
  }
  if (question.delivery === 'sent-later') {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t.sentLater}</p>;
  }
  if (question.delivery !== 'sent') return null;
  return (
    <button
      type="button"
      onClick={onQueue}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
    >
      <SendHorizontal aria-hidden="true" className="size-4" />
      {t.sendWhenOnline}
    </button>
  );
}
