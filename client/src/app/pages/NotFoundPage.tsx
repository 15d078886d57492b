import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section className="container py-5 text-center">
      <h1>Page Not Found</h1>
      <p className="lead">The page you are looking for has moved or never existed.</p>
      <Link to="/" className="btn btn-primary">
        Back to Home
      </Link>
    </section>
  );
}
