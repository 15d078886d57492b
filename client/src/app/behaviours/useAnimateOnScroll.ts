import { useEffect } from 'react';

const MARKED = '.animate-on-scroll';
/** The marker an element receives once a tenth of it has been in view. */
const IN_VIEW_CLASS = 'is-visible';
/** Set only on elements that start out of view, so nothing already on screen ever blinks. */
const WAITING_CLASS = 'reveal-waiting';
const VISIBLE_FRACTION = 0.1;

/**
 * Marks every `.animate-on-scroll` element, including those of pages that arrive later, once 10 %
 * of it is in view. The stylesheet fades them in, unless the reader prefers reduced motion.
 */
export function useAnimateOnScroll(): void {
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          const firstLook = !seen.has(target);
          seen.add(target);
          if (isIntersecting) {
            target.classList.add(IN_VIEW_CLASS);
            observer.unobserve(target);
          } else if (firstLook) {
            target.classList.add(WAITING_CLASS);
          }
        }
      },
      { threshold: VISIBLE_FRACTION },
    );
    const observeWithin = (root: ParentNode) => {
      root.querySelectorAll(MARKED).forEach((element) => {
        if (!element.classList.contains(IN_VIEW_CLASS)) observer.observe(element);
      });
    };
    const pages = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          if (node.matches(MARKED)) observer.observe(node);
          observeWithin(node);
        });
      }
    });
    observeWithin(document);
    pages.observe(document.body, { childList: true, subtree: true });
    return () => {
      pages.disconnect();
      observer.disconnect();
    };
  }, []);
}
