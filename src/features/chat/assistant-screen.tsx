import { ToolScreen } from '../../ui/tool-screen';

export default function AssistantScreen() {
  return <ToolScreen title="Astra Assistant" />;
}
