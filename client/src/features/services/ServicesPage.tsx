import { PagePlaceholder } from '../../components/PagePlaceholder';

export default function ServicesPage() {
  return <PagePlaceholder title="Our Services and Tour Plans" />;
}
