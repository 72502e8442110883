import type { TranslationOf } from '../../lib/i18n';
import type { currencyMessages } from './messages';

export default {
  currency: {
    title: 'Conversor de divisas',
    subtitle: 'Tipos aproximados para 12 divisas, en tu propio dispositivo: sin necesidad de conexión.',
    amount: 'Importe',
    quickAmounts: 'Importes rápidos',
    from: 'De',
    to: 'A',
    swap: 'Intercambiar divisas: convertir {to} a {from}',
    swapTitle: 'Intercambiar divisas',
    result: 'Resultado',
    enterAmount: 'Introduce un importe arriba para ver cuánto vale.',
    calculating: 'Calculando…',
    aboutRates: 'Sobre estos tipos de cambio',
    approximate:
      'Los tipos son aproximados y solo sirven para planificar: bancos, emisores de tarjetas y casas de cambio añaden su propio margen.',
    approximateDated:
      'Los tipos son aproximados (tabla del {date}) y solo sirven para planificar: bancos, emisores de tarjetas y casas de cambio añaden su propio margen.',
    offline: 'Estás sin conexión: se usan los tipos guardados en este dispositivo.',
    noRate: 'Esta tabla no tiene tipo entre {from} y {to}, así que el importe se muestra 1 a 1.',
    builtInRates: 'Tipos del {date}, tabla integrada',
    serverRates: 'Tipos del {date} del servidor',
    serverRatesFrom: 'Tipos del {date} del servidor ({source})',
    amountEmpty: 'Introduce un importe para convertir.',
    amountNegative: 'El importe no puede ser negativo.',
    amountNotANumber: 'Escribe el importe como un número, por ejemplo 100 o 1.000,50.',
    amountTooLarge: 'Es más de lo que podemos convertir: introduce un importe de hasta {max}.',
  } satisfies TranslationOf<typeof currencyMessages>,
};
