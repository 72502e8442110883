// Names travellers use for a place the city data holds under another name: short forms ("LA"),
// and islands and regions people fly to, read as their main town ("Bali" is Denpasar's airport).
// Checked before the city data, as "Name, Country" so namesakes elsewhere never win.

/** `capital`: the place looked up is the capital of the one typed (Scotland's is Edinburgh). */
/** `nearby`: the place looked up is only the town nearest to the one typed (a lake, a sight), so its distances are the town's. */
export type PlaceAlias = { lookup: string; shownAs?: string; capital?: true; nearby?: true };

const aliasTable: Record<string, PlaceAlias> = {
  la: { lookup: 'Los Angeles, United States' },
  sf: { lookup: 'San Francisco, United States' },
  dc: { lookup: 'Washington, United States' },
  nyc: { lookup: 'New York City, United States' },
  ny: { lookup: 'New York City, United States' },
  vegas: { lookup: 'Las Vegas, United States' },
  barca: { lookup: 'Barcelona, Spain', shownAs: 'Barcelona' },
  'st pete': { lookup: 'St. Petersburg, United States', shownAs: 'St. Petersburg' },
  rio: { lookup: 'Rio de Janeiro, Brazil' },
  hk: { lookup: 'Hong Kong, Hong Kong' },
  kl: { lookup: 'Kuala Lumpur, Malaysia' },
  bali: { lookup: 'Denpasar, Indonesia', shownAs: 'Bali' },
  phuket: { lookup: 'Phuket, Thailand' },
  santorini: { lookup: 'Fira, Greece', shownAs: 'Santorini' },
  mykonos: { lookup: 'Mykonos, Greece' },
  crete: { lookup: 'Heraklion, Greece', shownAs: 'Crete' },
  mallorca: { lookup: 'Palma, Spain', shownAs: 'Mallorca' },
  majorca: { lookup: 'Palma, Spain', shownAs: 'Mallorca' },
  ibiza: { lookup: 'Ibiza, Spain' },
  tenerife: { lookup: 'Santa Cruz de Tenerife, Spain', shownAs: 'Tenerife' },
  'gran canaria': { lookup: 'Las Palmas de Gran Canaria, Spain', shownAs: 'Gran Canaria' },
  madeira: { lookup: 'Funchal, Portugal', shownAs: 'Madeira' },
  algarve: { lookup: 'Faro, Portugal', shownAs: 'the Algarve' },
  azores: { lookup: 'Ponta Delgada, Portugal', shownAs: 'the Azores' },
  'canary islands': { lookup: 'Las Palmas de Gran Canaria, Spain', shownAs: 'the Canary Islands' },
  canaries: { lookup: 'Las Palmas de Gran Canaria, Spain', shownAs: 'the Canary Islands' },
  tasmania: { lookup: 'Hobart, Australia', shownAs: 'Tasmania' },
  lapland: { lookup: 'Rovaniemi, Finland', shownAs: 'Lapland' },
  corsica: { lookup: 'Ajaccio, France', shownAs: 'Corsica' },
  goa: { lookup: 'Panaji, India', shownAs: 'Goa' },
  rajasthan: { lookup: 'Jaipur, India', shownAs: 'Rajasthan' },
  yucatan: { lookup: 'Mérida, Mexico', shownAs: 'Yucatán' },
  sicily: { lookup: 'Palermo, Italy', shownAs: 'Sicily' },
  sardinia: { lookup: 'Cagliari, Italy', shownAs: 'Sardinia' },
  tuscany: { lookup: 'Florence, Italy', shownAs: 'Tuscany' },
  provence: { lookup: 'Marseille, France', shownAs: 'Provence' },
  maui: { lookup: 'Kahului, United States', shownAs: 'Maui' },
  hawaii: { lookup: 'Honolulu, United States', shownAs: 'Hawaii' },
  // States travellers name for their clock, currency or airports, read as their best-known city (each keeps one zone
  // for nearly all of it: Florida's panhandle and Texas's far west aside).
  california: { lookup: 'Los Angeles, United States', shownAs: 'California' },
  florida: { lookup: 'Miami, United States', shownAs: 'Florida' },
  texas: { lookup: 'Houston, United States', shownAs: 'Texas' },
  nevada: { lookup: 'Las Vegas, United States', shownAs: 'Nevada' },
  arizona: { lookup: 'Phoenix, United States', shownAs: 'Arizona' },
  colorado: { lookup: 'Denver, United States', shownAs: 'Colorado' },
  massachusetts: { lookup: 'Boston, United States', shownAs: 'Massachusetts' },
  illinois: { lookup: 'Chicago, United States', shownAs: 'Illinois' },
  louisiana: { lookup: 'New Orleans, United States', shownAs: 'Louisiana' },
  cancun: { lookup: 'Cancun, Mexico' },
  zanzibar: { lookup: 'Zanzibar, Tanzania' },
  'lake como': { lookup: 'Como, Italy', shownAs: 'Lake Como' },
  'amalfi coast': { lookup: 'Amalfi, Italy', shownAs: 'the Amalfi Coast' },
  'cinque terre': { lookup: 'La Spezia, Italy', shownAs: 'the Cinque Terre' },
  'costa del sol': { lookup: 'Málaga, Spain', shownAs: 'the Costa del Sol' },
  'french riviera': { lookup: 'Nice, France', shownAs: 'the French Riviera' },
  "cote d'azur": { lookup: 'Nice, France', shownAs: "the Côte d'Azur" },
  'scottish highlands': { lookup: 'Inverness, United Kingdom', shownAs: 'the Scottish Highlands' },
  dolomites: { lookup: 'Bolzano, Italy', shownAs: 'the Dolomites' },
  'lake garda': { lookup: 'Verona, Italy', shownAs: 'Lake Garda' },
  puglia: { lookup: 'Bari, Italy', shownAs: 'Puglia' },
  andalusia: { lookup: 'Seville, Spain', shownAs: 'Andalusia' },
  catalonia: { lookup: 'Barcelona, Spain', shownAs: 'Catalonia' },
  bavaria: { lookup: 'Munich, Germany', shownAs: 'Bavaria' },
  bruges: { lookup: 'Brugge, Belgium', shownAs: 'Bruges' },
  // Newcastle upon Tyne, as travellers call it; the data's two cities named just "Newcastle" are in South Africa and Australia.
  newcastle: { lookup: 'Newcastle upon Tyne, United Kingdom', shownAs: 'Newcastle' },
  cotswolds: { lookup: 'Cirencester, United Kingdom', shownAs: 'the Cotswolds' },
  'lake district': { lookup: 'Windermere, United Kingdom', shownAs: 'the Lake District' },
  // Lakes, islands, valleys and sights visitors name that the city data holds no town of (or only a
  // namesake elsewhere: Louise in Texas, Skye near Melbourne, a Cappadocia village in Abruzzo), read
  // as the town they stay in; the answers name that town where they give its airports.
  'lake louise': { lookup: 'Banff, Canada', shownAs: 'Lake Louise', nearby: true },
  'mont saint michel': { lookup: 'Pontorson, France', shownAs: 'Mont-Saint-Michel', nearby: true },
  'le mont saint michel': { lookup: 'Pontorson, France', shownAs: 'Mont-Saint-Michel', nearby: true },
  'isle of skye': { lookup: 'Portree, United Kingdom', shownAs: 'the Isle of Skye', nearby: true },
  'loch ness': { lookup: 'Drumnadrochit, United Kingdom', shownAs: 'Loch Ness', nearby: true },
  'ha long bay': { lookup: 'Ha Long, Vietnam', shownAs: 'Ha Long Bay', nearby: true },
  'halong bay': { lookup: 'Ha Long, Vietnam', shownAs: 'Ha Long Bay', nearby: true },
  uluru: { lookup: 'Yulara, Australia', shownAs: 'Uluru', nearby: true },
  'ayers rock': { lookup: 'Yulara, Australia', shownAs: 'Uluru', nearby: true },
  'milford sound': { lookup: 'Te Anau, New Zealand', shownAs: 'Milford Sound', nearby: true },
  yosemite: { lookup: 'Yosemite Valley, United States', shownAs: 'Yosemite', nearby: true },
  'napa valley': { lookup: 'Napa, United States', shownAs: 'Napa Valley', nearby: true },
  'lake tahoe': { lookup: 'South Lake Tahoe, United States', shownAs: 'Lake Tahoe', nearby: true },
  cappadocia: { lookup: 'Göreme, Türkiye', shownAs: 'Cappadocia', nearby: true },
  'giants causeway': { lookup: 'Bushmills, United Kingdom', shownAs: "the Giant's Causeway", nearby: true },
  // Cities and countries by the nicknames known the world over ("time in the eternal city", "plugs in the land of the
  // rising sun"); the city data holds "Big Apple" already. Only names no town of the data is called.
  'eternal city': { lookup: 'Rome, Italy', shownAs: 'Rome' },
  'windy city': { lookup: 'Chicago, United States', shownAs: 'Chicago' },
  'city of light': { lookup: 'Paris, France', shownAs: 'Paris' },
  'city of lights': { lookup: 'Paris, France', shownAs: 'Paris' },
  'city of angels': { lookup: 'Los Angeles, United States', shownAs: 'Los Angeles' },
  'big easy': { lookup: 'New Orleans, United States', shownAs: 'New Orleans' },
  'sin city': { lookup: 'Las Vegas, United States', shownAs: 'Las Vegas' },
  'motor city': { lookup: 'Detroit, United States', shownAs: 'Detroit' },
  'mile high city': { lookup: 'Denver, United States', shownAs: 'Denver' },
  'big smoke': { lookup: 'London, United Kingdom', shownAs: 'London' },
  'lion city': { lookup: 'Singapore, Singapore', shownAs: 'Singapore' },
  'city that never sleeps': { lookup: 'New York City, United States', shownAs: 'New York City' },
  'floating city': { lookup: 'Venice, Italy', shownAs: 'Venice' },
  'city of a hundred spires': { lookup: 'Prague, Czechia', shownAs: 'Prague' },
  'red city': { lookup: 'Marrakesh, Morocco', shownAs: 'Marrakesh' },
  'pink city': { lookup: 'Jaipur, India', shownAs: 'Jaipur' },
  'land of the rising sun': { lookup: 'Japan' },
  'land of smiles': { lookup: 'Thailand' },
  'land of the long white cloud': { lookup: 'New Zealand' },
  'emerald isle': { lookup: 'Ireland' },
  'down under': { lookup: 'Australia' },
  // Countries by their people's nicknames ("which side do aussies drive on").
  aussie: { lookup: 'Australia' },
  aussies: { lookup: 'Australia' },
  // ("heading to oz next month"): Australia by its nickname.
  oz: { lookup: 'Australia' },
  kiwis: { lookup: 'New Zealand' },
  brits: { lookup: 'United Kingdom' },
  yanks: { lookup: 'United States' },
  americans: { lookup: 'United States' },
  // Countries by the short names travellers type: resolved as the country (its capital stands for it).
  uk: { lookup: 'United Kingdom' },
  gb: { lookup: 'United Kingdom' },
  britain: { lookup: 'United Kingdom' },
  'great britain': { lookup: 'United Kingdom' },
  // England, Scotland, Wales and Northern Ireland share the United Kingdom's facts (currency, plugs,
  // driving side, emergency number); the city data only holds villages of those names elsewhere. The
  // three smaller nations are read as their capitals, so a hotel or flight goes there, not to London.
  england: { lookup: 'United Kingdom' },
  scotland: { lookup: 'Edinburgh, United Kingdom', shownAs: 'Scotland', capital: true },
  wales: { lookup: 'Cardiff, United Kingdom', shownAs: 'Wales', capital: true },
  'northern ireland': { lookup: 'Belfast, United Kingdom', shownAs: 'Northern Ireland', capital: true },
  us: { lookup: 'United States' },
  usa: { lookup: 'United States' },
  america: { lookup: 'United States' },
  'the states': { lookup: 'United States' },
  uae: { lookup: 'United Arab Emirates' },
  holland: { lookup: 'Netherlands' },
  'czech republic': { lookup: 'Czechia' },
  // A country's long name said by its first half.
  bosnia: { lookup: 'Bosnia and Herzegovina' },
  'bosnia herzegovina': { lookup: 'Bosnia and Herzegovina' },
  turkey: { lookup: 'Türkiye' },
  korea: { lookup: 'South Korea' },
  nz: { lookup: 'New Zealand' },
  'the netherlands': { lookup: 'Netherlands' },
  tokio: { lookup: 'Tokyo, Japan', shownAs: 'Tokyo' },
  ...landmarkAliases(),
};

