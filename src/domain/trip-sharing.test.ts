import { describe, expect, it } from 'vitest';
import { sharedLabel, tripPermissions } from './trip-sharing';

describe('what a traveller may do with a trip', () => {
  it('the owner, and anyone with a trip never shared, does everything', () => {
    const all = { canEdit: true, canDeleteTrip: true, canManageMembers: true };
    expect(tripPermissions(undefined)).toEqual(all);
    expect(tripPermissions('owner')).toEqual(all);
  });

  it('an editor changes the plan but neither deletes the trip nor manages who is on it', () => {
    expect(tripPermissions('editor')).toEqual({ canEdit: true, canDeleteTrip: false, canManageMembers: false });
  });

  it('a viewer only reads', () => {
    expect(tripPermissions('viewer')).toEqual({ canEdit: false, canDeleteTrip: false, canManageMembers: false });
  });

  it('counts the people on a shared trip', () => {
    expect(sharedLabel(1)).toBe('Shared · 1 person');
    expect(sharedLabel(3)).toBe('Shared · 3 people');
  });
});
