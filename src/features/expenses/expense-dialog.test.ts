// The expense form's check: what the traveller typed becomes the expense in minor units, or a
// message on the field that is wrong, with nothing typed lost (the draft is left as it was).
import { describe, expect, it } from 'vitest';
import { checkDraft, draftOfExpense, emptyExpenseDraft } from './expense-dialog';
import { tripPeople } from '../../domain/expense-people';

const tripId = '0192f3c4-5d6e-7a8b-9c0d-1e2f3a4b5c6d';
const people = tripPeople({ members: [], myMemberId: undefined, isShared: false, usedKeys: ['guest:Ana'] });
const draft = (overrides: Partial<ReturnType<typeof emptyExpenseDraft>> = {}) => ({
  ...emptyExpenseDraft({ currency: 'EUR', date: '2027-05-02', people }),
  amount: '45.50',
  note: 'Dinner',
  ...overrides,
});

describe('checking the expense form', () => {
  it('makes the expense in minor units, paid by you and split equally among everyone by default', () => {
    const checked = checkDraft(draft(), tripId, people);
    expect(checked).toEqual({
      ok: true,
      fields: {
        trip_id: tripId,
        kind: 'expense',
        amount_minor: 4550,
        currency: 'EUR',
        category: 'food',
        date: '2027-05-02',
        paid_by: 'owner',
        split: {
          method: 'equal',
          people: [
            { person: 'owner', value: 1 },
            { person: 'guest:Ana', value: 1 },
          ],
        },
        note: 'Dinner',
        item_id: null,
      },
    });
    // And back: editing it shows what was saved.
    if (checked.ok) expect(checkDraft(draftOfExpense(checked.fields), tripId, people)).toEqual(checked);
  });

  it('says what is wrong, field by field', () => {
    const errorsOf = (overrides: Parameters<typeof draft>[0]) => {
      const checked = checkDraft(draft(overrides), tripId, people);
      return checked.ok ? {} : checked.errors;
    };
    expect(errorsOf({ amount: '' })).toEqual({ amount: 'Enter an amount.' });
    expect(errorsOf({ amount: '12.5', currency: 'JPY' })).toEqual({ amount: 'JPY has no cents: enter a whole amount.' });
    expect(errorsOf({ included: {} })).toEqual({ split: 'Choose at least one person to share it.' });
    expect(errorsOf({ method: 'shares', values: { owner: '1.5' } })).toEqual({ split: 'Shares are whole numbers from 1 to 1000.' });
    expect(errorsOf({ method: 'exact', values: { owner: '40', 'guest:Ana': '10' } })).toEqual({
      split: 'The amounts add up to €50.00: €4.50 more than the total.',
    });
    expect(errorsOf({ method: 'exact', values: { owner: 'ten' } })).toEqual({ split: 'You: Enter the amount as a number, like 12.50.' });
    expect(errorsOf({ date: '' })).toEqual({ date: 'Date must be a date like 2027-03-12' });
  });

  it('takes exact amounts and shares as typed', () => {
    const exact = checkDraft(draft({ method: 'exact', values: { owner: '45.5' }, included: { owner: true } }), tripId, people);
    expect(exact.ok && exact.fields.split).toEqual({ method: 'exact', people: [{ person: 'owner', value: 4550 }] });
    const shares = checkDraft(draft({ method: 'shares', values: { owner: '2' } }), tripId, people);
    expect(shares.ok && shares.fields.split.people).toEqual([
      { person: 'owner', value: 2 },
      { person: 'guest:Ana', value: 1 },
    ]);
  });
});
