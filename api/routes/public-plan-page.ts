// The public page of a trip's plan (/plan/{token}) as HTML: what the printed plan shows, day by
// day in local times, made by the same domain functions as the itinerary screen. No script at all;
// every piece of the traveller's text is escaped. Also the pages for a link that is gone and for
// too many requests.
import { itineraryPlan, type PlanDay, type PlanEntry } from '../../src/domain/itinerary-plan';
import type { ItineraryItemWithId } from '../../src/domain/itinerary-rules';
import type { ItineraryKind } from '../../src/domain/itinerary-schema';
import { dayCityNote, entryTimeText, itemFacts, stayingText, tripDatesText } from '../../src/domain/plan-text';
import type { TripFields } from '../../src/domain/trips';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char]!);
}

/** Markup built here, as opposed to text that still needs escaping. */
type Html = { readonly html: string };
const raw = (html: string): Html => ({ html });

/** A tagged template that escapes every value that is not already markup. */
function html(strings: TemplateStringsArray, ...values: Array<string | number | Html | Html[] | null | undefined>): Html {
  let out = strings[0]!;
  values.forEach((value, index) => {
    if (value == null) out += '';
    else if (Array.isArray(value)) out += value.map((part) => part.html).join('');
    else if (typeof value === 'object') out += value.html;
    else out += escapeHtml(String(value));
    out += strings[index + 1]!;
  });
  return raw(out);
}

/** A small label above the title where the title does not say the kind ("Flight BA15…", "Stay at…" and "Train…" do). */
const kindLabels: Partial<Record<ItineraryKind, string>> = { activity: 'Activity', note: 'Note' };

// The app's printed plan: black on white, grey hairlines, the brand's teal for the day numbers on
// screen; one column that reads on a phone, a wider measure on a laptop, and no item split across
// two sheets of paper.
const styles = `
:root { color-scheme: light; --ink: #0f172a; --soft: #475569; --faint: #64748b; --line: #cbd5e1; --brand: #0f766e; --tint: #f0fdfa; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: #f8fafc; color: var(--ink); font: 16px/1.5 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
main { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1rem 1rem; }
h1, h2, h3, p, ol, ul { margin: 0; }
ol, ul { padding: 0; list-style: none; }
.eyebrow { font-size: .8rem; font-weight: 600; letter-spacing: .06em; text-transform: uppercase; color: var(--brand); }
h1 { font-size: 1.75rem; line-height: 1.2; margin-top: .25rem; overflow-wrap: anywhere; }
.dates { margin-top: .25rem; color: var(--soft); }
.cities { display: flex; flex-wrap: wrap; gap: .375rem; margin-top: .75rem; }
.cities li { border-radius: 999px; background: #e2e8f0; padding: .1rem .65rem; font-size: .875rem; overflow-wrap: anywhere; }
.zones { margin-top: 1rem; font-size: .875rem; color: var(--soft); }
section { margin-top: 1rem; border: 1px solid var(--line); border-radius: 1rem; background: #fff; padding: 1rem; }
h2 { font-size: 1.125rem; line-height: 1.4; }
h2 .num { color: var(--faint); font-weight: 600; }
.city { font-size: .875rem; color: var(--soft); overflow-wrap: anywhere; }
.city .note { color: var(--faint); }
.intro, .empty { margin-top: .25rem; font-size: .875rem; color: var(--faint); }
.staying { margin-top: .5rem; }
.staying li { margin-top: .25rem; border-radius: .5rem; background: #f1f5f9; padding: .3rem .75rem; font-size: .875rem; color: var(--soft); overflow-wrap: anywhere; }
.items > li { border-top: 1px solid #e2e8f0; padding: .75rem 0; }
.items > li:first-child { border-top: 0; }
.staying + .items > li:first-child { margin-top: .25rem; }
.kind { display: inline-block; border-radius: 999px; background: var(--tint); color: var(--brand); font-size: .75rem; font-weight: 600; padding: 0 .5rem; }
h3 { font-size: 1rem; margin-top: .125rem; overflow-wrap: anywhere; }
.time { font-size: .875rem; font-variant-numeric: tabular-nums; }
.shift { margin-left: .25rem; border-radius: .25rem; background: #fef3c7; color: #78350f; font-size: .75rem; font-weight: 600; padding: 0 .25rem; }
.length { color: var(--soft); }
.facts { display: flex; flex-wrap: wrap; gap: 0 .75rem; margin-top: .25rem; font-size: .875rem; color: var(--soft); }
.facts li { overflow-wrap: anywhere; }
.text { margin-top: .25rem; white-space: pre-wrap; overflow-wrap: anywhere; font-size: .875rem; color: var(--soft); }
footer { max-width: 46rem; margin: 0 auto; padding: .5rem 1rem 2rem; font-size: .8rem; color: var(--faint); text-align: center; }
.gone { margin-top: 3rem; text-align: center; }
.gone h1 { font-size: 1.5rem; }
.gone p { margin: .75rem auto 0; max-width: 28rem; color: var(--soft); }
@media (min-width: 48rem) { main { padding-top: 2.5rem; } h1 { font-size: 2rem; } section { padding: 1.25rem 1.5rem; } }
@media print {
  @page { margin: 14mm 12mm; }
  body { background: #fff; color: #000; }
  main { max-width: none; padding: 0; }
  section { border: 0; border-top: 1px solid #bbb; border-radius: 0; padding: .75rem 0 0; }
  .cities li, .staying li, .kind, .shift { background: none; padding: 0; }
  .cities li + li::before { content: '· '; }
  .eyebrow, .kind, h2 .num { color: #000; }
  .items > li, h2, h3 { break-inside: avoid; }
  h2 { break-after: avoid; }
  footer { padding: 1rem 0 0; }
}
`;

