// The smart packing list: the spec's five-category template, clothing that scales with the length
// of the trip, and, for a city the device knows, weather items for the travel month and the plug
// adapter the country needs. Pure rules shared by the packing screen and the Astra assistant.
import { countryExtras } from './country-extras';
import { normaliseName } from './cities';
import { uuidv7 } from './ids';
import { listInWords } from './list-in-words';
import { formatDuration } from './local-time';

export const packingCategories = ['Documents', 'Clothing', 'Toiletries', 'Electronics', 'Essentials'] as const;
export type PackingCategory = (typeof packingCategories)[number];

export type PackingItem = { id: string; name: string; category: PackingCategory; checked: boolean; quantity?: number; note?: string };

/** Where the traveller goes, as far as packing needs it: a city of the city data. */
export type PackingPlace = { name: string; country_code: string; lat: number };

export const packingLimits: { maxDays: number; maxItemChars: number; maxDestinationChars: number } = {
  maxDays: 365,
  maxItemChars: 80,
  maxDestinationChars: 100,
};

/** A packing list's fields, as a device stores and syncs them (checked on the server by packing-schema.ts). */
export type PackingListFields = {
  destination: string;
  duration_days: number;
  /** The month (1-12) the weather items were chosen for. */
  travel_month: number;
  /** The first day of the trip (YYYY-MM-DD), when the traveller gave one. */
  start_date: string | null;
  trip_id: string | null;
  /** The known city the destination matched, when it did. */
  place: PackingPlace | null;
  climate: PackingClimate | null;
  notes: string[];
  items: PackingItem[];
  /** Items the traveller added: kept when the list is made again. */
  custom_item_ids: string[];
};

// A list's fields with every one present: apart, so the device's database loads without the packing rules.
export { packingListFieldsOf } from './packing-fields';

export type PackingInput = {
  destination: string;
  /** Whole days, 1 to packingLimits.maxDays (other values are brought into that range). */
  durationDays: number;
  /** 1-12; this month when left out. */
  travelMonth?: number;
  /** The destination resolved to a known city; without it only the template is packed. */
  place?: PackingPlace;
  /** What kind of trip it is, when a planned itinerary tells (src/domain/itinerary-packing.ts); nothing more is packed without it. */
  kind?: PackingTripKind;
};

/** Things to do that need their own gear. */
export const packingActivities = ['hiking', 'beach', 'ski', 'business'] as const;
export type PackingActivity = (typeof packingActivities)[number];

/** Another city of a trip with several, and the month the traveller gets there. */
export type PackingStop = { place: PackingPlace; month: number };

export type PackingTripKind = {
  flights?: { count: number; longestMinutes: number; isInternational: boolean };
  /** A ferry crossing on the way. */
  hasFerry?: boolean;
  /** Every city of the trip in order, the destination's included (it gets no second weather note). */
  cityNames?: readonly string[];
  /** The trip's other cities with a known place, for their own weather and plugs. */
  otherStops?: readonly PackingStop[];
  /** The activities found, each with what told (an activity's title, a stay's name), at most a few. */
  activities?: ReadonlyArray<{ activity: PackingActivity; reasons: readonly string[] }>;
};

export type PackingClimate = 'cold' | 'cool' | 'mild' | 'hot' | 'hot-wet';

export type GeneratedPackingList = { items: PackingItem[]; notes: string[]; climate?: PackingClimate };

/** Clothes are packed for a week at most: longer trips wash on the way. */
const clothingDaysCap = 7;

type TemplateItem = {
  name: string;
  category: PackingCategory;
  quantity?: (days: number) => number;
  note?: (days: number) => string | undefined;
};

const upToAWeek = (extra: number) => (days: number) => Math.min(days + extra, clothingDaysCap);
const washNote = (extra: number) => (days: number) =>
  days + extra > clothingDaysCap ? `${clothingDaysCap} at most: wash on the way` : undefined;

