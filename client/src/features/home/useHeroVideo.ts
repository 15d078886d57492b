import { useCallback, useEffect, useState, type RefObject } from 'react';
import { REDUCED_MOTION_QUERY } from '../../lib/useMediaQuery';

/** The film holds still here; a shorter film starts over when it ends instead. */
const HERO_VIDEO_PAUSE_AT_SECONDS = 16.2;
/** Phones keep the still picture: the film would cost their data and battery for decoration. */
const WIDE_ENOUGH_QUERY = '(min-width: 768px)';

/** not-started: the poster alone; held: stopped at the pause mark; paused: by the visitor. */
type HeroVideoState = 'not-started' | 'playing' | 'paused' | 'held';

interface NetworkInformation {
  saveData?: boolean;
}

function shouldPlayByItself(): boolean {
  const matches = (query: string) => window.matchMedia?.(query).matches ?? false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return matches(WIDE_ENOUGH_QUERY) && !matches(REDUCED_MOTION_QUERY) && !connection?.saveData;
}

export interface HeroVideo {
  state: HeroVideoState;
  /** Pauses a playing film; otherwise plays it, from the start when it was held at the mark. */
  toggle(): void;
  /** Event handlers for the <video> element. */
  events: {
    onTimeUpdate(): void;
    onEnded(): void;
    onPlaying(): void;
  };
}

/**
 * The hero's background film: starts after the page has loaded (so it never competes with the
 * page itself), holds still at 16.2 s, and starts over when a shorter film ends.
 */
export function useHeroVideo(ref: RefObject<HTMLVideoElement | null>): HeroVideo {
  const [state, setState] = useState<HeroVideoState>('not-started');

  const play = useCallback(() => {
    ref.current?.play().catch(() => {
      // The browser refused (autoplay rules, missing file): the poster stays.
    });
  }, [ref]);

  useEffect(() => {
    if (!ref.current || !shouldPlayByItself()) return;
    if (document.readyState === 'complete') {
      play();
      return;
    }
    window.addEventListener('load', play, { once: true });
    return () => window.removeEventListener('load', play);
  }, [ref, play]);

  const toggle = useCallback(() => {
    const video = ref.current;
    if (!video) return;
    if (state === 'playing') {
      video.pause();
      setState('paused');
      return;
    }
    if (state === 'held') video.currentTime = 0;
    play();
  }, [ref, state, play]);

  const events = {
    onTimeUpdate() {
      const video = ref.current;
      if (video && !video.paused && video.currentTime >= HERO_VIDEO_PAUSE_AT_SECONDS) {
        video.pause();
        setState('held');
      }
    },
    onEnded() {
      const video = ref.current;
      if (!video) return;
      video.currentTime = 0;
      play();
    },
    onPlaying() {
      setState('playing');
    },
  };

  return { state, toggle, events };
}
