// Astra's evaluation set (issue 20), development part, eighth batch (helper astra8): cases written
// before the engine was opened again, as travellers type on a phone: lower case, no punctuation,
// typos, nicknames of airports, "how far is X airport from downtown", places with "lake", "isle of",
// "mont", "st" in their names, "fly to X and stay N nights", two or three asks in one message,
// follow-ups that change one thing, and questions the data cannot answer. Weighted to the kinds the
// held-out figures showed weak: named airports, nearest airports, bookings, two asks, honest
// unknowns, country facts. Five misreads seen before are here on purpose: "lake louise", "mont saint
// michel", "isle of skye", "st petersburg florida" (places read as other places), "fly to rome and stay
// 4 nights" (no hotel link) and "is tipping expected in the us" (an amount instead of the custom).
//
// Same rules as the earlier batches (docs/decisions/018-astra-evaluation.md): every expected fact was
// looked up in the app's data (the city index: exactMatches, city details with their airports and
// distances, nearestAirports, byIata, airportNames, the country table; country-extras) at the fixed
// moment (Wednesday 24 March 2027, 09:15 in Berlin), never from memory or the engine. Where the data
// holds no such place (Lake Louise, Mont-Saint-Michel, the Isle of Skye, Lake Como as a lake), the
// expected airports are those of the nearest town the data holds (Banff, Pontorson, Portree, Como)
// or of the place's own coordinates. The held-out part was not read. The `d8-probe-…` cases at the end were
// written after the engine was opened, each with the rule it checks in other words (decision 022).
import type { EvalCase } from './score';

const code = (iata: string): RegExp => new RegExp(`\\b${iata}\\b`);
const km = (count: number): RegExp => new RegExp(`\\b${count}\\s?km\\b`);
const plug = (letter: string): RegExp => new RegExp(`(?:[Tt]ypes?|[Pp]lugs?|[Ss]ockets?|[Oo]utlets?)\\b[^\\n]{0,80}?\\b${letter}\\b`);
const plugs = (...letters: string[]): RegExp[] => letters.map(plug);
const left = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bleft\b|\bleft[- ]hand (?:drive|side|traffic)/i;
const right = /(?:drive|drives|driving|traffic|keep|cars?)[^.\n]{0,40}\bright\b|\bright[- ]hand (?:drive|side|traffic)/i;
const anyPlugType = /\btypes?\s+[A-O]\b/i;
const drivesOn = /drive[s]? on the (?:left|right)|(?:left|right)[- ]hand traffic/i;
const emergency = (number: string): RegExp => new RegExp(`(?<![\\d+])${number}(?!\\d)`);
const percentage = /\d\s?%/;
const london = ['LON', 'LHR', 'LGW', 'STN', 'LTN', 'LCY', 'London'];
const newYork = ['NYC', 'JFK', 'EWR', 'LGA', 'New York'];
const rome = ['ROM', 'FCO', 'CIA', 'Rome'];

