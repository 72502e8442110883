// The Astra engine: answer(message, context) → AstraReply. Pure TypeScript, so the same engine
// answers on the server (over the city index) and on a device with no connection (over the
// cities it has). It reads dates, places, travellers and amounts (dates.ts, extract.ts), picks
// what the traveller wants (intents.ts) and answers only from real data: partner links built by
// the partner registry, city facts from the city data, rates from a dated rate table. It never
// states a price it does not have, and in Agent Mode it proposes the app's own actions, never a
// booking or a payment.
import { convertAmount, currencyCodes, formatCurrencyAmount, type Currency } from '../currency';
import { uuidv7 } from '../ids';
import { generatePackingList, monthName, packingWeather } from '../packing';
import type { PartnerId, PartnerSearchParams } from '../partners';
import { partners } from '../partners';
import { priceAlertDefaults } from '../price-alert-rules';
import { describeDay, findClockCity, readClock } from '../world-clock';
import { daysBetween, findDates, todayIn } from './dates';
import { blankSpan, findAmount, findCurrencies, findPlaces, findTargetPrice, findTravellers, workpieceOf, type Workpiece } from './extract';
import { scoreIntents } from './intents';
import { listInWords } from '../list-in-words';
import { flagOf } from './text';
import type {
  AstraAction,
  AstraCard,
  AstraContext,
  AstraEntities,
  AstraIntent,
  AstraLink,
  AstraMemory,
  AstraPlace,
  AstraReply,
  CityDetails,
} from './types';

export const astraGreeting =
  "Hi, I'm Astra, your travel concierge. I can find flights and hotels, tell you about a city, convert currencies, check the time anywhere and pack your bag. Where are you headed?";

/** The intents that stay pending after a question back, so "5 days" answers "how long?". */
type Draft = {
  intent: AstraIntent;
  entities: AstraEntities;
  unresolved?: string;
  lower: string;
  currencies: Currency[];
  howManyCurrency?: Currency;
};

