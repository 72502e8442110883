// Where the traveller writes to Astra: quick starts that fill in an example, and the message box
// (Enter sends, Shift+Enter adds a line, nothing goes while Astra is still answering).
import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { BedDouble, Compass, Map as MapIcon, Plane, SendHorizontal, type LucideIcon } from 'lucide-react';
import { chatLimits } from '../../domain/astra/chat-protocol';
import { canSend, composerKeyAction } from './chat-rules';
import { useMessages } from '../../lib/i18n';
import { useKeepClearOfToasts } from '../../lib/toast';
import { chatMessages } from './messages';

const quickChips: Array<{ label: 'findFlights' | 'bookHotel' | 'exploreCities' | 'planTrip'; starter: string; icon: LucideIcon }> = [
  { label: 'findFlights', starter: 'Find flights from London to Tokyo next Friday', icon: Plane },
  { label: 'bookHotel', starter: 'Find a hotel in Lisbon 10-15 March for 2 guests', icon: BedDouble },
  { label: 'exploreCities', starter: 'Tell me about Barcelona', icon: Compass },
  { label: 'planTrip', starter: 'Plan a trip to Rome 3-7 May', icon: MapIcon },
];

export function Composer({
  draft,
  onDraftChange,
  isPending,
  onSend,
  isKiosk,
}: {
  draft: string;
  onDraftChange: (draft: string) => void;
  isPending: boolean;
  /** Sends the draft; false when it did not go (blank, or Astra is still answering). */
  onSend: () => boolean;
  isKiosk: boolean;
}) {
  const t = useMessages(chatMessages);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useKeepClearOfToasts(boxRef);
  const inputId = `${useId()}-input`;

  const send = () => {
    if (onSend()) inputRef.current?.focus();
  };

  const prefill = (starter: string) => {
    // The example is in the box before the handler returns, so the cursor can go to its end at
    // once: moving it a frame later could land in the middle of what the traveller types next.
    flushSync(() => onDraftChange(starter));
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

  return (
    <div ref={boxRef} className="border-t border-slate-200 px-3 pb-3 pt-2 sm:px-4 dark:border-slate-800">
      <ul aria-label={t.quickStarts} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2 pt-1">
        {quickChips.map(({ label, starter, icon: Icon }) => (
          <li key={label} className="shrink-0">
            <button
              type="button"
              onClick={() => prefill(starter)}
              className={`inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ${isKiosk ? 'min-h-12 text-base' : 'min-h-10 text-sm'}`}
            >
              <Icon aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-300" />
              {t[label]}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={onSubmit} className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t.messageAstra}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={chatLimits.maxMessageChars}
          enterKeyHint="send"
          placeholder={t.placeholder}
          className="field-sizing-content block max-h-40 min-h-12 w-full flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-4 py-3 text-base leading-6 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={!canSend(draft, isPending)}
          aria-label={t.send}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 dark:disabled:bg-slate-700 dark:disabled:text-slate-300"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>
    </div>
  );
}
