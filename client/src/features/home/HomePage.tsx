import { PagePlaceholder } from '../../components/PagePlaceholder';
import { FeedbackSection } from '../feedback';

export default function HomePage() {
  return (
    <>
      <PagePlaceholder title="Discover Sri Lanka with Local Guides" />
      <FeedbackSection />
    </>
  );
}
