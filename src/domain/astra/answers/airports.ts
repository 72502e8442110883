// Named airports ("Heathrow", "Changi", "Charles de Gaulle"): each read as the airport, with its code,
// the city it serves and how far out it is, from the airport data, never a town of the same name.
import { findPlaceList } from '../extract';
import type { AstraContext, AstraEntities, AstraPlace } from '../types';
import { detailsOf, link, reply, type Draft, type Reply } from './reply';

/** The airports named in the message, in order (one per code). */
export async function namedAirports(draft: Draft, entities: AstraEntities, context: AstraContext): Promise<AstraPlace[]> {
  const mentions = draft.piece ? await findPlaceList(draft.piece, context.data) : [];
  const airports = mentions.map((mention) => mention.place).filter((place) => place.airport_name);
  // "How far is JFK from Manhattan", "Orly or CDG, which is closer": an airport typed as its code,
  // asked how far out it is, is the airport too (its name and distance from the city's details).
  // "What does LHR stand for", "which airport is FCO": a code asked what it names is the airport too.
  if (
    draft.piece &&
    /\bhow far\b|\bdistance\b|\bhow close\b|\bcloser\b|\bclosest\b|\bnearer\b|\bbetter\b|\bstands? for\b|\b(?:which|what) (?:airport|city)\b|\bairport is\b/.test(
      draft.lower,
    )
  ) {
    for (const mention of mentions) {
      const { place } = mention;
      const typed = draft.piece.cased.slice(mention.index, mention.end);
      if (place.airport_name || !place.iata || typed.toUpperCase() !== place.iata) continue;
      const nearby = (await detailsOf(place, context))?.airports.find((airport) => airport.iata === place.iata);
      if (nearby) airports.push({ ...place, kind: 'airport', airport_name: nearby.name });
    }
  }
  // "Luton or Stansted for central London": a town that gives its name to the airport its code names
  // (Luton's LTN is London Luton Airport), beside another airport or an airport word, is that airport.
  // Asked how far out it is too ("how far is Luton from London", "flying into Newark, how far to NYC").
  if (
    draft.piece &&
    (airports.length > 0 || /\bairports?\b|\bhow far\b|\bdistance\b|\bfly(?:ing)? into\b|\bland(?:ing)? (?:at|in)\b/.test(draft.lower))
  ) {
    for (const mention of mentions) {
      const { place } = mention;
      if (place.airport_name || !place.iata) continue;
      const served = await context.data.findPlace(place.iata);
      if (!served || served.name === place.name) continue;
      const airport = (await detailsOf(served, context))?.airports.find((nearby) => nearby.iata === place.iata);
      if (airport && airport.name.toLowerCase().includes(place.name.toLowerCase()))
        airports.push({ ...served, iata: place.iata, kind: 'airport', airport_name: airport.name });
    }
  }
  for (const place of [entities.destination, entities.origin]) if (place?.airport_name) airports.push(place);
  return airports.filter((place, index) => airports.findIndex((other) => other.iata === place.iata) === index);
}

export async function answerNamedAirports(airports: AstraPlace[], context: AstraContext): Promise<Reply> {
  const lines: string[] = [];
  for (const airport of airports) {
    const details = await detailsOf(airport, context);
    const distance = details?.airports.find((nearby) => nearby.iata === airport.iata)?.distance_km;
    const where = `${airport.name}${airport.country && airport.country !== airport.name ? `, ${airport.country}` : ''}`;
    lines.push(
      `**${airport.airport_name}** has the code **${airport.iata}** and serves **${where}**${distance !== undefined ? `, ${distance} km from the centre` : ''}.`,
    );
  }
  const first = airports[0]!;
  return reply(lines.join('\n\n'), {
    links: [link('transfers', `Transfers from ${first.iata}`, { origin: first.iata, city: first.name }, 'city_info', context)],
  });
}
