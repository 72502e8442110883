// Events one part of the app raises for another without importing it (features never import each other).

/** Raised when the city explorer shows a city; the chat appends a message about it. */
export const cityLoadedEvent = 'astra:city-loaded';

export type CityLoadedDetail = { slug: string; name: string; country: string; country_code: string; curated: boolean };

export function announceCityLoaded(detail: CityLoadedDetail): void {
  window.dispatchEvent(new CustomEvent<CityLoadedDetail>(cityLoadedEvent, { detail }));
}

/** Raised when the server answers 401 device-removed (to a sync or any API call); the devices feature shows what that means. */
export const deviceRemovedEvent = 'astra:device-removed';

export const deviceRemovedCode = 'device-removed';

let deviceRemoved = false;

export function announceDeviceRemoved(): void {
  deviceRemoved = true;
  window.dispatchEvent(new Event(deviceRemovedEvent));
}

/** Whether the server said so since the page loaded (a listener mounted later still learns it). */
export const wasDeviceRemoved = () => deviceRemoved;
