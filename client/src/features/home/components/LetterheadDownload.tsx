import { DownloadIcon } from '../../../components/control-icons';
import { LETTERHEAD } from '../../../content/home';

/** The company letterhead, generated from the company details when the site is built. */
export function LetterheadDownload() {
  return (
    <section className="page-section pt-0" aria-labelledby="letterhead-heading">
      <div className="container">
        <div className="letterhead-card animate-on-scroll">
          <div>
            <h2 id="letterhead-heading" className="page-serif h3">
              {LETTERHEAD.title}
            </h2>
            <p className="mb-0">{LETTERHEAD.text}</p>
          </div>
          <a
            className="btn btn-book btn-lg page-btn"
            href={LETTERHEAD.href}
            download={LETTERHEAD.fileName}
            type="application/pdf"
          >
            <DownloadIcon />
            Download Letterhead (PDF)
          </a>
        </div>
      </div>
    </section>
  );
}
