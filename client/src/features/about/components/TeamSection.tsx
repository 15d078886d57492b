import { MailIcon, PhoneIcon } from '../../../components/icons';
import { SafeImage } from '../../../components/SafeImage';
import { SectionHeading } from '../../../components/SectionHeading';
import { TEAM_MEMBER } from '../../../content/about';
import { CONTACT } from '../../../content/brand';

export function TeamSection() {
  return (
    <section className="page-section page-section-tint" aria-labelledby="team-heading">
      <div className="container">
        <SectionHeading id="team-heading" eyebrow="Our team" title="Meet your guide" />
        <article className="team-card animate-on-scroll" aria-labelledby="team-member-name">
          <SafeImage className="team-picture" {...TEAM_MEMBER.picture} />
          <div className="team-body">
            <h3 id="team-member-name" className="page-serif mb-1">
              {TEAM_MEMBER.name}
            </h3>
            <p className="team-role">{TEAM_MEMBER.role}</p>
            <p className="about-text">{TEAM_MEMBER.bio}</p>
            <div className="button-row">
              <a className="btn btn-primary page-btn" href={CONTACT.phoneHref}>
                <PhoneIcon />
                {CONTACT.phone}
              </a>
              <a className="btn btn-outline-success page-btn team-mail" href={CONTACT.emailHref}>
                <MailIcon />
                {CONTACT.email}
              </a>
            </div>
          </div>
        </article>
      </div>
    </section>
  );
}
