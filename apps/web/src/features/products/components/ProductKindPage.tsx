import { useLocation, useParams } from 'react-router';
import { KindPage } from './KindViews';
import { kindOfPath } from './kinds';

/** /portafolio/productos/{bono|mutuo|renta-fia|factoring}/{idProduct?}: the kind read from the path. */
export default function ProductKindPage() {
  const { pathname } = useLocation();
  const { idProduct } = useParams();
  const kind = kindOfPath(pathname) ?? 'factoring';
  return <KindPage kind={kind} path={pathname} {...(idProduct ? { idProduct } : {})} />;
}
