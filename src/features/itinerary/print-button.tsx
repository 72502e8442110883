import { Printer } from 'lucide-react';
import { Button } from '../../ui/button';
import { useMessages } from '../../lib/i18n';
import { itineraryMessages } from './messages';

/**
 * The browser's print dialog for the plan (its "Save as PDF" makes a document for companions without
 * the app); the print styles in src/index.css leave only the days and their items on the page.
 */
export function PrintButton() {
  const t = useMessages(itineraryMessages);
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-4" />
      {t.actionPrint}
    </Button>
  );
}
