import { PagePlaceholder } from '../../components/PagePlaceholder';

export default function ShowcasePage() {
  return <PagePlaceholder title="Photo Gallery" />;
}