const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "Fri 27 Nov" (with the year when it is not this year's). */
function formatDay(iso: string, today: Date): string {
  const date = utcDay(iso);
  const withYear = date.getUTCFullYear() !== today.getUTCFullYear();
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(date);
}

function placeLabel(place: AstraPlace): string {
  return place.country && place.country !== place.name ? `**${place.name}**, ${place.country}` : `**${place.name}**`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function subIdOf(intent: AstraIntent, context: AstraContext): string {
  return `astra_${intent}${context.offline ? '_offline' : ''}`;
}

function link(partner: PartnerId, label: string, params: PartnerSearchParams, intent: AstraIntent, context: AstraContext): AstraLink {
  const clean = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as PartnerSearchParams;
  return { partner, label, params: clean, subId: subIdOf(intent, context) };
}

async function detailsOf(place: AstraPlace | undefined, context: AstraContext): Promise<CityDetails | undefined> {
  if (!place) return undefined;
  try {
    return await context.data.cityDetails(place);
  } catch {
    return undefined;
  }
}

/** Reads the message: dates first, then travellers, prices and amounts, then places from what is left. */
async function read(message: string, context: AstraContext, today: Date): Promise<Draft & { scores: ReturnType<typeof scoreIntents> }> {
  let piece: Workpiece = workpieceOf(message);
  const lower = piece.lower;
  const scores = scoreIntents(lower);
  const top = scores[0]?.intent;

  const dates = findDates(piece.lower, today);
  piece = {
    lower: dates.rest,
    cased: [...piece.cased].map((char, index) => (dates.rest[index] === ' ' && piece.lower[index] !== ' ' ? ' ' : char)).join(''),
  };
  const entities: AstraEntities = {};
  if (dates.startDate) entities.startDate = dates.startDate;
  if (dates.endDate) entities.endDate = dates.endDate;
  if (dates.durationDays) entities.durationDays = dates.durationDays;
  if (dates.travelMonth) entities.travelMonth = dates.travelMonth;

  const travellers = findTravellers(piece);
  piece = travellers.piece;
  if (travellers.travellers) entities.travellers = travellers.travellers;

  let currencies: Currency[] = [];
  let howManyCurrency: Currency | undefined;
  if (top === 'price_alert') {
    const target = findTargetPrice(piece);
    piece = target.piece;
    if (target.targetPrice) entities.targetPrice = target.targetPrice;
  }
  if (top === 'currency' || scores.some((score) => score.intent === 'currency' && score.score >= 4)) {
    const amount = findAmount(piece);
    piece = amount.piece;
    if (amount.amount !== undefined) entities.amount = amount.amount;
    const howMany = /\bhow many\s+([a-z]+(?:\s[a-z]+)?)/.exec(piece.lower);
    const named = findCurrencies(piece).map((entry) => entry.currency);
    currencies = amount.symbolCurrency
      ? [amount.symbolCurrency, ...named.filter((currency) => currency.code !== amount.symbolCurrency!.code)]
      : named;
    if (howMany) howManyCurrency = findCurrencies({ lower: howMany[1]!, cased: howMany[1]! })[0]?.currency;
    // Currency words are not places ("pounds", "won").
    for (const entry of findCurrencies(piece)) piece = blankSpan(piece, entry.index, entry.length);
  }

  const places = await findPlaces(piece, context.data);
  if (places.origin) entities.origin = places.origin;
  if (places.destination) entities.destination = places.destination;
  if (places.place && !places.destination) entities.destination = places.place;

  return {
    intent: top ?? 'unknown',
    entities,
    ...(places.unresolved ? { unresolved: places.unresolved } : {}),
    lower,
    currencies,
    ...(howManyCurrency ? { howManyCurrency } : {}),
    scores,
  };
}

/** The intent to answer: what scored best, else a pending question's, else a city question when a place was named. */
function decideIntent(draft: Draft & { scores: ReturnType<typeof scoreIntents> }, memory: AstraMemory): AstraIntent {
  const best = draft.scores[0];
  const weakOnly = !best || best.score < 2;
  if (weakOnly && memory.pendingIntent) return memory.pendingIntent;
  if (best) return best.intent;
  if (draft.entities.destination || draft.entities.origin) return 'city_info';
  return 'unknown';
}

/** Fills what the message left out from the conversation so far ("and a hotel there?"). */
function withMemory(intent: AstraIntent, entities: AstraEntities, memory: AstraMemory, pendingFollowUp: boolean): AstraEntities {
  const filled = { ...entities };
  if (!filled.destination && memory.lastPlace && !(intent === 'flight' && filled.origin && !memory.pendingIntent))
    filled.destination = memory.lastPlace;
  if (!filled.origin && memory.lastOrigin && (intent === 'flight' || intent === 'price_alert' || intent === 'transfer'))
    filled.origin = memory.lastOrigin;
  if (!filled.startDate && memory.startDate && intent !== 'time' && intent !== 'currency') {
    filled.startDate = memory.startDate;
    if (memory.endDate && !filled.endDate) filled.endDate = memory.endDate;
  }
  if (!filled.travellers && memory.travellers) filled.travellers = memory.travellers;
  if (!filled.durationDays && memory.durationDays) filled.durationDays = memory.durationDays;
  if (!filled.targetPrice && memory.targetPrice && pendingFollowUp) filled.targetPrice = memory.targetPrice;
  if (!filled.travelMonth && filled.startDate) filled.travelMonth = Number(filled.startDate.slice(5, 7));
  return filled;
}

/** An answer before `answer()` adds the intent and memory: `pending` is a question asked back, `understood` what the answer settled (the currencies of a conversion). */
type Reply = Omit<AstraReply, 'intent' | 'entities' | 'memory'> & { pending?: AstraIntent; understood?: Partial<AstraEntities> };

const reply = (response: string, parts: Partial<Reply> = {}): Reply => ({
  response,
  links: [],
  cards: [],
  actions: [],
  clarifying: false,
  ...parts,
});

const ask = (question: string, pending: AstraIntent, extra: Partial<Reply> = {}): Reply =>
  reply(question, { clarifying: true, pending, ...extra });

function notFound(draft: Draft, context: AstraContext, question: string, pending: AstraIntent): Reply {
  if (draft.unresolved && context.offline) {
    return reply(
      `I can't look up **${draft.unresolved}** while you're offline: this device only knows the popular destinations and the cities you've opened. I can send your question when you're back online.`,
      { needsServer: true },
    );
  }
  if (draft.unresolved) return ask(`I couldn't find a place called **${draft.unresolved}**. ${question}`, pending);
  return ask(question, pending);
}

function datesSentence(entities: AstraEntities, today: Date, words: { from: string; to: string }): string {
  if (entities.startDate && entities.endDate) {
    return `${words.from} **${formatDay(entities.startDate, today)}**, ${words.to} **${formatDay(entities.endDate, today)}**`;
  }
  if (entities.startDate) return `${words.from} **${formatDay(entities.startDate, today)}**`;
  return '';
}

const neverPrices = 'Prices and availability are live on the partner’s site: I never quote fares myself.';

function answerFlight(draft: Draft, entities: AstraEntities, context: AstraContext, today: Date): Reply {
  const { origin, destination } = entities;
  if (!destination) return notFound(draft, context, 'Where would you like to fly to?', 'flight');
  if (origin && origin.name === destination.name && origin.country_code === destination.country_code) {
    return ask(`You're already in ${placeLabel(destination)}. Where would you like to fly to?`, 'flight');
  }
  const params: PartnerSearchParams = {
    origin: origin?.iata,
    destination: destination.iata,
    departDate: entities.startDate,
    returnDate: entities.endDate,
    adults: entities.travellers,
  };
  const route = origin
    ? `from ${placeLabel(origin)}${origin.iata ? ` (${origin.iata})` : ''} to ${placeLabel(destination)}${destination.iata ? ` (${destination.iata})` : ''}`
    : `to ${placeLabel(destination)}${destination.iata ? ` (${destination.iata})` : ''}`;
  const when = datesSentence(entities, today, { from: 'departing', to: 'returning' });
  const who = entities.travellers && entities.travellers > 1 ? `for ${plural(entities.travellers, 'adult')}` : '';
  const byLand = /\b(?:trains?|rail|bus(?:es)?|coach)\b/.test(draft.lower) && !/\b(?:flights?|fly)\b/.test(draft.lower);
  const lines = [
    `${byLand ? "I can't search trains or buses yet, so here" : 'Here'}'s a flight search ${route}${when ? `, ${when}` : ''}${who ? `, ${who}` : ''} on ${partners.flights.name}, which compares fares across airlines.`,
  ];
  if (!destination.iata) lines.push(`I don't know an airport near ${destination.name}, so pick the airport on the search page.`);
  if (!entities.startDate) lines.push('No date yet: the search starts two weeks from today. Tell me your dates and I will set them.');
  if (!origin) lines.push('Where are you flying from? Tell me and I will narrow the search.');
  lines.push(neverPrices);
  return reply(lines.join('\n\n'), { links: [link('flights', `Flights to ${destination.name}`, params, 'flight', context)] });
}

function stayLength(entities: AstraEntities): string {
  if (entities.startDate && entities.endDate) {
    const nights = Math.max(1, daysBetween(entities.startDate, entities.endDate));
    return ` (${plural(nights, 'night')})`;
  }
  return '';
}

function answerHotel(draft: Draft, entities: AstraEntities, context: AstraContext, today: Date): Reply {
  const place = entities.destination;
  if (!place) return notFound(draft, context, 'Which city would you like to stay in?', 'hotel');
  const when = datesSentence(entities, today, { from: 'checking in', to: 'out' });
  const who = entities.travellers ? `, for ${plural(entities.travellers, 'guest')}` : '';
  const lines = [
    `Here are places to stay in ${placeLabel(place)}${when ? `, ${when}${stayLength(entities)}` : ''}${who} on ${partners.hotels.name}.`,
  ];
  if (!entities.startDate) lines.push('Add your dates there to see prices and what is free, or tell me and I will set them.');
  lines.push(neverPrices);
  return reply(lines.join('\n\n'), {
    links: [
      link(
        'hotels',
        `Hotels in ${place.name}`,
        {
          city: `${place.name}, ${place.country}`,
          departDate: entities.startDate,
          returnDate: entities.endDate,
          adults: entities.travellers,
        },
        'hotel',
        context,
      ),
    ],
  });
}

/** "Louvre tickets", "tickets for the Colosseum", "a food tour": what to search for on a tours or tickets site. */
function searchQuery(lower: string, intent: 'tours' | 'tickets'): string | undefined {
  const patterns =
    intent === 'tickets'
      ? [
          /\btickets? (?:for|to) (?:the )?([a-z' -]{3,40}?)(?= in\b| on\b| for\b| next\b| this\b|[?.!,]|$)/,
          /\b(?:the )?([a-z' -]{3,30}?) tickets?\b/,
        ]
      : [/\b((?:[a-z]+ ){0,2}(?:tours?|class(?:es)?|cruises?|excursions?|day trips?|tastings?|walks?))\b/];
  for (const pattern of patterns) {
    const match = pattern.exec(lower);
    const query = match?.[1]
      ?.replace(/\b(?:book|find|get|me|a|an|some|any|the|want|need|i|to|for|buy|looking|attraction|museum|entry|admission)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (query && query.length >= 3 && !/^(?:tours?|tickets?)$/.test(query))
      return intent === 'tours' ? query.replace(/(tour|trip|class|cruise|excursion|tasting|walk)(?:es|s)$/, '$1') : query;
  }
  return undefined;
}

async function answerActivities(intent: 'tours' | 'tickets', draft: Draft, entities: AstraEntities, context: AstraContext): Promise<Reply> {
  const place = entities.destination;
  const query = searchQuery(draft.lower, intent);
  const partner = partners[intent];
  if (!place && !query)
    return notFound(
      draft,
      context,
      intent === 'tours' ? 'Which city are you looking for tours in?' : 'Which attraction or city would you like tickets for?',
      intent,
    );
  const details = await detailsOf(place, context);
  const links: AstraLink[] = [
    link(
      intent,
      query ? `${query[0]!.toUpperCase()}${query.slice(1)}${place ? ` in ${place.name}` : ''}` : `${partner.label} in ${place!.name}`,
      { city: place?.name, query, departDate: entities.startDate, returnDate: entities.endDate },
      intent,
      context,
    ),
  ];
  const shown = query ? `${query[0]!.toUpperCase()}${query.slice(1)}` : undefined;
  const lines = [
    shown
      ? `Here's what ${partner.name} has for **${shown}**${place ? ` in ${placeLabel(place)}` : ''}.`
      : `Here are ${partner.label.toLowerCase()} in ${placeLabel(place!)} on ${partner.name}.`,
  ];
  const attractions = details?.top_attractions.slice(0, 3) ?? [];
  if (attractions.length > 0 && !query) {
    lines.push(`Popular there: ${listInWords(attractions.map((attraction) => `**${attraction.title}**`))}.`);
    for (const attraction of attractions)
      links.push(link(intent, attraction.title, { city: place!.name, query: attraction.title }, intent, context));
  }
  lines.push(neverPrices);
  return reply(lines.join('\n\n'), { links });
}

function answerCar(draft: Draft, entities: AstraEntities, context: AstraContext, today: Date): Reply {
  const place = entities.destination;
  if (!place) return notFound(draft, context, 'Where would you like to pick the car up?', 'car');
  const when = datesSentence(entities, today, { from: 'picking up', to: 'returning' });
  return reply(
    `Here are rental cars in ${placeLabel(place)}${when ? `, ${when}` : ''} on ${partners.cars.name}, which compares the rental companies.\n\n${neverPrices}`,
    {
      links: [
        link(
          'cars',
          `Car rental in ${place.name}`,
          { city: place.name, lat: place.lat, lon: place.lon, departDate: entities.startDate, returnDate: entities.endDate },
          'car',
          context,
        ),
      ],
    },
  );
}

async function answerTransfer(draft: Draft, entities: AstraEntities, context: AstraContext): Promise<Reply> {
  const place = entities.destination;
  if (!place) return notFound(draft, context, 'Which city do you need a transfer in?', 'transfer');
  const details = await detailsOf(place, context);
  const airport = details?.airports[0];
  const from = airport ? `${airport.name} (${airport.iata})` : place.iata;
  return reply(
    `Here are airport transfers to ${placeLabel(place)}${from ? ` from **${from}**` : ''} on ${partners.transfers.name}: a driver meets you at arrivals with your name on a sign.\n\n${neverPrices}`,
    {
      links: [
        link('transfers', `Transfer to ${place.name}`, { origin: airport?.iata ?? place.iata, city: place.name }, 'transfer', context),
      ],
    },
  );
}

function answerEsim(draft: Draft, entities: AstraEntities, context: AstraContext): Reply {
  const place = entities.destination;
  if (!place) return notFound(draft, context, 'Which country do you need mobile data in?', 'esim');
  return reply(
    `Here are eSIM data plans for **${place.country}** on ${partners.esim.name}. Install the eSIM before you leave and switch it on when you land, so you skip roaming charges.\n\n${neverPrices}`,
    { links: [link('esim', `eSIM for ${place.country}`, { country: place.country }, 'esim', context)] },
  );
}

function answerLounge(draft: Draft, entities: AstraEntities, context: AstraContext): Reply {
  const place = entities.origin ?? entities.destination;
  if (!place) return notFound(draft, context, 'Which airport are you flying from?', 'lounge');
  const code = place.iata;
  return reply(
    `Here are the lounges at ${code ? `**${code}**, ` : ''}${placeLabel(place)} on ${partners.lounges.name}.\n\n${neverPrices}`,
    {
      links: [link('lounges', `Lounges at ${code ?? place.name}`, { origin: code ?? place.name }, 'lounge', context)],
    },
  );
}

/** The first sentence of a guide's paragraph: a chat answer is a summary, the explorer has the rest. */
function firstSentence(text: string): string {
  const match = /^.+?[.!?](?=\s+[A-Z]|$)/.exec(text.trim());
  return match ? match[0] : text;
}

const weatherWords = { cold: 'cold', cool: 'cool', mild: 'mild', hot: 'hot', 'hot-wet': 'hot and humid' } as const;

function cityCard(details: CityDetails): AstraCard {
  return {
    kind: 'city',
    slug: details.slug,
    name: details.name,
    country: details.country,
    facts: details.quick_facts.slice(0, 6),
    attractions: details.top_attractions.slice(0, 4).map((attraction) => attraction.title),
  };
}

async function answerCityInfo(draft: Draft, entities: AstraEntities, context: AstraContext): Promise<Reply> {
  const place = entities.destination ?? entities.origin;
  if (!place) return notFound(draft, context, 'Which city would you like to know about? Try "Tell me about Lisbon".', 'city_info');
  const details = await detailsOf(place, context);
  if (!details) {
    if (context.offline) {
      return reply(`I know ${placeLabel(place)}, but its details aren't on this device. I can look it up when you're back online.`, {
        needsServer: true,
      });
    }
    return reply(`I know ${placeLabel(place)}, but I have no details for it yet.`);
  }
  const lines: string[] = [];
  const about = place.kind === 'country' ? `**${place.country}**: I'll start with its capital, ${placeLabel(place)}.` : undefined;
  const lead = details.curated
    ? `${placeLabel(place)}: here's our guide.`
    : `${placeLabel(place)}: here are its key facts. We haven't written a guide for it yet.`;
  lines.push(about ?? lead);
  if (/\b(?:weather|climate|temperature|hot|cold|warm|rain(?:y|s)?)\b/.test(draft.lower)) {
    const travelMonth =
      entities.travelMonth ??
      Number(new Intl.DateTimeFormat('en-CA', { timeZone: context.timeZone, month: 'numeric' }).format(context.now));
    const weather = packingWeather(details.lat, travelMonth, details.country_code);
    lines.push(
      `In ${monthName(travelMonth)}, ${details.name} is usually **${weatherWords[weather.climate]}**, around ${Math.round(weather.meanC)} °C on average${weather.isRainySeason ? ', in the rainy season' : ''}. That's an estimate from latitude and season, not a forecast: check one before you go.`,
    );
  }
  const wantsAirports = /\bairports?\b/.test(draft.lower);
  if (wantsAirports) {
    lines.push(
      details.airports.length > 0
        ? `Airports near ${details.name}:\n${details.airports.map((airport) => `- **${airport.iata}** ${airport.name}, ${airport.distance_km} km`).join('\n')}`
        : `I don't know a commercial airport within 150 km of ${details.name}.`,
    );
  }
  if (details.top_attractions.length > 0) {
    lines.push(
      `Top sights:\n${details.top_attractions
        .slice(0, 4)
        .map((attraction) => `- **${attraction.title}**: ${firstSentence(attraction.desc)}`)
        .join('\n')}`,
    );
  }
  if (details.curated && details.dining_summary) lines.push(`**Eating:** ${firstSentence(details.dining_summary)}`);
  if (details.curated && details.transport_summary) lines.push(`**Getting around:** ${firstSentence(details.transport_summary)}`);
  const tip =
    details.local_tips.find((entry) => /plug|tipping|emergency/i.test(entry) && /\b(?:plugs?|tip|emergency)\b/.test(draft.lower)) ??
    (details.curated ? details.local_tips[0] : undefined);
  if (tip) lines.push(`**Tip:** ${tip}`);
  return reply(lines.join('\n\n'), {
    cards: [cityCard(details)],
    links: [
      link('tours', `Tours in ${details.name}`, { city: details.name }, 'city_info', context),
      link('hotels', `Hotels in ${details.name}`, { city: `${details.name}, ${details.country}` }, 'city_info', context),
    ],
  });
}

async function answerCurrency(draft: Draft, entities: AstraEntities, context: AstraContext): Promise<Reply> {
  let [from, to] = draft.currencies;
  if (draft.howManyCurrency) {
    to = draft.howManyCurrency;
    from = draft.currencies.find((currency) => currency.code !== to!.code);
  }
  if (!from || !to) {
    return ask(
      from
        ? `Which currency should I convert ${from.name} into? I know ${listInWords(currencyCodes)}.`
        : `Which currencies? Try "100 USD in EUR" — I know ${listInWords(currencyCodes)}.`,
      'currency',
    );
  }
  const amount = entities.amount ?? 1;
  if (!(amount > 0) || amount > 1_000_000_000)
    return ask('That amount is out of range: try a number above 0 and up to 1,000,000,000.', 'currency');
  const table = await context.data.rateTable();
  const conversion = convertAmount(table, amount, from.code, to.code);
  const source = table.source === 'built-in' ? 'the built-in table' : table.source;
  const rateText =
    conversion.via === 'fallback'
      ? 'I have no rate between them, so this uses 1:1'
      : `1 ${from.code} = ${conversion.rate.toPrecision(4)} ${to.code}`;
  return reply(
    `**${formatCurrencyAmount(amount, from.code, 'en-GB')}** is about **${formatCurrencyAmount(conversion.value, to.code, 'en-GB')}** (${rateText}), by the rates of ${table.base_date} from ${source}.\n\nRates are approximate: your bank or card will use its own.`,
    {
      cards: [
        {
          kind: 'conversion',
          amount,
          from: from.code,
          to: to.code,
          value: conversion.value,
          rate: conversion.rate,
          tableDate: table.base_date,
          tableSource: table.source,
        },
      ],
      understood: { amount, fromCurrency: from.code, toCurrency: to.code },
    },
  );
}

async function zoneOf(place: AstraPlace, context: AstraContext): Promise<string | undefined> {
  if (place.timezone) return place.timezone;
  return (await detailsOf(place, context))?.timezone ?? findClockCity(place.name)?.timezone;
}

async function answerTime(draft: Draft, entities: AstraEntities, context: AstraContext): Promise<Reply> {
  const place = entities.destination ?? entities.origin;
  if (!place) {
    if (draft.unresolved) return notFound(draft, context, 'Which city do you want the time in?', 'time');
    const here = readClock(context.now, context.timeZone, context.timeZone);
    return ask(`It's **${here.shortTime}** where you are. Which city do you want the time in?`, 'time');
  }
  const zone = await zoneOf(place, context);
  if (!zone) return reply(`I don't know which time zone ${placeLabel(place)} is in.`);
  const reading = readClock(context.now, zone, context.timeZone);
  const day = reading.dayDifference === 0 ? '' : ` (${describeDay(reading).toLowerCase()})`;
  const offset =
    reading.offsetMinutes === 0
      ? 'the same time as you'
      : `${reading.offsetLabel.replace(/^[+−-]/, '')} ${reading.offsetMinutes > 0 ? 'ahead of' : 'behind'} you`;
  return reply(`It's **${reading.shortTime}** in ${placeLabel(place)}${day}: ${offset}.${reading.isNight ? ' It is night there.' : ''}`, {
    cards: [
      {
        kind: 'time',
        place: place.name,
        timezone: zone,
        time: reading.shortTime,
        dateLabel: reading.dateLabel,
        offsetLabel: reading.offsetLabel,
        isNight: reading.isNight,
      },
    ],
  });
}

async function answerPacking(draft: Draft, entities: AstraEntities, context: AstraContext, today: Date): Promise<Reply> {
  const place = entities.destination;
  if (!place) return notFound(draft, context, 'Where are you going? Tell me the city and how many days.', 'packing');
  if (!entities.durationDays) return ask(`How many days will you be in ${place.name}?`, 'packing');
  const details = await detailsOf(place, context);
  const lat = details?.lat ?? place.lat;
  const travelMonth = entities.travelMonth ?? today.getUTCMonth() + 1;
  const list = generatePackingList(
    {
      destination: place.name,
      durationDays: entities.durationDays,
      travelMonth,
      ...(lat !== undefined ? { place: { name: place.name, country_code: place.country_code, lat } } : {}),
    },
    context.newId ?? uuidv7,
  );
  const byCategory = new Map<string, number>();
  for (const item of list.items) byCategory.set(item.category, (byCategory.get(item.category) ?? 0) + 1);
  const lines = [
    `Packing for **${entities.durationDays} days** in ${placeLabel(place)}: ${list.items.length} things in ${[...byCategory].map(([category, count]) => `${category} (${count})`).join(', ')}.`,
    ...list.notes.map((note) => `- ${note}`),
  ];
  const actions: AstraAction[] = [];
  if (context.agentMode) {
    actions.push({
      kind: 'create_packing_list',
      list: {
        destination: place.name,
        duration_days: entities.durationDays,
        ...(entities.startDate ? { start_date: entities.startDate } : {}),
        items: list.items,
        notes: list.notes,
      },
    });
    lines.push(`I've saved it to your packing lists, ready to tick off.`);
  } else {
    lines.push('Open the **Packing List** to tick items off, or turn on Agent Mode and I will save this list for you.');
  }
  return reply(lines.join('\n\n').replace(/\n\n- /g, '\n- '), { actions });
}

function tripTitle(place: AstraPlace, durationDays: number | undefined): string {
  if (durationDays && durationDays <= 3) return `Weekend in ${place.name}`;
  if (durationDays && durationDays >= 7 && durationDays < 14) return `A week in ${place.name}`;
  return `${place.name} trip`;
}

async function answerTripPlan(draft: Draft, entities: AstraEntities, context: AstraContext, today: Date): Promise<Reply> {
  const place = entities.destination;
  if (!place) return notFound(draft, context, 'Where would you like to go?', 'trip_plan');
  const details = await detailsOf(place, context);
  const lines: string[] = [];
  const attractions = details?.top_attractions ?? [];
  const planDays = Math.min(entities.durationDays ?? 3, 5);
  if (attractions.length > 0) {
    const outline: string[] = [];
    for (let day = 0; day < planDays; day++) {
      const sights = attractions.filter((_, index) => index % planDays === day).slice(0, 2);
      outline.push(
        `- **Day ${day + 1}:** ${sights.length > 0 ? sights.map((sight) => sight.title).join(' and ') : 'a free day to wander'}`,
      );
    }
    lines.push(`A first sketch for ${placeLabel(place)}:\n${outline.join('\n')}`);
  } else {
    lines.push(`${placeLabel(place)} is a fine choice.`);
  }
  const links: AstraLink[] = [];
  if (entities.origin) {
    links.push(
      link(
        'flights',
        `Flights to ${place.name}`,
        {
          origin: entities.origin.iata,
          destination: place.iata,
          departDate: entities.startDate,
          returnDate: entities.endDate,
          adults: entities.travellers,
        },
        'trip_plan',
        context,
      ),
    );
  }
  links.push(
    link(
      'hotels',
      `Hotels in ${place.name}`,
      {
        city: `${place.name}, ${place.country}`,
        departDate: entities.startDate,
        returnDate: entities.endDate,
        adults: entities.travellers,
      },
      'trip_plan',
      context,
    ),
  );
  links.push(link('tours', `Tours in ${place.name}`, { city: place.name }, 'trip_plan', context));

  const actions: AstraAction[] = [];
  const asksToPlan = /\b(?:plan|planning|create|make|add|save|set up|start|book|organi[sz]e|itinerary)\b/.test(draft.lower);
  if (context.agentMode && asksToPlan) {
    if (!entities.startDate || !entities.endDate)
      return ask(`When are you going to ${place.name}, and for how long? For example "10-15 March".`, 'trip_plan', { links });
    const title = tripTitle(place, entities.durationDays);
    actions.push({
      kind: 'create_trip',
      trip: {
        title,
        start_date: entities.startDate,
        end_date: entities.endDate,
        cities: [{ name: place.name }],
        notes: 'Planned with Astra.',
      },
    });
    lines.unshift(
      `I've added **${title}** to your trips: ${formatDay(entities.startDate, today)} to ${formatDay(entities.endDate, today)}.`,
    );
  } else {
    const when = entities.startDate ? ` (${datesSentence(entities, today, { from: 'from', to: 'to' })})` : '';
    lines.push(`Turn on Agent Mode and I can save this trip${when} to **My Trips** for you.`);
  }
  return reply(lines.join('\n\n'), { links, actions, ...(details ? { cards: [cityCard(details)] } : {}) });
}

function answerPriceAlert(draft: Draft, entities: AstraEntities, context: AstraContext): Reply {
  const isHotel = /\bhotels?\b/.test(draft.lower);
  const { origin, destination, targetPrice } = entities;
  if (!destination) return notFound(draft, context, 'Which route should I watch? For example "London to Tokyo under 600".', 'price_alert');
  if (!isHotel && !origin) return ask(`Where would you fly to ${destination.name} from?`, 'price_alert');
  if (!targetPrice) return ask(`What price should I watch for? For example "under 500".`, 'price_alert');
  const from = isHotel ? destination.name : (origin!.iata ?? origin!.name);
  const to = isHotel ? destination.name : (destination.iata ?? destination.name);
  if (!context.agentMode) {
    return reply(
      `I can watch ${isHotel ? `hotels in **${destination.name}**` : `flights **${from} → ${to}**`} for you below **${targetPrice}**. Turn on Agent Mode and ask again, or set it up in **Price Alerts**.`,
    );
  }
  return reply(
    `I've set a price alert: ${isHotel ? `hotels in **${destination.name}**` : `flights **${from} → ${to}**`} below **${targetPrice}**. You'll hear from me when the price drops.`,
    {
      actions: [
        {
          kind: 'create_price_alert',
          alert: {
            alert_type: isHotel ? 'hotel' : 'flight',
            origin: isHotel ? destination.name : from,
            destination: isHotel ? `${destination.name} hotels` : to,
            target_price: targetPrice,
            threshold_percent: priceAlertDefaults.threshold_percent,
          },
        },
      ],
    },
  );
}

async function answerClockAdd(draft: Draft, entities: AstraEntities, context: AstraContext): Promise<Reply> {
  const place = entities.destination ?? entities.origin;
  if (!place) return notFound(draft, context, 'Which city should I add to your world clock?', 'clock_add');
  const zone = await zoneOf(place, context);
  if (!zone) return reply(`I don't know which time zone ${placeLabel(place)} is in.`);
  if (!context.agentMode)
    return reply(`Turn on Agent Mode and I'll add ${placeLabel(place)} to your **World Clock**, or add it there yourself.`);
  return reply(`I've added ${placeLabel(place)} to your world clock.`, {
    actions: [{ kind: 'add_clock_city', city: { name: place.name, timezone: zone, flag: flagOf(place.country_code) } }],
  });
}

const capabilities = [
  '- **Flights**: "Flights from London to Tokyo next Friday for 2"',
  '- **Hotels**: "A hotel in Lisbon 10-15 March"',
  '- **Cities**: "Tell me about Kyoto"',
  '- **Tours, tickets, cars, transfers, eSIMs and lounges**',
  '- **Currency**: "100 USD in EUR"',
  '- **Time**: "What time is it in Sydney?"',
  '- **Packing**: "Packing for Reykjavik, 5 days in January"',
  '- **Trips and alerts** in Agent Mode: "Plan a trip to Rome 3-7 May"',
].join('\n');

/** Honest answers to things Astra can't do, so nobody waits for what will never come. */
function outOfScope(lower: string): string | undefined {
  if (/\b(?:cancel|refund|change|modify|amend)\b.*\b(?:booking|reservation|flight|hotel|ticket|order)\b/.test(lower)) {
    return "I can't change or cancel bookings: the partner you booked with handles that. Their confirmation email has a link to manage your booking.";
  }
  if (/\bvisas?\b|\bpassport\b|\bentry requirements?\b/.test(lower)) {
    return "I can't advise on visas or entry rules: they change often and depend on your passport. Check the official government website of the country you're visiting before you book.";
  }
  if (/\b(?:restaurant|table|dinner|lunch) (?:booking|reservation)\b|\bbook a table\b|\breserve a table\b/.test(lower)) {
    return "I can't book restaurants yet. Ask me about a city and I'll tell you what its food is known for.";
  }
  return undefined;
}

/** Answers one message. Never throws for anything a traveller types. */
export async function answer(message: string, context: AstraContext): Promise<AstraReply> {
  const today = todayIn(context.now, context.timeZone);
  const memory = context.memory ?? {};
  const draft = await read(message, context, today);
  const refusal = outOfScope(draft.lower);
  if (refusal) return { ...reply(refusal), intent: 'unknown', entities: draft.entities, memory };
  const intent = decideIntent(draft, memory);
  const pendingFollowUp = intent === memory.pendingIntent;
  const entities = withMemory(intent, draft.entities, memory, pendingFollowUp);
  // "Day trips from Edinburgh": for anything but a journey, the one place named is where it happens.
  if (!entities.destination && entities.origin && !['flight', 'price_alert', 'lounge'].includes(intent))
    entities.destination = entities.origin;
  const result = await respond(intent, draft, entities, context, today);

  const nextMemory: AstraMemory = { ...memory };
  delete nextMemory.pendingIntent;
  if (entities.destination) nextMemory.lastPlace = entities.destination;
  if (entities.origin) nextMemory.lastOrigin = entities.origin;
  if (draft.entities.startDate) {
    nextMemory.startDate = draft.entities.startDate;
    if (draft.entities.endDate) nextMemory.endDate = draft.entities.endDate;
    else delete nextMemory.endDate;
  }
  if (entities.travellers) nextMemory.travellers = entities.travellers;
  if (entities.durationDays) nextMemory.durationDays = entities.durationDays;
  if (entities.targetPrice) nextMemory.targetPrice = entities.targetPrice;
  if (result.pending) nextMemory.pendingIntent = result.pending;

  const { pending: _pending, understood, ...rest } = result;
  return { ...rest, intent, entities: { ...entities, ...understood }, memory: nextMemory };
}

async function respond(intent: AstraIntent, draft: Draft, entities: AstraEntities, context: AstraContext, today: Date): Promise<Reply> {
  switch (intent) {
    case 'flight':
      return answerFlight(draft, entities, context, today);
    case 'hotel':
      return answerHotel(draft, entities, context, today);
    case 'tours':
    case 'tickets':
      return answerActivities(intent, draft, entities, context);
    case 'car':
      return answerCar(draft, entities, context, today);
    case 'transfer':
      return answerTransfer(draft, entities, context);
    case 'esim':
      return answerEsim(draft, entities, context);
    case 'lounge':
      return answerLounge(draft, entities, context);
    case 'city_info':
      return answerCityInfo(draft, entities, context);
    case 'currency':
      return answerCurrency(draft, entities, context);
    case 'time':
      return answerTime(draft, entities, context);
    case 'packing':
      return answerPacking(draft, entities, context, today);
    case 'trip_plan':
      return answerTripPlan(draft, entities, context, today);
    case 'price_alert':
      return answerPriceAlert(draft, entities, context);
    case 'clock_add':
      return answerClockAdd(draft, entities, context);
    case 'greeting':
      return reply(astraGreeting);
    case 'thanks':
      return reply("You're welcome! Anything else for your trip?");
    case 'help':
      return reply(`Here's what I can do:\n${capabilities}`);
    default:
      return reply(`I'm not sure how to help with that yet. Here's what I can do:\n${capabilities}`);
  }
}
