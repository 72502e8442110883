// IATA metropolitan codes: one code for all the airports of a city that has several ("LON" finds
// flights from Heathrow, Gatwick, Stansted, Luton, City and Southend at once). Flight partners
// search a metro code like an airport code. Keyed by the explorer's slug, with the country to check
// it, so the server's city index and the app's offline city data read the same table.

export type MetroArea = {
  code: string;
  /** The city's slug in the city data ("london-gb"). */
  slug: string;
  countryCode: string;
  name: string;
  /** The commercial airports the code covers, main one first. */
  airports: readonly string[];
};

export const metroAreas: readonly MetroArea[] = [
  { code: 'LON', slug: 'london-gb', countryCode: 'GB', name: 'London', airports: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'] },
  { code: 'PAR', slug: 'paris-fr', countryCode: 'FR', name: 'Paris', airports: ['CDG', 'ORY', 'BVA'] },
  { code: 'NYC', slug: 'new-york-city-us', countryCode: 'US', name: 'New York', airports: ['JFK', 'EWR', 'LGA'] },
  { code: 'TYO', slug: 'tokyo-jp', countryCode: 'JP', name: 'Tokyo', airports: ['HND', 'NRT'] },
  { code: 'OSA', slug: 'osaka-jp', countryCode: 'JP', name: 'Osaka', airports: ['KIX', 'ITM', 'UKB'] },
  { code: 'SPK', slug: 'sapporo-jp', countryCode: 'JP', name: 'Sapporo', airports: ['CTS', 'OKD'] },
  { code: 'MIL', slug: 'milan-it', countryCode: 'IT', name: 'Milan', airports: ['MXP', 'LIN', 'BGY'] },
  { code: 'ROM', slug: 'rome-it', countryCode: 'IT', name: 'Rome', airports: ['FCO', 'CIA'] },
  { code: 'BER', slug: 'berlin-de', countryCode: 'DE', name: 'Berlin', airports: ['BER'] },
  { code: 'STO', slug: 'stockholm-se', countryCode: 'SE', name: 'Stockholm', airports: ['ARN', 'BMA', 'NYO', 'VST'] },
  { code: 'MOW', slug: 'moscow-ru', countryCode: 'RU', name: 'Moscow', airports: ['SVO', 'DME', 'VKO', 'ZIA'] },
  { code: 'REK', slug: 'reykjavik-is', countryCode: 'IS', name: 'Reykjavík', airports: ['KEF', 'RKV'] },
  { code: 'BUH', slug: 'bucharest-ro', countryCode: 'RO', name: 'Bucharest', airports: ['OTP'] },
  { code: 'TCI', slug: 'santa-cruz-de-tenerife-es', countryCode: 'ES', name: 'Tenerife', airports: ['TFS', 'TFN'] },
  { code: 'IST', slug: 'istanbul-tr', countryCode: 'TR', name: 'Istanbul', airports: ['IST', 'SAW'] },
  { code: 'DXB', slug: 'dubai-ae', countryCode: 'AE', name: 'Dubai', airports: ['DXB', 'DWC'] },
  { code: 'SEL', slug: 'seoul-kr', countryCode: 'KR', name: 'Seoul', airports: ['ICN', 'GMP'] },
  { code: 'BJS', slug: 'beijing-cn', countryCode: 'CN', name: 'Beijing', airports: ['PEK', 'PKX'] },
  { code: 'SHA', slug: 'shanghai-cn', countryCode: 'CN', name: 'Shanghai', airports: ['PVG', 'SHA'] },
  { code: 'TPE', slug: 'taipei-tw', countryCode: 'TW', name: 'Taipei', airports: ['TPE', 'TSA'] },
  { code: 'BKK', slug: 'bangkok-th', countryCode: 'TH', name: 'Bangkok', airports: ['BKK', 'DMK'] },
  { code: 'KUL', slug: 'kuala-lumpur-my', countryCode: 'MY', name: 'Kuala Lumpur', airports: ['KUL', 'SZB'] },
  { code: 'JKT', slug: 'jakarta-id', countryCode: 'ID', name: 'Jakarta', airports: ['CGK', 'HLP'] },
  { code: 'CHI', slug: 'chicago-us', countryCode: 'US', name: 'Chicago', airports: ['ORD', 'MDW'] },
  { code: 'WAS', slug: 'washington-us', countryCode: 'US', name: 'Washington', airports: ['IAD', 'DCA', 'BWI'] },
  { code: 'HOU', slug: 'houston-us', countryCode: 'US', name: 'Houston', airports: ['IAH', 'HOU'] },
  { code: 'DFW', slug: 'dallas-us', countryCode: 'US', name: 'Dallas', airports: ['DFW', 'DAL'] },
  { code: 'YTO', slug: 'toronto-ca', countryCode: 'CA', name: 'Toronto', airports: ['YYZ', 'YTZ'] },
  { code: 'YMQ', slug: 'montreal-ca', countryCode: 'CA', name: 'Montréal', airports: ['YUL'] },
  { code: 'MEX', slug: 'mexico-city-mx', countryCode: 'MX', name: 'Mexico City', airports: ['MEX', 'NLU'] },
  { code: 'BUE', slug: 'buenos-aires-ar', countryCode: 'AR', name: 'Buenos Aires', airports: ['EZE', 'AEP'] },
  { code: 'SAO', slug: 'sao-paulo-br', countryCode: 'BR', name: 'São Paulo', airports: ['GRU', 'CGH', 'VCP'] },
  { code: 'RIO', slug: 'rio-de-janeiro-br', countryCode: 'BR', name: 'Rio de Janeiro', airports: ['GIG', 'SDU'] },
  { code: 'BHZ', slug: 'belo-horizonte-br', countryCode: 'BR', name: 'Belo Horizonte', airports: ['CNF'] },
];

const bySlug = new Map(metroAreas.map((area) => [area.slug, area]));
const byCode = new Map(metroAreas.map((area) => [area.code, area]));
const byAirport = new Map(metroAreas.flatMap((area) => area.airports.map((airport) => [airport, area] as const)));

/** The metro area of a city of the data, by its slug (and country, when known). */
export function metroAreaOfCity(slug: string, countryCode?: string): MetroArea | undefined {
  const area = bySlug.get(slug);
  return area && (countryCode === undefined || area.countryCode === countryCode) ? area : undefined;
}

/** The metro area a metro code names ("LON"), in any case. */
export function metroAreaOfCode(code: string): MetroArea | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** The metro area an airport belongs to ("LGW" → London), in any case. */
export function metroAreaOfAirport(iata: string): MetroArea | undefined {
  return byAirport.get(iata.trim().toUpperCase());
}
