// Every `messages.de.ts` in the app, gathered into one chunk (loaded by src/app/language.ts).
import { gatherCatalogue } from './gather';

export default gatherCatalogue(import.meta.glob('/src/**/messages.de.ts', { eager: true, import: 'default' }));
