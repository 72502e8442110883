import type { TranslationOf } from '../../lib/i18n';
import type { kioskMessages } from './messages';

export default {
  kiosk: {
    title: 'Astra キオスク',
    time: '時刻 {time}',
    online: 'オンライン',
    offline: 'オフライン',
    offlineBanner:
      '現在インターネットに接続していません。Astra はこのタブレットから引き続き回答でき、各サービスは QR コードでスマートフォンから続けられます。',
    bookAService: 'サービスを予約',
    bookAServiceText: 'サービスをタップし、表示されるコードを読み取るとスマートフォンで続けられます。',
    needsInternet: '要インターネット：スマートフォンで読み取ってください',
    askAstra: 'Astra に聞く',
    screenStaysOn: '画面はオンのままです。',
    screenMayDim: '操作がないと画面が暗くなることがあります。',
    privacyReset: 'プライバシー保護のため、{seconds} 秒間操作がないとこの画面はリセットされます。',
    touchToContinue: 'タッチして続ける',
    startingOver: '{seconds} 秒後に次のお客様のためにリセットします',
    exitKiosk: 'キオスクを終了',
    asksForCode: 'スタッフコードが必要です。',
    pressAndHold: '長押しでキオスクモードを終了します。',
    staffCode: 'スタッフコード',
    enterCode: 'キオスクモードを終了するにはコードを入力してください。',
    code: 'コード',
    wrongCode: 'コードが正しくありません。',
    stayInKiosk: 'キオスクに戻る',
    bookWith: '{partner} で予約。',
    qrLabel: 'QR コード：{partner} の{title}',
    continueOnPhone: 'スマートフォンで続ける',
    pointCamera: 'スマートフォンのカメラでコードを読み取ると、{partner} が開きます。予約内容はご自身の端末に残ります。',
    tabletOffline: 'このタブレットはオフラインです。コードを読み取ってスマートフォンで予約してください。',
    close: '閉じる',
    openHere: 'ここで開く',
  } satisfies TranslationOf<typeof kioskMessages>,
};
