// Events one part of the app raises for another without importing it (features never import each other).

/** Raised when the city explorer shows a city; the chat appends a message about it. */
export const cityLoadedEvent = 'astra:city-loaded';

export type CityLoadedDetail = { slug: string; name: string; country: string; country_code: string; curated: boolean };

export function announceCityLoaded(detail: CityLoadedDetail): void {
  window.dispatchEvent(new CustomEvent<CityLoadedDetail>(cityLoadedEvent, { detail }));
}
