import { useEffect, useId, useState } from 'react';
import { ArrowDownUp, CloudOff, Info, LoaderCircle, TriangleAlert } from 'lucide-react';
import { ToolScreen } from '../../ui/tool-screen';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { useOnline } from '../../lib/connectivity';
import {
  conversionDelayMs,
  convertAmount,
  currencies,
  formatCurrencyAmount,
  isCurrencyCode,
  parseAmount,
  quickAmounts,
  type CurrencyCode,
} from '../../domain/currency';
import { refreshRates, useRates, type RatesInUse } from './data';

type ConversionRequest = { amount: number; from: CurrencyCode; to: CurrencyCode };

const rateFormat = new Intl.NumberFormat(undefined, { maximumSignificantDigits: 5 });
const quickAmountFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

function describeRates({ table, origin }: RatesInUse): string {
  if (origin === 'built-in') return `Rates of ${table.base_date}, built-in table`;
  return `Rates of ${table.base_date} from the server${table.source === 'built-in' ? '' : ` (${table.source})`}`;
}

export default function CurrencyScreen() {
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
    <ToolScreen title="Currency Converter" subtitle="Approximate rates for 12 currencies, right on your device: no connection needed.">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <Card className="flex flex-col gap-5 sm:p-6">
          <Field id={ids.amount} label="Amount" error={parsed.ok ? undefined : parsed.message}>
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

          <div role="group" aria-label="Quick amounts" className="grid grid-cols-4 gap-2">
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
            <CurrencySelect id={ids.from} label="From" value={from} onChange={setFrom} />
            <div className="relative flex justify-center py-1">
              <span aria-hidden="true" className="absolute inset-x-0 top-1/2 border-t border-slate-200 dark:border-slate-700" />
              <button
                type="button"
                onClick={swap}
                aria-label={`Swap currencies: convert ${to} to ${from}`}
                title="Swap currencies"
                className="relative inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-700 shadow-sm transition-colors hover:bg-brand-50 dark:border-slate-600 dark:bg-slate-900 dark:text-brand-300 dark:hover:bg-slate-800"
              >
                <ArrowDownUp aria-hidden="true" className="size-5" />
              </button>
            </div>
            <CurrencySelect id={ids.to} label="To" value={to} onChange={setTo} />
          </div>
        </Card>

        <div className="flex flex-col gap-4">
          <Card className="sm:p-6">
            <h2 id={ids.result} className="text-sm font-medium text-slate-600 dark:text-slate-400">
              Result
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
                <p className="pt-4 text-slate-600 dark:text-slate-400">Enter an amount above to see what it is worth.</p>
              ) : !shown || !rates ? (
                <p className="flex items-center gap-2 pt-4 text-lg text-slate-700 dark:text-slate-300">
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600 motion-reduce:animate-none" />
                  Calculating…
                </p>
              ) : (
                <ConversionResult request={shown} rates={rates} />
              )}
            </div>
          </Card>

          <aside
            aria-label="About these rates"
            className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="flex flex-col gap-1">
              <p>
                Rates are approximate
                {rates ? (
                  <>
                    {' '}
                    (table of <span className="whitespace-nowrap">{rates.table.base_date}</span>)
                  </>
                ) : null}{' '}
                and for planning only: banks, card issuers and exchange desks add their own margins.
              </p>
              {!isOnline ? (
                <p className="flex items-start gap-1.5 font-medium">
                  <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  You are offline: converting with the rates saved on this device.
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
              {currency.code} · {currency.name}
              {currency.symbol === currency.code ? '' : ` (${currency.symbol})`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function ConversionResult({ request, rates }: { request: ConversionRequest; rates: RatesInUse }) {
  const { amount, from, to } = request;
  const { value, rate, via } = convertAmount(rates.table, amount, from, to);
  const formatted = formatCurrencyAmount(value, to);
  // Billions of won must still fit a phone.
  const size = formatted.length > 16 ? 'text-2xl sm:text-3xl' : formatted.length > 11 ? 'text-3xl sm:text-4xl' : 'text-4xl sm:text-5xl';
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-700 dark:text-slate-300">
        <span className="tabular-nums">{formatCurrencyAmount(amount, from)}</span> {from} =
      </p>
      <p className={`font-bold tracking-tight text-brand-800 tabular-nums [overflow-wrap:anywhere] dark:text-brand-200 ${size}`}>
        {formatted} <span className="text-xl font-semibold text-slate-600 dark:text-slate-400">{to}</span>
      </p>
      {via === 'fallback' ? (
        <p className="flex items-start gap-2 text-sm text-amber-900 dark:text-amber-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          This rate table has no rate between {from} and {to}, so the amount is shown 1 to 1.
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
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{describeRates(rates)}</p>
    </div>
  );
}
