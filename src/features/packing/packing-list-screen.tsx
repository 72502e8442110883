import { ToolScreen } from '../../ui/tool-screen';

export default function PackingListScreen() {
  return <ToolScreen title="Smart Packing List" />;
}
