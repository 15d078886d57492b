import { useLingui } from '@lingui/react';
import { geoMercator, geoPath } from 'd3-geo';
import type { Feature } from 'geojson';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { Coordinates } from '@lanka-tours/shared/content';
import '../styles/sri-lanka-map.css';
import { spreadPins } from './spread-pins';

export interface MapPin {
  id: number | string;
  /** The pin's accessible name and visible label, e.g. 'Galle Fort, Southern Province'. */
  label: string;
  coordinates: Coordinates;
  /** Marker colour; dark enough to stand out from the land (3:1). Brand green by default. */
  color?: string;
}

export interface SriLankaMapProps {
  /** Accessible name of the whole map. */
  title: string;
  pins: readonly MapPin[];
  /** When given, pins are buttons that call it with their id; otherwise they are markers only. */
  onSelectPin?: (id: MapPin['id']) => void;
  className?: string;
}

// Drawing space of the outline; the island is about 1.6 times as tall as it is wide.
const VIEW_WIDTH = 400;
const VIEW_HEIGHT = 640;
const PIN_SIZE = 30;
const PIN_GAP = 32;

function useOutline(): Feature | null {
  const [outline, setOutline] = useState<Feature | null>(null);
  useEffect(() => {
    let active = true;
    // Loaded on first use so that pages without a map never download it.
    void import('./sri-lanka.geo.json').then((module) => {
      if (active) setOutline(module.default as unknown as Feature);
    });
    return () => {
      active = false;
    };
  }, []);
  return outline;
}

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(VIEW_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** An SVG map of Sri Lanka from Natural Earth boundaries, with a pin for each place. */
export function SriLankaMap({ title, pins, onSelectPin, className = '' }: SriLankaMapProps) {
  const { i18n } = useLingui();
  const outline = useOutline();
  const [frameRef, width] = useWidth<HTMLDivElement>();
  const scale = width / VIEW_WIDTH;

  const projection = useMemo(
    () =>
      outline &&
      geoMercator().fitExtent(
        [
          [16, 16],
          [VIEW_WIDTH - 16, VIEW_HEIGHT - 16],
        ],
        outline,
      ),
    [outline],
  );

  // North to south, so the keyboard moves down the island.
  const placed = useMemo(() => {
    if (!projection) return [];
    const ordered = [...pins].sort((a, b) => b.coordinates.lat - a.coordinates.lat);
    const anchors = ordered.map((pin) => {
      const [x, y] = projection([pin.coordinates.lon, pin.coordinates.lat]) ?? [0, 0];
      return { x: x * scale, y: y * scale };
    });
    const half = PIN_SIZE / 2;
    const clamp = (value: number, max: number) => Math.min(Math.max(value, half), max - half);
    const spread = spreadPins(anchors, PIN_GAP).map(({ x, y }) => ({
      x: clamp(x, width),
      y: clamp(y, width * (VIEW_HEIGHT / VIEW_WIDTH)),
    }));
    return ordered.map((pin, i) => ({ pin, anchor: anchors[i], at: spread[i] }));
  }, [pins, projection, scale, width]);

  return (
    <figure className={`sri-lanka-map ${className}`} aria-label={title}>
      <div ref={frameRef} className="sri-lanka-map-frame">
        <svg
          viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
          role="img"
          aria-label={i18n._('Map of Sri Lanka')}
        >
          {projection && outline && (
            <path className="sri-lanka-map-land" d={geoPath(projection)(outline) ?? ''} />
          )}
          {placed.map(({ pin, anchor, at }) =>
            Math.hypot(anchor.x - at.x, anchor.y - at.y) > 2 ? (
              <g key={pin.id} className="sri-lanka-map-leader">
                <line
                  x1={anchor.x / scale}
                  y1={anchor.y / scale}
                  x2={at.x / scale}
                  y2={at.y / scale}
                />
                <circle cx={anchor.x / scale} cy={anchor.y / scale} r={3} />
              </g>
            ) : null,
          )}
        </svg>
        {!outline && <p className="sri-lanka-map-loading">{i18n._('Loading map…')}</p>}
        <ul className="sri-lanka-map-pins">
          {placed.map(({ pin, at }) => {
            const style = {
              left: at.x - PIN_SIZE / 2,
              top: at.y - PIN_SIZE / 2,
              '--pin-color': pin.color ?? 'var(--brand-green)',
            } as CSSProperties;
            const side = at.x < width / 2 ? 'start' : 'end';
            return (
              <li key={pin.id} style={style} className="sri-lanka-map-pin-slot">
                {onSelectPin ? (
                  <button
                    type="button"
                    className="sri-lanka-map-pin"
                    aria-label={pin.label}
                    onClick={() => onSelectPin(pin.id)}
                  />
                ) : (
                  <span className="sri-lanka-map-pin" role="img" aria-label={pin.label} />
                )}
                <span
                  className={`sri-lanka-map-label sri-lanka-map-label-${side}`}
                  aria-hidden="true"
                >
                  {pin.label}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </figure>
  );
}

export default SriLankaMap;
