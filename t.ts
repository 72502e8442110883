import { findFactTopics } from './src/domain/astra/answers/country-facts';
import { findPlaceList, workpieceOf } from './src/domain/astra/extract';
import { createServerAstraData } from './api/astra/server-data';
import { sharedCityIndex } from './api/cities/city-index';
const data = createServerAstraData({ cities: sharedCityIndex() });
for (const m of ["what's the code for o'hare", 'how far is heathrow from london']) { console.log(findFactTopics(m), JSON.stringify(await findPlaceList(workpieceOf(m), data)).slice(0,400)); }
