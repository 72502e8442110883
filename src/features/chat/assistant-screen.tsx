import { ToolScreen } from '../../ui/tool-screen';
import { ChatPanel } from './chat-panel';

export default function AssistantScreen() {
  return (
    <ToolScreen title="Astra Assistant">
      {/* The chat fills the screen below the title; the message box stays in view at the bottom. */}
      <div className="-mb-10 h-[calc(100dvh-12.5rem)] min-h-[26rem]">
        <ChatPanel variant="page" />
      </div>
    </ToolScreen>
  );
}
