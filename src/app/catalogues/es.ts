// Every `messages.es.ts` in the app, gathered into one chunk (loaded by src/app/language.ts).
import { gatherCatalogue } from './gather';

export default gatherCatalogue(import.meta.glob('/src/**/messages.es.ts', { eager: true, import: 'default' }));
