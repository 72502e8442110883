import type { TranslationOf } from './i18n';
import type { libMessages } from './messages';
import type { servicePanelMessages } from './service-panel.messages';

export default {
  lib: {
    notifications: '通知',
    serviceUnavailable: 'このサービスは現在ご利用いただけません。',
    backOnline: 'オンラインに戻りました：{name} の準備ができています。',
    openPartner: '{name} を開く',
    bookingNeedsConnection: '予約にはインターネット接続が必要です',
    willOpenWhenOnline: '現在オフラインです。端末がオンラインに戻りしだい {name} を開きます。',
    cancel: 'キャンセル',
  } satisfies TranslationOf<typeof libMessages>,
  'service-panel': {
    directLoad: '快適にご利用いただけるよう、提携先のページを直接開きます',
    openInNewTab: '新しいタブで開く',
    newTab: '新しいタブ',
    close: '閉じる',
    booking: '{partner} の予約',
    loading: '{partner} を読み込み中…',
    redirecting: '{partner} は専用のページで開きます。移動しています…',
    goBack: '戻る',
    unableToLoad: 'サービスを読み込めません',
    openedOutside: '{partner} は Astra 内に表示できないため、新しいタブで開きました。',
    didNotLoad: '{partner} をここで読み込めませんでした。新しいタブで開くこともできます。',
    connectionIssue: '接続の問題',
    couldNotLoad: '予約ツールを読み込めませんでした。接続を確認して、もう一度お試しください。',
    tryAgain: '再試行',
    affiliate: 'アフィリエイトのトラッキングが有効です：{partner} には Astra 経由の訪問であることが伝わります。料金は変わりません。',
  } satisfies TranslationOf<typeof servicePanelMessages>,
};
