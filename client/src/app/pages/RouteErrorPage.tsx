/** The error screen of a page that failed to render, with the specification's wording. */
export default function RouteErrorPage({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section className="container py-5">
      <h1>Unexpected Application Error!</h1>
      <p className="text-danger">{message}</p>
      <a href="/" className="btn btn-primary">
        Back to Home
      </a>
    </section>
  );
}