const template: readonly TemplateItem[] = [
  { name: 'Passport or ID card', category: 'Documents' },
  { name: 'Visa or entry permit, if needed', category: 'Documents' },
  { name: 'Tickets and boarding passes', category: 'Documents' },
  { name: 'Booking confirmations', category: 'Documents' },
  { name: 'Travel insurance details', category: 'Documents' },
  { name: 'Bank cards and some cash', category: 'Documents' },
  // One spare pair of underwear and socks; a top a day.
  { name: 'Underwear', category: 'Clothing', quantity: upToAWeek(1), note: washNote(1) },
  { name: 'Socks', category: 'Clothing', quantity: upToAWeek(1), note: washNote(1) },
  { name: 'T-shirts or tops', category: 'Clothing', quantity: upToAWeek(0), note: washNote(0) },
  { name: 'Trousers, shorts or skirts', category: 'Clothing', quantity: (days) => Math.min(Math.ceil(days / 3), 3) },
  { name: 'Sleepwear', category: 'Clothing', quantity: (days) => (days > clothingDaysCap ? 2 : 1) },
  { name: 'Light sweater or cardigan', category: 'Clothing' },
  { name: 'Comfortable walking shoes', category: 'Clothing' },
  { name: 'Toothbrush and toothpaste', category: 'Toiletries' },
  { name: 'Deodorant', category: 'Toiletries' },
  { name: 'Travel-size shampoo and shower gel', category: 'Toiletries' },
  { name: 'Hairbrush or comb', category: 'Toiletries' },
  { name: 'Prescription medicines', category: 'Toiletries' },
  { name: 'Small first-aid kit', category: 'Toiletries' },
  { name: 'Phone and charger', category: 'Electronics' },
  { name: 'Charging cables', category: 'Electronics' },
  { name: 'Power bank', category: 'Electronics' },
  { name: 'Headphones', category: 'Electronics' },
  { name: 'Wallet', category: 'Essentials' },
  { name: 'House keys', category: 'Essentials' },
  { name: 'Day bag', category: 'Essentials' },
  { name: 'Reusable water bottle', category: 'Essentials' },
  { name: 'Snacks for the journey', category: 'Essentials' },
];

type ExtraItem = { name: string; category: PackingCategory; quantity?: number };

const sunItems: readonly ExtraItem[] = [
  { name: 'Sun hat', category: 'Clothing' },
  { name: 'Swimwear', category: 'Clothing' },
  { name: 'Sandals', category: 'Clothing' },
  { name: 'Sunscreen (SPF 30+)', category: 'Toiletries' },
  { name: 'Sunglasses', category: 'Essentials' },
];

const climateItems: Record<PackingClimate, readonly ExtraItem[]> = {
  cold: [
    { name: 'Insulated winter coat', category: 'Clothing' },
    { name: 'Thermal base layers', category: 'Clothing', quantity: 2 },
    { name: 'Warm hat, gloves and scarf', category: 'Clothing' },
    { name: 'Warm waterproof boots', category: 'Clothing' },
    { name: 'Lip balm and rich moisturiser', category: 'Toiletries' },
  ],
  cool: [
    { name: 'Warm jacket', category: 'Clothing' },
    { name: 'Warm sweater or fleece', category: 'Clothing', quantity: 2 },
    { name: 'Compact umbrella', category: 'Essentials' },
  ],
  mild: [
    { name: 'Light jacket', category: 'Clothing' },
    { name: 'Compact umbrella', category: 'Essentials' },
  ],
  hot: sunItems,
  'hot-wet': [
    ...sunItems,
    { name: 'Light rain jacket or poncho', category: 'Clothing' },
    { name: 'Insect repellent', category: 'Toiletries' },
    { name: 'Waterproof phone pouch', category: 'Electronics' },
  ],
};

const climateWords: Record<PackingClimate, string> = {
  cold: 'cold, often around freezing',
  cool: 'cool, so layers and a warm jacket help',
  mild: 'mild, with cooler evenings',
  hot: 'hot and sunny',
  'hot-wet': 'hot, and it is the rainy season',
};

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function monthName(month: number): string {
  return monthNames[(month - 1 + 12) % 12] ?? 'January';
}

/** The Tropic of Cancer and of Capricorn. */
const tropicLatitude = 23.44;

/**
 * Mean temperature (°C) and seasonal swing by distance from the equator, fitted to the monthly means
 * of some fifty cities. Latitude alone cannot see altitude (Mexico City, Nairobi), cold currents
 * (Lima) or the inland extremes of continents (Toronto, Seoul), hence the note to check a forecast.
 */
const meanByLatitude: ReadonlyArray<readonly [number, number]> = [
  [0, 27],
  [20, 26],
  [35, 18],
  [50, 11],
  [65, 3],
  [90, -20],
];
const swingByLatitude: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [10, 1.5],
  [23, 4],
  [40, 9],
  [60, 10],
  [90, 10],
];

