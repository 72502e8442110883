// What a refused change said, as text the traveller can paste elsewhere: the words they wrote (an
// item's title, note or notes; a trip's title and notes), else the change's fields as short JSON.
const textFields = ['title', 'name', 'text', 'notes', 'address'] as const;

type Place = { name?: unknown; code?: unknown };

function placeName(place: unknown): string | undefined {
  if (!place || typeof place !== 'object') return undefined;
  const { name, code } = place as Place;
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : typeof name === 'string' ? name : undefined;
}

function wordsOf(fields: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const from = placeName(fields.from);
  const to = placeName(fields.to);
  if (from && to) lines.push(`${from} → ${to}`);
  for (const key of ['flight_number', 'operator'] as const) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) lines.push(value.trim());
  }
  for (const key of textFields) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) lines.push(value.trim());
  }
  return lines;
}

export function readableChange(payload: Record<string, unknown> | undefined): string | undefined {
  if (!payload || Object.keys(payload).length === 0) return undefined;
  const details = payload.details && typeof payload.details === 'object' ? (payload.details as Record<string, unknown>) : {};
  const lines = [...wordsOf(payload), ...wordsOf(details)];
  if (lines.length > 0) return lines.join('\n\n');
  const kept = Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== '' && value !== null && value !== undefined));
  return JSON.stringify(kept, null, 2);
}
