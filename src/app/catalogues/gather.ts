import type { Catalogue } from '../../lib/i18n';

/** One language's catalogue from its files (`import.meta.glob`); a group defined twice is a mistake the tests name. */
export function gatherCatalogue(files: Record<string, unknown>): Catalogue {
  return Object.assign({}, ...Object.values(files)) as Catalogue;
}
