import { ToolScreen } from '../../ui/tool-screen';

export default function PriceAlertsScreen() {
  return <ToolScreen title="Price Alerts" />;
}