/**
 * Famous sights travellers name instead of their city ("hotels near the Colosseum", "a tour of the
 * Alhambra"): read as the city they are in, so a namesake town elsewhere never wins. The sight stays
 * in the message, so a tour or ticket search still looks for it. Our own list: the sights of the city
 * guides (api/cities/city-guides.ts) and other landmarks known the world over.
 */
function landmarkAliases(): Record<string, PlaceAlias> {
  const byCity: Record<string, string[]> = {
    'Windsor, United Kingdom': ['windsor castle'],
    'Salisbury, United Kingdom': ['stonehenge'],
    'Füssen, Germany': ['neuschwanstein', 'neuschwanstein castle'],
    'Zermatt, Switzerland': ['matterhorn', 'the matterhorn'],
    'Rome, Italy': [
      'colosseum',
      'coliseum',
      'trevi fountain',
      'spanish steps',
      'roman forum',
      'sistine chapel',
      'vatican',
      'vatican museums',
      'st peters basilica',
      'tiber',
      'trastevere',
    ],
    'Paris, France': ['eiffel tower', 'louvre', 'notre dame', 'arc de triomphe', 'sacre coeur', 'musee d orsay', 'seine', 'montmartre'],
    'Barcelona, Spain': ['sagrada familia', 'park guell', 'la rambla', 'las ramblas', 'casa batllo'],
    'Granada, Spain': ['alhambra'],
    'London, United Kingdom': [
      'big ben',
      'tower of london',
      'tower bridge',
      'buckingham palace',
      'london eye',
      'british museum',
      'thames',
      'westminster abbey',
    ],
    'New York City, United States': ['times square', 'statue of liberty', 'central park', 'empire state building', 'brooklyn bridge'],
    'San Francisco, United States': ['golden gate bridge', 'alcatraz'],
    'Athens, Greece': ['acropolis', 'parthenon'],
    'Amsterdam, Netherlands': ['rijksmuseum', 'van gogh museum', 'anne frank house'],
    'Berlin, Germany': ['brandenburg gate', 'reichstag', 'checkpoint charlie'],
    'Prague, Czechia': ['charles bridge', 'prague castle'],
    'Istanbul, Türkiye': ['hagia sophia', 'blue mosque', 'grand bazaar'],
    'Florence, Italy': ['uffizi', 'ponte vecchio'],
    'Venice, Italy': ['grand canal', 'rialto', 'st marks square', 'doge s palace'],
    'Singapore, Singapore': ['marina bay sands', 'gardens by the bay', 'sentosa'],
    'Tokyo, Japan': ['shibuya crossing', 'senso-ji', 'sensoji'],
    'Kyoto, Japan': ['fushimi inari'],
    'Rio de Janeiro, Brazil': ['christ the redeemer', 'copacabana', 'sugarloaf'],
    'Cape Town, South Africa': ['table mountain'],
    'Dubai, United Arab Emirates': ['burj khalifa', 'palm jumeirah'],
    'Agra, India': ['taj mahal'],
    'Siem Reap, Cambodia': ['angkor wat', 'angkor'],
    'Cusco, Peru': ['machu picchu'],
    'Beijing, China': ['forbidden city', 'great wall'],
    'Moscow, Russia': ['red square', 'kremlin'],
    'Sydney, Australia': ['bondi beach', 'harbour bridge'],
  };
  const table: Record<string, PlaceAlias> = {};
  for (const [lookup, sights] of Object.entries(byCity)) for (const sight of sights) table[sight] = { lookup };
  return table;
}

