// Astra's evaluation set (issue 20), development part: tune on this one. Written as travellers ask, without looking at the
// engine's patterns; expected facts were computed once from the app's data (country facts and
// countryExtras, city details and airports, the packing rules, the built-in rate table) and from Intl
// for times, then the whole set was split by a seeded shuffle within each kind (seed 202027,
// 36% held out). See docs/decisions/018-astra-evaluation.md. The comment above a case says where
// its expected facts come from. Scored by ./score.ts; the traveller's trips are in ./fixtures.ts.
import { devSetSecond } from './dev-set-2';
import { devSetThird } from './dev-set-3';
import { devSetFourth } from './dev-set-4';
import { devSetFifth } from './dev-set-5';
import { devSetSixth } from './dev-set-6';
import { devSetSeventh } from './dev-set-7';
import { devSetEighth } from './dev-set-8';
import { devSetNinth } from './dev-set-9';
import { devSetTenth } from './dev-set-10';
import { devSetEleventh } from './dev-set-11';
import { devSetTwelfth } from './dev-set-12';
import { devSetThirteenth } from './dev-set-13';
import { devSetFourteenth } from './dev-set-14';
import { devSetFifteenth } from './dev-set-15';
import { devSetSixteenth } from './dev-set-16';
import { devSetSeventeenth } from './dev-set-17';
import { devSetEighteenth } from './dev-set-18';
import { devSetNineteenth } from './dev-set-19';
import { devSetTwentieth } from './dev-set-20';
import { devSetTwentyFirst } from './dev-set-21';
import { devSetTwentySecond } from './dev-set-22';
import { devSetTwentyThird } from './dev-set-23';
import { devSetTwentyFourth } from './dev-set-24';
import type { EvalCase } from './score';