/**
 * Countries beyond the tropics whose rains come with the summer (the East and South Asian monsoons,
 * Brazil's wet summer), as months of the northern calendar: June to September.
 */
const summerRainCountries = new Set(['BD', 'BR', 'CN', 'HK', 'IN', 'JP', 'KR', 'NP', 'TW']);

function interpolate(points: ReadonlyArray<readonly [number, number]>, x: number): number {
  let [x0, y0] = points[0]!;
  if (x <= x0) return y0;
  for (const [x1, y1] of points.slice(1)) {
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    [x0, y0] = [x1, y1];
  }
  return y0;
}

/** The month as the northern hemisphere feels it: July in Sydney is January in London. */
function northernMonth(lat: number, month: number): number {
  return lat < 0 ? ((month + 5) % 12) + 1 : month;
}

function seasonOf(northern: number): 'winter' | 'spring' | 'summer' | 'autumn' {
  if (northern === 12 || northern <= 2) return 'winter';
  if (northern <= 5) return 'spring';
  if (northern <= 8) return 'summer';
  return 'autumn';
}

export type PackingWeather = {
  climate: PackingClimate;
  meanC: number;
  season: 'winter' | 'spring' | 'summer' | 'autumn';
  isRainySeason: boolean;
};

/** The weather to pack for at a latitude in a month (1-12); the country tells where the monsoon reaches. */
export function packingWeather(lat: number, month: number, countryCode = ''): PackingWeather {
  const northern = northernMonth(lat, month);
  const distance = Math.min(Math.abs(lat), 90);
  // Coldest in (northern) January, warmest in July: the lag of the seasons behind the solstices.
  const meanC =
    interpolate(meanByLatitude, distance) - interpolate(swingByLatitude, distance) * Math.cos((2 * Math.PI * (northern - 1)) / 12);
  const isRainySeason =
    distance < 10 || // near the equator it rains all year
    (distance < tropicLatitude && northern >= 5 && northern <= 10) || // the tropics' wet season follows the sun
    (summerRainCountries.has(countryCode.toUpperCase()) && northern >= 6 && northern <= 9);
  const climate: PackingClimate = meanC < 7 ? 'cold' : meanC < 14 ? 'cool' : meanC < 21 ? 'mild' : isRainySeason ? 'hot-wet' : 'hot';
  return { climate, meanC, season: seasonOf(northern), isRainySeason };
}

function plugAdvice(place: PackingPlace): { item: ExtraItem; note: string } {
  const plugs = countryExtras[place.country_code.toUpperCase()]?.plugs;
  if (!plugs?.length) {
    return {
      item: { name: 'Universal plug adapter', category: 'Electronics' },
      note: `Plug types for ${place.name} aren't on file: a universal adapter is the safe choice.`,
    };
  }
  const types = `${plugs.length > 1 ? 'types' : 'type'} ${listInWords(plugs)}`;
  return {
    item: { name: `Plug adapter (${types})`, category: 'Electronics' },
    note: `Sockets in ${place.name} take plug ${types}: pack an adapter unless your chargers already fit.`,
  };
}

const activityItems: Record<PackingActivity, readonly ExtraItem[]> = {
  hiking: [
    { name: 'Hiking boots', category: 'Clothing' },
    { name: 'Hiking socks', category: 'Clothing', quantity: 2 },
    { name: 'Waterproof jacket', category: 'Clothing' },
    { name: 'Blister plasters', category: 'Toiletries' },
    { name: 'Head torch', category: 'Electronics' },
  ],
  beach: [
    { name: 'Swimwear', category: 'Clothing' },
    { name: 'Sandals', category: 'Clothing' },
    { name: 'Sunscreen (SPF 30+)', category: 'Toiletries' },
    { name: 'Beach towel', category: 'Essentials' },
    { name: 'Sunglasses', category: 'Essentials' },
    { name: 'Waterproof phone pouch', category: 'Electronics' },
  ],
  ski: [
    { name: 'Ski jacket and trousers', category: 'Clothing' },
    { name: 'Thermal base layers', category: 'Clothing', quantity: 2 },
    { name: 'Ski socks', category: 'Clothing', quantity: 3 },
    { name: 'Ski gloves', category: 'Clothing' },
    { name: 'Lip balm with SPF', category: 'Toiletries' },
    { name: 'Ski goggles', category: 'Essentials' },
  ],
  business: [
    { name: 'Business outfit', category: 'Clothing' },
    { name: 'Smart shoes', category: 'Clothing' },
    { name: 'Business cards', category: 'Documents' },
    { name: 'Laptop and charger', category: 'Electronics' },
    { name: 'Notebook and pen', category: 'Essentials' },
  ],
};

