import { Link } from 'react-router-dom';
import { PageHero } from '../../components/PageHero';
import { CONTACT } from '../../content/brand';
import { PRIVACY_HERO, PRIVACY_SECTIONS } from '../../content/privacy';
import { usePageTitle } from '../../lib/usePageTitle';

/** The privacy notice: a static page, prerendered like the other public pages. */
export default function PrivacyPage() {
  usePageTitle(PRIVACY_HERO.title);
  return (
    <>
      <PageHero {...PRIVACY_HERO} />
      <div className="container py-5">
        <div className="row">
          <div className="col-lg-9">
            {PRIVACY_SECTIONS.map(({ id, heading, points }) => (
              <section key={id} className="mb-5" aria-labelledby={id}>
                <h2 id={id} className="h4">
                  {heading}
                </h2>
                <ul>
                  {points.map((point) => (
                    <li key={point} className="mb-2">
                      {point}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <p>
              Questions or requests: <a href={CONTACT.emailHref}>{CONTACT.email}</a>. Signed in?
              Your <Link to="/profile">profile</Link> has the download of your data and the deletion
              of your account.
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
