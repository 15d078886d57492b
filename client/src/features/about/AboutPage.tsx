import { PagePlaceholder } from '../../components/PagePlaceholder';

export default function AboutPage() {
  return <PagePlaceholder title="About Us" />;
}
