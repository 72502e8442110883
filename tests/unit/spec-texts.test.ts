// The spec's texts are the product's English (/work/shared/SPEC.md): where a message carries one, its
// English must be exactly the spec's, byte for byte. Add a line here when you move a spec text into a
// messages.ts (docs/decisions/024-languages.md).
import { expect, test } from 'vitest';
import { englishGroups } from '../../src/lib/i18n';

import.meta.glob('/src/**/messages.ts', { eager: true });

/** group.key → the spec's text. */
const specTexts: Record<string, string> = {
  'ui.backToHome': 'Back to Home',
  'lib.serviceUnavailable': 'Service unavailable right now.',
};

test.each(Object.entries(specTexts))('%s is the spec’s “%s”', (path, text) => {
  const [group, key] = path.split('.') as [string, string];
  const english = englishGroups()[group]?.[key];
  expect(english).toBe(text);
});