const activityNotes: Record<PackingActivity, string> = {
  hiking: 'Hiking: boots, a waterproof jacket and a head torch are in.',
  beach: 'Beach and swimming: swimwear, a beach towel and sunscreen are in.',
  ski: 'Skiing: ski clothes, goggles and thermal layers are in; rent the skis there or check your airline for them.',
  business: 'Business: a smart outfit, your laptop and business cards are in.',
};

/** Flights this long or longer get the sleeping kit. */
export const longFlightMinutes = 6 * 60;

/** At most this many of a trip's other cities get their own weather or plug note (a list keeps at most 20 notes). */
const otherStopNotes = 4;

/** Quotes a few titles for a note: "Mount Takao hike" and "Fuji five lakes". */
function reasonsText(reasons: readonly string[]): string {
  const quoted = reasons.slice(0, 2).map((reason) => `"${reason.length > 60 ? `${reason.slice(0, 59)}…` : reason}"`);
  return listInWords(quoted);
}

/** Adds what the kind of trip needs to a list being made; items already there are not added twice. */
function addTripKind(
  kind: PackingTripKind,
  mainPlace: PackingPlace | undefined,
  mainClimate: PackingClimate | undefined,
  items: PackingItem[],
  notes: string[],
  add: (name: string, category: PackingCategory, quantity?: number, note?: string) => void,
): void {
  const has = (name: string) => items.some((item) => normaliseName(item.name) === normaliseName(name));
  const addNew = (extra: ExtraItem) => {
    if (!has(extra.name)) add(extra.name, extra.category, extra.quantity);
  };

  const flights = kind.flights;
  if (flights && flights.count > 0) {
    const passes = items.find((item) => item.name === 'Tickets and boarding passes');
    if (passes) passes.note = `${flights.count === 1 ? '1 flight' : `${flights.count} flights`}: keep them on your phone, offline`;
    addNew({ name: 'Clear bag for liquids (100 ml bottles)', category: 'Toiletries' });
    if (flights.isInternational) addNew({ name: 'Pen for arrival forms', category: 'Essentials' });
    const isLong = flights.longestMinutes >= longFlightMinutes;
    if (isLong) {
      addNew({ name: 'Neck pillow', category: 'Essentials' });
      addNew({ name: 'Eye mask and earplugs', category: 'Essentials' });
      addNew({ name: 'Compression socks', category: 'Clothing' });
    }
    const longest = isLong
      ? ` Your longest is ${formatDuration(flights.longestMinutes)}: a neck pillow, eye mask and earplugs help you sleep.`
      : '';
    notes.push(
      `${flights.count === 1 ? 'A flight' : `${flights.count} flights`}: liquids go in 100 ml bottles in a clear bag for security.${longest}`,
    );
  }
  if (kind.hasFerry) addNew({ name: 'Travel sickness tablets', category: 'Toiletries' });

  const cityNames = kind.cityNames ?? [];
  if (cityNames.length > 1) {
    addNew({ name: 'Packing cubes', category: 'Essentials' });
    notes.push(
      `${cityNames.length} cities (${cityNames.length > 3 ? `${cityNames.slice(0, 3).join(', ')} and ${cityNames.length - 3} more` : listInWords(cityNames)}): pack light enough to carry up stairs and onto trains, and keep a change of clothes on top for the travel days.`,
    );
  }

  const climates = new Set(mainClimate ? [mainClimate] : []);
  const plugsSeen = new Set(mainPlace ? [mainPlace.country_code.toUpperCase()] : []);
  let stopNotes = 0;
  for (const stop of kind.otherStops ?? []) {
    if (stopNotes >= otherStopNotes) break;
    if (!Number.isFinite(stop.place.lat)) continue;
    const weather = packingWeather(stop.place.lat, stop.month, stop.place.country_code);
    if (!climates.has(weather.climate)) {
      climates.add(weather.climate);
      for (const extra of climateItems[weather.climate]) addNew(extra);
      notes.push(`${stop.place.name} in ${monthName(stop.month)} is usually ${climateWords[weather.climate]}.`);
      stopNotes += 1;
    }
    const country = stop.place.country_code.toUpperCase();
    if (!plugsSeen.has(country)) {
      plugsSeen.add(country);
      const plug = plugAdvice(stop.place);
      if (!has(plug.item.name)) {
        add(plug.item.name, plug.item.category);
        notes.push(plug.note);
        stopNotes += 1;
      }
    }
  }

  for (const { activity, reasons } of kind.activities ?? []) {
    for (const extra of activityItems[activity]) addNew(extra);
    notes.push(reasons.length ? `${activityNotes[activity]} (For ${reasonsText(reasons)}.)` : activityNotes[activity]);
  }
}

