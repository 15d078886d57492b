import { act } from '@testing-library/react';
import { render } from './support/english';
import { SiteBehaviours } from '../../client/src/app/behaviours/SiteBehaviours';

/** jsdom has no touch screen; a phone reports touch points. */
function actAsTouchDevice(points: number) {
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: points });
}

function lockScrolling() {
  document.body.classList.add('modal-open');
  document.body.style.overflow = 'hidden';
  document.body.style.paddingRight = '15px';
}

describe('touch scroll unlock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    actAsTouchDevice(0);
    document.body.removeAttribute('style');
    document.body.className = '';
    document.body.replaceChildren();
  });

  it('restores page scrolling left switched off with no dialog open, within 2 seconds', () => {
    actAsTouchDevice(5);
    render(<SiteBehaviours />);
    lockScrolling();

    act(() => jest.advanceTimersByTime(1999));
    expect(document.body.style.overflow).toBe('hidden');
    act(() => jest.advanceTimersByTime(1));

    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('');
    expect(document.body).not.toHaveClass('modal-open');
  });

  it('leaves scrolling off while a modal dialog is open', () => {
    actAsTouchDevice(5);
    render(
      <div role="dialog" aria-modal="true" aria-label="Photo">
        photo
      </div>,
    );
    render(<SiteBehaviours />);
    lockScrolling();

    act(() => jest.advanceTimersByTime(6000));

    expect(document.body.style.overflow).toBe('hidden');
  });

  it('checks again 300 ms after the screen turns', () => {
    actAsTouchDevice(5);
    render(<SiteBehaviours />);
    act(() => jest.advanceTimersByTime(1000));
    lockScrolling();

    act(() => {
      window.dispatchEvent(new Event('orientationchange'));
      jest.advanceTimersByTime(300);
    });

    expect(document.body.style.overflow).toBe('');
  });

  it('does nothing on devices without a touch screen', () => {
    render(<SiteBehaviours />);
    lockScrolling();

    act(() => jest.advanceTimersByTime(6000));

    expect(document.body.style.overflow).toBe('hidden');
  });
});
