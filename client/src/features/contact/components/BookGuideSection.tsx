import { useLingui } from '@lingui/react';
import type { SectionOf } from '@lanka-tours/shared/content';
import { CheckIcon } from '../../../components/control-icons';
import { SectionHeading } from '../../../components/SectionHeading';
import { BookingForm } from '../../booking';
import { langOf } from '../../../content/useSiteContent';

/** The section that the header's Book button and every 'Book a Guide' link jump to. */
export function BookGuideSection({ benefits }: SectionOf<'contactSection', 'bookingBenefits'>) {
  const { i18n } = useLingui();
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
              eyebrow={i18n._('Plan your trip')}
              title={i18n._('Book a Tour Guide')}
              lead={i18n._('Tell us about your trip and we will match you with the right guide.')}
              align="start"
            />
            <ul className="check-list book-benefits">
              {benefits.map((benefit, index) => (
                <li key={benefit} lang={langOf(benefits, index)}>
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
