import { CONTACT } from '../../content/brand';
import '../../styles/top-bar.css';
import { ClockIcon, MailIcon, PhoneIcon } from '../../components/icons';

/** A slim strip under the header with the reply promise and the quickest ways to reach us. */
export function TopBar() {
  return (
    <div className="top-bar">
      <div className="container">
        <p className="top-bar-item">
          <ClockIcon />
          {CONTACT.replyPromise}
        </p>
        <p>
          <a href={CONTACT.phoneHref}>
            <PhoneIcon />
            {CONTACT.phone}
          </a>
          <a className="d-none d-md-inline-flex" href={CONTACT.emailHref}>
            <MailIcon />
            {CONTACT.email}
          </a>
        </p>
      </div>
    </div>
  );
}