function htmlDocument(title: string, body: Html, footer: boolean): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
${body.html}
${footer ? '<footer>Shared from Astra Travel Concierge · read-only</footer>' : ''}
</body>
</html>
`;
}

function entryHtml(entry: PlanEntry): Html {
  const { item } = entry;
  const times = entryTimeText(entry);
  const facts = itemFacts(entry, { references: false });
  // A note's first line is its title; the whole text shows when it has more. An activity's notes show under it.
  const text =
    item.kind === 'note' && item.details.text.includes('\n') ? item.details.text : item.kind === 'activity' ? item.details.notes : '';
  const shift = entry.shown.endDaysLabel && item.kind !== 'stay' ? html` <span class="shift">${entry.shown.endDaysLabel}</span>` : null;
  const length = entry.duration ? html`<span class="length"> · ${entry.duration.label}</span>` : null;
  return html`<li>
    ${kindLabels[item.kind] ? html`<span class="kind">${kindLabels[item.kind]}</span>` : null}
    <h3>${entry.title}</h3>
    ${times ? html`<p class="time">${times}${shift}${length}</p>` : entry.duration ? html`<p class="time length">${entry.duration.label}</p>` : null}
    ${
      facts.length > 0
        ? html`<ul class="facts">
            ${facts.map((fact) => html`<li>${fact}</li>`)}
          </ul>`
        : null
    }
    ${text ? html`<p class="text">${text}</p>` : null}
  </li>`;
}

function entriesHtml(entries: readonly PlanEntry[], label: string): Html | null {
  return entries.length > 0
    ? html`<ol class="items" aria-label="${label}">
        ${entries.map(entryHtml)}
      </ol>`
    : null;
}

function dayHtml(day: PlanDay): Html {
  const id = `day-${day.dayNumber}`;
  const note = dayCityNote(day);
  const staying =
    day.staying.length > 0
      ? html`<ul class="staying">
          ${day.staying.map((staying) => html`<li>${stayingText(staying)}</li>`)}
        </ul>`
      : null;
  const isEmpty = day.entries.length === 0 && day.staying.length === 0;
  return html`<section aria-labelledby="${id}">
    <h2 id="${id}"><span class="num">Day ${day.dayNumber} · </span>${day.label}</h2>
    ${day.city ? html`<p class="city">${day.city}${note ? html` <span class="note">(${note})</span>` : null}</p>` : null} ${staying}
    ${entriesHtml(day.entries, `Plan of day ${day.dayNumber}`)} ${isEmpty ? html`<p class="empty">Nothing planned yet.</p>` : null}
  </section>`;
}

/** The trip's plan: its name, places and dates, then each day with its items in local times, then the Ideas and what lies outside its dates. */
export function planHtml(trip: TripFields, items: readonly ItineraryItemWithId[]): string {
  // Local times only: a reader's own zone is unknown without a script, and the tickets say local times.
  const plan = itineraryPlan({ trip, items, ownZone: 'UTC', display: 'local' });
  const cities =
    trip.cities.length > 0
      ? html`<ul class="cities" aria-label="Cities">
          ${trip.cities.map((city) => html`<li>${city.name}</li>`)}
        </ul>`
      : null;
  const ideas =
    plan.ideas.length > 0
      ? html`<section aria-labelledby="ideas">
          <h2 id="ideas">Ideas</h2>
          <p class="intro">Places and plans without a day yet.</p>
          ${entriesHtml(plan.ideas, 'Ideas')}
        </section>`
      : null;
  const outside =
    plan.outside.length > 0
      ? html`<section aria-labelledby="outside">
          <h2 id="outside">Outside the trip's dates</h2>
          <p class="intro">Their day is before the start or after the end of the trip.</p>
          ${entriesHtml(plan.outside, "Outside the trip's dates")}
        </section>`
      : null;
  const body = html`<main>
    <header>
      <p class="eyebrow">Trip plan</p>
      <h1>${trip.title}</h1>
      <p class="dates">${tripDatesText(trip)}</p>
      ${cities}
    </header>
    <p class="zones">Times are local to each place.</p>
    ${plan.days.map(dayHtml)} ${ideas} ${outside}
  </main>`;
  return htmlDocument(`${trip.title} · trip plan`, body, true);
}

/** An unknown, revoked or deleted trip's link: said plainly, without telling which. */
export function goneHtml(): string {
  return htmlDocument(
    'This plan is not shared',
    html`<main class="gone">
      <h1>This link was stopped or never existed</h1>
      <p>The trip's plan is no longer shared at this address. If someone sent you this link, ask them for a new one.</p>
    </main>`,
    true,
  );
}

export function tooManyHtml(retryAfterSeconds: number): string {
  return htmlDocument(
    'Too many requests',
    html`<main class="gone">
      <h1>Too many requests</h1>
      <p>This address has asked for shared plans many times in a short while. Try again in ${retryAfterSeconds} seconds.</p>
    </main>`,
    true,
  );
}
