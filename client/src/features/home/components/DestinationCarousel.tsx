import { useLingui } from '@lingui/react';
import type { SectionOf } from '@lanka-tours/shared/content';
import { Link } from 'react-router-dom';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  PauseIcon,
  PlayIcon,
} from '../../../components/control-icons';
import { SafeImage } from '../../../components/SafeImage';
import { PICTURE_SIZES } from '../../../components/picture-sizes';
import { SectionHeading } from '../../../components/SectionHeading';
import { ContentText } from '../../../components/ContentText';
import { langOf } from '../../../content/useSiteContent';
import { useCarousel } from '../useCarousel';
import './destination-carousel.css';

/** Five destinations that turn every four seconds, following the WAI-ARIA carousel pattern. */
export function DestinationCarousel({ slides }: SectionOf<'homeSection', 'carousel'>) {
  const { i18n } = useLingui();
  const carousel = useCarousel(slides.length);
  const total = slides.length;

  return (
    <section className="page-section page-section-tint" aria-labelledby="carousel-heading">
      <div className="container">
        <SectionHeading
          id="carousel-heading"
          eyebrow={i18n._('Top destinations')}
          title={i18n._('Places that stay with you')}
          lead={i18n._(
            'From royal rock fortresses to leopard country: a first taste of the island.',
          )}
        />
        <div
          className="home-carousel animate-on-scroll"
          role="region"
          aria-roledescription="carousel"
          aria-label={i18n._('Top destinations')}
          {...carousel.hoverEvents}
        >
          <div
            className="home-carousel-slides"
            aria-live={carousel.turning ? 'off' : 'polite'}
            {...carousel.focusEvents}
          >
            {slides.map((slide, i) => {
              const current = i === carousel.index;
              return (
                <div
                  key={slide.id}
                  className={`home-slide${current ? ' is-current' : ''}`}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={i18n._('{position} of {total}: {title}', {
                    position: i + 1,
                    total,
                    title: slide.title,
                  })}
                  inert={!current}
                >
                  <SafeImage
                    sizes={PICTURE_SIZES.besideText}
                    className="home-slide-picture"
                    {...slide.picture}
                    lang={langOf(slide.picture, 'alt')}
                  />
                  <div className="home-slide-text">
                    <ContentText as="p" className="home-slide-place" of={slide} field="place" />
                    <ContentText as="h3" className="page-serif" of={slide} field="title" />
                    <ContentText as="p" of={slide} field="text" />
                    <Link className="btn btn-primary page-btn" to="/gallery">
                      {i18n._('Explore')}
                      <ContentText className="visually-hidden" of={slide} field="title" />
                    </Link>
                  </div>
                </div>
              );
            })}
          </div>

          <div className="home-carousel-controls">
            <button
              type="button"
              className="carousel-button"
              onClick={carousel.toggleRotation}
              aria-label={
                carousel.rotationOn
                  ? i18n._('Stop automatic slide show')
                  : i18n._('Start automatic slide show')
              }
            >
              {carousel.rotationOn ? <PauseIcon /> : <PlayIcon />}
            </button>
            <button
              type="button"
              className="carousel-button"
              onClick={carousel.previous}
              aria-label={i18n._('Previous slide')}
            >
              <ChevronLeftIcon />
            </button>
            <div className="home-carousel-dots" role="group" aria-label={i18n._('Choose a slide')}>
              {slides.map((slide, i) => (
                <button
                  key={slide.id}
                  type="button"
                  className="carousel-dot"
                  aria-label={i18n._('Slide {position}: {title}', {
                    position: i + 1,
                    title: slide.title,
                  })}
                  aria-current={i === carousel.index ? 'true' : undefined}
                  onClick={() => carousel.show(i)}
                />
              ))}
            </div>
            <button
              type="button"
              className="carousel-button"
              onClick={carousel.next}
              aria-label={i18n._('Next slide')}
            >
              <ChevronRightIcon />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
