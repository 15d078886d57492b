import { PagePlaceholder } from '../../components/PagePlaceholder';

export default function HomePage() {
  return (
    <PagePlaceholder title="Discover Sri Lanka with Local Guides">
      <section id="feedback-section" aria-labelledby="feedback-heading" className="py-5">
        <h2 id="feedback-heading">What People Say</h2>
      </section>
    </PagePlaceholder>
  );
}
