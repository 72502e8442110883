import type { TranslationOf } from './i18n';
import type { libMessages } from './messages';

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
};
