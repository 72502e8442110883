import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Backpack,
  BellRing,
  BookOpen,
  Briefcase,
  ChevronRight,
  Clock,
  Coins,
  Globe,
  MessageCircle,
  MonitorSmartphone,
  Plane,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { useIsOnDevice } from '../lib/on-device';
import { loadStorageInSteps } from '../db/start-in-steps';
import { toast } from '../lib/toast';
import { useMessages } from '../lib/i18n';
import { serviceIds } from '../domain/services';
import { serviceIcons } from '../ui/service-icons';
import { serviceBlurbs, serviceNames } from '../ui/messages';
import { homeMessages } from './messages';

type HomeText = keyof ReturnType<typeof homeMessages.get>;

const bigCards: Array<{ to: string; title: HomeText; text: HomeText; icon: LucideIcon; tone: string }> = [
  {
    to: '/flights',
    title: 'findFlights',
    text: 'findFlightsText',
    icon: Plane,
    tone: 'from-sky-600 to-sky-800',
  },
  {
    to: '/cities',
    title: 'exploreCities',
    text: 'exploreCitiesText',
    icon: Globe,
    tone: 'from-emerald-600 to-emerald-800',
  },
  {
    to: '/assistant',
    title: 'chatWithAstra',
    text: 'chatWithAstraText',
    icon: MessageCircle,
    tone: 'from-violet-600 to-violet-800',
  },
  {
    to: '/kiosk',
    title: 'kioskHub',
    text: 'kioskHubText',
    icon: MonitorSmartphone,
    tone: 'from-amber-600 to-amber-800',
  },
];

const tools: Array<{ to: string; title: HomeText; icon: LucideIcon }> = [
  { to: '/currency', title: 'currencyConverter', icon: Coins },
  { to: '/trips', title: 'myTrips', icon: Briefcase },
  { to: '/world-clock', title: 'worldClock', icon: Clock },
  { to: '/price-alerts', title: 'priceAlerts', icon: BellRing },
  { to: '/packing-list', title: 'packingList', icon: Backpack },
  { to: '/assistant', title: 'aiAssistant', icon: Sparkles },
  { to: '/cities', title: 'cityGuide', icon: BookOpen },
  { to: '/kiosk', title: 'kioskMode', icon: MonitorSmartphone },
];

// The embedded chat is its own chunk, fetched once its section nears the screen: Home's first
// load stays under its JS budget (tests/e2e/budgets.spec.ts).
const ChatPanel = lazy(() =>
  loadStorageInSteps()
    .catch(() => undefined)
    .then(() => import('../features/chat/chat-panel')),
);

let healthAnnounced = false;

export default function HomeScreen() {
  const t = useMessages(homeMessages);
  const serviceName = useMessages(serviceNames);
  const serviceBlurb = useMessages(serviceBlurbs);
  useEffect(() => {
    if (healthAnnounced) return;
    const controller = new AbortController();
    // The API client is loaded after the first paint: Home's first load stays within its budget.
    import('../lib/api-client')
      .then(({ api }) => api.health(controller.signal))
      .then(() => {
        healthAnnounced = true;
        toast.success(homeMessages.get().connected);
      })
      .catch(() => {
        // The spec keeps a failed health check silent; the connection badge already tells the story.
      });
    return () => controller.abort();
  }, []);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-12 pt-6 sm:px-6">
      <section aria-labelledby="home-title" className="mb-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-300">{t.kicker}</p>
        <h1 id="home-title" className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
          {t.title}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{t.intro}</p>
      </section>

      <nav aria-label={t.mainFeatures} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {bigCards.map(({ to, title, text, icon: Icon, tone }) => (
          <Link
            key={title}
            to={to}
            className={`group flex min-h-36 flex-col justify-between rounded-3xl bg-gradient-to-br ${tone} p-4 text-white shadow-md transition-transform hover:-translate-y-0.5 sm:min-h-44 sm:p-5`}
          >
            <Icon aria-hidden="true" className="size-8 sm:size-9" />
            <span>
              <span className="block text-lg font-bold leading-tight sm:text-xl">{t[title]}</span>
              <span className="mt-1 block text-sm leading-snug text-white/90">{t[text]}</span>
            </span>
          </Link>
        ))}
      </nav>

      <section aria-labelledby="tools-title" className="mt-10">
        <h2 id="tools-title" className="text-xl font-bold tracking-tight">
          {t.travelTools}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {tools.map(({ to, title, icon: Icon }) => (
            <li key={title}>
              <Link
                to={to}
                className="flex min-h-20 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 font-semibold shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700 dark:hover:bg-slate-800"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 leading-tight">{t[title]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <AskAstra />

      <section aria-labelledby="services-title" className="mt-10">
        <h2 id="services-title" className="text-xl font-bold tracking-tight">
          {t.bookWithPartners}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.servicesCount}</p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {serviceIds.map((id) => {
            const Icon = serviceIcons[id];
            return (
              <li key={id}>
                <Link
                  to={`/${id}`}
                  className="flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 hover:bg-white dark:hover:bg-slate-900"
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
                  <span className="flex-1">
                    <span className="block font-semibold">{serviceName[id]}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">{serviceBlurb[id]}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

function AskAstra() {
  const t = useMessages(homeMessages);
  const sectionRef = useRef<HTMLElement>(null);
  const isOnDevice = useIsOnDevice();
  // Only on the device: the prerendered Home shows the placeholder, not a chat frozen at build time.
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const section = sectionRef.current;
    if (isNear || !section) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setIsNear(true);
      },
      // Just before it scrolls in: on a phone the section starts below the first screen, and loading
      // the chat (its engine, its list) at start-up cost a slow phone ~200 ms of work it had not asked for.
      { rootMargin: '100px 0px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [isNear]);

  const placeholder = (
    <div
      role="status"
      className="grid h-full place-items-center rounded-3xl border border-slate-200 bg-white text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400"
    >
      {t.loadingAstra}
    </div>
  );

  return (
    <section ref={sectionRef} aria-labelledby="chat-title" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h2 id="chat-title" className="flex items-center gap-2 text-xl font-bold tracking-tight">
            <Sparkles aria-hidden="true" className="size-5 text-violet-600 dark:text-violet-400" />
            {t.askAstra}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.askAstraText}</p>
        </div>
        <Link
          to="/assistant"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {t.openFullScreen}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className="mt-3 h-[34rem]">
        {isOnDevice && isNear ? (
          <Suspense fallback={placeholder}>
            <ChatPanel variant="embedded" />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
