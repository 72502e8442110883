// The browser tests use Debian's Chromium (a downloaded browser cannot be fetched on these machines).
// Installs it when missing and we are root; otherwise says exactly what to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function install(): void {
  console.log('Chromium is missing: installing Debian\'s "chromium" package (about a minute)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Another apt (an unattended upgrade, a second checkout's tests) may hold dpkg's lock: wait for it.
  const waitForLock = ['-o', 'DPkg::Lock::Timeout=600'];
  const installChromium = () =>
    execFileSync('apt-get', [...waitForLock, 'install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  try {
    installChromium();
  } catch {
    execFileSync('apt-get', [...waitForLock, 'update'], { stdio: 'inherit', env });
    installChromium();
  }
}

if (!existsSync(chromiumPath)) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    install();
  } else {
    console.error(
      `The browser tests need Chromium at ${chromiumPath}.\n` +
        'Install it with:\n  sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} is still missing. Run: sudo apt-get install -y chromium`);
    process.exit(1);
  }
}
