import { PagePlaceholder } from '../../components/PagePlaceholder';

export default function GalleryPage() {
  return <PagePlaceholder title="Explore the Beauty of Sri Lanka" />;
}
