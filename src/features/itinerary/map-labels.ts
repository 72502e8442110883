// Where the trip map writes each place's name so that no two overlap: each label tries spots around
// its point (right, left, above, below, then the corners), avoiding the map's edge, every dot and
// the labels already placed, and only where it reads as its own dot's (no other dot about as close).
// Places whose dots touch share one label ("LHR, Paris" at world scale). One that fits nowhere joins
// the label of the nearest place that has one, or, when even that does not fit, is left off: the
// list under the map names every place, and each dot carries its full name as a tooltip.

export type LabelRequest = {
  key: string;
  text: string;
  /** The point's position on the map, in pixels. */
  x: number;
  y: number;
  /** Placed first and never merged away (today's place). */
  isFirst?: boolean;
};

export type PlacedLabel = {
  /** The stop whose point the label sits by. */
  key: string;
  text: string;
  /** The other stops whose names it carries. */
  merged: string[];
  /** The text's anchor point (SVG x and baseline y) and its alignment. */
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  /** The text's width as measured, with a little room. */
  width: number;
};

/** How wide a label's text is drawn, in pixels. */
export type MeasureText = (text: string) => number;

export type LabelLayout = { labels: PlacedLabel[]; dropped: string[] };

export type Box = { left: number; top: number; right: number; bottom: number };

/** Label metrics for the map's 13px semibold text. */
export const labelMetrics = { height: 16, gap: 10, dotRadius: 6.5, margin: 4, mergeWithinPx: 48, clusterPx: 12 } as const;

/** A width for 13px semibold text where nothing can measure it (a wide font's average letter). */
export const estimateTextWidth: MeasureText = (text) => Math.ceil(text.length * 8.6);

/** The room a placed label's text takes. */
export function labelBox(label: Pick<PlacedLabel, 'x' | 'y' | 'anchor' | 'width'>): Box {
  const { width } = label;
  const left = label.anchor === 'start' ? label.x : label.anchor === 'end' ? label.x - width : label.x - width / 2;
  const top = label.y - labelMetrics.height + 4;
  return { left, top, right: left + width, bottom: top + labelMetrics.height };
}

/** The room a place's dot takes, which no label may cover. */
export function dotBox({ x, y }: { x: number; y: number }): Box {
  const { dotRadius } = labelMetrics;
  return { left: x - dotRadius, top: y - dotRadius, right: x + dotRadius, bottom: y + dotRadius };
}

export const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function distanceToBox(point: { x: number; y: number }, box: Box): number {
  const dx = Math.max(box.left - point.x, 0, point.x - box.right);
  const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
  return Math.hypot(dx, dy);
}

/** The spots a label can take around its point, in order of preference. */
function candidates(
  around: Box,
  width: number,
): Array<{ box: Box; x: number; y: number; anchor: PlacedLabel['anchor']; width: number; clear: number }> {
  const { height, gap } = labelMetrics;
  // The baseline sits a little below the middle of the box (13px text in a 16px line).
  const baseline = (top: number) => top + height - 4;
  const side = gap + 4;
  const middleX = (around.left + around.right) / 2;
  const middleTop = (around.top + around.bottom) / 2 - height / 2;
  const aboveTop = around.top - gap - height;
  const belowTop = around.bottom + gap;
  // `clear`: how much nearer its own dot must be than any other. Text level with its dot reads as
  // that dot's even with another about as near; a label off to a corner needs a clear lead.
  const spots: Array<{ left: number; top: number; anchor: PlacedLabel['anchor']; clear: number }> = [
    { left: around.right + side, top: middleTop, anchor: 'start', clear: 0 },
    { left: around.left - side - width, top: middleTop, anchor: 'end', clear: 0 },
    { left: middleX - width / 2, top: aboveTop, anchor: 'middle', clear: 4 },
    { left: middleX - width / 2, top: belowTop, anchor: 'middle', clear: 4 },
    { left: around.right + gap / 2, top: aboveTop, anchor: 'start', clear: 8 },
    { left: around.left - gap / 2 - width, top: aboveTop, anchor: 'end', clear: 8 },
    { left: around.right + gap / 2, top: belowTop, anchor: 'start', clear: 8 },
    { left: around.left - gap / 2 - width, top: belowTop, anchor: 'end', clear: 8 },
  ];
  return spots.map(({ left, top, anchor, clear }) => ({
    box: { left, top, right: left + width, bottom: top + height },
    x: anchor === 'start' ? left : anchor === 'end' ? left + width : left + width / 2,
    y: baseline(top),
    anchor,
    width,
    clear,
  }));
}

