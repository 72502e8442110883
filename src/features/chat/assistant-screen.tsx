import { ToolScreen } from '../../ui/tool-screen';
import { ChatPanel } from './chat-panel';
import { useMessages } from '../../lib/i18n';
import { chatMessages } from './messages';

export default function AssistantScreen() {
  const t = useMessages(chatMessages);
  // The build prerenders the conversation's start (Astra's greeting, without its time), so the
  // screen is readable before the JavaScript arrives.
  return (
    <ToolScreen title={t.assistantTitle}>
      {/* The chat fills the screen below the title; the message box stays in view at the bottom. */}
      <div className="-mb-10 h-[calc(100dvh-12.5rem)] min-h-[26rem]">
        <ChatPanel variant="page" />
      </div>
    </ToolScreen>
  );
}
