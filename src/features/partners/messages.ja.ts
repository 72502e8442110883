// Japanese of messages.ts.
import type { TranslationOf } from '../../lib/i18n';
import type { partnersMessages } from './messages';

export default {
  partners: {
    redirectInvalidDetail: 'このリンクは提携している予約サービスにつながっていません。',
    redirectBadDetail: 'リンクが壊れているため、移動しませんでした。',
    redirectBlockedDetail: 'リンクの行き先が{partner}の外になっているため、移動しませんでした。',
    redirectInvalid: '無効なリダイレクトです。',
    redirectBad: '不正なURLです。',
    redirectBlocked: 'ブロックされたホストです。',
    redirectGoing: '移動しています…',
    redirectTaking: '{partner}に移動します。予約の契約先はAstraではなく{partner}です。',
    redirectStopped: 'このリダイレクトを止めました',
    serviceTitle: 'サービス',
    serviceMissing: 'このサービスは存在しません。',
    serviceWith: '{blurb}（{partner}）。',
    serviceOfflineTitle: '予約には接続が必要です',
    serviceOfflineText:
      '{partner}はオンラインサービスですが、現在オフラインです。このページのままお待ちください。オンラインに戻り次第開きます。',
    serviceOpening: '{partner}を開いています…',
    serviceNewTab: '{partner}を新しいタブで開きました。',
    serviceUnavailable: '現在このサービスは利用できません。',
    serviceReady: '準備ができたら{partner}を開けます。',
    serviceOpen: '{partner}を開く',
    serviceCommission: 'Astra経由で予約すると、{partner}からAstraに少額の手数料が支払われます。お客様の料金は変わりません。',
  } satisfies TranslationOf<typeof partnersMessages>,
};
