import { ToolScreen } from '../../ui/tool-screen';

export default function CitiesScreen() {
  return <ToolScreen title="Global Cities Explorer" />;
}
