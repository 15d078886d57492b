// The Home hero's scene, hill country at dawn: a blue train crossing the Nine Arch Bridge.
// Each layer is a transparent full-frame SVG and a motion over time, so the same drawing gives
// both the poster (every layer at 0 s) and each frame of the film.

export const WIDTH = 1600;
export const HEIGHT = 900;
/** Slightly longer than the hero's pause mark (16.2 s), so the film holds rather than loops. */
export const DURATION_S = 17;

const clamp01 = (value) => Math.min(1, Math.max(0, value));
const easeOut = (value) => 1 - (1 - clamp01(value)) ** 2;

const stillness = () => ({ dx: 0, dy: 0, alpha: 1 });

/** The deck's height at x: a gentle curve, highest mid-span. */
const deckY = (x) => 520 - 14 * Math.sin(((x - 440) / 740) * Math.PI);

const arches = Array.from({ length: 9 }, (_, i) => {
  const x = 462 + i * 80;
  const top = deckY(x + 28) + 62;
  return `<path d="M${x} 820 V${top.toFixed(0)} a28 28 0 0 1 56 0 V820Z"/>`;
}).join('');

const deck = (offset) =>
  Array.from({ length: 38 }, (_, i) => {
    const x = 440 + i * 20;
    return `${i ? 'L' : 'M'}${x} ${(deckY(x) + offset).toFixed(1)}`;
  }).join(' ');

const teaRows = Array.from({ length: 5 }, (_, i) => {
  const y = 790 + i * 26;
  return `<path d="M0 ${y} Q400 ${y - 36} 800 ${y} T1600 ${y - 10}"/>`;
}).join('');

const carriage = (x) =>
  `<rect x="${x}" y="${(deckY(x + 48) - 34).toFixed(0)}" width="96" height="34" rx="5"/>` +
  `<g fill="#d6ecf5">${[14, 38, 62].map((w) => `<rect x="${x + w}" y="${(deckY(x + 48) - 27).toFixed(0)}" width="16" height="9" rx="2"/>`).join('')}</g>`;

