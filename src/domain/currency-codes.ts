// The 12 currencies the converter knows, by ISO code. Both the converter (currency.ts) and the rate
// table's schema (currency-schema.ts) are built on this list, so it sits below both of them.
export const currencyCodes = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'CNY', 'INR', 'KRW', 'SGD', 'THB'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];