function wholeDays(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(Math.round(value), 1), packingLimits.maxDays);
}

export function formatDays(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * The list for a trip: the template with quantities for its length, plus, when the destination is a
 * known city, weather items for the travel month and its plug adapter. Items come in category order.
 */
export function generatePackingList(input: PackingInput, newId: () => string = () => uuidv7()): GeneratedPackingList {
  const days = wholeDays(input.durationDays);
  const items: PackingItem[] = [];
  const notes: string[] = [];
  const add = (name: string, category: PackingCategory, quantity?: number, note?: string) =>
    items.push({ id: newId(), name, category, checked: false, ...(quantity !== undefined ? { quantity } : {}), ...(note ? { note } : {}) });

  for (const entry of template) add(entry.name, entry.category, entry.quantity?.(days), entry.note?.(days));

  if (days > clothingDaysCap) {
    add('Travel laundry wash', 'Toiletries');
    notes.push(`Clothes are packed for a week: plan a laundry stop (or wash as you go) on your ${days}-day trip.`);
  }

  const place = input.place;
  if (!place || !Number.isFinite(place.lat)) {
    const destination = input.destination.trim() || 'This destination';
    notes.push(
      `${destination} isn't a city saved on this device, so weather items and the plug adapter are left out. Open it once in the City Explorer while online to add them.`,
    );
    if (input.kind) addTripKind(input.kind, undefined, undefined, items, notes, add);
    return { items: sortByCategory(items), notes };
  }

  const month =
    input.travelMonth !== undefined && Number.isInteger(input.travelMonth) && input.travelMonth >= 1 && input.travelMonth <= 12
      ? input.travelMonth
      : new Date().getMonth() + 1;
  const weather = packingWeather(place.lat, month, place.country_code);
  for (const extra of climateItems[weather.climate]) add(extra.name, extra.category, extra.quantity);
  const hemisphere = place.lat < 0 ? ` Seasons are reversed south of the equator: ${monthName(month)} is ${weather.season} there.` : '';
  notes.push(
    `${place.name} in ${monthName(month)} is usually ${climateWords[weather.climate]}.${hemisphere} Estimated from latitude and season: check the forecast before you go.`,
  );

  const plug = plugAdvice(place);
  add(plug.item.name, plug.item.category);
  notes.push(plug.note);

  if (input.kind) addTripKind(input.kind, place, weather.climate, items, notes, add);
  return { items: sortByCategory(items), notes, climate: weather.climate };
}

function sortByCategory(items: PackingItem[]): PackingItem[] {
  // Array sort is stable: items keep their order within a category.
  return items.sort((a, b) => packingCategories.indexOf(a.category) - packingCategories.indexOf(b.category));
}

/** Percent of items checked, as a whole number; 100 only when every item is, and 0 for an empty list. */
export function packingProgress(items: readonly PackingItem[]): number {
  if (items.length === 0) return 0;
  const checked = items.filter((item) => item.checked).length;
  if (checked === items.length) return 100;
  if (checked === 0) return 0;
  return Math.min(Math.max(Math.round((checked / items.length) * 100), 1), 99);
}

/** Why a custom item can't be added, or undefined when it can. */
export function customItemError(name: string, category: PackingCategory, items: readonly PackingItem[]): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return "Type the item's name first: it can't be blank.";
  if (trimmed.length > packingLimits.maxItemChars) return `Item names are at most ${packingLimits.maxItemChars} characters.`;
  const wanted = normaliseName(trimmed);
  const existing = items.find((item) => item.category === category && normaliseName(item.name) === wanted);
  if (existing) return `${existing.name} is already in ${category}.`;
  return undefined;
}