/** The first batch, written with the held-out part before the split. */
export const devSetFirst: EvalCase[] = [
  // flights
  {
    id: 'book-001',
    kind: 'booking',
    text: 'cheap flights berlin to barcelona next friday',
    expect: { links: [{ partner: 'flights', from: ['BER', 'Berlin'], to: ['BCN', 'Barcelona'] }] },
  },
  // hotels
  {
    id: 'book-002',
    kind: 'booking',
    text: 'Find me a hotel in Lisbon for 3 nights from June 10',
    expect: { links: [{ partner: 'hotels', to: ['Lisbon', 'Lisboa'] }] },
  },
  // cars
  {
    id: 'book-003',
    kind: 'booking',
    text: 'i need a rental car in reykjavik',
    expect: { links: [{ partner: 'cars', to: ['Reykjavik', 'Reykjavík', 'KEF', 'RKV'] }] },
  },
  // built-in rate table: 20000 JPY = 111.79 EUR
  {
    id: 'book-006',
    kind: 'booking',
    text: '20000 yen in euros please',
    expect: { says: [/(?<![\d.,])(?:111[.,]79|112(?![.,]\d))/], money: true },
  },
  // built-in rate table: 250 USD = 8115 THB
  {
    id: 'book-007',
    kind: 'booking',
    text: 'whats 250 usd in thai baht',
    expect: { says: [/(?<![\d.,])(?:8[,.\s\u202f]?115[.,]00|8[,.\s\u202f]?115(?![.,]\d))/], money: true },
  },
  // tours
  {
    id: 'book-008',
    kind: 'booking',
    text: 'things to do in Prague - any tours?',
    expect: { links: [{ partner: 'tours', to: ['Prague', 'Praha'] }] },
  },
  // transfers
  {
    id: 'book-009',
    kind: 'booking',
    text: 'airport transfer from the airport to my hotel in Bangkok',
    expect: { links: [{ partner: 'transfers', to: ['Bangkok', 'BKK', 'DMK'] }] },
  },
  // esim
  { id: 'book-010', kind: 'booking', text: 'esim for japan', expect: { links: ['esim'] } },
  // tickets
  { id: 'book-012', kind: 'booking', text: 'tickets for the louvre', expect: { links: ['tickets'] } },
  // flights
  {
    id: 'book-013',
    kind: 'booking',
    text: 'flights from london to new york on the 12th of may for 2 adults',
    expect: { links: [{ partner: 'flights', from: ['LON', 'LHR', 'London', 'LGW'], to: ['NYC', 'JFK', 'EWR', 'New York'] }] },
  },
  // hotels
  { id: 'book-014', kind: 'booking', text: 'hotel in tokyo', expect: { links: [{ partner: 'hotels', to: ['Tokyo'] }] } },
  // flights
  {
    id: 'book-015',
    kind: 'booking',
    text: 'i wanna fly to rome',
    expect: { links: [{ partner: 'flights', to: ['Rome', 'ROM', 'FCO', 'CIA'] }] },
  },
  // transfers
  {
    id: 'book-017',
    kind: 'booking',
    text: 'taxi from the airport in Athens',
    expect: { links: [{ partner: 'transfers', to: ['Athens', 'ATH'] }] },
  },
  // tours
  { id: 'book-020', kind: 'booking', text: 'walking tour in edinburgh', expect: { links: [{ partner: 'tours', to: ['Edinburgh'] }] } },
  // built-in rate table: 1000 INR = 8.55 GBP
  {
    id: 'book-021',
    kind: 'booking',
    text: 'how much is 1000 indian rupees in pounds',
    expect: { says: [/(?<![\d.,])(?:8[.,]55|9(?![.,]\d))/], money: true },
  },
  // hotels
  {
    id: 'book-024',
    kind: 'booking',
    text: 'need a hotel in Singapore near Marina Bay for 2 nights',
    expect: { links: [{ partner: 'hotels', to: ['Singapore', 'Marina Bay'] }] },
  },
  // flights
  {
    id: 'book-027',
    kind: 'booking',
    text: 'flights madrid to mexico city in october',
    expect: { links: [{ partner: 'flights', from: ['MAD', 'Madrid'], to: ['MEX', 'Mexico City'] }] },
  },
  // byIata(LHR): London Heathrow Airport → London
  { id: 'code-001', kind: 'airport_code', text: 'what city is LHR', expect: { says: [/London/i] } },
  // byIata(BKK): Suvarnabhumi Airport → Bangkok
  { id: 'code-002', kind: 'airport_code', text: 'where is airport code BKK', expect: { says: [/Bangkok/i] } },
  // byIata(NRT): Narita International Airport → Tokyo
  { id: 'code-003', kind: 'airport_code', text: 'Which city has the airport code NRT?', expect: { says: [/Tokyo/i] } },
  // byIata(DXB): Dubai International Airport → Dubai
  { id: 'code-005', kind: 'airport_code', text: 'what airport is DXB', expect: { says: [/Dubai/i] } },
  // byIata(MXP): Malpensa International Airport → Milan
  { id: 'code-007', kind: 'airport_code', text: 'MXP?? which city is that', expect: { says: [/Milan/i] } },
  // byIata(CPT): Cape Town International Airport → Cape Town
  { id: 'code-008', kind: 'airport_code', text: 'airport code CPT - where is it', expect: { says: [/Cape Town/i] } },
  // byIata(KEF): Keflavik International Airport → Keflavík
  { id: 'code-009', kind: 'airport_code', text: 'where is KEF', expect: { says: [/Keflavík|Keflavik|Reykjavik|Reykjavík/i] } },
  // byIata(YYZ): Lester B. Pearson International Airport → Toronto
  { id: 'code-010', kind: 'airport_code', text: 'What city is the airport YYZ in?', expect: { says: [/Toronto/i] } },
  // byIata(HKG): Hong Kong International Airport → Hong Kong
  { id: 'code-013', kind: 'airport_code', text: 'i see HKG on my ticket, what city is that', expect: { says: [/Hong Kong/i] } },
  // byIata(SVQ): Sevilla Airport → Seville
  { id: 'code-015', kind: 'airport_code', text: 'what is the city for airport code SVQ', expect: { says: [/Seville/i] } },
  // byIata(CDG): Charles de Gaulle International Airport → Paris
  { id: 'code-017', kind: 'airport_code', text: 'wat city is CDG', expect: { says: [/Paris/i] } },
  // 18:0 in America/New_York on 2027-03-24 = 2027-03-24T22:00:00.000Z = 22:0 in Europe/London (Intl)
  {
    id: 'conv-002',
    kind: 'time_convert',
    text: 'If it is 6pm in New York what time is it in London?',
    expect: { says: [/\b(?:0?22|10)[:.]00\b|\b10\s?(?:pm|p\.m\.)/i] },
  },
  // 15:0 in Europe/Berlin on 2027-03-24 = 2027-03-24T14:00:00.000Z = 18:0 in Asia/Dubai (Intl)
  {
    id: 'conv-005',
    kind: 'time_convert',
    text: 'What time will it be in Dubai when it is 3 pm here?',
    expect: { says: [/\b(?:0?18|6)[:.]00\b|\b6\s?(?:pm|p\.m\.)/i] },
  },
  // 10:30 in America/New_York on 2027-03-24 = 2027-03-24T14:30:00.000Z = 15:30 in Europe/Berlin (Intl)
  {
    id: 'conv-006',
    kind: 'time_convert',
    text: 'my meeting is at 10:30 in new york, what time is that for me',
    expect: { says: [/\b(?:0?15|3)[:.]30\b/i] },
  },
  // 20:0 in Asia/Tokyo on 2027-03-24 = 2027-03-24T11:00:00.000Z = 12:0 in Europe/Berlin (Intl)
  {
    id: 'conv-007',
    kind: 'time_convert',
    text: 'convert 8pm tokyo time to berlin time',
    expect: { says: [/\b0?12[:.]00\b|\b12\s?(?:pm|p\.m\.)|\bnoon\b/i] },
  },
  // 17:0 in Europe/Paris on 2027-04-02 = 2027-04-02T15:00:00.000Z = 11:0 in America/New_York (Intl)
  {
    id: 'conv-009',
    kind: 'time_convert',
    text: '5pm in Paris is what time in New York on April 2?',
    expect: { says: [/\b0?11[:.]00\b|\b11\s?(?:am|a\.m\.)/i] },
  },
  // 14:0 in Europe/Madrid on 2027-03-24 = 2027-03-24T13:00:00.000Z = 20:0 in Asia/Bangkok (Intl)
  {
    id: 'conv-010',
    kind: 'time_convert',
    text: 'what time in bangkok when its 14:00 in madrid',
    expect: { says: [/\b(?:0?20|8)[:.]00\b|\b8\s?(?:pm|p\.m\.)/i] },
  },
  // 11:0 in America/Los_Angeles on 2027-03-24 = 2027-03-24T18:00:00.000Z = 18:0 in Europe/London (Intl)
  {
    id: 'conv-011',
    kind: 'time_convert',
    text: '11am in Los Angeles = ? in London',
    expect: { says: [/\b(?:0?18|6)[:.]00\b|\b6\s?(?:pm|p\.m\.)/i] },
  },
  // 8:0 in America/Sao_Paulo on 2027-03-24 = 2027-03-24T11:00:00.000Z = 11:0 in Europe/Lisbon (Intl)
  {
    id: 'conv-012',
    kind: 'time_convert',
    text: 'When it is 8:00 in Rio, what time is it in Lisbon?',
    expect: { says: [/\b0?11[:.]00\b|\b11\s?(?:am|a\.m\.)/i] },
  },
  // 16:0 in Australia/Sydney on 2027-03-24 = 2027-03-24T05:00:00.000Z = 6:0 in Europe/Berlin (Intl)
  {
    id: 'conv-013',
    kind: 'time_convert',
    text: 'a call at 4 pm Sydney time - what time is that in Berlin',
    expect: { says: [/\b0?6[:.]00\b|\b6\s?(?:am|a\.m\.)/i] },
  },
  // Europe/London 0 min, America/New_York -240 min on 2027-03-24 (Intl)
  {
    id: 'diff-001',
    kind: 'time_difference',
    text: 'what is the time difference between london and new york',
    expect: {
      says: [
        /\b(?:4|four)\s?(?:hours?|hrs?|h)\b/i,
        /(?:London)[^.\n]{0,60}\bahead|(?:New York City|New York)[^.\n]{0,60}\bbehind|ahead of (?:New York City|New York)|behind (?:London)|(?:London)[^.\n]{0,40}\blater|(?:New York City|New York)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Europe/London 60 min, America/New_York -240 min on 2027-04-05 (Intl)
  {
    id: 'diff-002',
    kind: 'time_difference',
    text: 'time difference between London and New York on April 5th',
    expect: {
      says: [
        /\b(?:5|five)\s?(?:hours?|hrs?|h)\b/i,
        /(?:London)[^.\n]{0,60}\bahead|(?:New York City|New York)[^.\n]{0,60}\bbehind|ahead of (?:New York City|New York)|behind (?:London)|(?:London)[^.\n]{0,40}\blater|(?:New York City|New York)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Asia/Tokyo 540 min, Europe/Paris 120 min on 2027-05-15 (Intl)
  {
    id: 'diff-004',
    kind: 'time_difference',
    text: 'time difference paris tokyo in may',
    expect: {
      says: [
        /\b(?:7|seven)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Tokyo)[^.\n]{0,60}\bahead|(?:Paris)[^.\n]{0,60}\bbehind|ahead of (?:Paris)|behind (?:Tokyo)|(?:Tokyo)[^.\n]{0,40}\blater|(?:Paris)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Australia/Sydney 600 min, Europe/London 60 min on 2027-04-10 (Intl)
  {
    id: 'diff-006',
    kind: 'time_difference',
    text: 'Sydney vs London time difference on 10 April 2027',
    expect: {
      says: [
        /\b(?:9|nine)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Sydney)[^.\n]{0,60}\bahead|(?:London)[^.\n]{0,60}\bbehind|ahead of (?:London)|behind (?:Sydney)|(?:Sydney)[^.\n]{0,40}\blater|(?:London)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Europe/Berlin 60 min, America/Los_Angeles -420 min on 2027-03-24 (Intl)
  {
    id: 'diff-007',
    kind: 'time_difference',
    text: 'how far behind is los angeles from berlin',
    expect: {
      says: [
        /\b(?:8|eight)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Berlin)[^.\n]{0,60}\bahead|(?:Los Angeles)[^.\n]{0,60}\bbehind|ahead of (?:Los Angeles)|behind (?:Berlin)|(?:Berlin)[^.\n]{0,40}\blater|(?:Los Angeles)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Asia/Kolkata 330 min, Europe/London 0 min on 2027-03-24 (Intl)
  {
    id: 'diff-009',
    kind: 'time_difference',
    text: 'How many hours difference is there between Delhi and London?',
    expect: {
      says: [
        /\b5(?:\.5|½|,5)\s?(?:hours?|hrs?|h)\b|\b5\s?(?:hours?|hrs?|h)(?: and)?\s?30\s?(?:minutes?|mins?|m)\b|\b5[:.]30\b|\b5h\s?30/i,
        /(?:Delhi)[^.\n]{0,60}\bahead|(?:London)[^.\n]{0,60}\bbehind|ahead of (?:London)|behind (?:Delhi)|(?:Delhi)[^.\n]{0,40}\blater|(?:London)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Asia/Singapore 480 min, Asia/Dubai 240 min on 2027-03-24 (Intl)
  {
    id: 'diff-010',
    kind: 'time_difference',
    text: 'Is Singapore ahead of Dubai? by how much',
    expect: {
      says: [
        /\b(?:4|four)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Singapore)[^.\n]{0,60}\bahead|(?:Dubai)[^.\n]{0,60}\bbehind|ahead of (?:Dubai)|behind (?:Singapore)|(?:Singapore)[^.\n]{0,40}\blater|(?:Dubai)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Europe/Madrid 60 min, Europe/Lisbon 0 min on 2027-03-24 (Intl)
  {
    id: 'diff-011',
    kind: 'time_difference',
    text: 'what is the time difference between madrid and lisbon',
    expect: {
      says: [
        /\b(?:1|one)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Madrid)[^.\n]{0,60}\bahead|(?:Lisbon)[^.\n]{0,60}\bbehind|ahead of (?:Lisbon)|behind (?:Madrid)|(?:Madrid)[^.\n]{0,40}\blater|(?:Lisbon)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Europe/Berlin 60 min, America/New_York -240 min on 2027-03-24 (Intl)
  {
    id: 'diff-014',
    kind: 'time_difference',
    text: 'how many hours behind me is New York?',
    expect: {
      says: [
        /\b(?:5|five)\s?(?:hours?|hrs?|h)\b/i,
        /(?:you|your|here|Berlin)[^.\n]{0,60}\bahead|(?:New York City|New York)[^.\n]{0,60}\bbehind|ahead of (?:New York City|New York)|behind (?:you|your|here|Berlin)|(?:you|your|here|Berlin)[^.\n]{0,40}\blater|(?:New York City|New York)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Asia/Bangkok 420 min, Europe/Berlin 60 min on 2027-03-24 (Intl)
  {
    id: 'diff-015',
    kind: 'time_difference',
    text: 'whats the time difference to bangkok from here',
    expect: {
      says: [
        /\b(?:6|six)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Bangkok)[^.\n]{0,60}\bahead|(?:you|your|here|Berlin)[^.\n]{0,60}\bbehind|ahead of (?:you|your|here|Berlin)|behind (?:Bangkok)|(?:Bangkok)[^.\n]{0,40}\blater|(?:you|your|here|Berlin)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Pacific/Auckland 720 min, Europe/London 60 min on 2027-06-01 (Intl)
  {
    id: 'diff-018',
    kind: 'time_difference',
    text: 'how many hours between auckland and london on the 1st of june',
    expect: {
      says: [
        /\b(?:11|eleven)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Auckland)[^.\n]{0,60}\bahead|(?:London)[^.\n]{0,60}\bbehind|ahead of (?:London)|behind (?:Auckland)|(?:Auckland)[^.\n]{0,40}\blater|(?:London)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Europe/Rome 120 min, America/New_York -240 min on 2027-03-30 (Intl)
  {
    id: 'diff-019',
    kind: 'time_difference',
    text: 'time gap between rome and new york next week on tuesday',
    expect: {
      says: [
        /\b(?:6|six)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Rome)[^.\n]{0,60}\bahead|(?:New York City|New York)[^.\n]{0,60}\bbehind|ahead of (?:New York City|New York)|behind (?:Rome)|(?:Rome)[^.\n]{0,40}\blater|(?:New York City|New York)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // America/Toronto -240 min, America/Vancouver -420 min on 2027-03-24 (Intl)
  {
    id: 'diff-021',
    kind: 'time_difference',
    text: 'difference in hours between toronto and vancouver',
    expect: {
      says: [
        /\b(?:3|three)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Toronto)[^.\n]{0,60}\bahead|(?:Vancouver)[^.\n]{0,60}\bbehind|ahead of (?:Vancouver)|behind (?:Toronto)|(?:Toronto)[^.\n]{0,40}\blater|(?:Vancouver)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Europe/Lisbon 0 min, America/Sao_Paulo -180 min on 2027-03-24 (Intl)
  {
    id: 'diff-022',
    kind: 'time_difference',
    text: 'Sao Paulo vs Lisbon, how many hours apart are they?',
    expect: {
      says: [
        /\b(?:3|three)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Lisbon)[^.\n]{0,60}\bahead|(?:São Paulo|Sao Paulo)[^.\n]{0,60}\bbehind|ahead of (?:São Paulo|Sao Paulo)|behind (?:Lisbon)|(?:Lisbon)[^.\n]{0,40}\blater|(?:São Paulo|Sao Paulo)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Asia/Seoul 540 min, Europe/Berlin 120 min on 2027-04-02 (Intl)
  {
    id: 'diff-023',
    kind: 'time_difference',
    text: 'how much ahead is Seoul compared to Berlin on 2 April',
    expect: {
      says: [
        /\b(?:7|seven)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Seoul)[^.\n]{0,60}\bahead|(?:Berlin)[^.\n]{0,60}\bbehind|ahead of (?:Berlin)|behind (?:Seoul)|(?:Seoul)[^.\n]{0,40}\blater|(?:Berlin)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // Asia/Kolkata 330 min, Europe/London 0 min on 2027-03-24 (Intl)
  {
    id: 'diff-025',
    kind: 'time_difference',
    text: 'If I fly to Mumbai, how many hours ahead of London is it',
    expect: {
      says: [
        /\b5(?:\.5|½|,5)\s?(?:hours?|hrs?|h)\b|\b5\s?(?:hours?|hrs?|h)(?: and)?\s?30\s?(?:minutes?|mins?|m)\b|\b5[:.]30\b|\b5h\s?30/i,
        /(?:Mumbai)[^.\n]{0,60}\bahead|(?:London)[^.\n]{0,60}\bbehind|ahead of (?:London)|behind (?:Mumbai)|(?:Mumbai)[^.\n]{0,40}\blater|(?:London)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // country facts languages (JP): Japanese
  { id: 'fact-001', kind: 'country_fact', text: 'what language do they speak in japan', expect: { says: ['Japanese'] } },
  // country facts languages (CH): German, French, Italian
  {
    id: 'fact-002',
    kind: 'country_fact',
    text: 'What languages are spoken in Switzerland?',
    expect: { says: ['German', 'French', 'Italian'] },
  },
  // country facts languages (ES): Spanish, Basque, Catalan, Galician, Occitan
  { id: 'fact-003', kind: 'country_fact', text: 'which language do ppl speak in barcelona', expect: { says: ['Spanish'] } },
  // country facts languages (BE): Dutch, French, German
  { id: 'fact-005', kind: 'country_fact', text: 'languages in belgium', expect: { says: ['Dutch', 'French', 'German'] } },
  // country facts languages (CA): English, French
  { id: 'fact-007', kind: 'country_fact', text: 'what do they speak in montreal', expect: { says: ['English', 'French'] } },
  // country facts languages (ZA): Afrikaans, English, South Ndebele, Southern Sotho, Swati, Tswana, Tsonga, Venda, Xhosa, Zulu
  { id: 'fact-008', kind: 'country_fact', text: 'what languages do they speak in south africa', expect: { says: ['Afrikaans'] } },
  // country facts languages (VN): Vietnamese
  { id: 'fact-009', kind: 'country_fact', text: 'main language in Hanoi?', expect: { says: ['Vietnamese'] } },
  // country facts currency (JP): Japanese Yen (JPY)
  { id: 'fact-010', kind: 'country_fact', text: 'What currency does Japan use?', expect: { says: [/Japanese Yen|\bJPY\b|\bYens?\b/i] } },
  // country facts currency (TH): Thai Baht (THB)
  { id: 'fact-011', kind: 'country_fact', text: 'currency in thailand', expect: { says: [/Thai Baht|\bTHB\b|\bBahts?\b/i] } },
  // country facts currency (CH): Swiss Franc (CHF)
  { id: 'fact-014', kind: 'country_fact', text: 'whats the currency of switzerland', expect: { says: [/Swiss Franc|\bCHF\b/i] } },
  // country facts currency (IS): Icelandic Króna (ISK)
  {
    id: 'fact-016',
    kind: 'country_fact',
    text: 'what currency is used in reykjavik',
    expect: { says: [/Icelandic Króna|Icelandic Krona|\bISK\b/i] },
  },
  // country facts currency (TR): Turkish Lira (TRY)
  { id: 'fact-018', kind: 'country_fact', text: 'what currancy in turkey', expect: { says: [/Turkish Lira|\bTRY\b|\bLiras?\b/i] } },
  // country facts currency (KR): South Korean Won (KRW)
  {
    id: 'fact-019',
    kind: 'country_fact',
    text: 'Money in South Korea - what do they use?',
    expect: { says: [/South Korean Won|\bKRW\b|\bWons?\b/i] },
  },
  // countryExtras.GB.plugs: G
  {
    id: 'fact-020',
    kind: 'country_fact',
    text: 'what plug type does the UK use',
    expect: { says: [/(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bG\b/] },
  },
  // countryExtras.IT.plugs: C, F, L
  {
    id: 'fact-021',
    kind: 'country_fact',
    text: 'Which plugs do they use in Italy?',
    expect: {
      says: [
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bC\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bF\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bL\b/,
      ],
    },
  },
  // countryExtras.JP.plugs: A, B
  {
    id: 'fact-022',
    kind: 'country_fact',
    text: 'do i need an adapter for japan? what sockets do they have',
    expect: {
      says: [
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bA\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bB\b/,
      ],
    },
  },
  // countryExtras.AU.plugs: I
  {
    id: 'fact-023',
    kind: 'country_fact',
    text: 'plug type australia',
    expect: { says: [/(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bI\b/] },
  },
  // countryExtras.CH.plugs: C, J
  {
    id: 'fact-024',
    kind: 'country_fact',
    text: 'What kind of power outlets are in Zurich?',
    expect: {
      says: [
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bC\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bJ\b/,
      ],
    },
  },
  // countryExtras.US.plugs: A, B
  {
    id: 'fact-025',
    kind: 'country_fact',
    text: 'what plugs in new york',
    expect: {
      says: [
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bA\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bB\b/,
      ],
    },
  },
  // countryExtras.TH.plugs: A, B, C, F, O
  {
    id: 'fact-027',
    kind: 'country_fact',
    text: 'socket type in thailand??',
    expect: {
      says: [
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bA\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bB\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bC\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bF\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bO\b/,
      ],
    },
  },
  // countryExtras.DK.plugs: C, E, F, K
  {
    id: 'fact-028',
    kind: 'country_fact',
    text: 'plugs denmark',
    expect: {
      says: [
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bC\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bE\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bF\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bK\b/,
      ],
    },
  },
  // countryExtras.JP.drivingSide: left
  {
    id: 'fact-029',
    kind: 'country_fact',
    text: 'Which side of the road do they drive on in Japan?',
    expect: {
      says: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i],
      notSays: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i],
    },
  },
  // countryExtras.IE.drivingSide: left
  {
    id: 'fact-030',
    kind: 'country_fact',
    text: 'do they drive on the left in ireland',
    expect: {
      says: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i],
      notSays: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i],
    },
  },
  // countryExtras.MY.drivingSide: left
  {
    id: 'fact-031',
    kind: 'country_fact',
    text: 'driving side in Malaysia',
    expect: {
      says: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i],
      notSays: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i],
    },
  },
  // countryExtras.ID.drivingSide: left
  {
    id: 'fact-036',
    kind: 'country_fact',
    text: 'driving on the left or right in Bali?',
    expect: {
      says: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i],
      notSays: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i],
    },
  },
  // countryExtras.HK.drivingSide: left
  {
    id: 'fact-037',
    kind: 'country_fact',
    text: 'Driving side in Hong Kong?',
    expect: {
      says: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i],
      notSays: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i],
    },
  },
  // countryExtras.JP.emergency: 110 (police), 119 (fire and ambulance)
  {
    id: 'fact-038',
    kind: 'country_fact',
    text: 'what is the emergency number in japan',
    expect: { says: [/(?<![\d+])110(?!\d)/, /(?<![\d+])119(?!\d)/] },
  },
  // countryExtras.FR.emergency: 112 (17 police, 15 ambulance, 18 fire)
  { id: 'fact-042', kind: 'country_fact', text: 'emergency phone number in Paris', expect: { says: [/(?<![\d+])112(?!\d)/] } },
  // countryExtras.ES.emergency: 112
  { id: 'fact-046', kind: 'country_fact', text: 'emergency number in Spain pls', expect: { says: [/(?<![\d+])112(?!\d)/] } },
  // countryExtras.DE.tipping: Round up or add 5–10%, said to the server as you pay.
  {
    id: 'fact-049',
    kind: 'country_fact',
    text: 'tipping in germany?',
    expect: { says: [/5\s?%?\s?(?:–|-|to)\s?10\s?%|5\s?(?:–|-|to)\s?10 ?(?:per ?cent|percent)/i] },
  },
  // countryExtras.MX.tipping: 10–15% in restaurants (propina); a few pesos for baggers and fuel attendants.
  {
    id: 'fact-051',
    kind: 'country_fact',
    text: 'how much to tip in mexico city restaurants',
    expect: { says: [/10\s?%?\s?(?:–|-|to)\s?15\s?%|10\s?(?:–|-|to)\s?15 ?(?:per ?cent|percent)/i] },
  },
  // countryExtras.FR.tipping: Service is included (service compris); a few euros for good service is a kind extra.
  {
    id: 'fact-053',
    kind: 'country_fact',
    text: 'should I leave a tip in Paris cafes?',
    expect: { says: [/service (?:is |already )?included|included in the (?:bill|price)|service compris/i] },
  },
  // countryExtras.SG.tipping: Not expected; a 10% service charge is usually on the bill.
  {
    id: 'fact-055',
    kind: 'country_fact',
    text: 'do people tip in Singapore',
    expect: { says: [/10\s?%|service (?:charge|is included)/i] },
  },
  // country facts callingCodes: 39
  {
    id: 'fact-056',
    kind: 'country_fact',
    text: 'What is the country code for calling Italy?',
    expect: { says: [/\+\s?39\b|\b00\s?39\b|code[^.\n]{0,30}\b39\b/i] },
  },
  // country facts callingCodes: 81
  {
    id: 'fact-057',
    kind: 'country_fact',
    text: 'dialing code for japan',
    expect: { says: [/\+\s?81\b|\b00\s?81\b|code[^.\n]{0,30}\b81\b/i] },
  },
  // country facts callingCodes: 55
  {
    id: 'fact-058',
    kind: 'country_fact',
    text: 'calling code of brazil',
    expect: { says: [/\+\s?55\b|\b00\s?55\b|code[^.\n]{0,30}\b55\b/i] },
  },
  // country facts callingCodes: 353
  {
    id: 'fact-059',
    kind: 'country_fact',
    text: 'whats the phone code for Ireland',
    expect: { says: [/\+\s?353\b|\b00\s?353\b|code[^.\n]{0,30}\b353\b/i] },
  },
  // country facts callingCodes: 61
  {
    id: 'fact-060',
    kind: 'country_fact',
    text: 'What country code do I dial to call someone in Sydney?',
    expect: { says: [/\+\s?61\b|\b00\s?61\b|code[^.\n]{0,30}\b61\b/i] },
  },
  // Asia/Tokyo is UTC+9 on 2027-03-24 (Intl)
  {
    id: 'fact-062',
    kind: 'country_fact',
    text: 'what time zone is Japan in?',
    expect: { says: [/(?:UTC|GMT)\s?\+\s?0?9(?![\d:.]*[1-9])|Asia\/Tokyo/i] },
  },
  // Asia/Kolkata is UTC+5:30 on 2027-03-24 (Intl)
  {
    id: 'fact-065',
    kind: 'country_fact',
    text: 'which timezone does india use',
    expect: { says: [/(?:UTC|GMT)\s?\+\s?0?5[:.]30|Asia\/Kolkata/i] },
  },
  // Asia/Kathmandu is UTC+5:45 on 2027-03-24 (Intl)
  { id: 'fact-066', kind: 'country_fact', text: 'timezone nepal', expect: { says: [/(?:UTC|GMT)\s?\+\s?0?5[:.]45|Asia\/Kathmandu/i] } },
  // country facts capital: Bern
  { id: 'fact-069', kind: 'country_fact', text: 'whats the capital city of switzerland', expect: { says: ['Bern'] } },
  // country facts capital: Rabat
  { id: 'fact-070', kind: 'country_fact', text: 'what is the capital of morocco', expect: { says: ['Rabat'] } },
  // country facts capital: Pretoria
  { id: 'fact-071', kind: 'country_fact', text: 'capital of south africa', expect: { says: ['Pretoria'] } },
  // country facts capital: Ankara
  { id: 'fact-072', kind: 'country_fact', text: 'What is the capital of Turkey?', expect: { says: ['Ankara'] } },
  // country facts capital: Brasília
  { id: 'fact-073', kind: 'country_fact', text: 'Quick one: capital of Brazil?', expect: { says: ['Brasília'] } },
  // country facts currency (JP): Japanese Yen (JPY); countryExtras.JP.plugs: A, B
  {
    id: 'fact-074',
    kind: 'country_fact',
    text: 'Going to Kyoto in april - what currency and what plugs?',
    expect: {
      says: [
        /Japanese Yen|\bJPY\b|\bYens?\b/i,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bA\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bB\b/,
      ],
    },
  },
  // countryExtras.PT.drivingSide: right
  {
    id: 'fact-075',
    kind: 'country_fact',
    text: 'in lisbon do they drive on the right',
    expect: {
      says: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i],
      notSays: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i],
    },
  },
  // country facts languages (CO): Spanish
  { id: 'fact-077', kind: 'country_fact', text: 'language spoken in Bogota', expect: { says: ['Spanish'] } },
  // country facts callingCodes: 52
  {
    id: 'fact-079',
    kind: 'country_fact',
    text: 'phone country code for mexico',
    expect: { says: [/\+\s?52\b|\b00\s?52\b|code[^.\n]{0,30}\b52\b/i] },
  },
  // country facts currency (MX): Mexican Peso (MXN)
  { id: 'fact-081', kind: 'country_fact', text: 'curency in mexico', expect: { says: [/Mexican Peso|\bMXN\b/i] } },
  // countryExtras.DE.emergency: 112 (110 police)
  { id: 'fact-082', kind: 'country_fact', text: 'emergancy number in germany', expect: { says: [/(?<![\d+])112(?!\d)/] } },
  // there = Lisbon
  {
    id: 'follow-002',
    kind: 'follow_up',
    text: 'what about hotels there?',
    before: ['flights from Berlin to Lisbon in May'],
    expect: { links: [{ partner: 'hotels', to: ['Lisbon', 'Lisboa'] }] },
  },
  // countryExtras.IT.plugs: C, F, L
  {
    id: 'follow-004',
    kind: 'follow_up',
    text: 'what about Italy',
    before: ['which plug type does the UK use'],
    expect: {
      says: [
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bC\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bF\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bL\b/,
      ],
    },
  },
  // countryExtras.PT.emergency: 112
  {
    id: 'follow-005',
    kind: 'follow_up',
    text: 'and portugal?',
    before: ['emergency number in Spain'],
    expect: { says: [/(?<![\d+])112(?!\d)/] },
  },
  // destination kept: Vienna
  {
    id: 'follow-006',
    kind: 'follow_up',
    text: 'and flights from berlin?',
    before: ['hotels in Vienna for next weekend'],
    expect: { links: [{ partner: 'flights', from: ['BER', 'Berlin'], to: ['VIE', 'Vienna'] }] },
  },
  // countryExtras.CA.tipping: 15–20% in restaurants, 10–15% for taxis.
  {
    id: 'follow-008',
    kind: 'follow_up',
    text: 'how about in Canada?',
    before: ['Do you tip in Japan?'],
    expect: { says: [/15\s?%?\s?(?:–|-|to)\s?20\s?%|15\s?(?:–|-|to)\s?20 ?(?:per ?cent|percent)/i] },
  },
  // city details airports of venice-it: VCE 8 km, TSF 26 km, TRS 99 km, VRN 113 km, BLQ 130 km
  {
    id: 'follow-011',
    kind: 'follow_up',
    text: 'and to Venice?',
    before: ['what is the nearest airport to Florence'],
    expect: { says: [/\bVCE\b|Venice Marco Polo Airport/i] },
  },
  // there = Barcelona
  {
    id: 'follow-012',
    kind: 'follow_up',
    text: 'any tours there?',
    before: ['flights to Barcelona in June'],
    expect: { links: [{ partner: 'tours', to: ['Barcelona'] }] },
  },
  // countryExtras.JP.emergency: 110 (police), 119 (fire and ambulance)
  {
    id: 'follow-014',
    kind: 'follow_up',
    text: 'what is the emergency number there',
    before: ['tell me about Kyoto'],
    expect: { says: [/(?<![\d+])110(?!\d)/, /(?<![\d+])119(?!\d)/] },
  },
  // country facts callingCodes: 43
  {
    id: 'follow-015',
    kind: 'follow_up',
    text: 'and Austria',
    before: ['calling code for Germany'],
    expect: { says: [/\+\s?43\b|\b00\s?43\b|code[^.\n]{0,30}\b43\b/i] },
  },
  // Hotel Artemide address
  {
    id: 'follow-016',
    kind: 'follow_up',
    text: "what's the address?",
    before: ['where am I staying in Rome'],
    expect: { says: [/Via Nazionale 22/i] },
  },
  // AZ 416 FCO→BER 2027-04-12T18:40
  {
    id: 'follow-017',
    kind: 'follow_up',
    text: 'and the one back?',
    before: ['when is my flight to Rome'],
    expect: { says: [/AZ\s?416|\b18[:.]40\b|\b6[:.]40\s?pm/i] },
  },
  // Australia/Sydney 660 min, Europe/Berlin 60 min on 2027-03-24 (Intl)
  {
    id: 'follow-018',
    kind: 'follow_up',
    text: 'and what is the time difference with me?',
    before: ['what time is it in Sydney'],
    expect: {
      says: [
        /\b(?:10|ten)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Sydney)[^.\n]{0,60}\bahead|(?:you|your|here|Berlin)[^.\n]{0,60}\bbehind|ahead of (?:you|your|here|Berlin)|behind (?:Sydney)|(?:Sydney)[^.\n]{0,40}\blater|(?:you|your|here|Berlin)[^.\n]{0,40}\bearlier/i,
      ],
    },
  },
  // packingWeather(25.07725, 11, AE) = mild
  {
    id: 'follow-019',
    kind: 'follow_up',
    text: 'and for Dubai?',
    before: ['packing list for Oslo in November'],
    expect: { says: [/light jacket|layers|sweater|cardigan|umbrella/i] },
  },
  // cars kept, Porto
  {
    id: 'follow-020',
    kind: 'follow_up',
    text: 'and in Porto?',
    before: ['car rental in Lisbon'],
    expect: { links: [{ partner: 'cars', to: ['Porto', 'OPO'] }] },
  },
  // country facts capital: Canberra
  {
    id: 'follow-021',
    kind: 'follow_up',
    text: 'and of australia',
    before: ['whats the capital of Canada'],
    expect: { says: ['Canberra'] },
  },
  // airports data: London Heathrow Airport = LHR
  {
    id: 'named-002',
    kind: 'airport_named',
    text: 'what is the airport code for heathrow',
    expect: { says: [/\bLHR\b/], notSays: [/United States|\bUSA\b|Orlando|Florida/i] },
  },
  // byIata(AMS): Amsterdam Airport Schiphol → Amsterdam
  { id: 'named-003', kind: 'airport_named', text: 'Which city is Schiphol in?', expect: { says: ['Amsterdam'] } },
  // airports data: Singapore Changi Airport = SIN
  { id: 'named-004', kind: 'airport_named', text: 'code for changi airport', expect: { says: [/\bSIN\b/] } },
  // byIata(JFK) → New York City
  { id: 'named-005', kind: 'airport_named', text: 'JFK is in which city', expect: { says: [/New York/i] } },
  // JFK resolves to New York
  {
    id: 'named-006',
    kind: 'airport_named',
    text: 'transfer from jfk to manhattan',
    expect: { links: [{ partner: 'transfers', to: ['JFK', 'New York', 'NYC', 'Manhattan'] }] },
  },
  // airports data: Charles de Gaulle International Airport = CDG
  { id: 'named-008', kind: 'airport_named', text: 'whats the IATA code of charles de gaulle', expect: { says: [/\bCDG\b/] } },
  // airports data: Narita International Airport = NRT, Tokyo Haneda International Airport = HND
  {
    id: 'named-011',
    kind: 'airport_named',
    text: 'is narita the same as haneda? what are their codes',
    expect: { says: [/\bNRT\b/, /\bHND\b/] },
  },
  // airports data: London Gatwick Airport = LGW
  { id: 'named-012', kind: 'airport_named', text: 'Gatwick airport code', expect: { says: [/\bLGW\b/] } },
  // airports data: Chicago O'Hare International Airport = ORD
  { id: 'named-013', kind: 'airport_named', text: "what's the code for o'hare", expect: { says: [/\bORD\b/] } },
  // byIata(BKK): Suvarnabhumi Airport → Bangkok
  { id: 'named-014', kind: 'airport_named', text: 'Suvarnabhumi - which city is that airport in', expect: { says: ['Bangkok'] } },
  // airports data: Hamad International Airport = DOH
  { id: 'named-017', kind: 'airport_named', text: 'What is the code of Hamad airport in Doha', expect: { says: [/\bDOH\b/] } },
  // byIata(CPH): Copenhagen Kastrup Airport → Copenhagen
  { id: 'named-018', kind: 'airport_named', text: 'where is Kastrup airport', expect: { says: ['Copenhagen'] } },
  // city details london-gb airports LHR: 24 km
  {
    id: 'named-019',
    kind: 'airport_named',
    text: 'how far is heathrow from london',
    expect: { says: [/\b24\s?(?:km|kilometres|kilometers)/i], notSays: [/United States|\bUSA\b|Orlando|Florida/i] },
  },
  // airports data: Rome–Fiumicino = FCO
  { id: 'named-021', kind: 'airport_named', text: 'Fiumicino airport code please', expect: { says: [/\bFCO\b/] } },
  // byIata(MAD): Adolfo Suárez Madrid–Barajas Airport → Madrid
  { id: 'named-023', kind: 'airport_named', text: 'which city does barajas airport serve', expect: { says: ['Madrid'] } },
  // city details airports of florence-it: FLR 5 km, PSA 69 km, FRL 80 km, BLQ 84 km, RMI 113 km
  { id: 'near-001', kind: 'airport_nearest', text: 'nearest airport to florence', expect: { says: [/\bFLR\b|Peretola Airport/i] } },
  // city details airports of nice-fr: NCE 6 km, CEQ 31 km, CUF 98 km, TLN 113 km, GOA 148 km
  {
    id: 'near-002',
    kind: 'airport_nearest',
    text: 'What is the closest airport to Nice?',
    expect: { says: [/\bNCE\b|Nice-Côte d'Azur Airport|Nice-Cote d'Azur Airport/i] },
  },
  // city details airports of kyoto-jp: ITM 39 km, UKB 65 km, KIX 81 km, NGO 98 km, NKM 110 km
  { id: 'near-004', kind: 'airport_nearest', text: 'closest airport to kyoto', expect: { says: [/\bITM\b|Osaka International Airport/i] } },
  // city details airports of innsbruck-at: INN 4 km, BZO 89 km, FMM 118 km, MUC 125 km, SZG 134 km
  { id: 'near-005', kind: 'airport_nearest', text: 'airports near innsbruck', expect: { says: [/\bINN\b|Innsbruck Airport/i] } },
  // city details airports of zermatt-ch: MXP 87 km, LUG 90 km, TRN 91 km, BRN 101 km, NCY 127 km
  {
    id: 'near-006',
    kind: 'airport_nearest',
    text: 'Which airport should I fly into for Zermatt? nearest one',
    expect: { says: [/\bMXP\b|Malpensa International Airport/i] },
  },
  // city details airports of milan-it: LIN 7 km, MXP 40 km, BGY 46 km, LUG 64 km, VBS 89 km
  {
    id: 'near-008',
    kind: 'airport_nearest',
    text: 'What airports are there in Milan?',
    expect: { says: [/\bLIN\b|Milano Linate Airport/i, /\bMXP\b|Malpensa International Airport/i] },
  },
  // city details airports of cusco-pe: CUZ 3 km
  {
    id: 'near-009',
    kind: 'airport_nearest',
    text: 'closest airport to cusco',
    expect: { says: [/\bCUZ\b|Alejandro Velasco Astete International Airport/i] },
  },
  // city details airports of dubrovnik-hr: DBV 16 km, TIV 57 km, OMO 74 km, TGD 99 km, SJJ 133 km
  {
    id: 'near-010',
    kind: 'airport_nearest',
    text: 'what airport is nearest to Dubrovnik',
    expect: { says: [/\bDBV\b|Dubrovnik Airport/i] },
  },
  // city details airports of phuket-th: HKT 26 km, KBV 69 km, TST 141 km
  {
    id: 'near-013',
    kind: 'airport_nearest',
    text: 'which is the nearest airport for Phuket',
    expect: { says: [/\bHKT\b|Phuket International Airport/i] },
  },
  // Asia/Tokyo at 2027-03-24T08:15:00.000Z is 17:15 (Intl)
  { id: 'now-001', kind: 'time_now', text: 'what time is it in tokyo', expect: { says: [/\b(?:0?17|5)[:.]15\b/i] } },
  // America/New_York at 2027-03-24T08:15:00.000Z is 4:15 (Intl)
  { id: 'now-002', kind: 'time_now', text: 'What time is it in New York right now?', expect: { says: [/\b0?4[:.]15\b/i] } },
  // America/Los_Angeles at 2027-03-24T08:15:00.000Z is 1:15 (Intl)
  { id: 'now-006', kind: 'time_now', text: 'What is the local time in Los Angeles?', expect: { says: [/\b0?1[:.]15\b/i] } },
  // Asia/Kathmandu at 2027-03-24T08:15:00.000Z is 14:00 (Intl)
  { id: 'now-007', kind: 'time_now', text: 'time in kathmandu?', expect: { says: [/\b(?:0?14|2)[:.]00\b|\b2\s?(?:pm|p\.m\.)/i] } },
  // America/Sao_Paulo at 2027-03-24T08:15:00.000Z is 5:15 (Intl)
  { id: 'now-010', kind: 'time_now', text: 'what time is it over in rio', expect: { says: [/\b0?5[:.]15\b/i] } },
  // Asia/Singapore at 2027-03-24T08:15:00.000Z is 16:15 (Intl)
  {
    id: 'now-011',
    kind: 'time_now',
    text: 'Could you tell me the current time in Singapore, please?',
    expect: { says: [/\b(?:0?16|4)[:.]15\b/i] },
  },
  // Atlantic/Reykjavik at 2027-03-24T08:15:00.000Z is 8:15 (Intl)
  { id: 'now-013', kind: 'time_now', text: 'time in reykjavik rn', expect: { says: [/\b0?8[:.]15\b/i] } },
  // Asia/Seoul at 2027-03-24T08:15:00.000Z is 17:15 (Intl)
  { id: 'now-015', kind: 'time_now', text: 'tell me the time in Seoul', expect: { says: [/\b(?:0?17|5)[:.]15\b/i] } },
  // America/Mexico_City at 2027-03-24T08:15:00.000Z is 2:15 (Intl)
  { id: 'now-016', kind: 'time_now', text: 'whats the time in mexico city', expect: { says: [/\b0?2[:.]15\b/i] } },
  // Africa/Cairo at 2027-03-24T08:15:00.000Z is 10:15 (Intl)
  { id: 'now-017', kind: 'time_now', text: 'What time is it in Cairo', expect: { says: [/\b0?10[:.]15\b/i] } },
  // America/Vancouver at 2027-03-24T08:15:00.000Z is 1:15 (Intl)
  { id: 'now-018', kind: 'time_now', text: 'time now in vancouver?', expect: { says: [/\b0?1[:.]15\b/i] } },
  // Australia/Melbourne at 2027-03-24T08:15:00.000Z is 19:15 (Intl)
  {
    id: 'now-019',
    kind: 'time_now',
    text: 'hey astra sorry to bother, my sister lives in melbourne and i never remember, what time is it over there right now',
    expect: { says: [/\b(?:0?19|7)[:.]15\b/i] },
  },
  // Asia/Tokyo at 2027-03-24T08:15:00.000Z is 17:15 (Intl)
  { id: 'now-020', kind: 'time_now', text: 'wat time is it in tokio', expect: { says: [/\b(?:0?17|5)[:.]15\b/i] } },
  // packingWeather(64.13548, 1, IS) = cold; no length given: a typical one assumed and said
  {
    id: 'pack-001',
    kind: 'packing',
    text: 'what should i pack for reykjavik in january',
    expect: {
      says: [
        /insulated|winter coat|thermal|warm (?:hat|coat|layers|boots|clothes)|gloves|scarf|down jacket/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.beach; no length given: a typical one assumed and said
  {
    id: 'pack-002',
    kind: 'packing',
    text: 'Packing list for a beach holiday in Phuket',
    expect: {
      says: [
        /swim(?:wear|suit|ming)|sunscreen|sun cream|beach towel/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.business; no length given: a typical one assumed and said
  {
    id: 'pack-003',
    kind: 'packing',
    text: 'what to pack for a business trip',
    expect: {
      says: [
        /business (?:outfit|clothes|attire|wear|cards)|\bsuit\b|smart (?:shoes|clothes|outfit)|laptop/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.ski; no length given: a typical one assumed and said
  {
    id: 'pack-004',
    kind: 'packing',
    text: 'what do I need to pack for a ski trip to Innsbruck in February?',
    expect: {
      says: [
        /ski (?:jacket|trousers|pants|socks|gloves|clothes|wear)|goggles|thermal/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.hiking; no length given: a typical one assumed and said
  {
    id: 'pack-005',
    kind: 'packing',
    text: 'packing for a hiking trip in the alps',
    expect: {
      says: [
        /hiking (?:boots|shoes|socks)|boots|head ?torch|waterproof jacket|blister/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.hiking; no length given: a typical one assumed and said
  {
    id: 'pack-011',
    kind: 'packing',
    text: 'going hiking in iceland in summer what do i pack',
    expect: {
      says: [
        /hiking (?:boots|shoes|socks)|boots|head ?torch|waterproof jacket|blister/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packingWeather(59.91273, 11, NO) = cold; no length given: a typical one assumed and said
  {
    id: 'pack-015',
    kind: 'packing',
    text: 'Pack list please: Oslo, November',
    expect: {
      says: [
        /insulated|winter coat|thermal|warm (?:hat|coat|layers|boots|clothes)|gloves|scarf|down jacket/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.ski; no length given: a typical one assumed and said
  {
    id: 'pack-016',
    kind: 'packing',
    text: 'ski holiday packing list',
    expect: {
      says: [
        /ski (?:jacket|trousers|pants|socks|gloves|clothes|wear)|goggles|thermal/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.children; no length given: a typical one assumed and said
  {
    id: 'pack-017',
    kind: 'packing',
    text: 'what to bring travelling with a toddler to Rome',
    expect: {
      says: [
        /\bkids?\b|\bchild|children|little ones|toddler|baby/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.business; packingWeather(40.71427, 3, US) = cool; no length given: a typical one assumed and said
  {
    id: 'pack-019',
    kind: 'packing',
    text: 'I have a conference in New York in March, what do I need to pack?',
    expect: {
      says: [
        /business (?:outfit|clothes|attire|wear|cards)|\bsuit\b|smart (?:shoes|clothes|outfit)|laptop/i,
        /warm (?:jacket|sweater|layers|coat)|sweater|fleece|jumper|layers/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.hiking; no length given: a typical one assumed and said
  {
    id: 'pack-021',
    kind: 'packing',
    text: 'what to pack for a trekking holiday in Nepal',
    expect: {
      says: [
        /hiking (?:boots|shoes|socks)|boots|head ?torch|waterproof jacket|blister/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packingWeather(55.75222, 2, RU) = cold; no length given: a typical one assumed and said
  {
    id: 'pack-022',
    kind: 'packing',
    text: 'what do i wear in moscow in february, what to pack',
    expect: {
      says: [
        /insulated|winter coat|thermal|warm (?:hat|coat|layers|boots|clothes)|gloves|scarf|down jacket/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packingWeather(-33.92584, 6, ZA) = cool; no length given: a typical one assumed and said
  {
    id: 'pack-023',
    kind: 'packing',
    text: 'packing list for Cape Town in June',
    expect: {
      says: [
        /warm (?:jacket|sweater|layers|coat)|sweater|fleece|jumper|layers/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packingWeather(41.89193, 8, IT) = hot; no length given: a typical one assumed and said
  {
    id: 'pack-024',
    kind: 'packing',
    text: 'What to pack for Rome in August?',
    expect: {
      says: [
        /sun ?hat|sunscreen|sun cream|sunglasses|swimwear|sandals|light clothes/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.business
  {
    id: 'pack-025',
    kind: 'packing',
    text: 'pack for a 3 day business trip to london',
    expect: { says: [/business (?:outfit|clothes|attire|wear|cards)|\bsuit\b|smart (?:shoes|clothes|outfit)|laptop/i] },
  },
  // packingWeather(60.16952, 1, FI) = cold; no length given: a typical one assumed and said
  {
    id: 'pack-026',
    kind: 'packing',
    text: 'help!! what do i pack for helsinki in winter',
    expect: {
      says: [
        /insulated|winter coat|thermal|warm (?:hat|coat|layers|boots|clothes)|gloves|scarf|down jacket/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.beach; packing activityItems.children; no length given: a typical one assumed and said
  {
    id: 'pack-027',
    kind: 'packing',
    text: 'beach vacation with the kids in mallorca, packing list?',
    expect: {
      says: [
        /swim(?:wear|suit|ming)|sunscreen|sun cream|beach towel/i,
        /\bkids?\b|\bchild|children|little ones|toddler|baby/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packingWeather(52.37403, 4, NL) = cool; no length given: a typical one assumed and said
  {
    id: 'pack-029',
    kind: 'packing',
    text: 'what should I pack for Amsterdam in April',
    expect: {
      says: [
        /warm (?:jacket|sweater|layers|coat)|sweater|fleece|jumper|layers/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.ski; no length given: a typical one assumed and said
  {
    id: 'pack-030',
    kind: 'packing',
    text: 'ok so first time skiing ever, going to zermatt in feb with two friends, no idea what to bring honestly',
    expect: {
      says: [
        /ski (?:jacket|trousers|pants|socks|gloves|clothes|wear)|goggles|thermal/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // packing activityItems.hiking; no length given: a typical one assumed and said
  {
    id: 'pack-031',
    kind: 'packing',
    text: 'we are going hiking in Patagonia, what do we need',
    expect: {
      says: [
        /hiking (?:boots|shoes|socks)|boots|head ?torch|waterproof jacket|blister/i,
        /\b\d+[- ]?(?:days?|nights?)\b|\b(?:a|one|two) weeks?\b|\bweek-?long\b|\bweekend\b|\b(?:three|four|five|six|seven|ten) days?\b/i,
      ],
    },
  },
  // KL 1774 depart_local 2027-03-25T10:25
  {
    id: 'trip-002',
    kind: 'my_trip',
    text: 'When does my flight to Amsterdam leave?',
    expect: { says: [/\b10[:.]25\b/, /\btomorrow\b|\b25(?:th)? (?:of )?March|March 25|Thu(?:rsday)?|03-25/i] },
  },
  // KL 1774
  { id: 'trip-004', kind: 'my_trip', text: 'whats my flight number to amsterdam', expect: { says: [/KL\s?1774/i] } },
  // Rome trip stay: Hotel Artemide
  { id: 'trip-006', kind: 'my_trip', text: 'where am I staying in Rome', expect: { says: ['Hotel Artemide'] } },
  // Hotel Artemide address Via Nazionale 22, 00184 Roma
  { id: 'trip-007', kind: 'my_trip', text: 'address of my hotel in rome?', expect: { says: [/Via Nazionale 22/i] } },
  // items of 2027-03-25: KL 1774 flight, Hotel V Nesplein check-in, Rijksmuseum visit
  { id: 'trip-008', kind: 'my_trip', text: 'what is on tomorrow', expect: { says: [/KL\s?1774/i, /Rijksmuseum/i] } },
  // items of 2027-03-25
  { id: 'trip-009', kind: 'my_trip', text: "what's on my plan for tomorrow?", expect: { says: [/KL\s?1774/i, /Nesplein|Rijksmuseum/i] } },
  // 2027-03-24 → 2027-04-08 = 15 days
  {
    id: 'trip-010',
    kind: 'my_trip',
    text: 'how long until my trip to Rome',
    expect: { says: [/\b15 days\b|two weeks and a day|2 weeks and 1 day/i] },
  },
  // 2027-03-24 → 2027-04-08 = 15 days
  { id: 'trip-011', kind: 'my_trip', text: 'how many days until my rome trip?', expect: { says: [/\b15\b/] } },
  // next trip: Amsterdam work trip starts 2027-03-25
  { id: 'trip-012', kind: 'my_trip', text: 'how long until my next trip', expect: { says: [/tomorrow|\b1 day\b|one day/i, /Amsterdam/i] } },
  // AZ 415 departs 2027-04-08T07:05 Berlin
  {
    id: 'trip-016',
    kind: 'my_trip',
    text: 'when do I fly to rome',
    expect: { says: [/AZ\s?415|\b0?7[:.]05\b/i, /8 April|April 8|8\/4|04-08|Apr(?:il)? 8|8th/i] },
  },
  // AZ 415 arrive_local 2027-04-08T09:10 (Europe/Rome)
  { id: 'trip-017', kind: 'my_trip', text: 'what time do I land in Rome', expect: { says: [/\b0?9[:.]10\b/] } },
  // Vatican Museums tour start_local 2027-04-09T10:30
  { id: 'trip-020', kind: 'my_trip', text: 'what time is the vatican tour', expect: { says: [/\b10[:.]30\b/] } },
  // shared Tokyo trip: stay Hotel Kanra Kyoto
  { id: 'trip-022', kind: 'my_trip', text: 'where do I stay in Kyoto', expect: { says: ['Hotel Kanra Kyoto'] } },
  // shared Tokyo trip: stay Park Hotel Tokyo
  { id: 'trip-023', kind: 'my_trip', text: 'which hotel are we in in tokyo', expect: { says: ['Park Hotel Tokyo'] } },
  // shared trip flight NH 204 FRA→HND 2027-05-02T12:05
  {
    id: 'trip-024',
    kind: 'my_trip',
    text: 'when is our flight to tokyo',
    expect: { says: [/NH\s?204|12[:.]05/i, /2 May|May 2|May 2nd|2nd of May|05-02/i] },
  },
  // NH 204 arrive_local 2027-05-03T07:30 Asia/Tokyo
  {
    id: 'trip-025',
    kind: 'my_trip',
    text: 'when do we land in tokyo',
    expect: { says: [/\b0?7[:.]30\b/, /3 May|May 3|May 3rd|3rd of May|05-03/i] },
  },
  // Hotel V Nesplein check_in_local 2027-03-25T15:00
  {
    id: 'trip-027',
    kind: 'my_trip',
    text: 'check in time at my amsterdam hotel?',
    expect: { says: [/\b15[:.]00\b|\b3\s?(?:pm|p\.m\.)|\b3[:.]00\s?pm/i] },
  },
  // check_out_local 2027-04-12T11:00
  {
    id: 'trip-028',
    kind: 'my_trip',
    text: 'When do I check out of Hotel Artemide?',
    expect: { says: [/\b11[:.]00\b|\b11\s?(?:am|a\.m\.)/i, /12 April|April 12|Apr(?:il)? 12|12th|04-12/i] },
  },
  // trips: Amsterdam work trip, Rome long weekend, Tokyo with Mia (shared)
  {
    id: 'trip-029',
    kind: 'my_trip',
    text: 'what trips do i have coming up',
    expect: { says: [/Amsterdam/i, /Rome/i, /Tokyo/i], notSays: [/Paris getaway/i] },
  },
  // 2027-03-26 (Friday): Client workshop at Zuidas 09:30
  { id: 'trip-032', kind: 'my_trip', text: 'what have I got on friday in amsterdam', expect: { says: [/Zuidas|workshop/i] } },
  // Hotel V Nesplein phone +31 20 662 3233
  {
    id: 'trip-033',
    kind: 'my_trip',
    text: 'what is the phone number of my hotel in amsterdam',
    expect: { says: [/\+31 20 662 3233|\+?31\s?20\s?662\s?3233/] },
  },
  // Tokyo with Mia start_date 2027-05-02
  { id: 'trip-035', kind: 'my_trip', text: 'when does my Tokyo trip start', expect: { says: [/2 May|May 2|May 2nd|2nd of May|05-02/i] } },
  // stay Hotel V Nesplein, Nes 49, 1012 KD Amsterdam
  {
    id: 'trip-036',
    kind: 'my_trip',
    text: 'sorry im so disorganised, can you remind me what hotel i booked in amsterdam and the address',
    expect: { says: ['Hotel V Nesplein', 'Nes 49'] },
  },
  // transport reference NZM-221
  { id: 'trip-037', kind: 'my_trip', text: 'whats the train booking ref from tokyo to kyoto', expect: { says: ['NZM-221'] } },
  // country facts currency (JP): Japanese Yen (JPY); countryExtras.JP.plugs: A, B
  {
    id: 'two-002',
    kind: 'two_asks',
    text: 'What currency do they use in Japan and which plugs?',
    expect: {
      says: [
        /Japanese Yen|\bJPY\b|\bYens?\b/i,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bA\b/,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bB\b/,
      ],
    },
  },
  // Asia/Tokyo at 2027-03-24T08:15:00.000Z is 17:15 (Intl); countryExtras.JP.emergency: 110 (police), 119 (fire and ambulance)
  {
    id: 'two-003',
    kind: 'two_asks',
    text: 'whats the time in tokyo and the emergency number there',
    expect: { says: [/\b(?:0?17|5)[:.]15\b/i, /(?<![\d+])110(?!\d)/, /(?<![\d+])119(?!\d)/] },
  },
  // hotels + tickets
  {
    id: 'two-005',
    kind: 'two_asks',
    text: 'hotel in barcelona for 2 nights and tickets for sagrada familia',
    expect: { links: [{ partner: 'hotels', to: ['Barcelona'] }, 'tickets'] },
  },
  // countryExtras.GB.drivingSide: left; countryExtras.GB.plugs: G
  {
    id: 'two-006',
    kind: 'two_asks',
    text: 'which side do they drive on in the UK and what plugs do they use?',
    expect: {
      says: [
        /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i,
        /(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\b[^\n]{0,80}?\bG\b/,
      ],
      notSays: [/(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i],
    },
  },
  // countryExtras.US.tipping: 15–20% in restaurants and for taxis; $1–2 a drink at bars.; countryExtras.US.emergency: 911
  {
    id: 'two-007',
    kind: 'two_asks',
    text: 'tipping in the US and the emergency number?',
    expect: { says: [/15\s?%?\s?(?:–|-|to)\s?20\s?%|15\s?(?:–|-|to)\s?20 ?(?:per ?cent|percent)/i, /(?<![\d+])911(?!\d)/], money: true },
  },
  // country facts capital: Canberra; country facts currency (AU): Australian Dollar (AUD)
  {
    id: 'two-008',
    kind: 'two_asks',
    text: 'Whats the capital of Australia and what currency do they use',
    expect: { says: ['Canberra', /Australian Dollar|\bAUD\b/i] },
  },
  // hotels + transfers
  {
    id: 'two-009',
    kind: 'two_asks',
    text: 'Book me a hotel in Paris and an airport transfer from CDG',
    expect: {
      links: [
        { partner: 'hotels', to: ['Paris'] },
        { partner: 'transfers', to: ['Paris', 'CDG'] },
      ],
    },
  },
  // flights + esim
  {
    id: 'two-010',
    kind: 'two_asks',
    text: 'flights from munich to bangkok and an esim for thailand',
    expect: { links: [{ partner: 'flights', from: ['MUC', 'Munich'], to: ['BKK', 'Bangkok'] }, 'esim'] },
  },
  // country facts languages (BR): Portuguese; country facts callingCodes: 55
  {
    id: 'two-011',
    kind: 'two_asks',
    text: 'what language do they speak in Brazil and what is the dialing code',
    expect: { says: ['Portuguese', /\+\s?55\b|\b00\s?55\b|code[^.\n]{0,30}\b55\b/i] },
  },
  // Europe/Paris 60 min, America/New_York -240 min on 2027-03-24 (Intl); America/New_York at 2027-03-24T08:15:00.000Z is 4:15 (Intl)
  {
    id: 'two-012',
    kind: 'two_asks',
    text: 'time difference between paris and new york today, and what time is it in new york now',
    expect: {
      says: [
        /\b(?:5|five)\s?(?:hours?|hrs?|h)\b/i,
        /(?:Paris)[^.\n]{0,60}\bahead|(?:New York City|New York)[^.\n]{0,60}\bbehind|ahead of (?:New York City|New York)|behind (?:Paris)|(?:Paris)[^.\n]{0,40}\blater|(?:New York City|New York)[^.\n]{0,40}\bearlier/i,
        /\b0?4[:.]15\b/i,
      ],
    },
  },
  // city details airports of nice-fr: NCE 6 km, CEQ 31 km, CUF 98 km, TLN 113 km, GOA 148 km
  {
    id: 'two-013',
    kind: 'two_asks',
    text: 'what is the nearest airport to Nice and is there a hotel deal there',
    expect: { says: [/\bNCE\b|Nice-Côte d'Azur Airport|Nice-Cote d'Azur Airport/i], links: [{ partner: 'hotels', to: ['Nice'] }] },
  },
  // built-in rate table: 100 EUR = 116 USD; countryExtras.US.tipping: 15–20% in restaurants and for taxis; $1–2 a drink at bars.
  {
    id: 'two-014',
    kind: 'two_asks',
    text: 'convert 100 euros to dollars and tell me the tipping custom in the US',
    expect: {
      says: [/(?<![\d.,])(?:116[.,]00|116(?![.,]\d))/, /15\s?%?\s?(?:–|-|to)\s?20\s?%|15\s?(?:–|-|to)\s?20 ?(?:per ?cent|percent)/i],
      money: true,
    },
  },
  // Rome trip: Hotel Artemide; AZ 415 07:05 on 8 April
  {
    id: 'two-019',
    kind: 'two_asks',
    text: 'where am I staying in Rome and when is my flight there',
    expect: { says: ['Hotel Artemide', /AZ\s?415|\b0?7[:.]05\b/i] },
  },
  // countryExtras has no KE
  {
    id: 'unknown-004',
    kind: 'unknown',
    text: 'what is the tipping custom in Kenya',
    expect: { unknown: true, notSays: [/\b\d+\s?%|not (?:expected|customary)/i] },
  },
  // countryExtras has no PE
  {
    id: 'unknown-005',
    kind: 'unknown',
    text: 'which plug type do they use in Peru',
    expect: { unknown: true, notSays: [/\btype[s]?\s+[A-O]\b/i] },
  },
  // countryExtras has no CL
  {
    id: 'unknown-006',
    kind: 'unknown',
    text: 'what side of the road do they drive on in Chile',
    expect: { unknown: true, notSays: [/drive[s]? on the (?:left|right)|(?:left|right)[- ]hand traffic/i] },
  },
  // no Paris trip of theirs (the Paris trip is a stranger’s)
  { id: 'unknown-008', kind: 'unknown', text: 'where am I staying in Paris?', expect: { unknown: true, notSays: [/Lutetia|Raspail/i] } },
  // no Paris flight of theirs
  { id: 'unknown-009', kind: 'unknown', text: 'when is my flight to Paris', expect: { unknown: true, notSays: [/AF\s?1235|08[:.]35/i] } },
  // AZ 415 seat is empty
  {
    id: 'unknown-010',
    kind: 'unknown',
    text: 'what is my seat on the flight to Rome',
    expect: { unknown: true, notSays: [/\b\d{1,2}[A-K]\b/] },
  },
  // no live flight status
  {
    id: 'unknown-011',
    kind: 'unknown',
    text: 'is my flight to amsterdam on time?',
    expect: { unknown: true, notSays: [/on time|delayed|departs on schedule/i] },
  },
  // no opening hours
  {
    id: 'unknown-012',
    kind: 'unknown',
    text: 'what are the opening hours of the Vatican Museums',
    expect: { unknown: true, notSays: [/\b\d{1,2}[:.]\d{2}\s?(?:-|–|to)\s?\d{1,2}[:.]\d{2}/] },
  },
  // no hotel prices (money check)
  { id: 'unknown-013', kind: 'unknown', text: 'How much does a hotel in Rome cost per night?', expect: { unknown: true } },
  // no water safety data
  {
    id: 'unknown-015',
    kind: 'unknown',
    text: 'Is it safe to drink tap water in Mexico City?',
    expect: { unknown: true, notSays: [/\b(?:yes|it is safe|perfectly safe|not safe)\b/i] },
  },
  // no such data
  {
    id: 'unknown-016',
    kind: 'unknown',
    text: 'how many covid cases are there in thailand',
    expect: { unknown: true, notSays: [/\b\d{3,}\b/] },
  },
  // countryExtras has no LK
  { id: 'unknown-018', kind: 'unknown', text: 'plug type in Sri Lanka', expect: { unknown: true, notSays: [/\btype[s]?\s+[A-O]\b/i] } },
  // countryExtras has no JM
  {
    id: 'unknown-019',
    kind: 'unknown',
    text: 'which side do they drive in Jamaica',
    expect: { unknown: true, notSays: [/drive[s]? on the (?:left|right)/i] },
  },
  // countryExtras has no CU
  { id: 'unknown-020', kind: 'unknown', text: 'do I tip in Cuba', expect: { unknown: true, notSays: [/\b\d+\s?%/] } },
  // not in the flight record
  {
    id: 'unknown-024',
    kind: 'unknown',
    text: 'what is the baggage allowance on my KLM flight',
    expect: { unknown: true, notSays: [/\b\d+\s?kg\b/i] },
  },
  // no fare history
  {
    id: 'unknown-026',
    kind: 'unknown',
    text: 'whats the cheapest month to fly to tokyo',
    expect: {
      unknown: true,
      notSays: [
        /cheapest (?:month|time) (?:is|to fly is)|\b(?:January|February|March|April|May|June|July|August|September|October|November|December) is (?:usually )?(?:the )?cheapest/i,
      ],
    },
  },
  // no rate forecasts (today's rate from the table may be shown: money allowed)
  {
    id: 'unknown-027',
    kind: 'unknown',
    text: 'what will the exchange rate be next month for euros to yen',
    expect: { unknown: true, money: true, notSays: [/will be|expected to (?:rise|fall)/i] },
  },
];

/** The development part: the first batch and the second (./dev-set-2.ts, written after the first run). */
export const devSet: EvalCase[] = [
  ...devSetFirst,
  ...devSetSecond,
  ...devSetThird,
  ...devSetFourth,
  ...devSetFifth,
  ...devSetSixth,
  ...devSetSeventh,
  ...devSetEighth,
  ...devSetNinth,
  ...devSetTenth,
  ...devSetEleventh,
  ...devSetTwelfth,
  ...devSetThirteenth,
  ...devSetFourteenth,
  ...devSetFifteenth,
  ...devSetSixteenth,
  ...devSetSeventeenth,
  ...devSetEighteenth,
  ...devSetNineteenth,
  ...devSetTwentieth,
  ...devSetTwentyFirst,
  ...devSetTwentySecond,
  ...devSetTwentyThird,
  ...devSetTwentyFourth,
];
