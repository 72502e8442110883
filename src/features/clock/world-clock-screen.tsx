import { ToolScreen } from '../../ui/tool-screen';

export default function WorldClockScreen() {
  return <ToolScreen title="World Clock" />;
}
