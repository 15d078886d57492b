import { PagePlaceholder } from '../../components/PagePlaceholder';
import { BookingForm } from '../booking';

export default function ContactPage() {
  return (
    <PagePlaceholder title="Contact Us">
      <section id="book-guide-section" aria-labelledby="book-guide-heading" className="py-5">
        <h2 id="book-guide-heading">Book a Tour Guide</h2>
        <BookingForm />
      </section>
    </PagePlaceholder>
  );
}
