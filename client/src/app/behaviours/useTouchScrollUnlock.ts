import { useEffect } from 'react';

const CHECK_EVERY_MS = 2000;
const CHECK_AFTER_ROTATION_MS = 300;
/** Anything that legitimately holds the page still while it is open. */
const OPEN_MODAL = '[aria-modal="true"], dialog[open], .modal.show';
const LOCKING_STYLES = ['overflow', 'overflow-y', 'position', 'top', 'width', 'padding-right'];

/**
 * On touch devices a dialog that closes mid-gesture or during a rotation can leave the page
 * unable to scroll. Every 2 s, and 300 ms after the orientation changes, scrolling is restored
 * when it is switched off while no modal dialog is open.
 */
export function useTouchScrollUnlock(): void {
  useEffect(() => {
    if (!isTouchDevice()) return;
    const interval = window.setInterval(unlockIfStuck, CHECK_EVERY_MS);
    let afterRotation = 0;
    const onRotate = () => {
      window.clearTimeout(afterRotation);
      afterRotation = window.setTimeout(unlockIfStuck, CHECK_AFTER_ROTATION_MS);
    };
    window.addEventListener('orientationchange', onRotate);
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(afterRotation);
      window.removeEventListener('orientationchange', onRotate);
    };
  }, []);
}

function isTouchDevice(): boolean {
  return navigator.maxTouchPoints > 0;
}

function unlockIfStuck(): void {
  if (!scrollingDisabled() || document.querySelector(OPEN_MODAL)) return;
  const { body, documentElement } = document;
  // A body pinned with `position: fixed; top: -Npx` keeps the reader's place in its offset.
  const pinnedAt = body.style.position === 'fixed' ? -parseFloat(body.style.top || '0') : 0;
  body.classList.remove('modal-open');
  for (const property of LOCKING_STYLES) body.style.removeProperty(property);
  documentElement.style.removeProperty('overflow');
  if (pinnedAt > 0) window.scrollTo(0, pinnedAt);
}

function scrollingDisabled(): boolean {
  const { body, documentElement } = document;
  const hidden = (element: HTMLElement) => {
    const style = getComputedStyle(element);
    return style.overflow === 'hidden' || style.overflowY === 'hidden';
  };
  return hidden(body) || hidden(documentElement) || body.style.position === 'fixed';
}
