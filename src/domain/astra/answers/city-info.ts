// Answers about a city: its guide or key facts, sights, airports, a seasonal weather estimate and tips.
import { monthName, packingWeather } from '../../packing';
import { metroAreaOfCity } from '../metro-codes';
import { placeAliasOf } from '../place-aliases';
import type { AstraCard, AstraContext, AstraEntities, CityDetails } from '../types';
import { forecastAsked } from './limits';
import { detailsOf, link, notFound, placeLabel, reply, withPlaceNotHeld, type Draft, type Reply } from './reply';

/** The first sentence of a guide's paragraph: a chat answer is a summary, the explorer has the rest. */
function firstSentence(text: string): string {
  const match = /^.+?[.!?](?=\s+[A-Z]|$)/.exec(text.trim());
  return match ? match[0] : text;
}

const weatherWords = { cold: 'cold', cool: 'cool', mild: 'mild', hot: 'hot', 'hot-wet': 'hot and humid' } as const;

export function cityCard(details: CityDetails): AstraCard {
  return {
    kind: 'city',
    slug: details.slug,
    name: details.name,
    country: details.country,
    facts: details.quick_facts.slice(0, 6),
    attractions: details.top_attractions.slice(0, 4).map((attraction) => attraction.title),
  };
}

export async function answerCityInfo(draft: Draft, entities: AstraEntities, context: AstraContext): Promise<Reply> {
  const place = entities.destination ?? entities.origin;
  if (!place)
    return notFound(
      await withPlaceNotHeld(draft, context),
      context,
      'Which city would you like to know about? Try "Tell me about Lisbon".',
      'city_info',
    );
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
  // "Nearest airport to Lake Louise": a lake or sight read as the town nearest to it says so, as the facts and distances are the town's.
  const standIn = place.name !== details.name && Boolean(placeAliasOf(place.name.toLowerCase().replace(/^the /, ''))?.nearby);
  if (standIn) lines.push(`I don't have **${place.name}** itself in my data; the nearest town I have is **${details.name}**.`);
  const shown = standIn ? { ...place, name: details.name } : place;
  const about = place.kind === 'country' ? `**${place.country}**: I'll start with its capital, ${placeLabel(place)}.` : undefined;
  const lead = details.curated
    ? `${placeLabel(shown)}: here's our guide.`
    : `${placeLabel(shown)}: here are its key facts. We haven't written a guide for it yet.`;
  // "Valencia": the likelier of two namesakes was taken; the other is named so the traveller can switch.
  const other = place.kind !== 'country' && !place.airport_name ? place.namesake : undefined;
  const namesake = other ? ` (I took the one in ${place.region ?? place.country}; ask for "${other}" if you meant that one.)` : '';
  lines.push(`${about ?? lead}${namesake}`);

  // ("Is it winter in Sydney in July?": a season asked of a month is the weather then.)
  const seasonAsked = /\b(?:is it|will it be|would it be)\b[^?.]*\b(?:winter|summer|spring|autumn|fall)\b/.test(draft.lower);
  if (/\b(?:weather|climate|temperature|hot|cold|warm|rain(?:y|s)?|forecast)\b/.test(draft.lower) || seasonAsked) {
    const travelMonth =
      entities.travelMonth ??
      Number(new Intl.DateTimeFormat('en-CA', { timeZone: context.timeZone, month: 'numeric' }).format(context.now));
    const weather = packingWeather(details.lat, travelMonth, details.country_code);
    // "Weather in Amsterdam tomorrow": a figure beside a day to come reads as that day's forecast, so the season is said in words only.
    const average = forecastAsked.test(draft.lower) ? '' : `, around ${Math.round(weather.meanC)} °C on average`;
    lines.push(
      `In ${monthName(travelMonth)}${seasonAsked ? ` (${weather.season} there${details.lat < 0 ? ': the seasons are reversed south of the equator' : ''})` : ''}, ${details.name} is usually **${weatherWords[weather.climate]}**${average}${weather.isRainySeason ? ', in the rainy season' : ''}. That's an estimate from latitude and season, not a forecast: check one before you go.`,
    );
  }
  const wantsAirports =
    /\bairports?\b|\biata\b|\bcodes?\b|\bfly (?:into|to) for\b|\bfly into where\b|\bwhere (?:do|should|would|can|could) (?:i|we) fly into\b|\bwhere (?:would|should|could|might) (?:i|we|you) (?:actually )?land\b|\bwhere do (?:the )?(?:planes|flights) land\b/.test(
      draft.lower,
    );
  if (wantsAirports) {
    lines.push(
      details.airports.length > 0
        ? `Airports near ${details.name}:\n${(/\b(?:nearest|closest)\b/.test(draft.lower) ? details.airports : mainAirportsFirst(details, place.iata)).map((airport) => `- **${airport.iata}** ${airport.name}, ${airport.distance_km} km`).join('\n')}`
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
      link(
        'hotels',
        `Hotels in ${details.name}`,
        { city: [details.name, standIn ? undefined : place.region, details.country].filter(Boolean).join(', ') },
        'city_info',
        context,
      ),
    ],
  });
}

/**
 * A city's airports, its main ones first ("rome airport": Fiumicino, then Ciampino, nearer): those of
 * its metropolitan code in the table's order, else the one with the city's own code (Bangkok's BKK),
 * then the rest by distance.
 */
export function mainAirportsFirst(details: CityDetails, ownCode?: string): CityDetails['airports'] {
  const main = metroAreaOfCity(details.slug, details.country_code)?.airports ?? (ownCode ? [ownCode] : []);
  const rank = (iata: string) => {
    const index = main.indexOf(iata);
    return index < 0 ? main.length : index;
  };
  return [...details.airports].sort((a, b) => rank(a.iata) - rank(b.iata));
}
