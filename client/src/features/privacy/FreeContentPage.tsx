import { useLocation } from 'react-router-dom';
import { FreePage } from '../../components/FreePage';
import { useContentPage } from '../../content/useSiteContent';

/** A published free page at its slug's address: the terms at /terms, the imprint at /imprint. */
export default function FreeContentPage() {
  const slug = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  return <FreePage page={useContentPage(slug)} />;
}