const aliases: ReadonlyMap<string, PlaceAlias> = new Map(Object.entries(aliasTable));

/** Every place an alias is looked up as ("La Spezia, Italy" for the Cinque Terre): the device must hold them offline. */
export const placeAliasLookups = (): string[] => [...new Set([...aliases.values()].map((alias) => alias.lookup))];

/** The alias for what was typed (lower case), if there is one; never a property of Object.prototype. */
export function placeAliasOf(lowerText: string): PlaceAlias | undefined {
  // ("Mont-St-Michel", "giant's causeway": hyphens, apostrophes and "St" typed as travellers do.)
  return (
    aliases.get(lowerText) ??
    aliases.get(lowerText.replace(/[-']+/g, (mark) => (mark.includes('-') ? ' ' : '')).replace(/\bst\b\.?/g, 'saint'))
  );
}

/** First parts of hyphenated names that name many places ("Saint-Denis", "Villa-…"): never read alone as one of them. */
const commonHyphenHeads = new Set(
  'saint sainte sankt santa santo sao port porto mont monte villa ville castel castle bad new old nova novo novi north south east west upper lower grand petit'.split(
    ' ',
  ),
);

/** May a town be found by the first part of its hyphenated name ("chamonix" for Chamonix-Mont-Blanc)? */
export function isHyphenHead(normalisedName: string): boolean {
  return /^[a-z]{5,}$/.test(normalisedName) && !commonHyphenHeads.has(normalisedName);
}
