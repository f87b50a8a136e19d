import { MessagePanel } from '../../components/MessagePanel';
import { usePageTitle } from '../route-handle';

/** Routes whose screen a later issue builds: their layout, their title and a short notice. */
export default function ComingSoonPage() {
  const title = usePageTitle() ?? '';
  return <MessagePanel title={title}>Esta sección estará disponible pronto.</MessagePanel>;
}
