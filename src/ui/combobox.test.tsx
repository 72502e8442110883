// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCombobox, type ComboboxListShows } from './combobox';

const cities = ['Lisbon', 'Kyoto', 'Oslo'];

function CityPicker({
  listShows,
  options = cities,
  onChoose,
  onEscape,
}: {
  listShows: ComboboxListShows;
  options?: string[];
  onChoose: (city: string) => void;
  onEscape?: () => void;
}) {
  const { inputProps, listProps, optionProps } = useCombobox({
    count: options.length,
    onChoose: (index) => onChoose(options[index] ?? ''),
    onEscape,
    listShows,
  });
  return (
    <>
      <input aria-label="City" {...inputProps} />
      <ul {...listProps} aria-label="Cities">
        {options.map((city, index) => (
          <li key={city} {...optionProps(index)}>
            {city}
          </li>
        ))}
      </ul>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'City' });
const optionNamed = (name: string) => screen.getByRole('option', { name });
const activeName = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const press = (key: string) => fireEvent.keyDown(box(), { key });
const isExpanded = () => box().getAttribute('aria-expanded');

afterEach(cleanup);

describe('a combobox whose list opens on focus', () => {
  it('opens on focus, moves through the options with the arrows, wrapping at both ends, and closes on blur', () => {
    render(<CityPicker listShows="while-open" onChoose={vi.fn()} />);
    expect(isExpanded()).toBe('false');
    expect(box().getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { name: 'Cities' }).id);

    fireEvent.focus(box());
    expect(isExpanded()).toBe('true');
    expect(activeName()).toBeUndefined();

    press('ArrowDown');
    expect(activeName()).toBe('Lisbon');
    expect(optionNamed('Lisbon').getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    press('ArrowDown');
    expect(activeName()).toBe('Oslo');
    press('ArrowDown');
    expect(activeName()).toBe('Lisbon');
    press('ArrowUp');
    expect(activeName()).toBe('Oslo');
    expect(optionNamed('Lisbon').getAttribute('aria-selected')).toBe('false');

    fireEvent.blur(box());
    expect(isExpanded()).toBe('false');
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.click(box());
    expect(isExpanded()).toBe('true');
    expect(activeName()).toBe('Oslo');
  });

  it('chooses the active option with Enter, and leaves Enter alone when none is active', () => {
    const onChoose = vi.fn();
    render(<CityPicker listShows="while-open" onChoose={onChoose} />);
    fireEvent.focus(box());
    expect(press('Enter')).toBe(true);
    expect(onChoose).not.toHaveBeenCalled();

    press('ArrowUp');
    expect(activeName()).toBe('Oslo');
    expect(press('Enter')).toBe(false);
    expect(onChoose).toHaveBeenCalledWith('Oslo');
  });

  it('closes on the first Escape and hands the second to the caller', () => {
    const onEscape = vi.fn();
    render(<CityPicker listShows="while-open" onChoose={vi.fn()} onEscape={onEscape} />);
    fireEvent.focus(box());
    press('ArrowDown');
    press('Escape');
    expect(isExpanded()).toBe('false');
    expect(onEscape).not.toHaveBeenCalled();

    press('Escape');
    expect(onEscape).toHaveBeenCalledOnce();
    press('ArrowDown');
    expect(isExpanded()).toBe('true');
    expect(activeName()).toBe('Lisbon');
  });

  it('opens on an arrow even with no options to move to', () => {
    render(<CityPicker listShows="while-open" options={[]} onChoose={vi.fn()} />);
    expect(press('ArrowDown')).toBe(false);
    // Nothing to show, so still not expanded.
    expect(isExpanded()).toBe('false');
  });

  it('follows the pointer and chooses on a click without taking focus from the input', () => {
    const onChoose = vi.fn();
    render(<CityPicker listShows="while-open" onChoose={onChoose} />);
    fireEvent.focus(box());
    fireEvent.mouseEnter(optionNamed('Kyoto'));
    expect(activeName()).toBe('Kyoto');
    expect(fireEvent.mouseDown(optionNamed('Kyoto'))).toBe(false);
    fireEvent.click(optionNamed('Kyoto'));
    expect(onChoose).toHaveBeenCalledWith('Kyoto');
  });
});

describe('a combobox whose list shows with its options', () => {
  it('is expanded whenever there are options, and Escape goes straight to the caller', () => {
    const onEscape = vi.fn();
    const onChoose = vi.fn();
    render(<CityPicker listShows="with-options" onChoose={onChoose} onEscape={onEscape} />);
    expect(isExpanded()).toBe('true');
    press('ArrowUp');
    expect(activeName()).toBe('Oslo');
    press('Enter');
    expect(onChoose).toHaveBeenCalledWith('Oslo');

    press('Escape');
    expect(onEscape).toHaveBeenCalledOnce();
    expect(isExpanded()).toBe('true');
    expect(activeName()).toBeUndefined();
  });

  it('leaves the arrows to the input while there are no options', () => {
    render(<CityPicker listShows="with-options" options={[]} onChoose={vi.fn()} />);
    expect(isExpanded()).toBe('false');
    expect(press('ArrowDown')).toBe(true);
    expect(press('ArrowUp')).toBe(true);
  });
});
