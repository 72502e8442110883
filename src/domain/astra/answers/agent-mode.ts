// Answers whose point is an Agent Mode proposal: plan (and save) a trip, watch a price, add a world
// clock. Without Agent Mode they say how to turn it on; with it they propose the app's own actions.
import { priceAlertDefaults, routeOf } from '../../price-alert-rules';
import { flagOf } from '../text';
import type { AstraAction, AstraContext, AstraEntities, AstraLink, AstraPlace } from '../types';
import { cityCard } from './city-info';
import { answerPlanDays } from './itinerary';
import { ask, datesSentence, detailsOf, formatDay, hotelsLink, link, notFound, placeLabel, reply, type Draft, type Reply } from './reply';
import { zoneOf } from './time';

function tripTitle(place: AstraPlace, durationDays: number | undefined): string {
  if (durationDays && durationDays <= 3) return `Weekend in ${place.name}`;
  if (durationDays && durationDays >= 7 && durationDays < 14) return `A week in ${place.name}`;
  return `${place.name} trip`;
}

export async function answerTripPlan(draft: Draft, entities: AstraEntities, context: AstraContext, today: Date): Promise<Reply> {
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
  links.push(hotelsLink(place, entities, 'trip_plan', context));
  links.push(link('tours', `Tours in ${place.name}`, { city: place.name }, 'trip_plan', context));

  const actions: AstraAction[] = [];
  const asksToPlan = /\b(?:plan|planning|create|make|add|save|set up|start|book|organi[sz]e|itinerary)\b/.test(draft.lower);
  if (context.agentMode && asksToPlan) {
    if (!entities.startDate || !entities.endDate) {
      const ideas = await answerPlanDays(draft, entities, context, today);
      if (ideas) return ideas;
      return ask(`When are you going to ${place.name}, and for how long? For example "10-15 March".`, 'trip_plan', { links });
    }
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

export function answerPriceAlert(draft: Draft, entities: AstraEntities, context: AstraContext): Reply {
  const isHotel = /\bhotels?\b/.test(draft.lower);
  const { origin, destination, targetPrice } = entities;
  if (!destination) return notFound(draft, context, 'Which route should I watch? For example "London to Tokyo under 600".', 'price_alert');
  if (!isHotel && !origin) return ask(`Where would you fly to ${destination.name} from?`, 'price_alert');
  if (!targetPrice) return ask(`What price should I watch for? For example "under 500".`, 'price_alert');
  const from = isHotel ? destination.name : (origin!.iata ?? origin!.name);
  const to = isHotel ? destination.name : (destination.iata ?? destination.name);
  if (!context.agentMode) {
    return reply(
      `I can watch ${isHotel ? `hotels in **${destination.name}**` : `flights **${routeOf(from, to)}**`} for you below **${targetPrice}**. Turn on Agent Mode and ask again, or set it up in **Price Alerts**.`,
    );
  }
  return reply(
    `I've set a price alert: ${isHotel ? `hotels in **${destination.name}**` : `flights **${routeOf(from, to)}**`} below **${targetPrice}**. You'll hear from me when the price drops.`,
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

export async function answerClockAdd(draft: Draft, entities: AstraEntities, context: AstraContext): Promise<Reply> {
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
