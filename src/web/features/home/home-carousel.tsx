import { useMachine } from '@xstate/react';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { carouselMachine } from '../../../../machines/carousel.machine';
import { assetUrl } from '../../components/content-image';
import { t } from '../../lib/i18n';
import type { Rotation } from './home.actors';

/**
 * The hero's picture before the slides arrive: the one index.html preloads, which the server
 * points at the first slide of the current rotation (none when the rotation has no picture).
 */
const heroPoster = (): string | null =>
  typeof document === 'undefined' ? null : (document.getElementById('hero-preload')?.getAttribute('href') ?? null);
const SWIPE_PX = 48;

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page's first screen: the brand's title over the rotation (spec §3 Banner/rotation).
 * The machine decides when to move; this only renders it and reports the visitor's actions.
 */
export function HomeCarousel({ slides }: { slides: Rotation[] | null }) {
  const list = slides ?? [];
  return <Carousel key={list.length} slides={list} poster={slides ? null : heroPoster()} />;
}

function Carousel({ slides, poster }: { slides: Rotation[]; poster: string | null }) {
  const [snapshot, send] = useMachine(carouselMachine, { input: { count: slides.length } });
  const { index } = snapshot.context;
  const playing = snapshot.matches('playing');
  const paused = snapshot.matches('stopped');
  const swipeFrom = useRef<number | null>(null);

  useEffect(() => {
    send({ type: 'START', reducedMotion: reducedMotion() });
  }, [send]);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send({ type: 'FOCUS_OUT' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') send({ type: 'NEXT' });
    else if (event.key === 'ArrowLeft') send({ type: 'PREV' });
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || event.pointerType === 'mouse') return;
    const dx = event.clientX - from;
    if (Math.abs(dx) >= SWIPE_PX) send({ type: dx < 0 ? 'NEXT' : 'PREV' });
  };

  const active = slides[index];
  return (
    <section
      className="home-hero"
      aria-roledescription={slides.length > 1 ? 'carousel' : undefined}
      aria-labelledby="home-title"
      onPointerEnter={() => send({ type: 'HOVER_START' })}
      onPointerLeave={() => send({ type: 'HOVER_END' })}
      onPointerDown={(event) => (swipeFrom.current = event.clientX)}
      onPointerUp={onPointerUp}
      onFocus={() => send({ type: 'FOCUS_IN' })}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className="home-hero-pictures">
        {slides.length === 0 ? (
          poster && <img className="home-hero-picture is-active" src={poster} alt="" width={1600} height={900} fetchPriority="high" />
        ) : (
          slides.map((slide, i) => (
            <img
              key={slide.id}
              className={i === index ? 'home-hero-picture is-active' : 'home-hero-picture'}
              src={assetUrl(slide.image)}
              alt=""
              width={1600}
              height={900}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding={i === 0 ? 'auto' : 'async'}
            />
          ))
        )}
      </div>
      <div className="home-hero-inner">
        <div className="home-hero-copy">
          <p className="home-hero-eyebrow">{t('home.eyebrow')}</p>
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="home-hero-lede">{t('home.intro')}</p>
        </div>
        {active && (
          <div className="home-hero-slide-area">
            <div
              className="home-hero-slides"
              id="home-slides"
              aria-live={playing ? 'off' : 'polite'}
              data-testid="carousel-slides"
            >
              <div
                key={active.id}
                className="home-hero-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('site.home.slide', { n: index + 1, count: slides.length })}
              >
                <p className="home-hero-entitle" lang="en">
                  {active.entitle}
                </p>
                <h2 className="home-hero-slide-title">{active.title}</h2>
                <p className="home-hero-slide-intro">{active.intro}</p>
                {active.link && (
                  <a className="home-hero-more" href={`#${active.link}`}>
                    {t('site.home.discover')}
                    <span className="visually-hidden">: {active.title}</span>
                    <span aria-hidden="true"> →</span>
                  </a>
                )}
              </div>
            </div>
            {slides.length > 1 && (
              <div className="home-hero-controls">
                <button
                  type="button"
                  className="hero-control"
                  aria-label={t(paused ? 'site.home.play' : 'site.home.pause')}
                  data-testid="carousel-toggle"
                  onClick={() => send({ type: paused ? 'PLAY' : 'STOP' })}
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
                    {paused ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h3v12H5zM12 4h3v12h-3z" />}
                  </svg>
                </button>
                <button type="button" className="hero-control" aria-label={t('site.home.prev')} onClick={() => send({ type: 'PREV' })}>
                  <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.6">
                    <path d="M12 4l-6 6 6 6" />
                  </svg>
                </button>
                <ol className="hero-dots">
                  {slides.map((slide, i) => (
                    <li key={slide.id}>
                      <button
                        type="button"
                        aria-label={t('site.home.slideTo', { n: i + 1, title: slide.title })}
                        aria-current={i === index ? 'true' : undefined}
                        onClick={() => send({ type: 'GO_TO', index: i })}
                      />
                    </li>
                  ))}
                </ol>
                <button type="button" className="hero-control" aria-label={t('site.home.next')} onClick={() => send({ type: 'NEXT' })}>
                  <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.6">
                    <path d="M8 4l6 6-6 6" />
                  </svg>
                </button>
                <span className="hero-count" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')} / {String(slides.length).padStart(2, '0')}
                </span>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
