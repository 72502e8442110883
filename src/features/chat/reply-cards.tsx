import { Link } from 'react-router-dom';
import { ArrowRight, ArrowRightLeft, ExternalLink, MapPin, Moon, Sun } from 'lucide-react';
import { formatCurrencyAmount, isCurrencyCode } from '../../domain/currency';
import { partners } from '../../domain/partners';
import type { AstraCard, AstraLink } from '../../domain/astra/types';
import { useMessages } from '../../lib/i18n';
import { chatMessages } from './messages';

type CityCard = Extract<AstraCard, { kind: 'city' }>;
type ConversionCard = Extract<AstraCard, { kind: 'conversion' }>;
type TimeCard = Extract<AstraCard, { kind: 'time' }>;

const cardClass = 'max-w-xl rounded-2xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800/60';

export function PartnerLinkButtons({ links, onChoose }: { links: AstraLink[]; onChoose: (link: AstraLink) => void }) {
  const t = useMessages(chatMessages);
  if (links.length === 0) return null;
  return (
    <ul lang="en" className="flex flex-wrap gap-2" aria-label={t.bookingLinks}>
      {links.map((link) => (
        <li key={`${link.partner}:${link.label}`}>
          <button
            type="button"
            onClick={() => onChoose(link)}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-brand-600 bg-white px-3 py-2 text-left text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-400 dark:bg-slate-900 dark:text-brand-200 dark:hover:bg-slate-800"
          >
            <span>
              {link.label} · {partners[link.partner]?.name ?? link.partner}
            </span>
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ReplyCard({ card }: { card: AstraCard }) {
  switch (card.kind) {
    case 'city':
      return <CityReplyCard card={card} />;
    case 'conversion':
      return <ConversionReplyCard card={card} />;
    case 'time':
      return <TimeReplyCard card={card} />;
  }
}

function CityReplyCard({ card }: { card: CityCard }) {
  // The country is already in the card's subtitle; a few facts keep the card glanceable.
  const facts = card.facts.filter((fact) => fact.label !== 'Country').slice(0, 4);
  const attractions = card.attractions.slice(0, 4);
  return (
    <section aria-label={`${card.name} at a glance`} lang="en" className={cardClass}>
      <div className="flex items-start gap-2">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
        <div className="min-w-0">
          <p className="font-semibold leading-tight">{card.name}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{card.country}</p>
        </div>
      </div>
      {facts.length > 0 ? (
        <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[420px]:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.label} className="min-w-0">
              <dt className="inline text-slate-600 dark:text-slate-400">{fact.label}: </dt>
              <dd className="inline font-medium">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {attractions.length > 0 ? (
        <div className="mt-3 text-sm">
          <p className="font-medium">Top sights</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700 dark:text-slate-300">
            {attractions.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {card.slug ? (
        <Link
          to={`/cities?city=${encodeURIComponent(card.slug)}`}
          aria-label={`Open city guide: ${card.name}`}
          className="mt-3 inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          Open city guide
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </section>
  );
}

const money = (value: number, code: string) => (isCurrencyCode(code) ? formatCurrencyAmount(value, code) : `${value.toFixed(2)} ${code}`);

function ConversionReplyCard({ card }: { card: ConversionCard }) {
  return (
    <section aria-label={`${card.from} to ${card.to}`} lang="en" className={cardClass}>
      <p className="flex flex-wrap items-center gap-x-2 text-lg font-semibold">
        <span>{money(card.amount, card.from)}</span>
        <ArrowRightLeft aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
        <span className="sr-only">is about</span>
        <span>{money(card.value, card.to)}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        1 {card.from} = {card.rate.toFixed(4)} {card.to} · rates of {card.tableDate} ({card.tableSource}), approximate
      </p>
    </section>
  );
}

function TimeReplyCard({ card }: { card: TimeCard }) {
  const Icon = card.isNight ? Moon : Sun;
  return (
    <section aria-label={`Time in ${card.place}`} lang="en" className={`${cardClass} flex items-center gap-3`}>
      <Icon
        aria-hidden="true"
        className={`size-8 shrink-0 ${card.isNight ? 'text-indigo-600 dark:text-indigo-300' : 'text-amber-600 dark:text-amber-300'}`}
      />
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-400">{card.place}</p>
        <p className="text-2xl font-bold tabular-nums leading-tight">{card.time}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {card.dateLabel} · {card.offsetLabel === 'Same time' ? 'same time as you' : `${card.offsetLabel} from your time`}
          {card.isNight ? ' · night' : ''}
        </p>
      </div>
    </section>
  );
}
