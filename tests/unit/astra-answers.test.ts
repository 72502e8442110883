// Astra's answers for issue 20, through the real engine over the real city index: country facts
// asked directly, follow-ups that keep the question, and what it says when the data holds nothing.
import { describe, expect, it } from 'vitest';
import { createServerAstraData } from '../../api/astra/server-data';
import { sharedCityIndex } from '../../api/cities/city-index';
import { answer } from '../../src/domain/astra/engine';
import type { AstraContext, AstraMemory, AstraReply } from '../../src/domain/astra/types';
import { travellerTrips } from '../eval/astra/fixtures';

const data = createServerAstraData({ cities: sharedCityIndex() });
/** Wednesday 24 March 2027, 09:15 in Berlin: the US is on summer time, Europe not yet. */
const now = new Date('2027-03-24T08:15:00Z');

export async function ask(texts: string[], extra: Partial<AstraContext> = {}): Promise<AstraReply> {
  let memory: AstraMemory = {};
  let last: AstraReply | undefined;
  for (const text of texts) {
    last = await answer(text, { data, now, timeZone: 'Europe/Berlin', agentMode: false, memory, ...extra });
    memory = last.memory;
  }
  return last!;
}

describe('Astra: country facts asked directly', () => {
  it('answers plugs, driving side, emergency numbers, calling code and languages for a country or a city in it', async () => {
    expect((await ask(['what plugs do they use in japan'])).response).toMatch(/type A and B/);
    expect((await ask(['which side of the road do they drive on in the UK'])).response).toMatch(/drives on the \*\*left/);
    expect((await ask(['emergency number in Kyoto'])).response).toMatch(/110/);
    expect((await ask(['dialing code for brazil'])).response).toMatch(/\+55/);
    expect((await ask(['what languages are spoken in Switzerland'])).response).toMatch(/German.*French.*Italian|French.*German/);
    expect((await ask(['what is the capital of Turkey'])).response).toMatch(/Ankara/);
    expect((await ask(['what currency in reykjavik'])).response).toMatch(/Icelandic Kr[oó]na/);
  });

  it('gives a time zone with its offset on the day asked', async () => {
    expect((await ask(['what time zone is nepal in'])).response).toMatch(/UTC\+5:45/);
  });

  it('does not send "driving side" to a car rental, nor a conversion to the facts', async () => {
    const driving = await ask(['driving side in Malaysia']);
    expect(driving.links.some((link) => link.partner === 'cars')).toBe(false);
    expect((await ask(['convert 100 euros to dollars'])).response).toMatch(/116/);
  });

  it('says when the data holds nothing, and offers what it holds', async () => {
    const peru = await ask(['which plug type do they use in Peru']);
    expect(peru.response).toMatch(/don't have the plug types for \*\*Peru\*\*/);
    expect(peru.response).toMatch(/languages/);
    expect(peru.response).not.toMatch(/type [A-O]\b/);
  });

  it('keeps the question when a follow-up names only a new place', async () => {
    expect((await ask(['emergency number in Spain', 'and portugal?'])).response).toMatch(/Portugal.*112/);
    expect((await ask(['which plug type does the UK use', 'what about Italy'])).response).toMatch(/Italy.*type C/);
    const porto = await ask(['car rental in Lisbon', 'and in Porto?']);
    expect(porto.links.find((link) => link.partner === 'cars')?.params).toMatchObject({ city: expect.stringContaining('Porto') });
  });
});

describe('Astra: time in places, between places, and carried from one to another', () => {
  it('gives the difference between two named places on the day asked, with daylight saving, saying which is ahead', async () => {
    // Today the US is on summer time and the UK not: 4 hours; after Europe moves on 28 March, 5 again.
    expect((await ask(['time difference between london and new york'])).response).toMatch(
      /London\*\* is \*\*4 hours ahead of\*\* \*\*New York/,
    );
    expect((await ask(['time difference between London and New York on April 5th'])).response).toMatch(/5 hours ahead/);
    expect((await ask(['how many hours difference between Delhi and London'])).response).toMatch(/5 hours 30 minutes ahead/);
    expect((await ask(['how far behind is los angeles from berlin'])).response).toMatch(/Los Angeles\*\* is \*\*8 hours behind/);
  });

  it('carries a clock time from one place to another, or to the traveller', async () => {
    expect((await ask(['If it is 6pm in New York what time is it in London?'])).response).toMatch(/it's \*\*10:00 PM\*\* in \*\*London/);
    expect((await ask(['What time will it be in Dubai when it is 3 pm here?'])).response).toMatch(/6:00 PM\*\* in \*\*Dubai/);
    expect((await ask(['my meeting is at 10:30 in new york, what time is that for me'])).response).toMatch(/3:30 PM\*\* for you/);
    expect((await ask(['convert 8pm tokyo time to berlin time'])).response).toMatch(/12:00 PM\*\* in \*\*Berlin/);
  });

  it('reads the time now in a place typed loosely', async () => {
    expect((await ask(['wat time is it in tokio'])).response).toMatch(/5:15 PM/);
    expect((await ask(['time now in vancouver?'])).response).toMatch(/1:15 AM/);
  });
});

describe('Astra: named airports', () => {
  it('reads a famous airport as the airport, not a town of the same name', async () => {
    const heathrow = await ask(['what is the airport code for heathrow']);
    expect(heathrow.response).toMatch(/London Heathrow Airport\*\* has the code \*\*LHR\*\* and serves \*\*London, United Kingdom/);
    expect(heathrow.response).not.toMatch(/United States/);
    expect((await ask(['Which city is Schiphol in?'])).response).toMatch(/AMS.*Amsterdam/);
    expect((await ask(["what's the code for o'hare"])).response).toMatch(/ORD/);
    const both = await ask(['is narita the same as haneda? what are their codes']);
    expect(both.response).toMatch(/NRT/);
    expect(both.response).toMatch(/HND/);
    expect((await ask(['how far is heathrow from london'])).response).toMatch(/24 km/);
  });

  it('sends a lounge question about Heathrow to LHR, and keeps a big city a city', async () => {
    const lounge = await ask(['lounge access at Heathrow']);
    expect(JSON.stringify(lounge.links)).toMatch(/LHR/);
    expect((await ask(['Which airports are near Milan?'])).entities.destination?.name).toBe('Milan');
  });
});

describe("Astra: the traveller's own trips", () => {
  const trips = travellerTrips;

  it('answers flights, stays, the day and the countdown from the trips it is given', async () => {
    const flight = await ask(['When does my flight to Amsterdam leave?'], { trips });
    expect(flight.response).toMatch(/KL 1774.*tomorrow, Thursday 25 March at 10:25/);
    expect((await ask(['where am I staying in Rome'], { trips })).response).toContain('Hotel Artemide**, Via Nazionale 22');
    const tomorrowPlan = await ask(['what is on tomorrow'], { trips });
    expect(tomorrowPlan.response).toMatch(/KL 1774/);
    expect(tomorrowPlan.response).toMatch(/Rijksmuseum/);
    expect((await ask(['how long until my trip to Rome'], { trips })).response).toMatch(/in 15 days/);
    expect((await ask(['when is my flight to Rome', 'and the one back?'], { trips })).response).toMatch(/AZ 416.*18:40/);
    expect((await ask(['which hotel are we in in tokyo'], { trips })).response).toContain('Park Hotel Tokyo');
    // Two weekdays asked: each day's plans, the second the first of its name after the first.
    const twoDays = (await ask(['what do I have on friday and saturday'], { trips })).response;
    expect(twoDays).toMatch(/On Friday 26 March:\n- \*\*09:30\*\* Client workshop/);
    expect(twoDays).toMatch(/On Saturday 27 March:\n- \*\*17:10\*\* flight KL 1777/);
    // A companion named is the trip shared with them (Tokyo, with Mia), not the next flight (Amsterdam, tomorrow).
    expect((await ask(['when does my flight with mia leave'], { trips })).response).toMatch(/NH 204.*Sunday 2 May at 12:05/);
    expect((await ask(["When does Mia's flight land in Tokyo?"], { trips })).response).toMatch(
      /NH 204.*lands at \*\*07:30\*\* on Monday 3 May/,
    );
    // Whether their plans hold something is read from them, not searched for.
    const vatican = await ask(['do I have vatican tickets'], { trips });
    expect(vatican.response).toMatch(/Vatican Museums tour\*\* is on \*\*Friday 9 April at 10:30/);
    expect(vatican.links).toEqual([]);
  });

  it('says what the records do not hold, and never answers about a trip it was not given', async () => {
    expect((await ask(['what is my seat on the flight to Rome'], { trips })).response).toMatch(/no seat saved/);
    expect((await ask(['where am I staying in Paris?'], { trips })).response).toMatch(/no hotel in Paris/);
    expect((await ask(['is my flight to amsterdam on time?'], { trips })).response).toMatch(/don't have live flight status/);
  });

  it('on the server, with no trips, says the answer is on the device', async () => {
    expect((await ask(['when is my flight'])).response).toMatch(/kept on your device/);
    // Asking to do something with "my" trip is not a question about it.
    expect((await ask(['plan my trip to Seoul'])).response).not.toMatch(/kept on your device/);
  });
});

describe('Astra: packing for the place, the season and the kind of trip', () => {
  it('names what matters and assumes a typical length, saying so', async () => {
    const reykjavik = await ask(['what should i pack for reykjavik in january']);
    expect(reykjavik.response).toMatch(/typical \*\*5 days\*\*/);
    expect(reykjavik.response).toMatch(/Insulated winter coat/);
    const beach = await ask(['Packing list for a beach holiday in Phuket']);
    expect(beach.response).toMatch(/typical \*\*7 days\*\* beach trip/);
    expect(beach.response).toMatch(/Swimwear/);
    const business = await ask(['what to pack for a business trip']);
    expect(business.response).toMatch(/Business outfit/);
    expect(business.response).toMatch(/Tell me where you're going/);
    expect((await ask(['beach vacation with the kids in mallorca, packing list?'])).response).toMatch(/With kids/);
    expect((await ask(['pack for a 3 day business trip to london'])).response).toMatch(/Packing for \*\*3 days\*\*/);
  });

  it('keeps the month for a follow-up about another place', async () => {
    expect((await ask(['packing list for Oslo in November', 'and for Dubai?'])).response).toMatch(/Dubai.*November|November.*Dubai/s);
  });
});

describe('Astra: two asks in one message', () => {
  it('answers both, the second with the place the first named', async () => {
    const both = await ask(['flights to rome and a hotel there']);
    expect(both.links.map((link) => link.partner)).toEqual(expect.arrayContaining(['flights', 'hotels']));
    expect(both.links.find((link) => link.partner === 'hotels')?.params.city).toMatch(/Rome/);
    const esim = await ask(['flights from munich to bangkok and an esim for thailand']);
    expect(esim.links.map((link) => link.partner)).toEqual(expect.arrayContaining(['flights', 'esim']));
    const tokyo = await ask(['whats the time in tokyo and the emergency number there']);
    expect(tokyo.response).toMatch(/5:15 PM/);
    expect(tokyo.response).toMatch(/110/);
  });

  it('keeps "between Paris and New York" whole', async () => {
    const reply = await ask(['time difference between paris and new york today, and what time is it in new york now']);
    expect(reply.response).toMatch(/Paris\*\* is \*\*5 hours ahead of\*\* \*\*New York/);
    expect(reply.response).toMatch(/4:15 AM/);
  });
});

describe('Astra: what the data never holds', () => {
  it('says so before offering what it has', async () => {
    const price = await ask(['How much does a hotel in Rome cost per night?']);
    expect(price.response).toMatch(/^I don't have prices/);
    expect(price.links.some((link) => link.partner === 'hotels')).toBe(true);
    expect((await ask(['Is it safe to drink tap water in Mexico City?'])).response).toMatch(/^I don't have health or safety information/);
  });
});

describe('Astra: follow-ups and limits, more phrasings', () => {
  it('asks the same of a new place, and reads "the us" and "use euros"', async () => {
    expect((await ask(['weather in paris in may', 'and in rome?'])).response).toMatch(/In May, Rome is usually/);
    expect((await ask(['what is the nearest airport to Florence', 'and to Venice?'])).response).toMatch(/VCE/);
    expect((await ask(['what currency in japan', 'and korea'])).response).toMatch(/South Korean Won/);
    expect((await ask(['what is the voltage in the us'])).response).toMatch(/type A and B/);
    expect((await ask(['do they use euros in croatia'])).response).toMatch(/Euro \(EUR\)/);
  });

  it('reads hours between flights as a layover in the place, not a flight to search', async () => {
    const layover = await ask(['I have 5 hours in Doha between flights']);
    expect(layover.response).toMatch(/\*\*Doha\*\*, Qatar/);
    expect(layover.links.map((link) => link.partner)).not.toContain('flights');
  });

  it('admits opening hours, crowds and forecasts', async () => {
    expect((await ask(['is the louvre open on tuesdays'])).response).toMatch(/^I don't have opening hours/);
    expect((await ask(['will it rain in london this weekend'])).response).toMatch(/^I don't have weather forecasts/);
  });
});

describe('Astra: how a writer who capitalises names spells a place', () => {
  it('reads no small town from a word they typed in lower case, but a big city or a code written whole', async () => {
    // "chapel" is no Belize City.
    expect((await ask(["We have a christening at a chapel in Cork, what's the time there?"])).response).toMatch(/in \*\*Cork\*\*, Ireland/);
    const flights = await ask(['Could you find flights from Berlin to new york on 3 May?']);
    expect(flights.links[0]?.params).toMatchObject({ origin: 'BER', destination: 'NYC' });
    const lax = await ask(['We fly into lax on Friday from Berlin, can you find flights?']);
    expect(lax.links[0]?.params).toMatchObject({ origin: 'BER', destination: 'LAX' });
  });
});
