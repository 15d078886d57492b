// Drawing primitives shared by the scenes: colours, seeded randomness, skies, ridges, trees.
export const W = 800;
export const H = 500;

export const SKIES = {
  dawn: { top: '#5b6fa8', horizon: '#f7b58a', sun: '#ffe3a3' },
  day: { top: '#4fa3d9', horizon: '#d8f1fb', sun: '#fff3c4' },
  golden: { top: '#e9784a', horizon: '#fcd792', sun: '#fff1c1' },
  dusk: { top: '#3d2c6b', horizon: '#f28f6b', sun: '#ffd29a' },
  mist: { top: '#93b4bd', horizon: '#eef3ef', sun: '#ffffff' },
};

/** A deterministic random sequence, so a scene looks the same on every run. */
export function seeded(text) {
  let state = [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const channels = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** The colour a share `amount` (0–1) of the way from `a` to `b`. */
export function mix(a, b, amount) {
  const [x, y] = [channels(a), channels(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i] - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const r1 = (n) => Math.round(n * 10) / 10;

/** A smooth closed shape through the points, filled down to the bottom edge. */
export function smoothFill(points, fill, extra = '') {
  let d = `M0 ${H} L${r1(points[0][0])} ${r1(points[0][1])}`;
  for (let i = 1; i < points.length; i++) {
    const [px, py] = points[i - 1];
    const [x, y] = points[i];
    d += ` Q${r1(px)} ${r1(py)} ${r1((px + x) / 2)} ${r1((py + y) / 2)}`;
  }
  const [lx, ly] = points[points.length - 1];
  d += ` L${r1(lx)} ${r1(ly)} L${W} ${H}Z`;
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

/** A rolling horizon line at `base`, rising and falling by up to `amplitude`. */
export function ridgePoints(rand, base, amplitude, step = 50) {
  const points = [];
  for (let x = -step; x <= W + step; x += step) {
    points.push([x, base - rand() * amplitude]);
  }
  return points;
}

export function ridge(rand, base, amplitude, fill, step) {
  return smoothFill(ridgePoints(rand, base, amplitude, step), fill);
}

export function sky(pal, id) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.top}"/><stop offset="1" stop-color="${pal.horizon}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

export function sun(pal, x, y, r = 38) {
  return `<circle cx="${x}" cy="${y}" r="${r * 1.8}" fill="${pal.sun}" opacity="0.25"/><circle cx="${x}" cy="${y}" r="${r}" fill="${pal.sun}"/>`;
}

/** A row of rounded tree crowns along `y`. */
export function canopy(rand, y, fill, size = 28, from = -20, to = W + 20) {
  let out = '';
  for (let x = from; x < to; x += size * (0.7 + rand() * 0.5)) {
    const r = size * (0.7 + rand() * 0.6);
    out += `<circle cx="${r1(x)}" cy="${r1(y - rand() * size * 0.6)}" r="${r1(r)}" fill="${fill}"/>`;
  }
  return out + `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${fill}"/>`;
}

/** A coconut palm whose trunk leans by `lean` pixels. */
export function palm(x, groundY, height, lean, trunk, leaves) {
  const topX = x + lean;
  const topY = groundY - height;
  let out = `<path d="M${x} ${groundY} Q${x + lean * 0.2} ${groundY - height * 0.6} ${topX} ${topY}" stroke="${trunk}" stroke-width="${height / 18}" fill="none" stroke-linecap="round"/>`;
  const fronds = [-160, -125, -90, -55, -20, 10, 190];
  for (const angle of fronds) {
    const a = (angle * Math.PI) / 180;
    const len = height * 0.42;
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.7 + len * 0.25;
    const cx = topX + Math.cos(a) * len * 0.5;
    const cy = topY + Math.sin(a) * len * 0.5 - len * 0.2;
    out += `<path d="M${r1(topX)} ${r1(topY)} Q${r1(cx)} ${r1(cy - 8)} ${r1(ex)} ${r1(ey)} Q${r1(cx)} ${r1(cy + 6)} ${r1(topX)} ${r1(topY)}Z" fill="${leaves}"/>`;
  }
  return out;
}

/** Sea from `y` down, with a few wave glints. */
export function sea(rand, y, pal, deep = '#1f6f8b') {
  const light = mix(deep, pal.horizon, 0.45);
  let out = `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs><rect x="0" y="${y}" width="${W}" height="${H - y}" fill="url(#sea)"/>`;
  for (let i = 0; i < 14; i++) {
    const wy = y + 10 + rand() * (H - y - 20);
    const wx = rand() * W;
    const len = 20 + ((wy - y) / (H - y)) * 60;
    out += `<path d="M${r1(wx)} ${r1(wy)} h${r1(len)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2" stroke-linecap="round"/>`;
  }
  return out;
}

export function birds(rand, count, color = '#2b2b3a') {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = 80 + rand() * 640;
    const y = 40 + rand() * 120;
    const s = 6 + rand() * 6;
    out += `<path d="M${r1(x - s)} ${r1(y)} q${r1(s / 2)} ${r1(-s / 2)} ${r1(s)} 0 q${r1(s / 2)} ${r1(-s / 2)} ${r1(s)} 0" stroke="${color}" stroke-width="2" fill="none" stroke-opacity="0.6"/>`;
  }
  return out;
}

export const round = r1;
