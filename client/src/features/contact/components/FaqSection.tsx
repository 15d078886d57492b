import { useLingui } from '@lingui/react';
import type { DocumentOf } from '@lanka-tours/shared/content';
import { ChevronDownIcon } from '../../../components/control-icons';
import { Markdown } from '../../../components/Markdown';
import { SectionHeading } from '../../../components/SectionHeading';
import { langOf } from '../../../content/useSiteContent';
import { useFaqAccordion } from '../useFaqAccordion';
import { ContentText } from '../../../components/ContentText';

/** Frequently asked questions as a WAI-ARIA accordion. */
export function FaqSection({ items }: { items: DocumentOf<'faqItem'>[] }) {
  const { i18n } = useLingui();
  const { isOpen, toggle } = useFaqAccordion();

  return (
    <section id="faq-section" className="page-section" aria-labelledby="faq-heading">
      <div className="container faq-container">
        <SectionHeading
          id="faq-heading"
          eyebrow={i18n._('Good to know')}
          title={i18n._('Frequently Asked Questions')}
        />
        <div className="faq-list">
          {items.map((item) => {
            const open = isOpen(item.id);
            const buttonId = `faq-question-${item.id}`;
            const panelId = `faq-answer-${item.id}`;
            return (
              <div key={item.id} className={`faq-item${open ? ' is-open' : ''}`}>
                <h3 className="faq-question">
                  <button
                    type="button"
                    id={buttonId}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => toggle(item.id)}
                  >
                    <ContentText of={item} field="question" />
                    <ChevronDownIcon />
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  className="faq-answer"
                  hidden={!open}
                >
                  <Markdown text={item.answer} lang={langOf(item, 'answer')} />
                  {item.points && (
                    <ul>
                      {item.points.map((point, index, points) => (
                        <ContentText as="li" key={point} of={points} field={index} />
                      ))}
                    </ul>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
