// The chat with Astra: one conversation per mount (a new session id each time it appears), used on
// /assistant, embedded on Home and in the kiosk. The panel fills the height its parent gives it:
// the conversation scrolls and the message box stays at the bottom. It puts together the
// conversation's state (use-conversation.ts), the message list and the composer.
import { useId } from 'react';
import type { AstraLink } from '../../domain/astra/types';
import { useOnline } from '../../lib/connectivity';
import { usePartnerHandoff } from '../../lib/partner-handoff';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { useConversation } from './use-conversation';
import { useLanguage, useMessages } from '../../lib/i18n';
import { chatMessages } from './messages';

export type ChatVariant = 'page' | 'embedded' | 'kiosk';

const variantStyles: Record<ChatVariant, { frame: string; text: string }> = {
  page: { frame: 'rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900', text: 'text-base' },
  embedded: {
    frame: 'rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
    text: 'text-[0.95rem]',
  },
  kiosk: { frame: 'rounded-3xl bg-white text-slate-900 shadow-lg dark:bg-slate-900 dark:text-slate-100', text: 'text-lg' },
};

export function ChatPanel({ variant, onLinkChosen }: { variant: ChatVariant; onLinkChosen?: (link: AstraLink) => void }) {
  const t = useMessages(chatMessages);
  const language = useLanguage();
  // A shared kiosk keeps nothing of a guest's: its queued questions live only as long as the chat.
  const conversation = useConversation({ keepsQueue: variant !== 'kiosk' });
  const { openPartner } = usePartnerHandoff();
  const online = useOnline();
  const agentHelpId = `${useId()}-agent-help`;
  const styles = variantStyles[variant];

  const chooseLink = (link: AstraLink) => (onLinkChosen ? onLinkChosen(link) : openPartner(link.partner, link.params, link.subId));

  return (
    <section aria-label={t.chatWithAstra} className={`flex h-full min-h-0 flex-1 flex-col overflow-hidden ${styles.frame} ${styles.text}`}>
      <header className="border-b border-slate-200 px-4 py-2 dark:border-slate-800">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold leading-tight">Astra</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{online ? t.concierge : t.offlineAnswering}</p>
          </div>
          <AgentModeSwitch isOn={conversation.agentMode} onChange={conversation.setAgentMode} describedBy={agentHelpId} />
        </div>
        <p id={agentHelpId} className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          {t.agentModeHelp}
          {language === 'en' ? null : ` ${t.answersInEnglish}`}
        </p>
      </header>

      <MessageList
        messages={conversation.messages}
        isPending={conversation.isPending}
        onChooseLink={chooseLink}
        onSendWhenOnline={conversation.sendWhenOnline}
        onUndo={(messageId, index, state) => void conversation.undo(messageId, index, state)}
      />

      <Composer
        draft={conversation.draft}
        onDraftChange={conversation.setDraft}
        isPending={conversation.isPending}
        onSend={conversation.send}
        isKiosk={variant === 'kiosk'}
      />
    </section>
  );
}

function AgentModeSwitch({ isOn, onChange, describedBy }: { isOn: boolean; onChange: (isOn: boolean) => void; describedBy: string }) {
  const t = useMessages(chatMessages);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-describedby={describedBy}
      onClick={() => onChange(!isOn)}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-1 text-sm font-semibold"
    >
      <span>{t.agentMode}</span>
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

export default ChatPanel;
