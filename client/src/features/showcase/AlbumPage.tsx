import { PagePlaceholder } from '../../components/PagePlaceholder';

export default function AlbumPage() {
  return <PagePlaceholder title="Album" />;
}
