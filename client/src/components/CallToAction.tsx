import { Link } from 'react-router-dom';

interface CallToActionLink {
  label: string;
  to: string;
}

interface CallToActionProps {
  id: string;
  title: string;
  text: string;
  primary: CallToActionLink;
  secondary: CallToActionLink;
}

/** The closing band of a page: one question and two ways to answer it. */
export function CallToAction({ id, title, text, primary, secondary }: CallToActionProps) {
  return (
    <section className="cta-band" aria-labelledby={id}>
      <div className="container cta-band-inner animate-on-scroll">
        <h2 id={id} className="cta-band-title">
          {title}
        </h2>
        <p className="cta-band-text">{text}</p>
        <div className="button-row justify-content-center">
          <Link className="btn btn-book btn-lg page-btn" to={primary.to}>
            {primary.label}
          </Link>
          <Link className="btn btn-outline-light btn-lg page-btn" to={secondary.to}>
            {secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
