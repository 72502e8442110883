import { useEffect, useId, useState } from 'react';
import { ArrowDownUp, CloudOff, Info, LoaderCircle, TriangleAlert } from 'lucide-react';
import { ToolScreen } from '../../ui/tool-screen';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { useOnline } from '../../lib/connectivity';
import {
  conversionDelayMs,
  maxAmount,
  convertAmount,
  currencies,
  formatCurrencyAmount,
  isCurrencyCode,
  parseAmount,
  quickAmounts,
  type CurrencyCode,
} from '../../domain/currency';
import { dateTimeFormat, displayNames, numberFormat } from '../../domain/intl-formats';
import { refreshRates, useRates, type RatesInUse } from './data';
import { intlLocale, useLanguage, useMessages, type Language } from '../../lib/i18n';
import { currencyMessages } from './messages';

type ConversionRequest = { amount: number; from: CurrencyCode; to: CurrencyCode };

type Texts = ReturnType<typeof currencyMessages.get>;

/** A rate table's date: as the table writes it in English (2026-11-01), the language's way elsewhere. */
function tableDate(date: string, language: Language): string {
  if (language === 'en') return date;
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : dateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

function describeRates({ table, origin }: RatesInUse, t: Texts, language: Language): string {
  const date = tableDate(table.base_date, language);
  if (origin === 'built-in') return t.builtInRates({ date });
  return table.source === 'built-in' ? t.serverRates({ date }) : t.serverRatesFrom({ date, source: table.source });
}

/** The domain's English message for an amount that does not read, in the app's language. */
function amountError(message: string, t: Texts): string {
  const known: Record<string, string> = {
    'Enter an amount to convert.': t.amountEmpty,
    "The amount can't be negative.": t.amountNegative,
    'Enter the amount as a number, like 100 or 1,000.50.': t.amountNotANumber,
  };
  if (message.startsWith('That is more than we can convert')) return t.amountTooLarge({ max: maxAmount.toLocaleString(intlLocale()) });
  return known[message] ?? message;
}

export default function CurrencyScreen() {
  const t = useMessages(currencyMessages);
  const language = useLanguage();
  const quickAmountFormat = numberFormat(intlLocale(language), { maximumFractionDigits: 0 });
  const rates = useRates();
  const isOnline = useOnline();
  const [amountText, setAmountText] = useState('100');
  const [from, setFrom] = useState<CurrencyCode>('USD');
  const [to, setTo] = useState<CurrencyCode>('EUR');
  const [settled, setSettled] = useState<ConversionRequest>();

  useEffect(() => {
    if (!isOnline) return;
    const controller = new AbortController();
    refreshRates(controller.signal).then(
      (outcome) => {
        if (outcome.status === 'failed') console.warn(`Currency rates were not refreshed: ${outcome.message}`);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [isOnline]);

  const parsed = parseAmount(amountText);
  const amount = parsed.ok ? parsed.amount : undefined;

  // The spec's simulated calculation: a new amount or pair settles after a short delay. A newer
  // rate table, by contrast, shows at once (the result is computed from the settled request).
  useEffect(() => {
    if (amount === undefined) return;
    const timer = setTimeout(() => setSettled({ amount, from, to }), conversionDelayMs);
    return () => clearTimeout(timer);
  }, [amount, from, to]);

  const shown = amount !== undefined && settled?.amount === amount && settled.from === from && settled.to === to ? settled : undefined;
  const isCalculating = amount !== undefined && (!shown || !rates);
  const ids = { amount: useId(), from: useId(), to: useId(), result: useId() };

  const swap = () => {
    setFrom(to);
    setTo(from);
  };

  return (
    <ToolScreen title={t.title} subtitle={t.subtitle}>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <Card className="flex flex-col gap-5 sm:p-6">
          <Field id={ids.amount} label={t.amount} error={parsed.ok ? undefined : amountError(parsed.message, t)}>
            {(control) => (
              <div className="relative">
                <input
                  {...control}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={32}
                  value={amountText}
                  onChange={(event) => setAmountText(event.target.value)}
                  // Checked as the traveller types, so it also says when the amount reads right.
                  aria-invalid={!parsed.ok}
                  className={`${control.className} pr-16 text-lg font-semibold tabular-nums ${parsed.ok ? '' : 'border-red-600 dark:border-red-400'}`}
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 right-3 mt-1 flex items-center text-sm font-semibold text-slate-500 dark:text-slate-400"
                >
                  {from}
                </span>
              </div>
            )}
          </Field>

          <div role="group" aria-label={t.quickAmounts} className="grid grid-cols-4 gap-2">
            {quickAmounts.map((quick) => {
              const isChosen = amount === quick;
              return (
                <button
                  key={quick}
                  type="button"
                  aria-pressed={isChosen}
                  onClick={() => setAmountText(String(quick))}
                  className={`min-h-11 rounded-xl border px-2 text-sm font-semibold tabular-nums transition-colors ${
                    isChosen
                      ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
                  }`}
                >
                  {quickAmountFormat.format(quick)}
                </button>
              );
            })}
          </div>

          <div className="flex flex-col gap-1">
            <CurrencySelect id={ids.from} label={t.from} value={from} onChange={setFrom} />
            <div className="relative flex justify-center py-1">
              <span aria-hidden="true" className="absolute inset-x-0 top-1/2 border-t border-slate-200 dark:border-slate-700" />
              <button
                type="button"
                onClick={swap}
                aria-label={t.swap({ to, from })}
                title={t.swapTitle}
                className="relative inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-700 shadow-sm transition-colors hover:bg-brand-50 dark:border-slate-600 dark:bg-slate-900 dark:text-brand-300 dark:hover:bg-slate-800"
              >
                <ArrowDownUp aria-hidden="true" className="size-5" />
              </button>
            </div>
            <CurrencySelect id={ids.to} label={t.to} value={to} onChange={setTo} />
          </div>
        </Card>

        <div className="flex flex-col gap-4">
          <Card className="sm:p-6">
            <h2 id={ids.result} className="text-sm font-medium text-slate-600 dark:text-slate-400">
              {t.result}
            </h2>
            <div
              role="status"
              aria-labelledby={ids.result}
              aria-live="polite"
              aria-atomic="true"
              aria-busy={isCalculating}
              className="mt-2 min-h-36"
            >
              {amount === undefined ? (
                <p className="pt-4 text-slate-600 dark:text-slate-400">{t.enterAmount}</p>
              ) : !shown || !rates ? (
                <p className="flex items-center gap-2 pt-4 text-lg text-slate-700 dark:text-slate-300">
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600 motion-reduce:animate-none" />
                  {t.calculating}
                </p>
              ) : (
                <ConversionResult request={shown} rates={rates} />
              )}
            </div>
          </Card>

          <aside
            aria-label={t.aboutRates}
            className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="flex flex-col gap-1">
              <p>{rates ? t.approximateDated({ date: tableDate(rates.table.base_date, language) }) : t.approximate}</p>
              {!isOnline ? (
                <p className="flex items-start gap-1.5 font-medium">
                  <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {t.offline}
                </p>
              ) : null}
            </div>
          </aside>
        </div>
      </div>
    </ToolScreen>
  );
}

function CurrencySelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: CurrencyCode;
  onChange: (code: CurrencyCode) => void;
}) {
  const language = useLanguage();
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => {
            if (isCurrencyCode(event.target.value)) onChange(event.target.value);
          }}
        >
          {currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code} · {currencyName(currency.code, currency.name, language)}
              {currency.symbol === currency.code ? '' : ` (${currency.symbol})`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The currency's name: the table's in English, the language's own (Intl) in the others. */
function currencyName(code: CurrencyCode, english: string, language: Language): string {
  if (language === 'en') return english;
  try {
    return displayNames(intlLocale(language), { type: 'currency' }).of(code) ?? english;
  } catch {
    return english;
  }
}

function ConversionResult({ request, rates }: { request: ConversionRequest; rates: RatesInUse }) {
  const t = useMessages(currencyMessages);
  const language = useLanguage();
  const locale = intlLocale(language);
  const rateFormat = numberFormat(locale, { maximumSignificantDigits: 5 });
  const { amount, from, to } = request;
  const { value, rate, via } = convertAmount(rates.table, amount, from, to);
  const formatted = formatCurrencyAmount(value, to, locale);
  // Billions of won must still fit a phone.
  const size = formatted.length > 16 ? 'text-2xl sm:text-3xl' : formatted.length > 11 ? 'text-3xl sm:text-4xl' : 'text-4xl sm:text-5xl';
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-700 dark:text-slate-300">
        <span className="tabular-nums">{formatCurrencyAmount(amount, from, locale)}</span> {from} =
      </p>
      <p className={`font-bold tracking-tight text-brand-800 tabular-nums [overflow-wrap:anywhere] dark:text-brand-200 ${size}`}>
        {formatted} <span className="text-xl font-semibold text-slate-600 dark:text-slate-400">{to}</span>
      </p>
      {via === 'fallback' ? (
        <p className="flex items-start gap-2 text-sm text-amber-900 dark:text-amber-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t.noRate({ from, to })}
        </p>
      ) : (
        <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
          <span className="whitespace-nowrap">
            1 {from} = {rateFormat.format(rate)} {to}
          </span>{' '}
          ·{' '}
          <span className="whitespace-nowrap">
            1 {to} = {rateFormat.format(1 / rate)} {from}
          </span>
        </p>
      )}
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{describeRates(rates, t, language)}</p>
    </div>
  );
}
