import { CheckIcon } from '../../../components/control-icons';
import { SectionHeading } from '../../../components/SectionHeading';
import { BOOKING_BENEFITS } from '../../../content/contact';
import { BookingForm } from '../../booking';

/** The section that the header's Book button and every 'Book a Guide' link jump to. */
export function BookGuideSection() {
  return (
    <section
      id="book-guide-section"
      className="page-section page-section-tint"
      aria-labelledby="book-guide-heading"
    >
      <div className="container">
        <div className="row gy-5 gx-lg-5">
          <div className="col-lg-5">
            <SectionHeading
              id="book-guide-heading"
              eyebrow="Plan your trip"
              title="Book a Tour Guide"
              lead="Tell us about your trip and we will match you with the right guide."
              align="start"
            />
            <ul className="check-list book-benefits">
              {BOOKING_BENEFITS.map((benefit) => (
                <li key={benefit}>
                  <CheckIcon />
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
          <div className="col-lg-7">
            <BookingForm />
          </div>
        </div>
      </div>
    </section>
  );
}
