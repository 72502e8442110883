// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field';

afterEach(cleanup);

describe('a form field', () => {
  it('names its control by the label and says nothing is wrong while there is no error', () => {
    render(
      <Field id="origin" label="From">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'From' });
    expect(input.id).toBe('origin');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error as an alert and ties it to the control', () => {
    render(
      <Field id="price" label="Target price (USD)" error="Enter a price above zero.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Target price (USD)' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter a price above zero.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('keeps the hint, its own and one elsewhere on the page, alongside the error', () => {
    render(
      <>
        <Field
          id="duration"
          label="Duration (days)"
          hint="Up to 30 days."
          describedBy="dates-hint"
          error="Duration is a whole number of days."
        >
          {(control) => <input {...control} />}
        </Field>
        <p id="dates-hint">The start date picks the month for the weather.</p>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Duration (days)' });
    const hint = screen.getByText('Up to 30 days.');
    const ids = input.getAttribute('aria-describedby')?.split(' ');
    expect(ids).toEqual([hint.id, 'dates-hint', screen.getByRole('alert').id]);
  });
});