export const LAYERS = [
  {
    id: 'dawn-sky',
    svg: `<defs><linearGradient id="dawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d3557"/><stop offset=".45" stop-color="#8a6f9c"/><stop offset=".7" stop-color="#f0a07a"/><stop offset="1" stop-color="#f9d49a"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#dawn)"/>`,
    motion: stillness,
  },
  {
    id: 'morning-sky',
    svg: `<defs><linearGradient id="day" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fa8d3"/><stop offset=".6" stop-color="#bfe0ea"/><stop offset="1" stop-color="#f6e7c1"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#day)"/>`,
    motion: (t) => ({ dx: 0, dy: 0, alpha: 0.85 * easeOut(t / 15) }),
  },
  {
    id: 'sun',
    svg: `<circle cx="1180" cy="560" r="150" fill="#ffe7a8" opacity=".22"/><circle cx="1180" cy="560" r="72" fill="#fff1c8"/>`,
    motion: (t) => ({ dx: 0, dy: -250 * easeOut(t / 16), alpha: 1 }),
  },
  {
    id: 'clouds',
    svg: `<g fill="#fff" opacity=".55"><ellipse cx="300" cy="170" rx="170" ry="20"/><ellipse cx="380" cy="150" rx="90" ry="22"/><ellipse cx="1000" cy="120" rx="200" ry="18"/><ellipse cx="1420" cy="220" rx="150" ry="16"/></g>`,
    motion: (t) => ({ dx: -9 * t, dy: 0, alpha: 1 }),
  },
  {
    id: 'far-ridge',
    svg: `<path d="M0 470 L160 400 L300 450 L460 360 L620 440 L760 390 L900 450 L1060 370 L1220 430 L1380 380 L1600 450 V900 H0Z" fill="#6f8fa3"/>`,
    motion: stillness,
  },
  {
    id: 'mist',
    svg: `<defs><linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs><rect x="-200" y="420" width="2000" height="110" fill="url(#mist)"/>`,
    motion: (t) => ({ dx: 10 * t, dy: 0, alpha: 1 - 0.5 * clamp01(t / 16) }),
  },
  {
    id: 'hills',
    svg: `<path d="M0 480 Q240 420 480 520 V900 H0Z" fill="#4f8c64"/><path d="M1160 530 Q1360 440 1600 470 V900 H1160Z" fill="#4f8c64"/>`,
    motion: stillness,
  },
  {
    id: 'bridge',
    svg: `<path d="${deck(0)} L1180 ${deckY(1180) + 300} L440 ${deckY(440) + 300}Z" fill="#b39677"/><path d="${deck(7)}" stroke="#cdb394" stroke-width="14" fill="none"/><g fill="#3e6f50">${arches}</g>`,
    motion: stillness,
  },
  {
    id: 'jungle',
    svg: `<g fill="#2c6a44">${Array.from({ length: 12 }, (_, i) => `<circle cx="${400 + i * 72}" cy="${770 + (i % 3) * 8}" r="${46 + (i % 4) * 6}"/>`).join('')}</g>`,
    motion: stillness,
  },
  {
    id: 'train',
    svg: `<g fill="#1f4e8c">${[560, 662, 764, 866].map(carriage).join('')}</g><g stroke-width="4">${[560, 662, 764, 866].map((x) => `<path d="M${x} ${(deckY(x + 48) - 10).toFixed(0)} h96" stroke="#c0392b"/><path d="M${x} ${(deckY(x + 48) - 15).toFixed(0)} h96" stroke="#f4b942"/>`).join('')}</g>`,
    // Enters from behind the trees on the right and is mid-bridge when the film holds still.
    motion: (t) => ({ dx: 1100 * (1 - t / 16.2), dy: 0, alpha: 1 }),
  },
  {
    id: 'trees',
    svg: `<path d="M1132 800 C1122 620 1146 510 1210 486 Q1400 440 1600 462 V800Z" fill="#2a6a45"/><g fill="#1f5a3a"><path d="M1180 800 C1170 560 1200 450 1250 420 C1300 450 1320 560 1310 800Z"/><path d="M1290 800 C1290 500 1330 410 1390 390 C1450 420 1470 520 1460 800Z"/><path d="M1420 800 C1420 520 1460 440 1520 430 C1580 460 1600 540 1600 800Z"/><path d="M1150 800 C1150 560 1170 500 1200 490 C1230 510 1240 580 1230 800Z"/></g>`,
    motion: stillness,
  },
  {
    id: 'tea-slope',
    svg: `<path d="M0 770 Q400 720 800 770 T1600 760 V900 H0Z" fill="#2f6b45"/><g stroke="#23553a" stroke-width="8" fill="none" stroke-linecap="round">${teaRows}</g><path d="M150 560 V400" stroke="#6b5a4a" stroke-width="7"/><ellipse cx="150" cy="410" rx="30" ry="52" fill="#2a6a45"/>`,
    motion: stillness,
  },
  {
    id: 'birds',
    svg: `<g fill="none" stroke="#243046" stroke-width="4" stroke-linecap="round"><path d="M300 260 q10 -10 20 0 q10 -10 20 0"/><path d="M360 300 q8 -8 16 0 q8 -8 16 0"/><path d="M250 320 q7 -7 14 0 q7 -7 14 0"/></g>`,
    motion: (t) => ({ dx: 38 * t, dy: -4 * t, alpha: 1 }),
  },
];

/** One layer alone, with `margin` scene units of room on every side. */
export function layerSvg(layer, margin) {
  const [width, height] = [WIDTH + 2 * margin, HEIGHT + 2 * margin];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${-margin} ${-margin} ${width} ${height}">${layer.svg}</svg>`;
}

/** The whole scene at `seconds`, as one SVG document. */
export function sceneSvg(seconds) {
  const groups = LAYERS.map((layer) => {
    const { dx, dy, alpha } = layer.motion(seconds);
    if (alpha <= 0) return '';
    const moved = dx || dy ? ` transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)})"` : '';
    const faded = alpha < 1 ? ` opacity="${alpha.toFixed(2)}"` : '';
    return `<g${moved}${faded}>${layer.svg}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">\n${groups.filter(Boolean).join('\n')}\n</svg>\n`;
}
