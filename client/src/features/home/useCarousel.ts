import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from '../../lib/useMediaQuery';

const CAROUSEL_INTERVAL_MS = 4000;

/**
 * Which slide shows, and whether the slides turn by themselves: every 4 s, except while the
 * pointer rests on the carousel or focus is on a slide, after the visitor stops the rotation,
 * and, until they start it, when they prefer reduced motion.
 */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [chosenRotation, setChosenRotation] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotationOn = chosenRotation ?? !reducedMotion;
  const turning = rotationOn && !hovered && !focused;

  // Keyed to the index, so a slide the visitor picks also gets its full four seconds.
  useEffect(() => {
    if (!turning) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [turning, index, count]);

  const show = useCallback((next: number) => setIndex((next + count) % count), [count]);

  return {
    index,
    rotationOn,
    /** While slides turn by themselves, screen readers are not interrupted at every turn. */
    turning,
    show,
    previous: () => show(index - 1),
    next: () => show(index + 1),
    toggleRotation: () => setChosenRotation(!rotationOn),
    /** For the whole carousel. */
    hoverEvents: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
    },
    /** For the slides, whose links a reader may be on; the controls act at once instead. */
    focusEvents: {
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
