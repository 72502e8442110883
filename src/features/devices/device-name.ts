// A name to suggest for this device, from its browser's user agent ("Chrome on Android").

const browsers: [RegExp, string][] = [
  [/EdgA?\/|Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** How the name reads in the language spoken ("Chrome on Android", "Android の Chrome"); English by default. */
export type DeviceNameWords = { on: (parts: { browser: string; system: string }) => string; thisBrowser: string };

const english: DeviceNameWords = { on: ({ browser, system }) => `${browser} on ${system}`, thisBrowser: 'This browser' };

export function suggestedDeviceName(userAgent: string, words: DeviceNameWords = english): string {
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return words.on({ browser, system });
  return browser ?? system ?? words.thisBrowser;
}
