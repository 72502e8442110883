import type { TranslationOf } from '../../lib/i18n';
import type { currencyMessages } from './messages';

export default {
  currency: {
    title: '通貨換算',
    subtitle: '12 通貨のおおよそのレートを端末内で計算。通信は不要です。',
    amount: '金額',
    quickAmounts: 'よく使う金額',
    from: '換算元',
    to: '換算先',
    swap: '通貨を入れ替え：{to} を {from} に換算',
    swapTitle: '通貨を入れ替え',
    result: '結果',
    enterAmount: '上に金額を入力すると、換算額が表示されます。',
    calculating: '計算中…',
    aboutRates: 'このレートについて',
    approximate: 'レートはおおよその目安で、計画用です。銀行、カード会社、両替所はそれぞれ手数料を上乗せします。',
    approximateDated: 'レートはおおよその目安（{date} のレート表）で、計画用です。銀行、カード会社、両替所はそれぞれ手数料を上乗せします。',
    offline: 'オフラインです：この端末に保存されたレートで換算しています。',
    noRate: 'このレート表には {from} と {to} の間のレートがないため、1 対 1 で表示しています。',
    builtInRates: '{date} のレート（内蔵のレート表）',
    serverRates: '{date} のレート（サーバーから取得）',
    serverRatesFrom: '{date} のレート（サーバーから取得：{source}）',
    amountEmpty: '換算する金額を入力してください。',
    amountNegative: '金額にマイナスは使えません。',
    amountNotANumber: '金額は 100 や 1,000.50 のように数字で入力してください。',
    amountTooLarge: '換算できる上限を超えています：{max} 以下の金額を入力してください。',
  } satisfies TranslationOf<typeof currencyMessages>,
};