/**
 * A list made again for the same destination and trip: what the traveller had checked stays checked,
 * and the items they added themselves stay. An item the list already had keeps its id, so on the
 * wire making it again only edits what changed (a quantity, a note), and a companion's tick of that
 * item made at the same moment survives (src/domain/packing-merge.ts).
 */
export function carryOverPacking(
  previous: readonly PackingItem[],
  customItemIds: readonly string[],
  generated: readonly PackingItem[],
): PackingItem[] {
  const key = (item: PackingItem) => `${item.category}\u0000${normaliseName(item.name)}`;
  const custom = new Set(customItemIds);
  const before = new Map<string, PackingItem>();
  for (const item of previous) if (!custom.has(item.id) && !before.has(key(item))) before.set(key(item), item);
  const kept = previous.filter((item) => custom.has(item.id));
  const remade = generated.map((item) => {
    const had = before.get(key(item));
    return had ? { ...item, id: had.id, checked: had.checked } : item;
  });
  return sortByCategory([...remade, ...kept]);
}

/** The list as a plain text file: the categories in order, a box per item, then the notes. */
export function packingListText(list: {
  destination: string;
  durationDays: number;
  items: readonly PackingItem[];
  notes?: readonly string[];
}): string {
  const checked = list.items.filter((item) => item.checked).length;
  const lines = [
    `Packing list: ${list.destination.trim()} (${formatDays(wholeDays(list.durationDays))})`,
    `Packed ${checked} of ${list.items.length} items (${packingProgress(list.items)}%)`,
  ];
  for (const category of packingCategories) {
    const inCategory = list.items.filter((item) => item.category === category);
    if (inCategory.length === 0) continue;
    lines.push('', category.toUpperCase());
    for (const item of inCategory) {
      const quantity = item.quantity !== undefined && item.quantity > 1 ? ` x${item.quantity}` : '';
      const note = item.note ? ` (${item.note})` : '';
      lines.push(`[${item.checked ? 'x' : ' '}] ${item.name}${quantity}${note}`);
    }
  }
  if (list.notes?.length) {
    lines.push('', 'NOTES');
    for (const note of list.notes) lines.push(`- ${note}`);
  }
  return `${lines.join('\n')}\n`;
}

/** "packing-list-sao-paulo.txt": the destination in lower case, letters and digits only, safe on every file system. */
export function packingFileName(destination: string): string {
  const slug = destination
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const short = Array.from(slug).slice(0, 60).join('').replace(/-+$/, '');
  return `packing-list-${short || 'trip'}.txt`;
}

/** A city the device knows, with what tells it apart: its country and region, and the other names travellers use. */
export type KnownCity = PackingPlace & { country: string; admin?: string | null; aliases?: readonly string[] };

/**
 * A finder over known cities for the destinations travellers type: "Lisbon", "São Paulo", "NYC" or
 * "London, United Kingdom". A qualifier after the comma picks between cities of one name (by
 * country, country code or region); otherwise the first in `cities` wins, so put the popular
 * destinations first. Build it once and ask it often: names are normalised up front.
 */
export function knownCityFinder<T extends KnownCity>(cities: readonly T[]): (destination: string) => T | undefined {
  const byName = new Map<string, T[]>();
  for (const city of cities) {
    for (const key of new Set([city.name, ...(city.aliases ?? [])].map(normaliseName))) {
      if (!key) continue;
      const named = byName.get(key);
      if (named) named.push(city);
      else byName.set(key, [city]);
    }
  }
  return (destination) => {
    const [cityPart = '', ...rest] = destination.split(',');
    const candidates = byName.get(normaliseName(cityPart));
    if (!candidates) return undefined;
    const qualifier = normaliseName(rest.join(' '));
    const qualified = qualifier
      ? candidates.find((city) =>
          [city.country, city.country_code, city.admin ?? ''].some((value) => value && normaliseName(value) === qualifier),
        )
      : undefined;
    return qualified ?? candidates[0];
  };
}

/** The known city a destination names (see knownCityFinder), for a single question. */
export function findKnownCity<T extends KnownCity>(destination: string, cities: readonly T[]): T | undefined {
  return knownCityFinder(cities)(destination);
}
