// A trip's screens (its plan, wallet and expenses) have the trip's id in their path, so the build
// cannot prerender each one. It prerenders one frame per screen at a placeholder id instead: the
// layout, the heading and the screen's "Loading…", painted as soon as the HTML arrives. The server
// (api/static.ts) and the service worker (vite.config.ts) answer any trip's path with that frame,
// and the app renders the real trip over it (docs/decisions/009-prerendered-screens.md).

/** The placeholder id the frames are prerendered at; never a real trip's (those are UUIDs). */
export const tripFrameId = '_';

/** What follows the trip's id in the path of each of its screens. */
const tripScreens = ['', '/wallet', '/expenses'] as const;

/** The paths the build prerenders the frames at: /trips/_, /trips/_/wallet, /trips/_/expenses. */
export const tripFramePaths = tripScreens.map((screen) => `/trips/${tripFrameId}${screen}`);

/** A trip's screen: /trips/<id>, /trips/<id>/wallet or /trips/<id>/expenses (the screen after the id in group 1). */
export const tripScreenPattern = /^\/trips\/[^/]+(\/wallet|\/expenses)?\/?$/;

/** The frame for a trip's screen (/trips/abc/wallet → /trips/_/wallet), or undefined for any other path. */
export function tripFramePathOf(pathname: string): string | undefined {
  const match = tripScreenPattern.exec(pathname);
  return match ? `/trips/${tripFrameId}${match[1] ?? ''}` : undefined;
}
