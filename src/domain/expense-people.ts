// The people an expense names, as keys that mean the same on every device: `owner` (the trip's
// owner: the traveller on a trip never shared, the owner member once it is), `member:<id>` (a
// companion's member record on a shared trip) and `guest:<name>` (someone travelling along who
// does not use the app). A trip's guests are the names its expenses use. No zod here.
import { uuidPattern } from './ids';

export const ownerKey = 'owner';
const guestPrefix = 'guest:';
const memberPrefix = 'member:';

export const guestNameMax = 40;

export const memberKey = (memberId: string) => `${memberPrefix}${memberId}`;

/** A guest's key; the name as typed, trimmed and with inner spaces collapsed. */
export const guestKey = (name: string) => `${guestPrefix}${name.trim().replace(/\s+/g, ' ')}`;

export const isGuestKey = (key: string) => key.startsWith(guestPrefix);

export function isPersonKey(key: string): boolean {
  if (key === ownerKey) return true;
  if (key.startsWith(memberPrefix)) return uuidPattern.test(key.slice(memberPrefix.length));
  if (key.startsWith(guestPrefix)) {
    const name = key.slice(guestPrefix.length);
    return name.length > 0 && name.length <= guestNameMax && name === name.trim() && !name.includes('\u0000');
  }
  return false;
}

export type Person = { key: string; name: string; isYou: boolean; kind: 'owner' | 'member' | 'guest' };

/** A trip's member as the device knows it (src/db/trip-access.ts). */
export type TripPersonSource = { id: string; display_name: string; role: 'owner' | 'editor' | 'viewer' };

/**
 * Everyone an expense of this trip may name: the owner (or, on a trip never shared, "You"), the other
 * members, then the guests the trip's expenses name and any just added; a key no longer on the trip
 * (a companion who left) is kept with a name that says so, so old expenses still add up.
 */
export function tripPeople(input: {
  members: readonly TripPersonSource[];
  /** This traveller's member id on a shared trip; undefined on a trip never shared (they are its owner). */
  myMemberId: string | undefined;
  isShared: boolean;
  /** This traveller's role on a shared trip: its owner is "You" even before the members have synced. */
  myRole?: 'owner' | 'editor' | 'viewer' | undefined;
  /** Every person key the trip's expenses use. */
  usedKeys: Iterable<string>;
  extraGuests?: readonly string[];
}): Person[] {
  const people: Person[] = [];
  const owner = input.members.find((member) => member.role === 'owner');
  const iAmOwner = !input.isShared || input.myRole === 'owner' || (owner !== undefined && owner.id === input.myMemberId);
  people.push({ key: ownerKey, name: iAmOwner ? 'You' : (owner?.display_name ?? 'Trip owner'), isYou: iAmOwner, kind: 'owner' });
  const members = input.members
    .filter((member) => member.role !== 'owner')
    .sort((a, b) => a.display_name.localeCompare(b.display_name) || a.id.localeCompare(b.id));
  for (const member of members) {
    const isYou = member.id === input.myMemberId;
    people.push({ key: memberKey(member.id), name: isYou ? 'You' : member.display_name, isYou, kind: 'member' });
  }
  const known = new Set(people.map((person) => person.key));
  const guests = new Set<string>();
  const former: string[] = [];
  for (const key of input.usedKeys) {
    if (known.has(key)) continue;
    if (isGuestKey(key)) guests.add(key);
    else if (key.startsWith(memberPrefix) && !former.includes(key)) former.push(key);
  }
  for (const name of input.extraGuests ?? []) guests.add(guestKey(name));
  for (const key of [...guests].sort()) people.push({ key, name: key.slice(guestPrefix.length), isYou: false, kind: 'guest' });
  for (const [index, key] of former.sort().entries())
    people.push({ key, name: former.length === 1 ? 'Former companion' : `Former companion ${index + 1}`, isYou: false, kind: 'member' });
  return people;
}

/** A person's name by key, for a key the list may not have. */
export function personName(people: readonly Person[], key: string): string {
  return people.find((person) => person.key === key)?.name ?? (isGuestKey(key) ? key.slice(guestPrefix.length) : 'Someone');
}
