// The trip map's labels: never over one another or over a place's dot, always on the map, and every
// place either labelled, named in a neighbour's label, or listed as left off.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dotBox, labelBox, overlaps, placeLabels, type LabelLayout, type LabelRequest } from './map-labels';

const phone = { width: 358, height: 268 };

function expectReadable(layout: LabelLayout, requests: readonly LabelRequest[], size: { width: number; height: number }) {
  const boxes = layout.labels.map(labelBox);
  boxes.forEach((box, index) => {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(size.width);
    expect(box.bottom).toBeLessThanOrEqual(size.height);
    for (const other of boxes.slice(index + 1)) expect(overlaps(box, other)).toBe(false);
    for (const request of requests) expect(overlaps(box, dotBox(request))).toBe(false);
  });
  const accounted = [...layout.labels.flatMap((label) => [label.key, ...label.merged]), ...layout.dropped].sort();
  expect(accounted).toEqual(requests.map((request) => request.key).sort());
}

describe('the trip map’s labels', () => {
  it('writes London and Paris, whose dots touch at world scale, as one label, and Lyon beside them', () => {
    // Where the world map of a London → Singapore trip puts them on a phone.
    const requests = [
      { key: 'LHR', text: 'LHR', x: 64, y: 66 },
      { key: 'paris', text: 'Paris', x: 68, y: 73 },
      { key: 'lyon', text: 'Lyon', x: 71, y: 80 },
      { key: 'SIN', text: 'SIN', x: 299, y: 205 },
    ];
    const layout = placeLabels(requests, phone);
    expectReadable(layout, requests, phone);
    expect(layout.labels.map((label) => label.text).sort()).toEqual(['LHR, Paris', 'Lyon', 'SIN']);
    expect(layout.dropped).toEqual([]);
  });

  it('names a blob of places on a phone’s world map with one label and a count of those it leaves to the list', () => {
    const requests = (
      [
        ['London', 64, 66],
        ['Paris', 68, 73],
        ['Brussels', 72, 68],
        ['Amsterdam', 73, 63],
        ['Cologne', 80, 66],
        ['Lyon', 71, 80],
        ['SIN', 299, 205],
      ] as const
    ).map(([name, x, y]) => ({ key: name, text: name, x, y }));
    const layout = placeLabels(requests, phone);
    expectReadable(layout, requests, phone);
    const counted = layout.labels.find((label) => /\+\d+$/.test(label.text));
    expect(counted?.text).toMatch(/^London, /);
    expect(counted?.text.endsWith(` +${layout.dropped.length}`)).toBe(true);
    expect(layout.labels.map((label) => label.text)).toContain('SIN');
  });

  it('puts a label by the right edge on the left of its place', () => {
    const layout = placeLabels([{ key: 'SIN', text: 'Singapore', x: phone.width - 20, y: 120 }], phone);
    expect(layout.labels).toMatchObject([{ key: 'SIN', anchor: 'end' }]);
    expect(labelBox(layout.labels[0]!).right).toBeLessThan(phone.width - 20);
  });

  it('joins a place that fits nowhere to its neighbour’s label, or leaves it to the list, keeping today’s as it is', () => {
    const crowd = ['Paris', 'Versailles', 'Saint-Denis', 'Boulogne', 'Créteil', 'Nanterre', 'Vincennes', 'Montreuil', 'Argenteuil'];
    const requests = crowd.map((name, index) => ({
      key: name,
      text: index === 4 ? `${name} · today` : name,
      x: 180 + (index % 3) * 6,
      y: 130 + Math.floor(index / 3) * 6,
      isFirst: index === 4,
    }));
    const layout = placeLabels(requests, phone);
    expectReadable(layout, requests, phone);
    expect(layout.labels.find((label) => label.key === 'Créteil')?.text).toMatch(/^Créteil · today/);
    expect(layout.labels.length).toBeLessThan(crowd.length);
    expect(layout.labels.some((label) => label.merged.length > 0)).toBe(true);
    for (const label of layout.labels) {
      expect(label.text.split(', ')).toHaveLength(1 + label.merged.length);
    }
  });
});

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

describe(`any places on any map (seed ${seed}, FC_SEED=${seed} to replay)`, () => {
  it('labels without overlaps, inside the map, accounting for every place', () => {
    const size = fc.record({ width: fc.integer({ min: 200, max: 1280 }), height: fc.integer({ min: 160, max: 640 }) });
    fc.assert(
      fc.property(
        size.chain((box) =>
          fc.tuple(
            fc.constant(box),
            fc.uniqueArray(
              fc.record({
                key: fc.string({ minLength: 1, maxLength: 4 }),
                text: fc.string({ minLength: 1, maxLength: 24 }),
                x: fc.integer({ min: 10, max: box.width - 10 }),
                y: fc.integer({ min: 10, max: box.height - 10 }),
                isFirst: fc.boolean(),
              }),
              { selector: (request) => request.key, maxLength: 14 },
            ),
          ),
        ),
        ([box, requests]) => expectReadable(placeLabels(requests, box), requests, box),
      ),
      { seed, numRuns: 300 },
    );
  });
});
