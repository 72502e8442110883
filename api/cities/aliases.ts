// The names travellers type that GeoNames does not use for a city: English exonyms, former names,
// short forms. Curated on purpose: indexing all of GeoNames' alternate names adds noise (every
// village called "Paris" in some language). api/cities/build-data.ts fails on an entry that matches no city.

export type CityAlias = {
  /** The city as GeoNames names it, with its country; the most populous match is the one meant. */
  name: string;
  country: string;
  aliases: string[];
  /** The English name shown instead of GeoNames' own ("Genève" → "Geneva"); it is searchable too. */
  display?: string;
};

export const cityAliases: CityAlias[] = [
  { name: 'Genève', country: 'CH', display: 'Geneva', aliases: ['Genf', 'Ginevra', 'Geneve'] },
  { name: 'Zürich', country: 'CH', aliases: ['Zurich', 'Zuerich'] },
  { name: 'Bern', country: 'CH', aliases: ['Berne'] },
  { name: 'Basel', country: 'CH', aliases: ['Bâle', 'Basle'] },
  { name: 'New York City', country: 'US', aliases: ['New York', 'NYC', 'NY', 'Big Apple'] },
  { name: 'Los Angeles', country: 'US', aliases: ['LA'] },
  { name: 'San Francisco', country: 'US', aliases: ['SF', 'Frisco'] },
  { name: 'Las Vegas', country: 'US', aliases: ['Vegas'] },
  { name: 'Washington', country: 'US', aliases: ['Washington DC', 'Washington D.C.', 'DC'] },
  { name: 'Kyiv', country: 'UA', aliases: ['Kiev', 'Kyjiw', 'Kijów'] },
  { name: 'Odesa', country: 'UA', aliases: ['Odessa'] },
  { name: 'Kharkiv', country: 'UA', aliases: ['Kharkov'] },
  { name: 'Lviv', country: 'UA', aliases: ['Lvov', 'Lwów', 'Lemberg'] },
  { name: 'Mumbai', country: 'IN', aliases: ['Bombay'] },
  { name: 'Kolkata', country: 'IN', aliases: ['Calcutta'] },
  { name: 'Chennai', country: 'IN', aliases: ['Madras'] },
  { name: 'Bengaluru', country: 'IN', aliases: ['Bangalore'] },
  { name: 'Munich', country: 'DE', aliases: ['München', 'Muenchen', 'Monaco di Baviera'] },
  { name: 'Köln', country: 'DE', display: 'Cologne', aliases: ['Koeln', 'Koln'] },
  { name: 'Nürnberg', country: 'DE', display: 'Nuremberg', aliases: ['Nuremberg', 'Nurnberg'] },
  { name: 'Frankfurt am Main', country: 'DE', aliases: ['Frankfurt'] },
  { name: 'Lisbon', country: 'PT', aliases: ['Lisboa'] },
  { name: 'Porto', country: 'PT', aliases: ['Oporto'] },
  { name: 'Prague', country: 'CZ', aliases: ['Praha', 'Prag'] },
  { name: 'Vienna', country: 'AT', aliases: ['Wien', 'Vienne'] },
  { name: 'Florence', country: 'IT', aliases: ['Firenze'] },
  { name: 'Naples', country: 'IT', aliases: ['Napoli'] },
  { name: 'Venice', country: 'IT', aliases: ['Venezia', 'Venedig'] },
  { name: 'Rome', country: 'IT', aliases: ['Roma'] },
  { name: 'Milan', country: 'IT', aliases: ['Milano'] },
  { name: 'Turin', country: 'IT', aliases: ['Torino'] },
  { name: 'Genoa', country: 'IT', aliases: ['Genova'] },
  { name: 'Sevilla', country: 'ES', display: 'Seville', aliases: ['Seville'] },
  { name: 'Moscow', country: 'RU', aliases: ['Moskva', 'Moskau'] },
  { name: 'Saint Petersburg', country: 'RU', aliases: ['St Petersburg', 'St. Petersburg', 'Leningrad'] },
  { name: 'Beijing', country: 'CN', aliases: ['Peking'] },
  { name: 'Guangzhou', country: 'CN', aliases: ['Canton'] },
  { name: 'Ho Chi Minh City', country: 'VN', aliases: ['Saigon', 'HCMC'] },
  { name: 'Yangon', country: 'MM', aliases: ['Rangoon'] },
  { name: 'Rio de Janeiro', country: 'BR', aliases: ['Rio'] },
  { name: 'São Paulo', country: 'BR', aliases: ['Sampa'] },
  { name: 'Mexico City', country: 'MX', aliases: ['Ciudad de México', 'CDMX', 'México DF'] },
  { name: 'Copenhagen', country: 'DK', aliases: ['København', 'Kobenhavn'] },
  { name: 'Warsaw', country: 'PL', aliases: ['Warszawa'] },
  { name: 'Kraków', country: 'PL', aliases: ['Cracow'] },
  { name: 'Brussels', country: 'BE', aliases: ['Bruxelles', 'Brussel'] },
  { name: 'Antwerpen', country: 'BE', display: 'Antwerp', aliases: ['Antwerp', 'Anvers'] },
  { name: 'The Hague', country: 'NL', aliases: ['Den Haag', "'s-Gravenhage"] },
  { name: 'Athens', country: 'GR', aliases: ['Athina', 'Athína'] },
  { name: 'Bucharest', country: 'RO', aliases: ['București', 'Bucuresti'] },
  { name: 'Belgrade', country: 'RS', aliases: ['Beograd'] },
  { name: 'Marrakesh', country: 'MA', aliases: ['Marrakech'] },
  { name: 'Almaty', country: 'KZ', aliases: ['Alma-Ata'] },
  { name: 'Kuala Lumpur', country: 'MY', aliases: ['KL'] },
  { name: 'Bangkok', country: 'TH', aliases: ['Krung Thep'] },
  { name: 'Hong Kong', country: 'HK', aliases: ['HK'] },
  { name: 'Québec', country: 'CA', aliases: ['Quebec City'] },
];