export const devSetSeventh: EvalCase[] = [
  // ---- named airports: by name, nickname, city + airport, the code, lounges, distance to downtown ----
  // byIata BOS: Logan International Airport; Boston's details: BOS 5 km.
  {
    id: 'd8-named-001',
    kind: 'airport_named',
    text: 'how far is logan airport from downtown boston',
    expect: { says: [code('BOS'), km(5)] },
  },
  // Phoenix's details: PHX Phoenix Sky Harbor International Airport 6 km.
  { id: 'd8-named-002', kind: 'airport_named', text: 'sky harbor to downtown phoenix how far', expect: { says: [code('PHX'), km(6)] } },
  // Dallas's details: DAL Dallas Love Field 8 km, DFW 25 km.
  {
    id: 'd8-named-003',
    kind: 'airport_named',
    text: 'love field or dfw which one is closer to dallas',
    expect: { says: [code('DAL'), km(8), code('DFW'), km(25)] },
  },
  // byIata HOU: William P Hobby Airport, Houston.
  { id: 'd8-named-004', kind: 'airport_named', text: 'hobby airport code', expect: { says: [code('HOU'), 'Houston'] } },
  // byIata IAH: George Bush Intercontinental Houston Airport.
  {
    id: 'd8-named-005',
    kind: 'airport_named',
    text: 'george bush intercontinental which city',
    expect: { says: ['Houston', code('IAH')] },
  },
  // Las Vegas's details: LAS Harry Reid International Airport 10 km.
  { id: 'd8-named-006', kind: 'airport_named', text: 'las vegas airport code', expect: { says: [code('LAS')] } },
  { id: 'd8-named-007', kind: 'airport_named', text: 'harry reid airport how far from the strip', expect: { says: [code('LAS')] } },
  // byIata HNL: Daniel K Inouye International Airport, Honolulu.
  { id: 'd8-named-008', kind: 'airport_named', text: 'daniel inouye airport', expect: { says: [code('HNL'), 'Honolulu'] } },
  // Melbourne's details: MEL Melbourne International Airport 19 km (Tullamarine).
  { id: 'd8-named-009', kind: 'airport_named', text: 'tullamarine to melbourne cbd how far', expect: { says: [code('MEL'), km(19)] } },
  // Hong Kong's details: HKG 27 km.
  {
    id: 'd8-named-010',
    kind: 'airport_named',
    text: 'how far is hong kong airport from central',
    expect: { says: [code('HKG'), km(27)] },
  },
  // Shanghai's details: SHA Hongqiao 12 km, PVG Pudong 34 km.
  {
    id: 'd8-named-011',
    kind: 'airport_named',
    text: 'pudong or hongqiao which is closer to shanghai',
    expect: { says: [code('SHA'), km(12), code('PVG'), km(34)] },
  },
  // byIata PKX: Beijing Daxing International Airport.
  { id: 'd8-named-012', kind: 'airport_named', text: 'daxing airport code', expect: { says: [code('PKX'), 'Beijing'] } },
  // byIata PEK: Beijing Capital International Airport.
  { id: 'd8-named-013', kind: 'airport_named', text: 'beijing capital airport code', expect: { says: [code('PEK')] } },
  // Kuala Lumpur's details: KUL Kuala Lumpur International Airport 44 km.
  { id: 'd8-named-014', kind: 'airport_named', text: 'klia to kl city centre how far', expect: { says: [code('KUL'), km(44)] } },
  // Manila's details: MNL Ninoy Aquino International Airport 11 km.
  { id: 'd8-named-015', kind: 'airport_named', text: 'ninoy aquino airport code', expect: { says: [code('MNL')] } },
  // byIata SGN: Tan Son Nhat International Airport, Ho Chi Minh City.
  { id: 'd8-named-016', kind: 'airport_named', text: 'tan son nhat airport which city', expect: { says: ['Ho Chi Minh', code('SGN')] } },
  // Hanoi's details: HAN Noi Bai International Airport 22 km.
  { id: 'd8-named-017', kind: 'airport_named', text: 'noi bai to hanoi old quarter distance', expect: { says: [code('HAN'), km(22)] } },
  // Buenos Aires's details: EZE Minister Pistarini (Ezeiza) 27 km, AEP Jorge Newbery 7 km.
  { id: 'd8-named-018', kind: 'airport_named', text: 'ezeiza airport how far from buenos aires', expect: { says: [code('EZE'), km(27)] } },
  // São Paulo's details: CGH Congonhas 9 km, GRU Guarulhos 21 km.
  {
    id: 'd8-named-019',
    kind: 'airport_named',
    text: 'guarulhos or congonhas for sao paulo city',
    expect: { says: [code('GRU'), code('CGH')] },
  },
  // byIata BOG: El Dorado International Airport, Bogotá.
  { id: 'd8-named-020', kind: 'airport_named', text: 'el dorado airport code bogota', expect: { says: [code('BOG')] } },
  // byIata LIM: Jorge Chávez International Airport, Lima.
  { id: 'd8-named-021', kind: 'airport_named', text: 'jorge chavez airport', expect: { says: [code('LIM'), 'Lima'] } },
  // Marrakesh's details: RAK Menara Airport 5 km.
  { id: 'd8-named-022', kind: 'airport_named', text: 'menara airport marrakech how far', expect: { says: [code('RAK'), km(5)] } },
  // byIata CMN: Mohammed V International Airport, Casablanca.
  { id: 'd8-named-023', kind: 'airport_named', text: 'mohammed v airport code', expect: { says: [code('CMN'), 'Casablanca'] } },
  // byIata YUL: Montreal / Pierre Elliott Trudeau International Airport.
  { id: 'd8-named-024', kind: 'airport_named', text: 'trudeau airport montreal code', expect: { says: [code('YUL')] } },
  // byIata HEL: Helsinki Vantaa Airport.
  { id: 'd8-named-025', kind: 'airport_named', text: 'helsinki vantaa code', expect: { says: [code('HEL')] } },
  // byIata OPO: Francisco de Sá Carneiro Airport, Porto.
  { id: 'd8-named-026', kind: 'airport_named', text: 'sa carneiro airport', expect: { says: [code('OPO'), 'Porto'] } },
  // Lyon's details: LYS Lyon Saint-Exupéry Airport 18 km.
  { id: 'd8-named-027', kind: 'airport_named', text: 'saint exupery airport to lyon how far', expect: { says: [code('LYS'), km(18)] } },
  // byIata LIN: Milano Linate Airport, Milan.
  { id: 'd8-named-028', kind: 'airport_named', text: 'linate airport code', expect: { says: [code('LIN'), 'Milan'] } },
  // Milan's details: BGY Milan Bergamo Airport 46 km.
  { id: 'd8-named-029', kind: 'airport_named', text: 'bergamo airport to milan how far', expect: { says: [code('BGY'), km(46)] } },
  // Brussels's details: CRL Brussels South Charleroi Airport 44 km.
  { id: 'd8-named-030', kind: 'airport_named', text: 'charleroi airport how far from brussels', expect: { says: [code('CRL'), km(44)] } },
  // byIata NGO: Chubu Centrair International Airport, Nagoya.
  { id: 'd8-named-031', kind: 'airport_named', text: 'centrair airport code', expect: { says: [code('NGO'), 'Nagoya'] } },
  // Osaka's details: ITM Osaka International (Itami) 12 km, KIX Kansai 38 km.
  { id: 'd8-named-032', kind: 'airport_named', text: 'itami or kansai for osaka', expect: { says: [code('ITM'), code('KIX')] } },
  // byIata DWC: Al Maktoum International Airport, Dubai.
  { id: 'd8-named-033', kind: 'airport_named', text: 'al maktoum airport', expect: { says: [code('DWC'), 'Dubai'] } },
  // byIata MEX: Aeropuerto Internacional Lic. Benito Juárez, Mexico City.
  { id: 'd8-named-034', kind: 'airport_named', text: 'benito juarez airport code', expect: { says: [code('MEX'), 'Mexico City'] } },
  // byIata TLL: Lennart Meri Tallinn Airport.
  { id: 'd8-named-035', kind: 'airport_named', text: 'lennart meri airport', expect: { says: [code('TLL'), 'Tallinn'] } },
  // byIata HAM: Hamburg Helmut Schmidt Airport.
  { id: 'd8-named-036', kind: 'airport_named', text: 'helmut schmidt airport code', expect: { says: [code('HAM'), 'Hamburg'] } },
  // byIata LED: Pulkovo Airport, Saint Petersburg.
  { id: 'd8-named-037', kind: 'airport_named', text: 'pulkovo airport which city', expect: { says: ['Petersburg', code('LED')] } },
  // Los Angeles's details: LAX 19 km.
  { id: 'd8-named-038', kind: 'airport_named', text: 'lax to downtown la how far', expect: { says: [code('LAX'), km(19)] } },
  // Denver's details: DEN Denver International Airport 30 km.
  { id: 'd8-named-039', kind: 'airport_named', text: 'denver airport how far from downtown', expect: { says: [code('DEN'), km(30)] } },
  // Abu Dhabi's details: AUH 26 km.
  {
    id: 'd8-named-040',
    kind: 'airport_named',
    text: 'abu dhabi airport distance to the city',
    expect: { says: [code('AUH'), km(26)] },
  },
  // byIata TPE: Taiwan Taoyuan International Airport, Taipei.
  { id: 'd8-named-041', kind: 'airport_named', text: 'taoyuan airport code', expect: { says: [code('TPE'), 'Taipei'] } },
  // byIata TSA: Taipei Songshan Airport.
  { id: 'd8-named-042', kind: 'airport_named', text: 'songshan airport', expect: { says: [code('TSA'), 'Taipei'] } },
  // airportNames: JTR Santorini Airport (byIata: Firá).
  { id: 'd8-named-043', kind: 'airport_named', text: 'santorini airport code', expect: { says: [code('JTR')] } },
  // airportNames: KOA Ellison Onizuka Kona International Airport at Keahole.
  { id: 'd8-named-044', kind: 'airport_named', text: 'kona airport code hawaii', expect: { says: [code('KOA')] } },
  // Lounges, from the airport named.
  {
    id: 'd8-named-045',
    kind: 'airport_named',
    text: 'lounge at jfk terminal 4',
    expect: { links: [{ partner: 'lounges', from: ['JFK'] }] },
  },
  {
    id: 'd8-named-046',
    kind: 'airport_named',
    text: 'is there a priority pass lounge at dubai international',
    expect: { links: [{ partner: 'lounges', from: ['DXB'] }] },
  },
  {
    id: 'd8-named-047',
    kind: 'airport_named',
    text: 'lounge access istanbul airport',
    expect: { links: [{ partner: 'lounges', from: ['IST'] }] },
  },
  {
    id: 'd8-named-048',
    kind: 'airport_named',
    text: 'lounges in munich airport?',
    expect: { links: [{ partner: 'lounges', from: ['MUC'] }] },
  },
  { id: 'd8-named-049', kind: 'airport_named', text: 'fiumicino lounge', expect: { links: [{ partner: 'lounges', from: ['FCO'] }] } },
  // Bookings from a named airport.
  {
    id: 'd8-named-050',
    kind: 'airport_named',
    text: 'car rental at logan airport',
    expect: { links: [{ partner: 'cars', to: ['Boston', 'BOS'] }] },
  },
  {
    id: 'd8-named-051',
    kind: 'airport_named',
    text: 'hotel near lax',
    expect: { links: [{ partner: 'hotels', to: ['Los Angeles', 'LAX'] }] },
  },
  // St. Petersburg Clearwater International Airport (PIE) is named after the Florida city.
  {
    id: 'd8-named-052',
    kind: 'airport_named',
    text: 'st petersburg clearwater airport code',
    expect: { says: [code('PIE')], notSays: ['Russia', code('LED')] },
  },
  // Tokyo's details: HND 17 km, NRT 63 km.
  { id: 'd8-named-053', kind: 'airport_named', text: 'how far is haneda from downtown tokyo', expect: { says: [code('HND'), km(17)] } },
  // Dubrovnik's details: DBV Dubrovnik Airport 16 km.
  { id: 'd8-named-054', kind: 'airport_named', text: 'dubrovnik airport to old town how far', expect: { says: [code('DBV'), km(16)] } },

  // ---- nearest airports: lakes, isles, "mont", "st", sights, namesakes ----
  // No Lake Louise in the city index (the only "Louise" is in Texas); its town, Banff (Canada): YYC 108 km.
  {
    id: 'd8-near-001',
    kind: 'airport_nearest',
    text: 'nearest airport to lake louise',
    expect: { says: [code('YYC')], notSays: ['Texas', code('VCT'), code('HOU')] },
  },
  {
    id: 'd8-near-002',
    kind: 'airport_nearest',
    text: 'which airport should we fly into for lake louise canada',
    expect: { says: [code('YYC')], notSays: ['Texas'] },
  },
  // No Mont-Saint-Michel in the city index; nearestAirports at its coordinates and Pontorson's details: DNR 42 km, RNS.
  // The "Saint-Michel" the index holds is a town in Hauts-de-France (CRL 64 km).
  {
    id: 'd8-near-003',
    kind: 'airport_nearest',
    text: 'closest airport to mont saint michel',
    expect: { says: [code('DNR')], notSays: [code('CRL'), 'Hauts-de-France', 'Quebec'] },
  },
  {
    id: 'd8-near-004',
    kind: 'airport_nearest',
    text: 'mont st michel which airport',
    expect: { says: [code('DNR')], notSays: [code('CRL'), 'Hauts-de-France'] },
  },
  // No Isle of Skye in the city index; its town Portree: BEB 70, BRR 87, SYY 90, TRE 110, INV 129. The "Skye" it holds is near Melbourne.
  {
    id: 'd8-near-005',
    kind: 'airport_nearest',
    text: 'nearest airport to the isle of skye',
    expect: { says: [/\b(?:INV|BEB)\b/], notSays: ['Australia', 'Melbourne', 'Isle of Man', 'Isle of Wight'] },
  },
  {
    id: 'd8-near-006',
    kind: 'airport_nearest',
    text: 'isle of skye what airport',
    expect: { says: [/\b(?:INV|BEB)\b/], notSays: ['Australia', 'Melbourne'] },
  },
  // St. Petersburg (Florida): PIE 16 km, TPA 27 km; Saint Petersburg (Russia): LED.
  {
    id: 'd8-near-007',
    kind: 'airport_nearest',
    text: 'st petersburg florida nearest airport',
    expect: { says: [code('PIE'), km(16)], notSays: ['Russia', code('LED')] },
  },
  {
    id: 'd8-near-008',
    kind: 'airport_nearest',
    text: 'which airport for st. pete fl',
    expect: { says: [code('PIE')], notSays: ['Russia', code('LED')] },
  },
  // "Lake Como" in the city index is a borough in New Jersey; the lake's town, Como (Italy): LUG 26, MXP 34.
  {
    id: 'd8-near-009',
    kind: 'airport_nearest',
    text: 'closest airport to lake como',
    expect: { says: [code('MXP')], notSays: ['New Jersey', code('JFK'), code('EWR')] },
  },
  // South Lake Tahoe: RNO 66 km.
  { id: 'd8-near-010', kind: 'airport_nearest', text: 'lake tahoe which airport', expect: { says: [code('RNO')] } },
  // Hallstatt: SZG 55 km.
  { id: 'd8-near-011', kind: 'airport_nearest', text: 'hallstatt closest airport', expect: { says: [code('SZG'), km(55)] } },
  // Zermatt: MXP 87, LUG 90, TRN 91, BRN 101.
  { id: 'd8-near-012', kind: 'airport_nearest', text: 'zermatt nearest airport pls', expect: { says: [code('MXP'), km(87)] } },
  // Interlaken (Switzerland): BRN 38, ZRH 100; the bigger Interlaken is in California.
  {
    id: 'd8-near-013',
    kind: 'airport_nearest',
    text: 'nearest airport to interlaken switzerland',
    expect: { says: [code('BRN'), km(38)], notSays: ['California'] },
  },
  // Grindelwald (Switzerland): BRN 52.
  { id: 'd8-near-014', kind: 'airport_nearest', text: 'grindelwald airport', expect: { says: [code('BRN'), km(52)] } },
  // Göreme: Kayseri ASR 59.
  {
    id: 'd8-near-015',
    kind: 'airport_nearest',
    text: 'closest airport to goreme in cappadocia',
    expect: { says: [code('ASR'), km(59)], notSays: [code('CIA')] },
  },
  // Mykonos: JMK 2 km.
  { id: 'd8-near-016', kind: 'airport_nearest', text: 'mykonos airport how far from town', expect: { says: [code('JMK'), km(2)] } },
  // Amalfi (Italy): NAP 38; the bigger Amalfi is in Colombia.
  {
    id: 'd8-near-017',
    kind: 'airport_nearest',
    text: 'which airport for the amalfi coast',
    expect: { says: [code('NAP')], notSays: ['Colombia'] },
  },
  // Capri: NAP 38.
  { id: 'd8-near-018', kind: 'airport_nearest', text: 'how do i get to capri which airport', expect: { says: [code('NAP'), km(38)] } },
  // Sintra: CAT 9, LIS 21.
  { id: 'd8-near-019', kind: 'airport_nearest', text: 'sintra nearest airport', expect: { says: [code('LIS'), km(21)] } },
  // Bath (England): BRS 25.
  {
    id: 'd8-near-020',
    kind: 'airport_nearest',
    text: 'nearest airport to bath uk',
    expect: { says: [code('BRS'), km(25)], notSays: ['Maine'] },
  },
  // Cambridge (England): STN 36.
  { id: 'd8-near-021', kind: 'airport_nearest', text: 'cambridge england closest airport', expect: { says: [code('STN'), km(36)] } },
  // York (England): LBA 39.
  { id: 'd8-near-022', kind: 'airport_nearest', text: 'york uk which airport is nearest', expect: { says: [code('LBA'), km(39)] } },
  // Galway: GWY 8, SNN 64.
  { id: 'd8-near-023', kind: 'airport_nearest', text: 'fly into where for galway', expect: { says: [code('SNN'), km(64)] } },
  // Dingle (Ireland): KIR 51; a bigger Dingle is in the Philippines.
  {
    id: 'd8-near-024',
    kind: 'airport_nearest',
    text: 'dingle ireland nearest airport',
    expect: { says: [code('KIR'), km(51)], notSays: ['Philippines'] },
  },
  // Grand Canyon: GCN 11, FLG 110.
  { id: 'd8-near-025', kind: 'airport_nearest', text: 'grand canyon closest airport', expect: { says: [code('GCN')] } },
  // Sedona: FLG 31.
  { id: 'd8-near-026', kind: 'airport_nearest', text: 'sedona arizona airport', expect: { says: [code('FLG'), km(31)] } },
  // Whistler: YVR 104.
  { id: 'd8-near-027', kind: 'airport_nearest', text: 'whistler which airport do i use', expect: { says: [code('YVR'), km(104)] } },
  // Niagara Falls (Canada): IAG 10, BUF 32.
  { id: 'd8-near-028', kind: 'airport_nearest', text: 'niagara falls nearest airport', expect: { says: [code('BUF')] } },
  // Cusco: CUZ 3.
  { id: 'd8-near-029', kind: 'airport_nearest', text: 'cusco airport for machu picchu', expect: { says: [code('CUZ')] } },
  // Chefchaouen: TTU 48, TNG 86.
  { id: 'd8-near-030', kind: 'airport_nearest', text: 'chefchaouen nearest airport', expect: { says: [code('TNG')] } },
  // Agra (India): AGR 6; smaller Agras in Greece and Italy.
  {
    id: 'd8-near-031',
    kind: 'airport_nearest',
    text: 'agra taj mahal closest airport',
    expect: { says: [code('AGR')], notSays: ['Greece'] },
  },
  // Kandy (Sri Lanka): CMB 84.
  { id: 'd8-near-032', kind: 'airport_nearest', text: 'kandy sri lanka airport', expect: { says: [code('CMB'), km(84)] } },
  // Saint-Malo: DNR 8.
  { id: 'd8-near-033', kind: 'airport_nearest', text: 'st malo nearest airport', expect: { says: [code('DNR'), km(8)] } },
  // St Ives (Cornwall): NQY 43.
  { id: 'd8-near-034', kind: 'airport_nearest', text: 'st ives cornwall closest airport', expect: { says: [code('NQY'), km(43)] } },
  // St. Moritz: LUG 90, BGY 92.
  { id: 'd8-near-035', kind: 'airport_nearest', text: 'st moritz which airport', expect: { says: [code('LUG'), km(90)] } },
  // Saint-Tropez: CEQ 40, TLN 44, NCE 64.
  { id: 'd8-near-036', kind: 'airport_nearest', text: 'st tropez closest airport', expect: { says: [code('NCE'), km(64)] } },
  // Windermere (England): BLK 68; a Windermere in Florida is near Orlando.
  {
    id: 'd8-near-037',
    kind: 'airport_nearest',
    text: 'windermere lake district airport',
    expect: { says: [code('BLK')], notSays: ['Florida', code('MCO')] },
  },
  // Yulara (for Uluru): AYQ 6.
  { id: 'd8-near-038', kind: 'airport_nearest', text: 'yulara uluru nearest airport', expect: { says: [code('AYQ')] } },
  // Hạ Long: HPH 39, VDO 40.
  { id: 'd8-near-039', kind: 'airport_nearest', text: 'ha long bay closest airport', expect: { says: [code('HPH')] } },
  // Lahaina: JHM 10, OGG 26.
  { id: 'd8-near-040', kind: 'airport_nearest', text: 'lahaina maui nearest airport', expect: { says: [code('OGG')] } },
  // Sirmione: VBS 23, VRN 25.
  { id: 'd8-near-041', kind: 'airport_nearest', text: 'sirmione on lake garda which airport', expect: { says: [code('VRN'), km(25)] } },
  // Konstanz: FDH 25, ZRH 52.
  { id: 'd8-near-042', kind: 'airport_nearest', text: 'konstanz nearest airport', expect: { says: [code('FDH'), km(25)] } },
  // Montreux: GVA 65.
  { id: 'd8-near-043', kind: 'airport_nearest', text: 'montreux closest airport', expect: { says: [code('GVA'), km(65)] } },
  // Canmore: YYC 93.
  { id: 'd8-near-044', kind: 'airport_nearest', text: 'canmore alberta airport', expect: { says: [code('YYC'), km(93)] } },

  // ---- bookings: fly and stay, lengths of stay, dates, people ----
  {
    id: 'd8-book-001',
    kind: 'booking',
    text: 'fly to rome and stay 4 nights',
    expect: {
      links: [
        { partner: 'flights', to: rome },
        { partner: 'hotels', to: ['Rome'] },
      ],
    },
  },
  {
    id: 'd8-book-002',
    kind: 'booking',
    text: 'i want to fly to lisbon on may 3 and stay 5 nights',
    expect: {
      links: [
        { partner: 'flights', to: ['LIS'], departDate: '2027-05-03' },
        { partner: 'hotels', to: ['Lisbon', 'Lisboa'], departDate: '2027-05-03', returnDate: '2027-05-08' },
      ],
    },
  },
  {
    id: 'd8-book-003',
    kind: 'booking',
    text: 'fly to vienna 20 may stay 3 nights',
    expect: {
      links: [
        { partner: 'flights', to: ['VIE'], departDate: '2027-05-20' },
        { partner: 'hotels', to: ['Vienna', 'Wien'], departDate: '2027-05-20', returnDate: '2027-05-23' },
      ],
    },
  },
  {
    id: 'd8-book-004',
    kind: 'booking',
    text: 'flying into athens june 10 need somewhere to stay for 3 nights',
    expect: { links: [{ partner: 'hotels', to: ['Athens'], departDate: '2027-06-10', returnDate: '2027-06-13' }] },
  },
  {
    id: 'd8-book-005',
    kind: 'booking',
    text: 'hotel barcelona 12-15 june',
    expect: { links: [{ partner: 'hotels', to: ['Barcelona'], departDate: '2027-06-12', returnDate: '2027-06-15' }] },
  },
  {
    id: 'd8-book-006',
    kind: 'booking',
    text: 'need a room in amsterdam from the 2nd of may till the 6th',
    expect: { links: [{ partner: 'hotels', to: ['Amsterdam'], departDate: '2027-05-02', returnDate: '2027-05-06' }] },
  },
  {
    id: 'd8-book-007',
    kind: 'booking',
    text: 'rent a car in lisbon for a week starting july 4',
    expect: { links: [{ partner: 'cars', to: ['Lisbon', 'Lisboa', 'LIS'], departDate: '2027-07-04', returnDate: '2027-07-11' }] },
  },
  {
    id: 'd8-book-008',
    kind: 'booking',
    text: 'car hire boston airport june 1 to june 7',
    expect: { links: [{ partner: 'cars', to: ['Boston', 'BOS'], departDate: '2027-06-01', returnDate: '2027-06-07' }] },
  },
  {
    id: 'd8-book-009',
    kind: 'booking',
    text: 'tours in marrakech',
    expect: { links: [{ partner: 'tours', to: ['Marrakesh', 'Marrakech'] }] },
  },
  {
    id: 'd8-book-010',
    kind: 'booking',
    text: 'any walking tours in edinburgh',
    expect: { links: [{ partner: 'tours', to: ['Edinburgh'] }] },
  },
  {
    id: 'd8-book-011',
    kind: 'booking',
    text: 'day trips from florence',
    expect: { links: [{ partner: 'tours', to: ['Florence', 'Firenze'] }] },
  },
  {
    id: 'd8-book-012',
    kind: 'booking',
    text: 'shuttle from cancun airport to tulum',
    expect: { links: [{ partner: 'transfers', from: ['CUN'] }] },
  },
  {
    id: 'd8-book-013',
    kind: 'booking',
    text: 'round trip dublin to new york 5 june back 19 june',
    expect: { links: [{ partner: 'flights', from: ['DUB'], to: newYork, departDate: '2027-06-05', returnDate: '2027-06-19' }] },
  },
  {
    id: 'd8-book-014',
    kind: 'booking',
    text: 'one way berlin to london 30 april',
    expect: { links: [{ partner: 'flights', from: ['BER'], to: london, departDate: '2027-04-30' }] },
  },
  {
    id: 'd8-book-015',
    kind: 'booking',
    text: 'book flights from frankfurt to bangkok 10 november for 2',
    expect: { links: [{ partner: 'flights', from: ['FRA'], to: ['BKK', 'Bangkok'], departDate: '2027-11-10', adults: 2 }] },
  },
  {
    id: 'd8-book-016',
    kind: 'booking',
    text: 'hamburg to palma 2 weeks from june 20',
    expect: { links: [{ partner: 'flights', from: ['HAM'], to: ['PMI'], departDate: '2027-06-20', returnDate: '2027-07-04' }] },
  },
  {
    id: 'd8-book-017',
    kind: 'booking',
    text: 'hotel in kyoto may 5 for 3 nights 2 guests',
    expect: { links: [{ partner: 'hotels', to: ['Kyoto'], departDate: '2027-05-05', returnDate: '2027-05-08', adults: 2 }] },
  },
  {
    id: 'd8-book-018',
    kind: 'booking',
    text: 'we want to fly to new york and stay a week from the 12th of october',
    expect: {
      links: [
        { partner: 'flights', to: newYork, departDate: '2027-10-12' },
        { partner: 'hotels', to: ['New York'], departDate: '2027-10-12', returnDate: '2027-10-19' },
      ],
    },
  },
  {
    id: 'd8-book-019',
    kind: 'booking',
    text: 'cheap flight munich to dublin in august',
    expect: { links: [{ partner: 'flights', from: ['MUC'], to: ['DUB'] }] },
  },
  {
    id: 'd8-book-020',
    kind: 'booking',
    text: 'flights from st petersburg florida to new york',
    expect: { links: [{ partner: 'flights', from: ['PIE', 'TPA'], to: newYork }], notSays: ['Russia'] },
  },
  {
    id: 'd8-book-021',
    kind: 'booking',
    text: 'hotels on the isle of skye 2 nights from 14 july',
    expect: {
      links: [{ partner: 'hotels', to: ['Skye', 'Portree'], departDate: '2027-07-14', returnDate: '2027-07-16' }],
      notSays: ['Australia'],
    },
  },
  {
    id: 'd8-book-022',
    kind: 'booking',
    text: 'lake louise hotel 3 nights from 1 august',
    expect: {
      links: [{ partner: 'hotels', to: ['Lake Louise', 'Banff'], departDate: '2027-08-01', returnDate: '2027-08-04' }],
      notSays: ['Texas'],
    },
  },
  {
    id: 'd8-book-023',
    kind: 'booking',
    text: 'car hire from keflavik 3 to 10 september',
    expect: { links: [{ partner: 'cars', to: ['KEF', 'Reykjav', 'Keflav'], departDate: '2027-09-03', returnDate: '2027-09-10' }] },
  },
  {
    id: 'd8-book-024',
    kind: 'booking',
    text: 'transfer from heathrow to paddington',
    expect: { links: [{ partner: 'transfers', from: ['LHR'] }] },
  },
  {
    id: 'd8-book-025',
    kind: 'booking',
    text: 'hotel for 2 nights in porto starting friday 2 april',
    expect: { links: [{ partner: 'hotels', to: ['Porto'], departDate: '2027-04-02', returnDate: '2027-04-04' }] },
  },
  {
    id: 'd8-book-026',
    kind: 'booking',
    text: 'flights edinburgh to rome 14/05 - 21/05',
    expect: { links: [{ partner: 'flights', from: ['EDI'], to: rome, departDate: '2027-05-14', returnDate: '2027-05-21' }] },
  },
  {
    id: 'd8-book-027',
    kind: 'booking',
    text: 'need to get from munich to zurich on may 7 flight please',
    expect: { links: [{ partner: 'flights', from: ['MUC'], to: ['ZRH'], departDate: '2027-05-07' }] },
  },
  {
    id: 'd8-book-028',
    kind: 'booking',
    text: 'hotel near the colosseum 3 nights from 8 may',
    expect: { links: [{ partner: 'hotels', to: ['Rome', 'Roma', 'Colosseum'], departDate: '2027-05-08', returnDate: '2027-05-11' }] },
  },
  {
    id: 'd8-book-029',
    kind: 'booking',
    text: 'stay in santorini 4 nights from june 15',
    expect: { links: [{ partner: 'hotels', to: ['Santorini', 'Fira', 'Thira'], departDate: '2027-06-15', returnDate: '2027-06-19' }] },
  },
  {
    id: 'd8-book-030',
    kind: 'booking',
    text: 'flying to dubrovnik on 1 june and staying 6 nights can you find flights from vienna and a hotel',
    expect: {
      links: [
        { partner: 'flights', from: ['VIE'], to: ['DBV'], departDate: '2027-06-01' },
        { partner: 'hotels', to: ['Dubrovnik'], departDate: '2027-06-01', returnDate: '2027-06-07' },
      ],
    },
  },
  {
    id: 'd8-book-031',
    kind: 'booking',
    text: 'hotel in st petersburg russia for 3 nights',
    expect: { links: [{ partner: 'hotels', to: ['Petersburg', 'Peterburg'] }], notSays: ['Florida'] },
  },
  {
    id: 'd8-book-032',
    kind: 'booking',
    text: 'flights to iceland in september from london',
    expect: { links: [{ partner: 'flights', from: london, to: ['KEF', 'RKV', 'REK', 'Reykjav', 'Iceland'] }] },
  },

  // ---- two asks (and three) in one message ----
  {
    id: 'd8-two-001',
    kind: 'two_asks',
    text: 'fly to rome, stay 4 nights and do a colosseum tour',
    expect: {
      links: [
        { partner: 'flights', to: rome },
        { partner: 'hotels', to: ['Rome'] },
        { partner: 'tours', to: ['Rome', 'Colosseum'] },
      ],
    },
  },
  // Como (Italy): LUG 26, MXP 34.
  {
    id: 'd8-two-002',
    kind: 'two_asks',
    text: 'nearest airport to lake como and a hotel in bellagio',
    expect: { says: [code('MXP')], notSays: ['New Jersey'], links: [{ partner: 'hotels', to: ['Bellagio'] }] },
  },
  // London: 08:15 on the fixed morning (GMT until 28 March).
  {
    id: 'd8-two-003',
    kind: 'two_asks',
    text: 'lounge at heathrow and whats the time in london now',
    expect: { says: [/\b0?8[:.]15\b/], links: [{ partner: 'lounges', from: ['LHR'] }] },
  },
  // Ireland: plugs G; drives on the left.
  { id: 'd8-two-004', kind: 'two_asks', text: 'ireland plug and which side of the road', expect: { says: [...plugs('G'), left] } },
  {
    id: 'd8-two-005',
    kind: 'two_asks',
    text: 'flights to lisbon and car hire there',
    expect: {
      links: [
        { partner: 'flights', to: ['LIS'] },
        { partner: 'cars', to: ['Lisbon', 'Lisboa', 'LIS'] },
      ],
    },
  },
  // Türkiye: Turkish Lira; 112.
  { id: 'd8-two-006', kind: 'two_asks', text: 'currency in turkey and the emergency number', expect: { says: ['Lira', emergency('112')] } },
  // Tokyo's details: NRT 63 km.
  {
    id: 'd8-two-007',
    kind: 'two_asks',
    text: 'how far is narita from tokyo and is there a lounge',
    expect: { says: [code('NRT'), km(63)], links: [{ partner: 'lounges', from: ['NRT'] }] },
  },
  // Malaysia: Malay; tipping "Not expected; a 10% service charge is usually on the bill."
  {
    id: 'd8-two-008',
    kind: 'two_asks',
    text: 'language in malaysia and do they tip',
    expect: { says: ['Malay', /not expected/i] },
  },
  // Australia: Canberra; 61.
  { id: 'd8-two-009', kind: 'two_asks', text: 'capital of australia and its dialling code', expect: { says: ['Canberra', '61'] } },
  {
    id: 'd8-two-010',
    kind: 'two_asks',
    text: 'hotel in dubai 3 nights from 10 may and a desert safari',
    expect: {
      links: [
        { partner: 'hotels', to: ['Dubai'], departDate: '2027-05-10', returnDate: '2027-05-13' },
        { partner: 'tours', to: ['Dubai'] },
      ],
    },
  },
  {
    id: 'd8-two-011',
    kind: 'two_asks',
    text: 'rental car at denver airport and a hotel in aspen',
    expect: {
      links: [
        { partner: 'cars', to: ['Denver', 'DEN'] },
        { partner: 'hotels', to: ['Aspen'] },
      ],
    },
  },
  // byIata TLV: Ben Gurion; Israel: Israeli New Shekel.
  {
    id: 'd8-two-012',
    kind: 'two_asks',
    text: 'airport code for ben gurion and the currency in israel',
    expect: { says: [code('TLV'), 'Shekel'] },
  },
  // United States: tipping "15–20% in restaurants and for taxis; $1–2 a drink at bars."; plugs A, B.
  {
    id: 'd8-two-013',
    kind: 'two_asks',
    text: 'is tipping expected in the us and what plugs do they use',
    expect: { money: true, says: [/15\s?[–-]\s?20\s?%/, ...plugs('A', 'B')] },
  },
  // Norway: plugs C, F.
  {
    id: 'd8-two-014',
    kind: 'two_asks',
    text: 'flights from berlin to oslo on 6 june and what plugs in norway',
    expect: { says: plugs('C', 'F'), links: [{ partner: 'flights', from: ['BER'], to: ['OSL'], departDate: '2027-06-06' }] },
  },
  // Honolulu: 22:15 on Tuesday 23 March; Lahaina: JHM 10, OGG 26.
  {
    id: 'd8-two-015',
    kind: 'two_asks',
    text: 'time in honolulu and nearest airport to lahaina',
    expect: { says: [/\b(?:22[:.]15|10[:.]15\s?pm)\b/i, code('JHM')] },
  },
  // Hong Kong: HKG; 999.
  {
    id: 'd8-two-016',
    kind: 'two_asks',
    text: 'hong kong airport code and the emergency number there',
    expect: { says: [code('HKG'), emergency('999')] },
  },
  // New Zealand: drives on the left; plugs I.
  { id: 'd8-two-017', kind: 'two_asks', text: 'drive side and plugs in new zealand', expect: { says: [left, ...plugs('I')] } },
  // Hallstatt: SZG 55.
  {
    id: 'd8-two-018',
    kind: 'two_asks',
    text: 'nearest airport to hallstatt and car hire from there',
    expect: { says: [code('SZG')], links: [{ partner: 'cars', to: ['SZG', 'Salzburg', 'Hallstatt'] }] },
  },
  // Czechia: Czech Koruna; 420.
  {
    id: 'd8-two-019',
    kind: 'two_asks',
    text: 'currency in the czech republic and how do i call there',
    expect: { says: [/Koruna|CZK/, '420'] },
  },
  {
    id: 'd8-two-020',
    kind: 'two_asks',
    text: 'flight to cancun and an airport transfer',
    expect: { links: [{ partner: 'flights', to: ['CUN'] }, { partner: 'transfers' }] },
  },
  // Peru: Peruvian Sol.
  {
    id: 'd8-two-021',
    kind: 'two_asks',
    text: 'book a tour in cusco and tell me the currency in peru',
    expect: { says: ['Sol'], links: [{ partner: 'tours', to: ['Cusco'] }] },
  },
  {
    id: 'd8-two-022',
    kind: 'two_asks',
    text: 'hotel in st petersburg florida and a rental car',
    expect: {
      notSays: ['Russia'],
      links: [
        { partner: 'hotels', to: ['Petersburg'] },
        { partner: 'cars', to: ['Petersburg', 'PIE'] },
      ],
    },
  },
  // Greece: Euro; plugs C, F.
  { id: 'd8-two-023', kind: 'two_asks', text: 'greece money and plug type', expect: { says: ['Euro', ...plugs('C', 'F')] } },

  // ---- country facts ----
  // United States: "15–20% in restaurants and for taxis; $1–2 a drink at bars." (the custom, quoted in dollars).
  {
    id: 'd8-fact-001',
    kind: 'country_fact',
    text: 'is tipping expected in the us',
    expect: { money: true, says: [/15\s?[–-]\s?20\s?%/] },
  },
  {
    id: 'd8-fact-002',
    kind: 'country_fact',
    text: 'how much should i tip in america',
    expect: { money: true, says: [/15\s?[–-]\s?20\s?%/] },
  },
  // Canada: "15–20% in restaurants, 10–15% for taxis."
  { id: 'd8-fact-003', kind: 'country_fact', text: 'do u tip taxi drivers in canada', expect: { says: [/10\s?[–-]\s?15\s?%/] } },
  // Egypt: "Expected: 10–15% in restaurants and small notes for porters and guides."
  { id: 'd8-fact-004', kind: 'country_fact', text: 'tipping in egypt', expect: { says: [/10\s?[–-]\s?15\s?%/] } },
  // Brazil: plugs C, N.
  { id: 'd8-fact-005', kind: 'country_fact', text: 'which plugs do they have in brazil', expect: { says: plugs('C', 'N') } },
  // Portugal: 351.
  { id: 'd8-fact-006', kind: 'country_fact', text: 'whats the country code for portugal', expect: { says: ['351'] } },
  // Taiwan: Chinese.
  { id: 'd8-fact-007', kind: 'country_fact', text: 'what language is spoken in taipei', expect: { says: ['Chinese'] } },
  // Malaysia: left.
  { id: 'd8-fact-008', kind: 'country_fact', text: 'do they drive on the left in malaysia', expect: { says: [left], notSays: [right] } },
  // Qatar: Qatari Riyal.
  { id: 'd8-fact-009', kind: 'country_fact', text: 'currency in qatar', expect: { says: ['Riyal'] } },
  // Switzerland: Bern.
  {
    id: 'd8-fact-010',
    kind: 'country_fact',
    text: 'capital of switzerland',
    expect: { says: ['Bern'], notSays: ['Zurich', 'Zürich', 'Geneva'] },
  },
  // Singapore: 995 (ambulance and fire).
  { id: 'd8-fact-011', kind: 'country_fact', text: 'what do i dial for an ambulance in singapore', expect: { says: [emergency('995')] } },
  // Finland: Finnish, Swedish.
  { id: 'd8-fact-012', kind: 'country_fact', text: 'official languages of finland', expect: { says: ['Finnish', 'Swedish'] } },
  // Croatia: Euro.
  { id: 'd8-fact-013', kind: 'country_fact', text: 'is the euro used in croatia now', expect: { says: ['Euro'] } },
  // Hong Kong: left.
  { id: 'd8-fact-014', kind: 'country_fact', text: 'which side of the road in hong kong', expect: { says: [left], notSays: [right] } },
  // Ireland: plugs G.
  { id: 'd8-fact-015', kind: 'country_fact', text: 'do i need an adapter for ireland coming from germany', expect: { says: plugs('G') } },
  // Vietnam: Vietnamese Dong.
  { id: 'd8-fact-016', kind: 'country_fact', text: "what's the currency of vietnam", expect: { says: ['Dong'] } },
  // Philippines: English, Tagalog / Filipino.
  { id: 'd8-fact-017', kind: 'country_fact', text: 'is english spoken in the philippines', expect: { says: ['English'] } },
  // Greece: 112.
  { id: 'd8-fact-018', kind: 'country_fact', text: 'emergency number greece', expect: { says: [emergency('112')] } },
  // South Korea: "Not customary."
  { id: 'd8-fact-019', kind: 'country_fact', text: 'tipping in seoul', expect: { says: [/not customary/i] } },
  // India: plugs C, D, M; left.
  { id: 'd8-fact-020', kind: 'country_fact', text: 'what plug do i need for goa india', expect: { says: plugs('C', 'D', 'M') } },

  // ---- follow-ups ----
  { id: 'd8-follow-001', kind: 'follow_up', text: 'and in greece?', before: ['plugs in italy'], expect: { says: plugs('C', 'F') } },
  // Interlaken (Switzerland): BRN 38.
  {
    id: 'd8-follow-002',
    kind: 'follow_up',
    text: 'and for interlaken?',
    before: ['nearest airport to zermatt'],
    expect: { says: [code('BRN')], notSays: ['California'] },
  },
  {
    id: 'd8-follow-003',
    kind: 'follow_up',
    text: 'what about porto',
    before: ['hotel in lisbon 3 nights from 5 may'],
    expect: { links: [{ partner: 'hotels', to: ['Porto'] }] },
  },
  // London's details: LGW 40 km.
  {
    id: 'd8-follow-004',
    kind: 'follow_up',
    text: 'and gatwick?',
    before: ['how far is heathrow from london'],
    expect: { says: [code('LGW'), km(40)] },
  },
  { id: 'd8-follow-005', kind: 'follow_up', text: 'and vietnam', before: ['currency in thailand'], expect: { says: ['Dong'] } },
  {
    id: 'd8-follow-006',
    kind: 'follow_up',
    text: 'and in canada?',
    before: ['is tipping expected in the us'],
    expect: { says: [/15\s?[–-]\s?20\s?%/] },
  },
  {
    id: 'd8-follow-007',
    kind: 'follow_up',
    text: 'what about dubai',
    before: ['lounge at changi'],
    expect: { links: [{ partner: 'lounges', from: ['DXB'] }] },
  },

  // ---- the traveller's own trips and time ----
  { id: 'd8-trip-001', kind: 'my_trip', text: 'whats the address of our hotel in kyoto', expect: { says: ['190 Kitamachi'] } },
  { id: 'd8-trip-002', kind: 'my_trip', text: 'what seat do i have tomorrow', expect: { says: ['14C'] } },
  { id: 'd8-trip-003', kind: 'my_trip', text: 'when do i fly home from rome', expect: { says: [/18[:.]40|6[:.]40\s?pm/i] } },
  // Honolulu: Tuesday 23 March, 22:15.
  { id: 'd8-time-001', kind: 'time_now', text: 'whats the time in honolulu rn', expect: { says: [/\b(?:22[:.]15|10[:.]15\s?pm)\b/i] } },
  // Lisbon (WET, UTC+0 until 28 March) and New York (EDT, UTC−4): Lisbon 4 hours ahead.
  {
    id: 'd8-time-002',
    kind: 'time_difference',
    text: 'time difference between lisbon and new york',
    expect: { says: [/\b4\s?(?:h|hours?)\b/i, 'Lisbon'] },
  },

  // ---- what the data does not hold ----
  { id: 'd8-unknown-001', kind: 'unknown', text: 'whats the weather in lisbon next week', expect: { unknown: true } },
  { id: 'd8-unknown-002', kind: 'unknown', text: 'is my flight to amsterdam on time', expect: { unknown: true } },
  { id: 'd8-unknown-003', kind: 'unknown', text: 'do i need a visa for the us as a german', expect: { unknown: true } },
  // Nepal, Jordan, Kenya and Sri Lanka have no country-extras entry.
  { id: 'd8-unknown-004', kind: 'unknown', text: 'plugs in nepal', expect: { unknown: true, notSays: [anyPlugType] } },
  { id: 'd8-unknown-005', kind: 'unknown', text: 'tipping in jordan', expect: { unknown: true, notSays: [percentage] } },
  { id: 'd8-unknown-006', kind: 'unknown', text: 'which side do they drive in kenya', expect: { unknown: true, notSays: [drivesOn] } },
  {
    id: 'd8-unknown-007',
    kind: 'unknown',
    text: 'emergency number in sri lanka',
    expect: { unknown: true, notSays: [emergency('112'), emergency('911'), emergency('119')] },
  },
  { id: 'd8-unknown-008', kind: 'unknown', text: 'how much is a taxi from heathrow to london', expect: { unknown: true } },
  { id: 'd8-unknown-009', kind: 'unknown', text: 'is it safe to walk at night in bogota', expect: { unknown: true } },
  { id: 'd8-unknown-010', kind: 'unknown', text: 'best time to see the northern lights in tromso', expect: { unknown: true } },
  { id: 'd8-unknown-011', kind: 'unknown', text: 'what gate does my flight to amsterdam leave from', expect: { unknown: true } },
  {
    id: 'd8-unknown-012',
    kind: 'unknown',
    text: 'airport code for lake louise',
    expect: { unknown: true, notSays: [code('VCT'), 'Texas'] },
  },
  { id: 'd8-unknown-013', kind: 'unknown', text: 'can i bring a power bank on the plane', expect: { unknown: true } },
  { id: 'd8-unknown-014', kind: 'unknown', text: 'how much does the narita express cost', expect: { unknown: true } },
  {
    id: 'd8-unknown-015',
    kind: 'unknown',
    text: 'what voltage do they use in japan',
    expect: { unknown: true, notSays: [/\b\d{3}\s?V\b/] },
  },
  { id: 'd8-unknown-016', kind: 'unknown', text: 'opening hours of the lounge at heathrow t5', expect: { unknown: true } },
  // ---- probes: phrasings of our own for each rule added after the first run (same lookups; written with the rule) ----
  // St. Petersburg (Florida), not Saint Petersburg (Russia): "St" and "Saint" one name when a region picks the namesake.
  {
    id: 'd8-probe-001',
    kind: 'booking',
    text: 'saint petersburg florida hotels',
    expect: { links: [{ partner: 'hotels', to: ['Petersburg'] }], notSays: ['Russia'] },
  },
  // Naples (Florida): RSW 44 km; a US state by its postal code.
  {
    id: 'd8-probe-002',
    kind: 'airport_nearest',
    text: 'naples fl nearest airport',
    expect: { says: [code('RSW'), km(44)], notSays: ['Italy', code('NAP')] },
  },
  // Kyle of Lochalsh: BEB 101, INV 104 ("of" inside a name).
  { id: 'd8-probe-003', kind: 'airport_nearest', text: 'kyle of lochalsh nearest airport', expect: { says: [code('INV'), km(104)] } },
  // No Loch Ness in the city index; Drumnadrochit: INV 35 km, said to be the nearest town held.
  {
    id: 'd8-probe-004',
    kind: 'airport_nearest',
    text: 'loch ness closest airport',
    expect: { says: [code('INV'), km(35), /don't have/i] },
  },
  // No Milford Sound; Te Anau: ZQN 91 km.
  { id: 'd8-probe-005', kind: 'airport_nearest', text: 'milford sound which airport', expect: { says: [code('ZQN'), km(91)] } },
  {
    id: 'd8-probe-006',
    kind: 'booking',
    text: 'flying to madrid on 2 june, staying 4 nights',
    expect: {
      links: [
        { partner: 'flights', to: ['MAD'], departDate: '2027-06-02' },
        { partner: 'hotels', to: ['Madrid'], departDate: '2027-06-02', returnDate: '2027-06-06' },
      ],
    },
  },
  {
    id: 'd8-probe-007',
    kind: 'booking',
    text: 'fly to oslo and stay there for a week',
    expect: {
      links: [
        { partner: 'flights', to: ['OSL'] },
        { partner: 'hotels', to: ['Oslo'] },
      ],
    },
  },
  // Osaka's details: ITM Osaka International (Itami) 12 km.
  { id: 'd8-probe-008', kind: 'airport_named', text: 'how far is itami from osaka', expect: { says: [code('ITM'), km(12)] } },
  // byIata LAS: Harry Reid International Airport (formerly McCarran).
  { id: 'd8-probe-009', kind: 'airport_named', text: 'mccarran airport code', expect: { says: [code('LAS')] } },
  // Beijing's details: PEK Beijing Capital 25 km.
  { id: 'd8-probe-010', kind: 'airport_named', text: 'capital airport beijing how far', expect: { says: [code('PEK'), km(25)] } },
  // Mexico: "10–15% in restaurants (propina)…".
  { id: 'd8-probe-011', kind: 'country_fact', text: 'do u tip in mexico', expect: { says: [/10\s?[–-]\s?15\s?%/] } },
  // Norway: Oslo; 47.
  { id: 'd8-probe-012', kind: 'two_asks', text: 'capital of norway and how do i call there', expect: { says: ['Oslo', '47'] } },
  // Cambridge's details (England): STN 36 km, LTN 49 km; not Cambridge Bay (Canada).
  {
    id: 'd8-probe-013',
    kind: 'airport_named',
    text: 'how far is luton airport from cambridge',
    expect: { says: [code('LTN'), km(49)], notSays: ['Cambridge Bay'] },
  },
  {
    id: 'd8-probe-014',
    kind: 'airport_named',
    text: 'is luton or stansted closer to cambridge',
    expect: { says: [code('STN'), km(36), code('LTN'), km(49)], notSays: ['Cambridge Bay'] },
  },
  // Prague's details: PRG 12 km.
  {
    id: 'd8-probe-015',
    kind: 'airport_named',
    text: 'how far is prague airport from the old town',
    expect: { says: [code('PRG'), km(12)] },
  },
  // Galway: GWY 8, SNN 64.
  { id: 'd8-probe-016', kind: 'airport_nearest', text: 'galway closest airport', expect: { says: [code('GWY'), code('SNN'), km(64)] } },
  // India: 112 (no Goa in India in the city index; GOA is Genoa's code).
  {
    id: 'd8-probe-017',
    kind: 'country_fact',
    text: 'emergency number in goa india',
    expect: { says: [emergency('112')], notSays: ['Italy'] },
  },
  // Aspen: ASE 6.
  { id: 'd8-probe-018', kind: 'airport_nearest', text: 'aspen which airport do we take', expect: { says: [code('ASE'), km(6)] } },
  // Keswick (England): BLK 92; the bigger Keswick is in Ontario.
  {
    id: 'd8-probe-019',
    kind: 'follow_up',
    text: 'and keswick?',
    before: ['closest airport to windermere uk'],
    expect: { says: [code('BLK'), km(92)], notSays: ['Ontario', 'Canada'] },
  },
  { id: 'd8-probe-020', kind: 'unknown', text: 'are lithium batteries allowed in checked luggage', expect: { unknown: true } },
  { id: 'd8-probe-021', kind: 'my_trip', text: 'which seat did i get on the flight to amsterdam', expect: { says: ['14C'] } },
  // Singapore's details: SIN 17 km.
  {
    id: 'd8-probe-022',
    kind: 'two_asks',
    text: 'how far is changi from the city and is there a lounge',
    expect: { says: [code('SIN'), km(17)], links: [{ partner: 'lounges', from: ['SIN'] }] },
  },
  // Bellagio: LUG 27, BGY 49, MXP 57.
  { id: 'd8-probe-023', kind: 'airport_nearest', text: 'bellagio on lake como nearest airport', expect: { says: [code('LUG'), km(27)] } },
  {
    id: 'd8-probe-024',
    kind: 'booking',
    text: "we're in vienna and want to fly to rome on 3 june",
    expect: { links: [{ partner: 'flights', from: ['VIE'], to: rome, departDate: '2027-06-03' }] },
  },
  // Lisbon: 08:15, one hour behind Berlin on the fixed morning.
  {
    id: 'd8-probe-025',
    kind: 'two_asks',
    text: 'book flights to lisbon then tell me the time difference',
    expect: {
      says: [/\b0?8[:.]15\b/, /\b1 ?h(?:ours?)?\b/],
      notSays: [/Lisbon\*\* is on the same time as \*\*Lisbon/],
      links: [{ partner: 'flights', to: ['LIS'] }],
    },
  },
  { id: 'd8-probe-026', kind: 'unknown', text: 'do i need travel insurance for the usa', expect: { unknown: true } },
  { id: 'd8-probe-027', kind: 'unknown', text: 'how safe is mexico city', expect: { unknown: true } },
  { id: 'd8-probe-028', kind: 'unknown', text: 'what continent is egypt in', expect: { unknown: true } },
  // Dallas Love Field: DAL (the Prescott airport's second name is also "Love Field").
  {
    id: 'd8-probe-029',
    kind: 'airport_named',
    text: 'love field airport code',
    expect: { says: [code('DAL'), 'Dallas'], notSays: [code('PRC')] },
  },
  // Dubai's details: DXB 20 km ("the old town" is no place).
  {
    id: 'd8-probe-030',
    kind: 'airport_named',
    text: 'dubai airport to the old town how far',
    expect: { says: [code('DXB'), km(20)], notSays: ['United States'] },
  },
  // Public transport from an airport named by its name: not held; a transfer from it is offered.
  {
    id: 'd8-probe-031',
    kind: 'unknown',
    text: 'is there a train from fiumicino',
    expect: { unknown: true, links: [{ partner: 'transfers', from: ['FCO'] }] },
  },
  // byIata CDG and ORY, both Paris (Paris's details: CDG 23 km, ORY 15 km).
  {
    id: 'd8-probe-032',
    kind: 'airport_named',
    text: 'charles de gaulle or orly for disneyland',
    expect: { says: [code('CDG'), code('ORY'), km(15)] },
  },
  // Krabi: KBV 9, HKT 66 ("international" alone names no airport).
  {
    id: 'd8-probe-033',
    kind: 'airport_nearest',
    text: 'krabi nearest international airport',
    expect: { says: [code('KBV'), km(9)], notSays: ['Portsmouth'] },
  },
  {
    id: 'd8-probe-034',
    kind: 'airport_nearest',
    text: 'nearest international airport to krabi',
    expect: { says: [code('KBV'), km(9)], notSays: ['Portsmouth'] },
  },
  {
    id: 'd8-probe-035',
    kind: 'two_asks',
    text: 'fly from berlin to lisbon 4 may and rent a car there 4-9 may',
    expect: {
      links: [
        { partner: 'flights', from: ['BER'], to: ['LIS'], departDate: '2027-05-04', returnDate: '2027-05-09' },
        { partner: 'cars', to: ['Lisbon', 'Lisboa', 'LIS'], departDate: '2027-05-04', returnDate: '2027-05-09' },
      ],
    },
  },
  { id: 'd8-probe-036', kind: 'booking', text: 'airbnb in porto', expect: { links: [{ partner: 'hotels', to: ['Porto'] }] } },
  // Seoul's details: ICN 48 km, GMP 17 km.
  { id: 'd8-probe-037', kind: 'airport_named', text: 'what is the iata for seoul', expect: { says: [code('ICN'), code('GMP')] } },
  // Tokyo's details: HND, NRT ("letter" is not Lester B. Pearson).
  {
    id: 'd8-probe-038',
    kind: 'airport_named',
    text: 'what 3 letter code is tokyo',
    expect: { says: [code('HND'), code('NRT')], notSays: [code('YYZ'), 'Toronto'] },
  },
  // byIata CPT: Cape Town International Airport (not the calling code +27).
  { id: 'd8-probe-039', kind: 'airport_named', text: 'cape town international code', expect: { says: [code('CPT')], notSays: ['+27'] } },
  // France: "112 (17 police, 15 ambulance, 18 fire)"; Italy: 112; Japan: left.
  { id: 'd8-probe-040', kind: 'country_fact', text: 'number to call police in paris', expect: { says: [emergency('17')] } },
  {
    id: 'd8-probe-041',
    kind: 'country_fact',
    text: 'how do i call the police in rome',
    expect: { says: [emergency('112')], notSays: ['+39'] },
  },
  { id: 'd8-probe-042', kind: 'country_fact', text: 'which way do cars drive in japan', expect: { says: [left], notSays: [right] } },
  {
    id: 'd8-probe-043',
    kind: 'booking',
    text: '2 tickets to barcelona 18th june',
    expect: { links: [{ partner: 'flights', to: ['BCN'], departDate: '2027-06-18', adults: 2 }] },
  },
  {
    id: 'd8-probe-044',
    kind: 'booking',
    text: 'book me a one way ticket to madrid on friday',
    expect: { links: [{ partner: 'flights', to: ['MAD'], departDate: '2027-03-26' }] },
  },
];
