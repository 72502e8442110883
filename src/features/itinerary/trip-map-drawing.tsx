// The world map under a trip's route, drawn as SVG from the bundled Natural Earth countries
// (world-atlas, 1:110m, about 100 KB as a lazily loaded chunk the service worker precaches), so it
// works offline with no tile server. Flights are drawn as great-circle arcs (d3-geo resamples a
// GeoJSON line along the sphere); ground legs as dashed lines. Labels are laid out after the dots,
// so none covers another (map-labels.ts).
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { geoCircle, geoGraticule10, geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import countriesTopology from 'world-atlas/countries-110m.json';
import type { TripRoute } from '../../domain/trip-route';
import { estimateTextWidth, placeLabels, type MeasureText } from './map-labels';

// The JSON import is typed from its values (type: string), wider than the TopoJSON types say.
const topology = countriesTopology as unknown as Topology<{ countries: GeometryCollection }>;
const countries = feature(topology, topology.objects.countries);
const graticule = geoGraticule10();

let measureLabel: MeasureText | undefined;

/** Measures label text in the page's font (13px semibold, as the labels are drawn); an estimate where no canvas can. */
function textMeasure(): MeasureText {
  if (measureLabel) return measureLabel;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return estimateTextWidth;
  context.font = `600 13px ${getComputedStyle(document.documentElement).fontFamily}`;
  measureLabel = (text) => Math.ceil(context.measureText(text).width);
  return measureLabel;
}

/** Around each place, the least the map shows (degrees), so a one-city trip is not a blur of a coast. */
const minimumRadius = 6;

export default function TripMapDrawing({ route, summary }: { route: TripRoute; summary: string }) {
  const box = useRef<HTMLDivElement>(null);
  // Measured before the first paint, so the world is projected once, at the size it is shown.
  const [size, setSize] = useState<{ width: number; height: number }>();
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setSize({ width: Math.max(200, element.clientWidth), height: Math.max(160, element.clientHeight) });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const drawing = useMemo(() => {
    if (!size) return undefined;
    const { width, height } = size;
    const byKey = new Map(route.stops.map((stop) => [stop.key, stop]));
    const legLines = route.legs.flatMap((leg) => {
      const from = byKey.get(leg.from);
      const to = byKey.get(leg.to);
      return from && to
        ? [
            {
              leg,
              line: {
                type: 'LineString' as const,
                coordinates: [
                  [from.lon, from.lat],
                  [to.lon, to.lat],
                ],
              },
            },
          ]
        : [];
    });
    const extent: FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        ...legLines.map(({ line }): Feature<Geometry> => ({ type: 'Feature', properties: {}, geometry: line })),
        ...route.stops.map((stop): Feature<Geometry> => ({
          type: 'Feature',
          properties: {},
          geometry: geoCircle().center([stop.lon, stop.lat]).radius(minimumRadius)(),
        })),
      ],
    };
    const labelRoom = Math.min(56, Math.round(height * 0.16));
    const projection = geoNaturalEarth1()
      .rotate([-route.centerLon, 0])
      .fitExtent(
        [
          [labelRoom, labelRoom],
          [width - labelRoom, height - labelRoom],
        ],
        extent,
      );
    const path = geoPath(projection);
    return {
      width,
      height,
      sphere: path({ type: 'Sphere' }) ?? '',
      graticule: path(graticule) ?? '',
      countries: path(countries) ?? '',
      legs: legLines.map(({ leg, line }) => ({ leg, d: path(line) ?? '' })),
      stops: route.stops.flatMap((stop) => {
        const point = projection([stop.lon, stop.lat]);
        return point ? [{ stop, x: point[0], y: point[1] }] : [];
      }),
    };
  }, [route, size]);

  const layout = useMemo(
    () =>
      drawing
        ? placeLabels(
            drawing.stops.map(({ stop, x, y }) => {
              const label = stop.code ?? stop.name;
              const isToday = stop.key === route.todayKey;
              return { key: stop.key, text: isToday ? `${label} · today` : label, x, y, isFirst: isToday };
            }),
            drawing,
            textMeasure(),
          )
        : undefined,
    [drawing, route.todayKey],
  );

  if (!drawing || !layout) return <div ref={box} role="img" aria-label={summary} className="size-full" />;
  return (
    <div ref={box} className="size-full">
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${drawing.width} ${drawing.height}`}
        width={drawing.width}
        height={drawing.height}
        className="block size-full font-sans"
        data-testid="trip-map"
      >
        <path d={drawing.sphere} className="fill-sky-50 dark:fill-slate-950" />
        <path d={drawing.graticule} className="fill-none stroke-sky-100 dark:stroke-slate-900" strokeWidth={1} />
        <path
          d={drawing.countries}
          className="fill-slate-200 stroke-white dark:fill-slate-800 dark:stroke-slate-950"
          strokeWidth={0.75}
          strokeLinejoin="round"
        />
        {drawing.legs.map(({ leg, d }, index) => (
          <path
            key={`${leg.from}-${leg.to}-${index}`}
            d={d}
            data-leg={leg.kind}
            className="fill-none stroke-brand-700 dark:stroke-brand-300"
            strokeWidth={2.5}
            strokeLinecap="round"
            strokeDasharray={leg.kind === 'flight' ? undefined : '6 5'}
          />
        ))}
        {drawing.stops.map(({ stop, x, y }) => {
          const isToday = stop.key === route.todayKey;
          return (
            <g key={stop.key} data-stop={stop.key}>
              <title>{stop.code && !stop.name.includes(stop.code) ? `${stop.name} (${stop.code})` : stop.name}</title>
              {isToday ? (
                <circle cx={x} cy={y} r={11} className="fill-amber-400/40 stroke-amber-600 dark:stroke-amber-300" strokeWidth={2} />
              ) : null}
              <circle
                cx={x}
                cy={y}
                r={5}
                className="fill-white stroke-brand-700 dark:fill-slate-900 dark:stroke-brand-300"
                strokeWidth={2.5}
              />
            </g>
          );
        })}
        {layout.labels.map((label) => (
          <text
            key={label.key}
            data-label-for={[label.key, ...label.merged].join(' ')}
            x={label.x}
            y={label.y}
            textAnchor={label.anchor}
            className="fill-slate-900 stroke-white text-[13px] font-semibold dark:fill-slate-100 dark:stroke-slate-950"
            strokeWidth={3}
            paintOrder="stroke"
          >
            {label.text}
          </text>
        ))}
      </svg>
    </div>
  );
}
