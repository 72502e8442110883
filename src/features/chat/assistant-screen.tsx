import { ToolScreen } from '../../ui/tool-screen';
import { useIsOnDevice } from '../../lib/on-device';
import { ChatPanel } from './chat-panel';
import { useMessages } from '../../lib/i18n';
import { chatMessages } from './messages';

export default function AssistantScreen() {
  const t = useMessages(chatMessages);
  // The conversation starts on the device (its greeting carries the time): the prerendered frame
  // shows the empty panel area.
  const isOnDevice = useIsOnDevice();
  return (
    <ToolScreen title={t.assistantTitle}>
      {/* The chat fills the screen below the title; the message box stays in view at the bottom. */}
      <div className="-mb-10 h-[calc(100dvh-12.5rem)] min-h-[26rem]">
        {isOnDevice ? (
          <ChatPanel variant="page" />
        ) : (
          <div className="h-full rounded-3xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" />
        )}
      </div>
    </ToolScreen>
  );
}
