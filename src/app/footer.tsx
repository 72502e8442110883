import { Link } from 'react-router-dom';
import { ThemeSwitch } from './theme-switch';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white/60 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-950/60 dark:text-slate-400">
      <div className="mx-auto flex max-w-5xl flex-col gap-2 px-4 py-6 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div>
          <p className="font-semibold text-slate-800 dark:text-slate-200">Astra Travel Concierge</p>
          <p>Works offline. Your trips and lists stay on this device and sync when you are back online.</p>
          <p className="mt-1">
            <Link className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300" to="/devices">
              Your devices
            </Link>
            : use your trips on your phone and laptop alike.
          </p>
          <div className="mt-3">
            <ThemeSwitch />
          </div>
        </div>
        <div className="sm:text-right">
          <p>
            City data ©{' '}
            <a className="underline underline-offset-2" href="https://www.geonames.org/" rel="noopener noreferrer" target="_blank">
              GeoNames
            </a>
            ,{' '}
            <a
              className="underline underline-offset-2"
              href="https://creativecommons.org/licenses/by/4.0/"
              rel="noopener noreferrer"
              target="_blank"
            >
              CC BY 4.0
            </a>
          </p>
          <p>
            Airport data:{' '}
            <a className="underline underline-offset-2" href="https://ourairports.com/data/" rel="noopener noreferrer" target="_blank">
              OurAirports
            </a>
          </p>
          <p>Bookings are made with our partners; links carry affiliate tracking.</p>
        </div>
      </div>
    </footer>
  );
}
