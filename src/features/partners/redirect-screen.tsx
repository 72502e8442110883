import { ToolScreen } from '../../ui/tool-screen';

export default function RedirectScreen() {
  return <ToolScreen title="Redirecting" />;
}
