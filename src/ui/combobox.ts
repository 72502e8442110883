// The ARIA combobox pattern (an input that owns a listbox of options, as in the WAI-ARIA Authoring
// Practices): which option is active, when the list shows, and the keys. The caller draws the input,
// the list and the options and spreads the props this hook returns onto them.
import { useId, useState, type HTMLAttributes, type InputHTMLAttributes, type KeyboardEvent, type LiHTMLAttributes } from 'react';

/**
 * - `'with-options'`: the list shows whenever it has options, focused or not (a search whose
 *   results are what the screen is for). Arrows with no options are left to the input's caret.
 * - `'while-open'`: the list opens on focus, a click or an arrow (and wherever the caller calls
 *   `setOpen(true)`), and closes on blur and on Escape.
 */
export type ComboboxListShows = 'with-options' | 'while-open';

/**
 * Arrow keys move the active option and wrap at either end; Enter chooses the active option (and
 * does nothing, leaving the key to the page, when none is active); Escape forgets the active option
 * and closes an open list, or else, with nothing left to close, calls `onEscape`. Pointing at an
 * option makes it active and clicking it chooses it, without taking focus from the input.
 */
export function useCombobox({
  count,
  onChoose,
  onEscape,
  listShows = 'with-options',
}: {
  /** How many options the list has now. */
  count: number;
  onChoose: (index: number) => void;
  onEscape?: () => void;
  listShows?: ComboboxListShows;
}) {
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const opensOnFocus = listShows === 'while-open';
  const isListShown = count > 0 && (!opensOnFocus || isOpen);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const move = (event: KeyboardEvent<HTMLInputElement>, step: 1 | -1) => {
    if (!opensOnFocus && !count) return;
    event.preventDefault();
    setOpen(true);
    if (!count) return;
    setActive((index) => (step === 1 ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(event, 1);
    else if (event.key === 'ArrowUp') move(event, -1);
    else if (event.key === 'Enter') {
      if (!isListShown || active < 0 || active >= count) return;
      event.preventDefault();
      onChoose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setActive(-1);
      if (opensOnFocus && isOpen) setOpen(false);
      else onEscape?.();
    }
  };

  const open = () => setOpen(true);
  const close = () => setOpen(false);

  return {
    active,
    setActive,
    isListShown,
    setOpen,
    inputProps: {
      role: 'combobox',
      'aria-expanded': isListShown,
      'aria-controls': listId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': isListShown && active >= 0 && active < count ? optionId(active) : undefined,
      // The browser's own suggestions would cover the list.
      autoComplete: 'off',
      onKeyDown,
      onFocus: opensOnFocus ? open : undefined,
      onClick: opensOnFocus ? open : undefined,
      onBlur: opensOnFocus ? close : undefined,
    } satisfies InputHTMLAttributes<HTMLInputElement>,
    listProps: { id: listId, role: 'listbox' } satisfies HTMLAttributes<HTMLUListElement>,
    optionProps: (index: number) =>
      ({
        id: optionId(index),
        role: 'option',
        'aria-selected': index === active,
        // Keep focus in the input, so a list that closes on blur is still there when the click lands.
        onMouseDown: (event) => event.preventDefault(),
        onMouseEnter: () => setActive(index),
        onClick: () => onChoose(index),
      }) satisfies LiHTMLAttributes<HTMLLIElement>,
  };
}
