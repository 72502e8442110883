import { Link } from 'react-router-dom';
import { ThemeSwitch } from './theme-switch';
import { LanguageSwitch } from './language-switch';
import { fillIn, useMessages } from '../lib/i18n';
import { shellMessages } from './messages';

export function Footer() {
  const t = useMessages(shellMessages);
  return (
    <footer className="border-t border-slate-200 bg-white/60 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-950/60 dark:text-slate-400">
      <div className="mx-auto flex max-w-5xl flex-col gap-2 px-4 py-6 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div>
          <p className="font-semibold text-slate-800 dark:text-slate-200">Astra Travel Concierge</p>
          <p>{t.footerOffline}</p>
          <p className="mt-1">
            {fillIn(t.devicesLine, {
              link: (
                <Link className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300" to="/devices">
                  {t.yourDevices}
                </Link>
              ),
            })}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
            <ThemeSwitch />
            <LanguageSwitch />
          </div>
        </div>
        <div className="sm:text-right">
          <p>
            {t.cityData}{' '}
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
            {t.airportData}{' '}
            <a className="underline underline-offset-2" href="https://ourairports.com/data/" rel="noopener noreferrer" target="_blank">
              OurAirports
            </a>
          </p>
          <p>{t.affiliate}</p>
        </div>
      </div>
    </footer>
  );
}
