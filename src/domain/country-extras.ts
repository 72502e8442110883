// Country facts no data package carries: driving side, plug types, tipping custom and emergency
// numbers. Ours to keep current (IEC plug types; the number to dial from any phone, with the
// service-specific ones where the general number is not 112 everywhere).

export type CountryExtras = {
  drivingSide: 'left' | 'right';
  /** IEC plug type letters. */
  plugs: string[];
  tipping: string;
  emergency: string;
};

const eu112 = '112';

export const countryExtras: Record<string, CountryExtras> = {
  AE: {
    drivingSide: 'right',
    plugs: ['G', 'C', 'D'],
    tipping: '10–15% in restaurants when no service charge is added; round up taxi fares.',
    emergency: '999 (police), 998 (ambulance), 997 (fire)',
  },
  AR: {
    drivingSide: 'right',
    plugs: ['C', 'I'],
    tipping: 'About 10% in restaurants, left in cash.',
    emergency: '911 (police), 107 (ambulance), 100 (fire)',
  },
  AT: { drivingSide: 'right', plugs: ['C', 'F'], tipping: 'Round up or add 5–10%, said to the server as you pay.', emergency: eu112 },
  AU: {
    drivingSide: 'left',
    plugs: ['I'],
    tipping: 'Not expected; 10% for good service in restaurants is appreciated.',
    emergency: '000 (112 from mobiles)',
  },
  BE: { drivingSide: 'right', plugs: ['C', 'E'], tipping: 'Service is included; rounding up is a kind extra.', emergency: eu112 },
  BR: {
    drivingSide: 'right',
    plugs: ['C', 'N'],
    tipping: 'Restaurants usually add a 10% service charge to the bill.',
    emergency: '190 (police), 192 (ambulance), 193 (fire)',
  },
  CA: { drivingSide: 'right', plugs: ['A', 'B'], tipping: '15–20% in restaurants, 10–15% for taxis.', emergency: '911' },
  CH: {
    drivingSide: 'right',
    plugs: ['C', 'J'],
    tipping: 'Service is included; rounding up is appreciated.',
    emergency: '112 (117 police, 144 ambulance, 118 fire)',
  },
  CN: {
    drivingSide: 'right',
    plugs: ['A', 'C', 'I'],
    tipping: 'Not customary, except with tour guides and in some international hotels.',
    emergency: '110 (police), 120 (ambulance), 119 (fire)',
  },
  CO: {
    drivingSide: 'right',
    plugs: ['A', 'B'],
    tipping: 'Restaurants usually suggest a voluntary 10% service charge on the bill.',
    emergency: '123',
  },
  CZ: { drivingSide: 'right', plugs: ['C', 'E'], tipping: 'Round up or add about 10% in restaurants.', emergency: eu112 },
  DE: {
    drivingSide: 'right',
    plugs: ['C', 'F'],
    tipping: 'Round up or add 5–10%, said to the server as you pay.',
    emergency: '112 (110 police)',
  },
  DK: { drivingSide: 'right', plugs: ['C', 'E', 'F', 'K'], tipping: 'Service is included; tipping is not expected.', emergency: eu112 },
  EG: {
    drivingSide: 'right',
    plugs: ['C', 'F'],
    tipping: 'Expected: 10–15% in restaurants and small notes for porters and guides.',
    emergency: '122 (police), 123 (ambulance), 180 (fire)',
  },
  ES: { drivingSide: 'right', plugs: ['C', 'F'], tipping: 'Not obligatory; round up or leave 5–10% for good service.', emergency: eu112 },
  FI: { drivingSide: 'right', plugs: ['C', 'F'], tipping: 'Service is included; tipping is not expected.', emergency: eu112 },
  FR: {
    drivingSide: 'right',
    plugs: ['C', 'E'],
    tipping: 'Service is included (service compris); a few euros for good service is a kind extra.',
    emergency: '112 (17 police, 15 ambulance, 18 fire)',
  },
  GB: {
    drivingSide: 'left',
    plugs: ['G'],
    tipping: '10–12.5% in restaurants when service is not on the bill; not expected in pubs.',
    emergency: '999 or 112',
  },
  GR: { drivingSide: 'right', plugs: ['C', 'F'], tipping: 'Round up or leave 5–10% in restaurants.', emergency: eu112 },
  HK: {
    drivingSide: 'left',
    plugs: ['G'],
    tipping: 'Restaurants usually add a 10% service charge; round up taxi fares.',
    emergency: '999',
  },
  HR: { drivingSide: 'right', plugs: ['C', 'F'], tipping: 'Round up or leave about 10% in restaurants.', emergency: eu112 },
  HU: { drivingSide: 'right', plugs: ['C', 'F'], tipping: '10–15% in restaurants when no service charge is added.', emergency: eu112 },
  ID: {
    drivingSide: 'left',
    plugs: ['C', 'F'],
    tipping: 'A service charge is often included; rounding up is appreciated.',
    emergency: '112 (110 police, 118 ambulance)',
  },
  IE: { drivingSide: 'left', plugs: ['G'], tipping: '10–15% in restaurants when service is not included.', emergency: '112 or 999' },
  IL: {
    drivingSide: 'right',
    plugs: ['C', 'H', 'M'],
    tipping: '10–15% in restaurants.',
    emergency: '100 (police), 101 (ambulance), 102 (fire)',
  },
  IN: {
    drivingSide: 'left',
    plugs: ['C', 'D', 'M'],
    tipping: 'About 10% in restaurants without a service charge; small tips for porters and drivers.',
    emergency: '112',
  },
  IS: { drivingSide: 'right', plugs: ['C', 'F'], tipping: 'Service is included; tipping is not expected.', emergency: eu112 },
  IT: {
    drivingSide: 'right',
    plugs: ['C', 'F', 'L'],
    tipping: 'A cover charge (coperto) is common; rounding up or a few euros is enough.',
    emergency: eu112,
  },
  JP: {
    drivingSide: 'left',
    plugs: ['A', 'B'],
    tipping: 'Not customary, and it can cause confusion.',
    emergency: '110 (police), 119 (fire and ambulance)',
  },
  KR: { drivingSide: 'right', plugs: ['C', 'F'], tipping: 'Not customary.', emergency: '112 (police), 119 (fire and ambulance)' },
  MA: {
    drivingSide: 'right',
    plugs: ['C', 'E'],
    tipping: 'About 10% in restaurants; small tips for guides and porters.',
    emergency: '19 (police), 15 (fire and ambulance)',
  },
  MX: {
    drivingSide: 'right',
    plugs: ['A', 'B'],
    tipping: '10–15% in restaurants (propina); a few pesos for baggers and fuel attendants.',
    emergency: '911',
  },
  MY: { drivingSide: 'left', plugs: ['G'], tipping: 'Not expected; a 10% service charge is usually on the bill.', emergency: '999' },
  NL: {
    drivingSide: 'right',
    plugs: ['C', 'F'],
    tipping: 'Service is included; round up or leave 5–10% for good service.',
    emergency: eu112,
  },
  NO: {
    drivingSide: 'right',
    plugs: ['C', 'F'],
    tipping: 'Service is included; rounding up is optional.',
    emergency: '112 (police), 113 (ambulance), 110 (fire)',
  },
  NZ: { drivingSide: 'left', plugs: ['I'], tipping: 'Not expected; 10% for great service is appreciated.', emergency: '111' },
  PH: { drivingSide: 'right', plugs: ['A', 'B', 'C'], tipping: 'About 10% where no service charge is added.', emergency: '911' },
  PL: { drivingSide: 'right', plugs: ['C', 'E'], tipping: 'About 10% in restaurants.', emergency: eu112 },
  PT: { drivingSide: 'right', plugs: ['C', 'F'], tipping: 'Optional; 5–10% for good service.', emergency: eu112 },
  QA: { drivingSide: 'right', plugs: ['G'], tipping: 'About 10% when no service charge is added.', emergency: '999' },
  RU: { drivingSide: 'right', plugs: ['C', 'F'], tipping: 'About 10% in restaurants.', emergency: eu112 },
  SE: { drivingSide: 'right', plugs: ['C', 'F'], tipping: 'Service is included; round up for good service.', emergency: eu112 },
  SG: {
    drivingSide: 'left',
    plugs: ['G'],
    tipping: 'Not expected; a 10% service charge is usually on the bill.',
    emergency: '999 (police), 995 (ambulance and fire)',
  },
  TH: {
    drivingSide: 'left',
    plugs: ['A', 'B', 'C', 'F', 'O'],
    tipping: 'Round up or leave 20–100 baht in restaurants; 10% in upscale places without a service charge.',
    emergency: '191 (police), 1669 (ambulance), 1155 (tourist police)',
  },
  TR: { drivingSide: 'right', plugs: ['C', 'F'], tipping: 'About 10% in restaurants; round up taxi fares.', emergency: eu112 },
  TW: {
    drivingSide: 'right',
    plugs: ['A', 'B'],
    tipping: 'Not customary; restaurants often add a 10% service charge.',
    emergency: '110 (police), 119 (fire and ambulance)',
  },
  US: { drivingSide: 'right', plugs: ['A', 'B'], tipping: '15–20% in restaurants and for taxis; $1–2 a drink at bars.', emergency: '911' },
  VN: {
    drivingSide: 'right',
    plugs: ['A', 'C'],
    tipping: 'Not expected; small tips are appreciated in tourist areas.',
    emergency: '113 (police), 115 (ambulance), 114 (fire)',
  },
  ZA: {
    drivingSide: 'left',
    plugs: ['C', 'D', 'M', 'N'],
    tipping: '10–15% in restaurants; a few rand for fuel attendants and car guards.',
    emergency: '10111 (police), 10177 (ambulance), 112 from mobiles',
  },
};
