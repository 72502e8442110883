// City search in-process over the full index (~200k GeoNames cities): median and p99 latency of
// ~40 realistic queries (short prefixes, full names, diacritics, aliases), and how often the first
// result is the city a traveller means. Versus: MiniSearch over the same names and aliases, with
// the same normalisation, prefix search, and the city's population as a document boost.
import MiniSearch from 'minisearch';
import { normaliseName } from '../src/domain/cities';
import { keyKind, keyKindSpan, readCityData } from '../api/cities/artifact';
import { createCityIndex } from '../api/cities/city-index';
import { ensureCityData } from '../api/cities/build-data';
import type { BenchRow } from './types';
import { median, percentile } from './stats';

const queries = [
  'pa',
  'lo',
  'ne',
  'to',
  'sa',
  'ba',
  'ma',
  'be',
  'par',
  'lon',
  'tok',
  'new y',
  'san fr',
  'syd',
  'bar',
  'ams',
  'ist',
  'mex',
  'dub',
  'sin',
  'paris',
  'london',
  'new york',
  'tokyo',
  'barcelona',
  'amsterdam',
  'cape town',
  'hong kong',
  'los angeles',
  'buenos aires',
  'são paulo',
  'sao paulo',
  'zürich',
  'zurich',
  'genève',
  'köln',
  'kraków',
  'geneva',
  'kiev',
  'bombay',
  'saigon',
  'peking',
  'munich',
  'lisboa',
];

/** The city a traveller means by each query: the ranking check. */
const expectedFirst: Array<[string, string]> = [
  ['paris', 'paris-fr'],
  ['tok', 'tokyo-jp'],
  ['new y', 'new-york-city-us'],
  ['new york', 'new-york-city-us'],
  ['san fr', 'san-francisco-us'],
  ['sao paulo', 'sao-paulo-br'],
  ['zurich', 'zurich-ch'],
  ['kiev', 'kyiv-ua'],
  ['kyiv', 'kyiv-ua'],
  ['geneva', 'geneva-ch'],
  ['london', 'london-gb'],
  ['sydney', 'sydney-au'],
  ['rome', 'rome-it'],
  ['bombay', 'mumbai-in'],
  ['cologne', 'cologne-de'],
  ['saigon', 'ho-chi-minh-city-vn'],
  ['lisboa', 'lisbon-pt'],
  ['york', 'york-gb'],
  ['bath', 'bath-gb'],
  ['cape town', 'cape-town-za'],
  ['toronto', 'toronto-ca'],
  ['mexico city', 'mexico-city-mx'],
];

const rounds = Number(process.env.BENCH_CITY_ROUNDS ?? 50);

function measure(search: (query: string) => unknown): number[] {
  for (const query of queries) search(query);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const started = performance.now();
      search(query);
      samples.push(performance.now() - started);
    }
  }
  return samples;
}

export default async function citySearch(): Promise<BenchRow[]> {
  await ensureCityData();
  let started = performance.now();
  const data = readCityData();
  // No answer cache: this measures the search itself, as MiniSearch's is.
  const index = createCityIndex(data, { recentSearches: 0 });
  const loadMs = performance.now() - started;

  // The same names and aliases for MiniSearch: every non-word-start key of each city, already normalised.
  const { meta, columns, text } = data;
  const names: string[][] = Array.from({ length: meta.cityCount }, () => []);
  for (let key = 0; key < meta.keyCount; key++) {
    const ref = columns.keyRef[key]!;
    const kind = ref % keyKindSpan;
    if (kind !== keyKind.wordStart) names[(ref - kind) / keyKindSpan]!.push(text.slice(columns.keyStart[key], columns.keyStart[key + 1]));
  }
  started = performance.now();
  const population = (id: number) => columns.population[id]!;
  const mini = new MiniSearch<{ id: number; names: string }>({
    fields: ['names'],
    processTerm: (term) => normaliseName(term) || null,
    searchOptions: { prefix: true, combineWith: 'AND', boostDocument: (id: number) => Math.log10(population(id) + 10) },
  });
  mini.addAll(names.map((list, id) => ({ id, names: list.join(' | ') })));
  const miniBuildMs = performance.now() - started;
  const slugOf = (id: number) => text.slice(columns.slugStart[id], columns.slugStart[id + 1]);
  const miniSearch = (query: string) =>
    mini
      .search(query)
      .slice(0, 10)
      .map((hit) => slugOf(hit.id as number));

  const ours = measure((query) => index.search(query, 10));
  const theirs = measure(miniSearch);
  const oursMissed = expectedFirst.filter(([query, slug]) => index.search(query, 1)[0]?.slug !== slug).map(([query]) => query);
  const theirsMissed = expectedFirst.filter(([query, slug]) => miniSearch(query)[0] !== slug).map(([query]) => query);
  const oursRight = expectedFirst.length - oursMissed.length;
  const theirsRight = expectedFirst.length - theirsMissed.length;
  const missed = (queries: string[]) => (queries.length ? ` (missed ${queries.join(', ')})` : '');
  const [oursMedian, oursP99, theirsMedian, theirsP99] = [median(ours), percentile(ours, 99), median(theirs), percentile(theirs, 99)];
  const microseconds = (value: number) => Math.round(value * 1000);
  const group = 'City search';
  return [
    {
      group,
      metric: `median latency, ${queries.length} queries × ${rounds}, ${meta.cityCount.toLocaleString('en-US')} cities, limit 10`,
      value: microseconds(oursMedian),
      unit: 'µs',
      versus: `MiniSearch (prefix, same data): ${microseconds(theirsMedian).toLocaleString('en-US')} µs`,
      target: '< 1 ms and ≤ MiniSearch',
      met: oursMedian < 1 && oursMedian <= theirsMedian,
    },
    {
      group,
      metric: 'p99 latency',
      value: microseconds(oursP99),
      unit: 'µs',
      versus: `MiniSearch: ${microseconds(theirsP99).toLocaleString('en-US')} µs`,
      target: '≤ MiniSearch',
      met: oursP99 <= theirsP99,
    },
    {
      group,
      metric: `first result is the city meant (${expectedFirst.length} queries)`,
      value: `${oursRight}/${expectedFirst.length}${missed(oursMissed)}`,
      versus: `MiniSearch: ${theirsRight}/${expectedFirst.length}${missed(theirsMissed)}`,
      target: `${expectedFirst.length}/${expectedFirst.length}, ≥ MiniSearch`,
      met: oursRight === expectedFirst.length && oursRight >= theirsRight,
    },
    {
      group,
      metric: 'index ready (load the built data)',
      value: Math.round(loadMs),
      unit: 'ms',
      versus: `MiniSearch indexing the same names: ${Math.round(miniBuildMs).toLocaleString('en-US')} ms`,
    },
  ];
}
