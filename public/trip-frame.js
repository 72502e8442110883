// Runs in the head of a trip's prerendered frame (src/domain/trip-frames.ts, decision 009), long
// before the app has loaded: when the trip in the address is not on this device, it marks <html>
// with the trip's id, so the stylesheet shows the frame's "not on this device" card in place of
// "Loading…" and the app's first render keeps the card (src/ui/trip-not-found.tsx).
// - A device the app has never run on (no service worker in control, no mark that its database was
//   ever opened: src/db/database.ts's dataMarkKey) holds no trip: marked at once, before the first paint.
// - Elsewhere it asks IndexedDB, reading only: the database listed at all, then the trip's key in it.
// The names below are kept in step with src/db/database.ts (a browser test opens the frame on both
// kinds of device).
(function () {
  var match = /^\/trips\/([^/]+)/.exec(location.pathname);
  if (!match) return;
  var tripId = decodeURIComponent(match[1]);

  function markMissing() {
    // Once the app has taken the frame over, the app alone decides what shows.
    var root = document.getElementById('root');
    if (root && !root.hasAttribute('inert')) return;
    document.documentElement.setAttribute('data-trip-missing', tripId);
  }

  var mayHoldData = true;
  try {
    mayHoldData = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller) || localStorage.getItem('astra-data') !== null;
  } catch {
    // Storage blocked: IndexedDB below says what it can.
  }
  if (!mayHoldData) return markMissing();
  if (!window.indexedDB || !indexedDB.databases) return;

  indexedDB.databases().then(
    function (databases) {
      if (!databases.some((database) => database.name === 'astra')) return markMissing();
      // Opened at whatever version it has (no upgrade), read, and closed at once.
      var request = indexedDB.open('astra');
      request.onsuccess = function () {
        var database = request.result;
        try {
          if (!database.objectStoreNames.contains('trips')) return;
          var read = database.transaction('trips').objectStore('trips').getKey(tripId);
          read.onsuccess = function () {
            if (read.result === undefined) markMissing();
          };
        } finally {
          database.close();
        }
      };
    },
    function () {
      // Storage blocked or unavailable: the app shows what it finds, as without this script.
    },
  );
})();
