import { useLingui } from '@lingui/react';
import { Suspense, useRef } from 'react';
import { WithApollo } from '../../../data/WithApollo';
import { SectionHeading } from '../../../components/SectionHeading';
import { LoadingSpinner } from '../../../components/Spinner';
import { lazyPart } from '../../../lib/lazy-part';
import { useNearViewport } from '../../../lib/useNearViewport';

// The form and the list (the feedback feature) sit far below Home's first screen: their code and
// words load as the visitor nears.
const FeedbackPanel = lazyPart('features/feedback/index.ts', () => import('../../feedback'));

/** Home's feedback section: the form, the rating summary and the list of what visitors say. */
export function FeedbackSection() {
  const { i18n } = useLingui();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const loading = <LoadingSpinner label={i18n._('Loading feedback...')} />;
  return (
    <section
      ref={section}
      id="feedback-section"
      aria-labelledby="feedback-heading"
      className="feedback-section page-section"
    >
      <div className="container">
        <SectionHeading
          id="feedback-heading"
          eyebrow={i18n._('Reviews')}
          title={i18n._('What People Say')}
        />
      </div>
      {near ? (
        <Suspense fallback={loading}>
          <WithApollo>
            <FeedbackPanel />
          </WithApollo>
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
