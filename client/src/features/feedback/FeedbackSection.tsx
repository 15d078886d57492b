/** Home's feedback section: the form and the list of what visitors say. */
export function FeedbackSection() {
  return (
    <section id="feedback-section" aria-labelledby="feedback-heading" className="container py-5">
      <h2 id="feedback-heading">What People Say</h2>
    </section>
  );
}
