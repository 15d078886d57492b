import { useLingui } from '@lingui/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';

interface CardMenuProps {
  onEdit(): void;
  onDelete(): void;
}

/** The author's three-dot menu: toggles open and closed; Escape or a click elsewhere closes it. */
export function CardMenu({ onEdit, onDelete }: CardMenuProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  // Up and down move between the items, as in any menu.
  const moveFocus = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
    const current = items.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(current + step + items.length) % items.length]?.focus();
  };

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div className="feedback-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="btn btn-sm btn-link feedback-menu-toggle"
        aria-label={i18n._('Feedback options')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open && (
        <div id={menuId} role="menu" className="feedback-menu-list shadow" onKeyDown={moveFocus}>
          <button type="button" role="menuitem" className="dropdown-item" onClick={choose(onEdit)}>
            {i18n._('Edit')}
          </button>
          <button
            type="button"
            role="menuitem"
            className="dropdown-item text-danger"
            onClick={choose(onDelete)}
          >
            {i18n._('Delete')}
          </button>
        </div>
      )}
    </div>
  );
}
