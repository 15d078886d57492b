import { useLingui } from '@lingui/react';
import type { SectionOf } from '@lanka-tours/shared/content';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { BOOK_GUIDE_PATH } from '../../../lib/nav-links';
import { PauseIcon, PlayIcon } from '../../../components/control-icons';
import { SafeImage } from '../../../components/SafeImage';
import { PICTURE_SIZES } from '../../../components/picture-sizes';
import { langOf } from '../../../content/useSiteContent';
import { useHeroVideo } from '../useHeroVideo';
import './home-hero.css';
import { ContentText } from '../../../components/ContentText';

/** The first screen: the poster at once, the film over it once the page has loaded. */
export function HomeHero({ hero }: { hero: SectionOf<'homeSection', 'hero'> }) {
  const { i18n } = useLingui();
  const { poster, video } = hero;
  const videoRef = useRef<HTMLVideoElement>(null);
  const film = useHeroVideo(videoRef);
  const moving = film.state === 'playing';

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <SafeImage
        sizes={PICTURE_SIZES.window}
        className="home-hero-media"
        {...poster}
        lang={langOf(poster, 'alt')}
        priority
      />
      {video && (
        <video
          ref={videoRef}
          className={`home-hero-media home-hero-video${film.state === 'not-started' ? '' : ' is-shown'}`}
          muted
          playsInline
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
          {...film.events}
        >
          <source src={video.src} type={video.type} />
        </video>
      )}
      <div className="container home-hero-content">
        <ContentText as="p" className="home-hero-eyebrow" of={hero} field="eyebrow" />
        <ContentText as="h1" id="home-hero-title" of={hero} field="title" />
        <ContentText as="p" className="home-hero-lead" of={hero} field="lead" />
        <Link className="btn btn-book btn-lg page-btn" to={BOOK_GUIDE_PATH}>
          {i18n._('Find Tour Guider')}
        </Link>
      </div>
      {video && film.state !== 'not-started' && (
        <button
          type="button"
          className="home-hero-toggle"
          onClick={film.toggle}
          aria-label={moving ? i18n._('Pause background video') : i18n._('Play background video')}
        >
          {moving ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
    </section>
  );
}
