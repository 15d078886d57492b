import { useLingui } from '@lingui/react';

interface ItemActionsProps {
  /** The item's name in the buttons' accessible names: 'Point 2'. */
  name: string;
  disabled: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove?: boolean;
  /** 'Delete' where the removal is saved at once; 'Remove' (in a form) otherwise. */
  deletes?: boolean;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

/** Move up, move down and remove, for one item of a list. */
export function ItemActions(props: ItemActionsProps) {
  const { i18n } = useLingui();
  const { name, disabled, deletes } = props;
  return (
    <div className="btn-group btn-group-sm content-item-actions" role="group" aria-label={name}>
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={i18n._('Move {name} up', { name })}
        disabled={disabled || !props.canMoveUp}
        onClick={() => props.onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={i18n._('Move {name} down', { name })}
        disabled={disabled || !props.canMoveDown}
        onClick={() => props.onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <button
        type="button"
        className="btn btn-outline-danger"
        aria-label={deletes ? i18n._('Delete {name}', { name }) : i18n._('Remove {name}', { name })}
        disabled={disabled || props.canRemove === false}
        onClick={props.onRemove}
      >
        {deletes ? i18n._('Delete') : i18n._('Remove')}
      </button>
    </div>
  );
}
