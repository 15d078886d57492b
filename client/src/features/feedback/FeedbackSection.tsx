import { lazy, Suspense, useRef } from 'react';
import { SectionHeading } from '../../components/SectionHeading';
import { LoadingSpinner } from '../../components/Spinner';
import { useNearViewport } from '../../lib/useNearViewport';

// The form and the list sit far below Home's first screen: their code loads as the visitor nears.
const FeedbackPanel = lazy(() => import('./FeedbackPanel'));

const loading = <LoadingSpinner label="Loading feedback..." />;

/** Home's feedback section: the form, the rating summary and the list of what visitors say. */
export function FeedbackSection() {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  return (
    <section
      ref={section}
      id="feedback-section"
      aria-labelledby="feedback-heading"
      className="feedback-section page-section"
    >
      <div className="container">
        <SectionHeading id="feedback-heading" eyebrow="Reviews" title="What People Say" />
      </div>
      {near ? (
        <Suspense fallback={loading}>
          <FeedbackPanel />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