/** The smallest box holding these points. */
function boundsOf(points: ReadonlyArray<{ x: number; y: number }>): Box {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

export function placeLabels(
  requests: readonly LabelRequest[],
  size: { width: number; height: number },
  measure: MeasureText = estimateTextWidth,
): LabelLayout {
  const { margin, mergeWithinPx, clusterPx } = labelMetrics;
  const dots = requests.map(dotBox);
  const inside = (box: Box) =>
    box.left >= margin && box.top >= margin && box.right <= size.width - margin && box.bottom <= size.height - margin;
  const placed: Array<PlacedLabel & { box: Box; point: { x: number; y: number }; group: LabelRequest[]; hidden: number }> = [];

  // A label reads as belonging to the nearest dot: no other place may sit about as close to it as its own.
  const readsAsOwn = (box: Box, own: readonly LabelRequest[], clear: number) => {
    const ownDistance = Math.min(...own.map((point) => distanceToBox(point, box)));
    return requests.every((other) => own.includes(other) || distanceToBox(other, box) > ownDistance + clear);
  };
  const spotFor = (group: readonly LabelRequest[], text: string, mustReadAsOwn: boolean, except?: PlacedLabel) =>
    candidates(boundsOf(group), measure(text) + 4).find(
      ({ box, clear }) =>
        inside(box) &&
        !dots.some((dot) => overlaps(box, dot)) &&
        !placed.some((label) => label !== except && overlaps(box, label.box)) &&
        (!mustReadAsOwn || readsAsOwn(box, group, clear)),
    );

  // Places whose dots touch cannot be told apart: one label names them all, today's (or the first) leading.
  const order = [...requests].sort((a, b) => Number(Boolean(b.isFirst)) - Number(Boolean(a.isFirst)));
  const groups: LabelRequest[][] = [];
  for (const request of order) {
    const group = groups.find(([leader]) => Math.hypot(leader!.x - request.x, leader!.y - request.y) < clusterPx);
    if (group) group.push(request);
    else groups.push([request]);
  }

  const dropped: string[] = [];
  const handled = new Set<LabelRequest>();
  const textOf = (members: readonly LabelRequest[], hidden: number) =>
    members.map((member) => member.text).join(', ') + (hidden > 0 ? ` +${hidden}` : '');
  /** One label for these places: all their names if they fit, else the first few and how many more ("London, Paris +2"). */
  const labelGroup = (members: readonly LabelRequest[], mustReadAsOwn: boolean): boolean => {
    for (let named = members.length; named > 0; named--) {
      const hidden = members.length - named;
      const text = textOf(members.slice(0, named), hidden);
      const spot = spotFor(members, text, mustReadAsOwn);
      if (!spot) continue;
      const leader = members[0]!;
      placed.push({
        key: leader.key,
        text,
        merged: members.slice(1, named).map((member) => member.key),
        hidden,
        ...spot,
        point: leader,
        group: [...members],
      });
      dropped.push(...members.slice(named).map((member) => member.key));
      for (const member of members) handled.add(member);
      return true;
    }
    return false;
  };

  for (const found of groups) {
    const group = found.filter((member) => !handled.has(member));
    const leader = group[0];
    if (!leader) continue;
    if (labelGroup(group, true)) continue;
    // No room by itself: the unlabelled places close by join it, nearest first, until one label with a count fits.
    const neighbours = order
      .filter((other) => !handled.has(other) && !group.includes(other))
      .map((other) => ({ other, distance: Math.hypot(other.x - leader.x, other.y - leader.y) }))
      .filter(({ distance }) => distance <= mergeWithinPx)
      .sort((a, b) => a.distance - b.distance)
      .map(({ other }) => other);
    if (neighbours.some((_, count) => labelGroup([...group, ...neighbours.slice(0, count + 1)], true))) continue;
    // Today's place is labelled even where its label could be taken for a neighbour's.
    if (leader.isFirst && labelGroup([leader], false)) {
      dropped.push(...group.slice(1).map((member) => member.key));
      for (const member of group) handled.add(member);
      continue;
    }
    // Join the nearest label close by (one without a count), if the longer text still fits around both.
    const nearest = placed
      .filter((label) => label.hidden === 0)
      .map((label) => ({ label, distance: Math.hypot(label.point.x - leader.x, label.point.y - leader.y) }))
      .filter(({ distance }) => distance <= mergeWithinPx)
      .sort((a, b) => a.distance - b.distance)[0]?.label;
    const joined = nearest && `${nearest.text}, ${leader.text}`;
    const joinedGroup = nearest ? [...nearest.group, ...group] : [];
    const joinedSpot = nearest && joined ? spotFor(joinedGroup, joined, true, nearest) : undefined;
    for (const member of group) handled.add(member);
    if (nearest && joined && joinedSpot) {
      Object.assign(nearest, joinedSpot, { text: joined, merged: [...nearest.merged, leader.key], group: joinedGroup });
      dropped.push(...group.slice(1).map((member) => member.key));
      continue;
    }
    dropped.push(...group.map((member) => member.key));
  }
  return { labels: placed.map(({ key, text, merged, x, y, anchor, width }) => ({ key, text, merged, x, y, anchor, width })), dropped };
}
