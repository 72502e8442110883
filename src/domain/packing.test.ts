import { describe, expect, it } from 'vitest';
import {
  carryOverPacking,
  customItemError,
  findKnownCity,
  generatePackingList,
  knownCityFinder,
  packingCategories,
  packingFileName,
  packingListText,
  packingProgress,
  packingWeather,
  type KnownCity,
  type PackingInput,
  type PackingItem,
  type PackingPlace,
} from './packing';

const reykjavik: PackingPlace = { name: 'Reykjavík', country_code: 'IS', lat: 64.14 };
const bangkok: PackingPlace = { name: 'Bangkok', country_code: 'TH', lat: 13.75 };
const sydney: PackingPlace = { name: 'Sydney', country_code: 'AU', lat: -33.87 };
const london: PackingPlace = { name: 'London', country_code: 'GB', lat: 51.51 };
const singapore: PackingPlace = { name: 'Singapore', country_code: 'SG', lat: 1.29 };

function generate(input: PackingInput) {
  let next = 0;
  return generatePackingList(input, () => `item-${++next}`);
}

const names = (items: readonly PackingItem[]) => items.map((item) => item.name);
const item = (items: readonly PackingItem[], name: string) => items.find((entry) => entry.name === name);

describe('the template', () => {
  it('fills all five categories, in order, with unchecked items and the ids it is given', () => {
    const { items } = generate({ destination: 'Lisbon', durationDays: 4 });
    expect([...new Set(items.map((entry) => entry.category))]).toEqual([...packingCategories]);
    for (const category of packingCategories) expect(items.filter((entry) => entry.category === category).length).toBeGreaterThanOrEqual(4);
    expect(items.every((entry) => !entry.checked)).toBe(true);
    expect(items[0]).toEqual({ id: 'item-1', name: 'Passport or ID card', category: 'Documents', checked: false });
    expect(new Set(items.map((entry) => entry.id)).size).toBe(items.length);
    expect(names(items)).toEqual(
      expect.arrayContaining(['Toothbrush and toothpaste', 'Phone and charger', 'Wallet', 'Travel insurance details']),
    );
  });

  it('makes UUIDs when no id maker is given', () => {
    const { items } = generatePackingList({ destination: 'Lisbon', durationDays: 2 });
    expect(items[0]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
  });
});

describe('clothing for the length of the trip', () => {
  it('scales with the days, with a spare pair of underwear and socks', () => {
    const weekend = generate({ destination: 'Lisbon', durationDays: 2 }).items;
    expect(item(weekend, 'Underwear')?.quantity).toBe(3);
    expect(item(weekend, 'Socks')?.quantity).toBe(3);
    expect(item(weekend, 'T-shirts or tops')?.quantity).toBe(2);
    expect(item(weekend, 'Trousers, shorts or skirts')?.quantity).toBe(1);
    expect(item(weekend, 'Sleepwear')?.quantity).toBe(1);
    expect(item(weekend, 'Underwear')?.note).toBeUndefined();

    const fiveDays = generate({ destination: 'Lisbon', durationDays: 5 }).items;
    expect(item(fiveDays, 'Underwear')?.quantity).toBe(6);
    expect(item(fiveDays, 'Trousers, shorts or skirts')?.quantity).toBe(2);
  });

  it('stops at a week of clothes, however long the trip', () => {
    for (const days of [7, 8, 30, 365]) {
      const { items } = generate({ destination: 'Lisbon', durationDays: days });
      expect(item(items, 'Underwear')?.quantity).toBe(7);
      expect(item(items, 'Socks')?.quantity).toBe(7);
      expect(item(items, 'T-shirts or tops')?.quantity).toBe(7);
      expect(item(items, 'Trousers, shorts or skirts')?.quantity).toBe(3);
      expect(item(items, 'Underwear')?.note).toBe('7 at most: wash on the way');
    }
  });

  it('adds a laundry note and travel wash only for trips longer than a week', () => {
    const week = generate({ destination: 'Lisbon', durationDays: 7 });
    expect(week.notes.some((note) => note.includes('laundry'))).toBe(false);
    expect(item(week.items, 'Travel laundry wash')).toBeUndefined();

    const fortnight = generate({ destination: 'Lisbon', durationDays: 14 });
    expect(fortnight.notes).toContain('Clothes are packed for a week: plan a laundry stop (or wash as you go) on your 14-day trip.');
    expect(item(fortnight.items, 'Travel laundry wash')?.category).toBe('Toiletries');
    expect(item(fortnight.items, 'Sleepwear')?.quantity).toBe(2);
  });

  it('brings odd durations into 1 to 365 days', () => {
    expect(item(generate({ destination: 'Lisbon', durationDays: 0 }).items, 'Underwear')?.quantity).toBe(2);
    expect(item(generate({ destination: 'Lisbon', durationDays: Number.NaN }).items, 'T-shirts or tops')?.quantity).toBe(1);
    expect(generate({ destination: 'Lisbon', durationDays: 5000 }).notes[0]).toContain('365-day trip');
  });
});

describe('weather for a known city and month', () => {
  it('packs for the cold in Reykjavik in January', () => {
    const list = generate({ destination: 'Reykjavik', durationDays: 5, travelMonth: 1, place: reykjavik });
    expect(list.climate).toBe('cold');
    expect(names(list.items)).toEqual(
      expect.arrayContaining(['Insulated winter coat', 'Thermal base layers', 'Warm hat, gloves and scarf']),
    );
    expect(names(list.items)).not.toContain('Sunscreen (SPF 30+)');
    expect(list.notes).toContain(
      'Reykjavík in January is usually cold, often around freezing. Estimated from latitude and season: check the forecast before you go.',
    );
  });

  it('packs for heat and rain in Bangkok in August, and for dry heat in January', () => {
    const august = generate({ destination: 'Bangkok', durationDays: 5, travelMonth: 8, place: bangkok });
    expect(august.climate).toBe('hot-wet');
    expect(names(august.items)).toEqual(expect.arrayContaining(['Sunscreen (SPF 30+)', 'Light rain jacket or poncho', 'Insect repellent']));
    expect(names(august.items)).not.toContain('Insulated winter coat');
    expect(august.notes.some((note) => note.includes('rainy season'))).toBe(true);

    const january = generate({ destination: 'Bangkok', durationDays: 5, travelMonth: 1, place: bangkok });
    expect(january.climate).toBe('hot');
    expect(names(january.items)).toContain('Sunscreen (SPF 30+)');
    expect(names(january.items)).not.toContain('Light rain jacket or poncho');
  });

  it('knows July is winter in Sydney and January is summer', () => {
    const july = generate({ destination: 'Sydney', durationDays: 5, travelMonth: 7, place: sydney });
    expect(july.climate).toBe('cool');
    expect(names(july.items)).toContain('Warm jacket');
    expect(names(july.items)).not.toContain('Swimwear');
    expect(july.notes.some((note) => note.includes('Seasons are reversed south of the equator: July is winter there.'))).toBe(true);

    const january = generate({ destination: 'Sydney', durationDays: 5, travelMonth: 1, place: sydney });
    expect(january.climate).toBe('hot');
    expect(names(january.items)).toContain('Swimwear');
    expect(packingWeather(sydney.lat, 1).season).toBe('summer');
  });

  it('has wet seasons in the tropics: all year at the equator, with the sun elsewhere, flipped in the south', () => {
    for (let month = 1; month <= 12; month++) expect(packingWeather(singapore.lat, month, 'SG').climate).toBe('hot-wet');
    // Darwin (12°S) is wet in the southern summer and dry in its winter.
    expect(packingWeather(-12.46, 1, 'AU')).toMatchObject({ climate: 'hot-wet', isRainySeason: true });
    expect(packingWeather(-12.46, 7, 'AU')).toMatchObject({ isRainySeason: false });
    // The monsoon reaches Tokyo's summer; the same latitude in California stays dry.
    expect(packingWeather(35.69, 7, 'JP').climate).toBe('hot-wet');
    expect(packingWeather(35.69, 7, 'US').climate).toBe('hot');
  });

  it('has cool and mild seasons between the extremes', () => {
    expect(generate({ destination: 'London', durationDays: 3, travelMonth: 7, place: london }).climate).toBe('mild');
    expect(generate({ destination: 'London', durationDays: 3, travelMonth: 4, place: london }).climate).toBe('cool');
    expect(names(generate({ destination: 'London', durationDays: 3, travelMonth: 7, place: london }).items)).toEqual(
      expect.arrayContaining(['Light jacket', 'Compact umbrella']),
    );
  });

  it('uses this month when no travel month is given', () => {
    const thisMonth = new Date().getMonth() + 1;
    expect(generate({ destination: 'Sydney', durationDays: 3, place: sydney }).climate).toBe(
      packingWeather(sydney.lat, thisMonth, 'AU').climate,
    );
  });
});

describe('the plug adapter', () => {
  it('names the plug types of the country', () => {
    const list = generate({ destination: 'London', durationDays: 3, travelMonth: 1, place: london });
    expect(item(list.items, 'Plug adapter (type G)')?.category).toBe('Electronics');
    expect(list.notes).toContain('Sockets in London take plug type G: pack an adapter unless your chargers already fit.');

    const rome = generate({
      destination: 'Rome',
      durationDays: 3,
      travelMonth: 5,
      place: { name: 'Rome', country_code: 'IT', lat: 41.89 },
    });
    expect(names(rome.items)).toContain('Plug adapter (types C, F and L)');
  });

  it('suggests a universal adapter where the plug types are not on file', () => {
    const list = generate({
      destination: 'Ulaanbaatar',
      durationDays: 3,
      travelMonth: 1,
      place: { name: 'Ulaanbaatar', country_code: 'MN', lat: 47.92 },
    });
    expect(names(list.items)).toContain('Universal plug adapter');
    expect(list.notes).toContain("Plug types for Ulaanbaatar aren't on file: a universal adapter is the safe choice.");
  });
});

describe('an unknown destination', () => {
  it('gets the whole template and a note that the smart extras need a known city', () => {
    const unknown = generate({ destination: '  Lisbon ', durationDays: 5, travelMonth: 1 });
    const known = generate({ destination: 'London', durationDays: 5, travelMonth: 1, place: london });
    expect(unknown.climate).toBeUndefined();
    expect(names(unknown.items).every((name) => names(known.items).includes(name))).toBe(true);
    expect(names(unknown.items).some((name) => name.includes('adapter'))).toBe(false);
    expect(unknown.notes).toEqual([
      "Lisbon isn't a city saved on this device, so weather items and the plug adapter are left out. Open it once in the City Explorer while online to add them.",
    ]);
  });
});

describe('progress', () => {
  const items = (checked: number, total: number): PackingItem[] =>
    Array.from({ length: total }, (_, index) => ({
      id: String(index),
      name: `Item ${index}`,
      category: 'Essentials',
      checked: index < checked,
    }));

  it('is the whole percent of items checked', () => {
    expect(packingProgress([])).toBe(0);
    expect(packingProgress(items(0, 4))).toBe(0);
    expect(packingProgress(items(1, 4))).toBe(25);
    expect(packingProgress(items(1, 3))).toBe(33);
    expect(packingProgress(items(2, 3))).toBe(67);
    expect(packingProgress(items(4, 4))).toBe(100);
  });

  it('shows 100 only when everything is packed, and something once anything is', () => {
    expect(packingProgress(items(199, 200))).toBe(99);
    expect(packingProgress(items(1, 300))).toBe(1);
  });
});

describe('custom items', () => {
  const { items } = generate({ destination: 'Lisbon', durationDays: 3 });

  it('must not be blank, too long or already in the category', () => {
    expect(customItemError('', 'Essentials', items)).toBe("Type the item's name first: it can't be blank.");
    expect(customItemError('   ', 'Essentials', items)).toBe("Type the item's name first: it can't be blank.");
    expect(customItemError('x'.repeat(81), 'Essentials', items)).toBe('Item names are at most 80 characters.');
    expect(customItemError(' wallet ', 'Essentials', items)).toBe('Wallet is already in Essentials.');
    expect(customItemError('Wallet', 'Documents', items)).toBeUndefined();
    expect(customItemError('Camera', 'Electronics', items)).toBeUndefined();
  });

  it('survive making the list again, and so do check marks of items still on it', () => {
    const camera: PackingItem = { id: 'custom-1', name: 'Camera', category: 'Electronics', checked: true };
    const previous = [
      ...items.map((entry) => (entry.name === 'Wallet' || entry.name === 'Underwear' ? { ...entry, checked: true } : entry)),
      camera,
    ];
    const again = generatePackingList({ destination: 'Lisbon', durationDays: 10 });
    const merged = carryOverPacking(previous, ['custom-1'], again.items);
    expect(item(merged, 'Wallet')?.checked).toBe(true);
    expect(item(merged, 'Underwear')).toMatchObject({ checked: true, quantity: 7 });
    expect(item(merged, 'Passport or ID card')?.checked).toBe(false);
    expect(item(merged, 'Camera')).toEqual(camera);
    // Custom items sit at the end of their own category.
    const electronics = merged.filter((entry) => entry.category === 'Electronics');
    expect(electronics.at(-1)).toEqual(camera);
    expect(merged.filter((entry) => entry.name === 'Camera')).toHaveLength(1);
    // Items the list had keep their ids (a companion's concurrent tick of one still lands on it).
    expect(item(merged, 'Passport or ID card')?.id).toBe(item(previous, 'Passport or ID card')?.id);
    expect(item(merged, 'Underwear')?.id).toBe(item(previous, 'Underwear')?.id);
  });
});

describe('the text file', () => {
  it('lists the categories in order with a box per item, quantities, notes and progress', () => {
    const { items, notes } = generate({ destination: 'London', durationDays: 10, travelMonth: 1, place: london });
    const packed = items.map((entry) => (entry.name === 'Passport or ID card' ? { ...entry, checked: true } : entry));
    const text = packingListText({ destination: ' London ', durationDays: 10, items: packed, notes });
    const lines = text.split('\n');
    expect(lines[0]).toBe('Packing list: London (10 days)');
    expect(lines[1]).toBe(`Packed 1 of ${items.length} items (${packingProgress(packed)}%)`);
    expect(lines).toContain('[x] Passport or ID card');
    expect(lines).toContain('[ ] Underwear x7 (7 at most: wash on the way)');
    expect(lines).toContain('[ ] Plug adapter (type G)');
    expect(lines).toContain('- Sockets in London take plug type G: pack an adapter unless your chargers already fit.');
    const headings = lines.filter((line) => /^[A-Z]+$/.test(line));
    expect(headings).toEqual(['DOCUMENTS', 'CLOTHING', 'TOILETRIES', 'ELECTRONICS', 'ESSENTIALS', 'NOTES']);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('leaves out empty categories and the notes heading when there are none', () => {
    const text = packingListText({
      destination: 'Oslo',
      durationDays: 1,
      items: [{ id: '1', name: 'Wool socks', category: 'Clothing', checked: false, quantity: 1 }],
    });
    expect(text).toBe('Packing list: Oslo (1 day)\nPacked 0 of 1 items (0%)\n\nCLOTHING\n[ ] Wool socks\n');
  });
});

describe('the file name', () => {
  it('is the destination in lower case with dashes, safe on any file system', () => {
    expect(packingFileName('Lisbon')).toBe('packing-list-lisbon.txt');
    expect(packingFileName('São Paulo, Brazil')).toBe('packing-list-sao-paulo-brazil.txt');
    expect(packingFileName("  St. John's  ")).toBe('packing-list-st-john-s.txt');
    expect(packingFileName('../../etc/passwd')).toBe('packing-list-etc-passwd.txt');
    expect(packingFileName('a<b>c:d"e|f?g*h\\i')).toBe('packing-list-a-b-c-d-e-f-g-h-i.txt');
    expect(packingFileName('Zürich\u0000\n')).toBe('packing-list-zurich.txt');
  });

  it('keeps other scripts whole and has a name when nothing usable is left', () => {
    expect(packingFileName('서울')).toBe('packing-list-서울.txt');
    expect(packingFileName('東京')).toBe('packing-list-東京.txt');
    expect(packingFileName('दिल्ली')).toBe('packing-list-दिल्ली.txt');
    expect(packingFileName('')).toBe('packing-list-trip.txt');
    expect(packingFileName('!!! ...')).toBe('packing-list-trip.txt');
  });

  it('stays short', () => {
    const name = packingFileName(`${'Llanfairpwllgwyngyll '.repeat(10)}`);
    expect(name.length).toBeLessThanOrEqual('packing-list-.txt'.length + 60);
    expect(name).not.toMatch(/-\.txt$/);
  });
});

describe('finding the known city a destination names', () => {
  const cities: KnownCity[] = [
    { name: 'London', country: 'United Kingdom', country_code: 'GB', admin: 'England', lat: 51.51 },
    { name: 'New York City', country: 'United States', country_code: 'US', admin: 'New York', lat: 40.71, aliases: ['New York', 'NYC'] },
    { name: 'São Paulo', country: 'Brazil', country_code: 'BR', lat: -23.55 },
    { name: 'London', country: 'Canada', country_code: 'CA', admin: 'Ontario', lat: 42.98 },
  ];

  it('matches names and aliases however they are typed', () => {
    expect(findKnownCity('london', cities)?.country_code).toBe('GB');
    expect(findKnownCity('  NYC ', cities)?.name).toBe('New York City');
    expect(findKnownCity('New York', cities)?.name).toBe('New York City');
    expect(findKnownCity('sao paulo', cities)?.name).toBe('São Paulo');
    expect(findKnownCity('Lisbon', cities)).toBeUndefined();
    expect(findKnownCity('', cities)).toBeUndefined();
    expect(findKnownCity('Lon', cities)).toBeUndefined();
  });

  it('lets a qualifier pick between cities of one name, and falls back to the first', () => {
    expect(findKnownCity('London, Ontario', cities)?.country_code).toBe('CA');
    expect(findKnownCity('London, CA', cities)?.country_code).toBe('CA');
    expect(findKnownCity('London, United Kingdom', cities)?.country_code).toBe('GB');
    expect(findKnownCity('London, England', cities)?.country_code).toBe('GB');
    expect(findKnownCity('London, UK', cities)?.country_code).toBe('GB');
  });

  it('is the same through a finder built once for many questions', () => {
    const find = knownCityFinder(cities);
    for (const destination of ['london', 'NYC', 'London, Ontario', 'Lisbon', ',', ''])
      expect(find(destination)).toBe(findKnownCity(destination, cities));
  });
});

describe('the kind of trip, when a plan tells it', () => {
  const input: PackingInput = { destination: 'Bangkok', durationDays: 5, travelMonth: 1, place: bangkok };

  it('adds nothing when the kind says nothing, so lists made without a plan stay as they were', () => {
    expect(generate({ ...input, kind: {} })).toEqual(generate(input));
  });

  it('packs for flights: the liquids bag, a pen for arrival forms abroad, and the sleeping kit from six hours', () => {
    const short = generate({ ...input, kind: { flights: { count: 1, longestMinutes: 90, isInternational: false } } });
    expect(names(short.items)).toContain('Clear bag for liquids (100 ml bottles)');
    expect(names(short.items)).not.toContain('Pen for arrival forms');
    expect(names(short.items)).not.toContain('Neck pillow');
    expect(short.items.find((item) => item.name === 'Tickets and boarding passes')?.note).toBe(
      '1 flight: keep them on your phone, offline',
    );

    const long = generate({ ...input, kind: { flights: { count: 3, longestMinutes: 805, isInternational: true } } });
    expect(names(long.items)).toEqual(
      expect.arrayContaining(['Pen for arrival forms', 'Neck pillow', 'Eye mask and earplugs', 'Compression socks']),
    );
    expect(long.notes).toContain(
      '3 flights: liquids go in 100 ml bottles in a clear bag for security. Your longest is 13 h 25 min: a neck pillow, eye mask and earplugs help you sleep.',
    );
  });

  it('does not pack an item twice when an activity asks for what the weather already packed', () => {
    const list = generate({ ...input, kind: { activities: [{ activity: 'beach', reasons: ['Koh Samet day'] }] } });
    for (const name of ['Swimwear', 'Sandals', 'Sunscreen (SPF 30+)', 'Sunglasses'])
      expect(names(list.items).filter((entry) => entry === name)).toHaveLength(1);
    expect(names(list.items)).toContain('Beach towel');
    expect(list.notes).toContain('Beach and swimming: swimwear, a beach towel and sunscreen are in. (For "Koh Samet day".)');
    expect(
      list.items.every(
        (item, index, all) =>
          index === 0 || packingCategories.indexOf(all[index - 1]!.category) <= packingCategories.indexOf(item.category),
      ),
    ).toBe(true);
  });

  it('adds another city’s weather and plugs, and the kind’s items for a destination it does not know', () => {
    const withStop = generate({
      ...input,
      place: london,
      travelMonth: 7,
      kind: { cityNames: ['London', 'Reykjavík'], otherStops: [{ place: reykjavik, month: 7 }] },
    });
    expect(withStop.notes.some((note) => note.startsWith('Reykjavík in July is usually'))).toBe(true);
    expect(withStop.notes).toContain('Sockets in Reykjavík take plug types C and F: pack an adapter unless your chargers already fit.');
    expect(names(withStop.items)).toContain('Packing cubes');

    const unknown = generate({ destination: 'Hallstatt', durationDays: 3, kind: { activities: [{ activity: 'ski', reasons: [] }] } });
    expect(names(unknown.items)).toContain('Ski goggles');
    expect(unknown.climate).toBeUndefined();
    expect(unknown.notes).toContain(
      'Skiing: ski clothes, goggles and thermal layers are in; rent the skis there or check your airline for them.',
    );
  });
});
