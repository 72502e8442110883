// The chat's rules that need no screen: when a message may be sent, what a key does in the message
// box, and what Astra says when the city explorer opens a city.
import type { CityLoadedDetail } from '../../lib/app-events';
import { intlLocale } from '../../lib/i18n';

/** The spec's rule: nothing is sent while the text is blank or a reply is pending. */
export function canSend(text: string, isPending: boolean): boolean {
  return !isPending && text.trim() !== '';
}

/** Enter sends; Shift+Enter (and Enter while an input method is composing) writes a new line. */
export function composerKeyAction(event: { key: string; shiftKey: boolean; isComposing?: boolean }): 'send' | 'type' {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing ? 'send' : 'type';
}

export function cityLoadedMessage(city: Pick<CityLoadedDetail, 'name' | 'country' | 'curated'>): string {
  const place = city.country && city.country !== city.name ? `**${city.name}**, ${city.country}` : `**${city.name}**`;
  return city.curated
    ? `You're looking at ${place}. Ask me about flights, hotels or things to do there.`
    : `You're looking at ${place}. I don't have a full guide for it yet, but ask me about flights, hotels or things to do there.`;
}

/** A message's time, the app's language's way ("3:04 PM", "15:04"). */
export function formatMessageTime(date: Date): string {
  return new Intl.DateTimeFormat(intlLocale(), { hour: 'numeric', minute: '2-digit' }).format(date);
}
