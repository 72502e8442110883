// Runs before the first paint: applies the theme chosen on this device (src/lib/theme.ts), so a
// page never flashes in the other one. Without a choice the stylesheet follows the system.
try {
  var choice = localStorage.getItem('astra-theme');
  if (choice === 'light' || choice === 'dark') document.documentElement.classList.add(choice);
} catch {
  // Storage can be blocked (private modes, policies): the system's theme applies.
}
