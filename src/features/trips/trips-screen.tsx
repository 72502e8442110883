import { ToolScreen } from '../../ui/tool-screen';

export default function TripsScreen() {
  return <ToolScreen title="My Trips" />;
}
