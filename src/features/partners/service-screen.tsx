import { useLocation } from 'react-router-dom';
import { isServiceId, services } from '../../domain/services';
import { ToolScreen } from '../../ui/tool-screen';

export default function ServiceScreen() {
  const id = useLocation().pathname.replace(/^\//, '');
  return <ToolScreen title={isServiceId(id) ? services[id].label : 'Service'} />;
}
