import { lazy, Suspense, useRef } from 'react';
import { LoadingSpinner } from '../../components/Spinner';
import { useNearViewport } from '../../lib/useNearViewport';

// The form and the list sit far below Home's first screen: their code loads as the visitor nears.
const FeedbackPanel = lazy(() => import('./FeedbackPanel'));

function LoadingFeedback() {
  return (
    <div className="container text-center">
      <h2 id="feedback-heading">What People Say</h2>
      <LoadingSpinner label="Loading feedback..." />
    </div>
  );
}

/** Home's feedback section: the form, the rating summary and the list of what visitors say. */
export function FeedbackSection() {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  return (
    <section
      ref={section}
      id="feedback-section"
      aria-labelledby="feedback-heading"
      className="feedback-section py-5"
    >
      {near ? (
        <Suspense fallback={<LoadingFeedback />}>
          <FeedbackPanel />
        </Suspense>
      ) : (
        <LoadingFeedback />
      )}
    </section>
  );
}
