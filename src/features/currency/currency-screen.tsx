import { ToolScreen } from '../../ui/tool-screen';

export default function CurrencyScreen() {
  return <ToolScreen title="Currency Converter" />;
}
