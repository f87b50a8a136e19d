import { useLocation, useParams } from 'react-router';
import { KindPage } from './KindViews';

/** /portafolio/mutuo/{idProduct?}: Mutuo Acreencias, its funds or the investor's payments in one. */
export default function MutuoPage() {
  const { pathname } = useLocation();
  const { idProduct } = useParams();
  return <KindPage kind="mutuo" path={pathname} {...(idProduct ? { idProduct } : {})} />;
}
