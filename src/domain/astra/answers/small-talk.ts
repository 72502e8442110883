// Greetings, thanks, help, what Astra does not understand, and honest refusals of what it can't do.
import type { AstraIntent } from '../types';
import { reply, type Reply } from './reply';

export const astraGreeting =
  "Hi, I'm Astra, your travel concierge. I can find flights and hotels, tell you about a city, convert currencies, check the time anywhere and pack your bag. Where are you headed?";

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
export function outOfScope(lower: string): string | undefined {
  if (/\b(?:cancel|refund|change|modify|amend)\b.*\b(?:booking|reservation|flight|hotel|ticket|order)\b/.test(lower)) {
    return "I can't change or cancel bookings: the partner you booked with handles that. Their confirmation email has a link to manage your booking.";
  }
  if (/\bvisas?\b|\bpassport\b|\bentry requirements?\b/.test(lower)) {
    return "I don't have visa or entry rules: they change often and depend on your passport. Check the official government website of the country you're visiting before you book.";
  }
  // "Did I book a table?" asks about their plans (answers/my-trips.ts), not for a booking.
  if (
    /\b(?:restaurant|table|dinner|lunch) (?:booking|reservation)\b|\bbook a table\b|\breserve a table\b/.test(lower) &&
    !/\b(?:did|have|do) (?:i|we)\b/.test(lower)
  ) {
    return "I don't have restaurant bookings or tables: the restaurant's own site or a booking app takes those. Ask me about a city and I'll tell you what its food is known for.";
  }
  return undefined;
}

export function answerSmallTalk(intent: AstraIntent): Reply {
  switch (intent) {
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
