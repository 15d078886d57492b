import '../../styles/animate-on-scroll.css';
import { useAnimateOnScroll } from './useAnimateOnScroll';
import { useTouchScrollUnlock } from './useTouchScrollUnlock';

/** Page-wide behaviours that every route shares; renders nothing. */
export function SiteBehaviours() {
  useAnimateOnScroll();
  useTouchScrollUnlock();
  return null;
}
