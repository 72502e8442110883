import { Printer } from 'lucide-react';
import { Button } from '../../ui/button';

/**
 * The browser's print dialog for the plan (its "Save as PDF" makes a document for companions without
 * the app); the print styles in src/index.css leave only the days and their items on the page.
 */
export function PrintButton() {
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-4" />
      Print
    </Button>
  );
}
