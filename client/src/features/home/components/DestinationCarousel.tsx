import { Link } from 'react-router-dom';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  PauseIcon,
  PlayIcon,
} from '../../../components/control-icons';
import { SafeImage } from '../../../components/SafeImage';
import { SectionHeading } from '../../../components/SectionHeading';
import { CAROUSEL_SLIDES } from '../../../content/home';
import { useCarousel } from '../useCarousel';
import './destination-carousel.css';

/** Five destinations that turn every four seconds, following the WAI-ARIA carousel pattern. */
export function DestinationCarousel() {
  const carousel = useCarousel(CAROUSEL_SLIDES.length);
  const total = CAROUSEL_SLIDES.length;

  return (
    <section className="page-section page-section-tint" aria-labelledby="carousel-heading">
      <div className="container">
        <SectionHeading
          id="carousel-heading"
          eyebrow="Top destinations"
          title="Places that stay with you"
          lead="From royal rock fortresses to leopard country: a first taste of the island."
        />
        <div
          className="home-carousel animate-on-scroll"
          role="region"
          aria-roledescription="carousel"
          aria-label="Top destinations"
          {...carousel.hoverEvents}
        >
          <div
            className="home-carousel-slides"
            aria-live={carousel.turning ? 'off' : 'polite'}
            {...carousel.focusEvents}
          >
            {CAROUSEL_SLIDES.map((slide, i) => {
              const current = i === carousel.index;
              return (
                <div
                  key={slide.id}
                  className={`home-slide${current ? ' is-current' : ''}`}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${total}: ${slide.title}`}
                  inert={!current}
                >
                  <SafeImage className="home-slide-picture" {...slide.picture} />
                  <div className="home-slide-text">
                    <p className="home-slide-place">{slide.place}</p>
                    <h3 className="page-serif">{slide.title}</h3>
                    <p>{slide.text}</p>
                    <Link className="btn btn-primary page-btn" to="/gallery">
                      Explore
                      <span className="visually-hidden"> {slide.title}</span>
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
                carousel.rotationOn ? 'Stop automatic slide show' : 'Start automatic slide show'
              }
            >
              {carousel.rotationOn ? <PauseIcon /> : <PlayIcon />}
            </button>
            <button
              type="button"
              className="carousel-button"
              onClick={carousel.previous}
              aria-label="Previous slide"
            >
              <ChevronLeftIcon />
            </button>
            <div className="home-carousel-dots" role="group" aria-label="Choose a slide">
              {CAROUSEL_SLIDES.map((slide, i) => (
                <button
                  key={slide.id}
                  type="button"
                  className="carousel-dot"
                  aria-label={`Slide ${i + 1}: ${slide.title}`}
                  aria-current={i === carousel.index ? 'true' : undefined}
                  onClick={() => carousel.show(i)}
                />
              ))}
            </div>
            <button
              type="button"
              className="carousel-button"
              onClick={carousel.next}
              aria-label="Next slide"
            >
              <ChevronRightIcon />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
