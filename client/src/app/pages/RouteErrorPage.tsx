import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The router's error screen, with the specification's wording. */
export default function RouteErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
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
