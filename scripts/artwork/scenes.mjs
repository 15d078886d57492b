// Stylised scenes of Sri Lanka, each a function (rand, pal, opts) → SVG markup over an 800×500 canvas.
import {
  H,
  W,
  birds,
  canopy,
  mix,
  palm,
  ridge,
  ridgePoints,
  round,
  sea,
  smoothFill,
  sun,
} from './paint.mjs';

const GREEN = '#2f7d4f';
const DARK_GREEN = '#1d5234';
const SAND = '#f1d9a6';

/** Far hills fading into the horizon colour, the usual background of an inland scene. */
function distance(rand, pal, base = 300, green = GREEN) {
  return (
    ridge(rand, base, 70, mix(green, pal.horizon, 0.7), 60) +
    ridge(rand, base + 40, 60, mix(green, pal.horizon, 0.45), 50)
  );
}

function rock(rand, pal, { color = '#9a5b3c' } = {}) {
  const left = 270 + rand() * 60;
  const right = left + 260;
  const top = 110 + rand() * 30;
  const shade = mix(color, '#000000', 0.25);
  return (
    sun(pal, 640, 120) +
    distance(rand, pal, 330) +
    `<path d="M${left - 30} 420 C${left - 5} 300 ${left - 20} ${top + 40} ${left + 20} ${top} L${right - 30} ${top - 8} C${right + 10} ${top + 30} ${right + 20} 300 ${right + 40} 420Z" fill="${color}"/>` +
    `<path d="M${right - 30} ${top - 8} C${right + 10} ${top + 30} ${right + 20} 300 ${right + 40} 420 L${right - 40} 420 C${right - 30} 300 ${right - 40} ${top + 60} ${right - 30} ${top - 8}Z" fill="${shade}"/>` +
    `<path d="M${left + 30} ${top + 4} h${right - left - 70}" stroke="${mix(color, '#ffffff', 0.25)}" stroke-width="6" stroke-linecap="round"/>` +
    canopy(rand, 410, mix(GREEN, '#000000', 0.1), 30) +
    canopy(rand, 460, DARK_GREEN, 24)
  );
}

function stupa(rand, pal, { color = '#fbfaf5' } = {}) {
  const shade = mix(color, '#8a7f6a', 0.35);
  return (
    sun(pal, 150, 110, 30) +
    distance(rand, pal, 340) +
    `<rect x="0" y="390" width="${W}" height="110" fill="${mix(GREEN, SAND, 0.5)}"/>` +
    `<rect x="230" y="370" width="340" height="24" fill="${shade}"/><rect x="250" y="352" width="300" height="22" fill="${color}"/>` +
    `<path d="M270 354 C270 200 530 200 530 354Z" fill="${color}"/>` +
    `<path d="M470 354 C470 260 430 225 400 222 C480 230 530 270 530 354Z" fill="${shade}" opacity="0.6"/>` +
    `<rect x="378" y="196" width="44" height="30" fill="${color}"/><path d="M386 198 L400 80 L414 198Z" fill="${color}"/>` +
    `<circle cx="400" cy="76" r="6" fill="#e8b64a"/>` +
    palm(120, 400, 190, 30, '#6b4a2f', DARK_GREEN) +
    palm(690, 400, 170, -40, '#6b4a2f', DARK_GREEN)
  );
}

/** A temple or church: tiered roofs above white walls, reflected in water when `lake` is set. */
function shrine(rand, pal, { roof = '#b5532f', gold = false, lake = true } = {}) {
  const wall = '#f6f1e4';
  const roofColor = gold ? '#d9a441' : roof;
  const ground = lake ? 360 : 400;
  const building =
    `<rect x="250" y="${ground - 90}" width="300" height="90" fill="${wall}"/>` +
    `<path d="M230 ${ground - 88} L300 ${ground - 150} H500 L570 ${ground - 88}Z" fill="${roofColor}"/>` +
    `<rect x="330" y="${ground - 190}" width="140" height="44" fill="${wall}"/>` +
    `<path d="M315 ${ground - 188} L360 ${ground - 230} H440 L485 ${ground - 188}Z" fill="${roofColor}"/>` +
    [280, 330, 380, 430, 480]
      .map(
        (x) =>
          `<rect x="${x + 8}" y="${ground - 70}" width="18" height="50" rx="9" fill="${mix(roofColor, '#000000', 0.4)}"/>`,
      )
      .join('');
  const water = lake
    ? `<rect x="0" y="${ground}" width="${W}" height="${H - ground}" fill="${mix('#2b6f8f', pal.horizon, 0.3)}"/><g transform="translate(0 ${2 * ground}) scale(1 -1)" opacity="0.3">${building}</g>`
    : `<rect x="0" y="${ground}" width="${W}" height="${H - ground}" fill="${mix(GREEN, SAND, 0.4)}"/>`;
  return (
    sun(pal, 650, 110, 30) +
    distance(rand, pal, ground - 40) +
    canopy(rand, ground, mix(GREEN, '#000000', 0.15), 26) +
    building +
    water +
    palm(120, ground + 4, 200, 25, '#5e4027', DARK_GREEN)
  );
}

/** Terraced tea hills with rows of bushes following the slope. */
function tea(rand, pal, { factory = false } = {}) {
  let out = sun(pal, 600, 120, 34) + distance(rand, pal, 250, '#3d8a5a');
  const layers = [
    [330, '#4d9c5c'],
    [400, '#3f8a4d'],
    [470, '#2f7440'],
  ];
  layers.forEach(([base, color], i) => {
    const points = ridgePoints(rand, base, 80, 80);
    out += smoothFill(points, color);
    for (let row = 1; row < 8; row++) {
      const shifted = points.map(([x, y]) => [x, y + row * (12 + i * 4)]);
      let d = `M${shifted[0][0]} ${round(shifted[0][1])}`;
      for (let p = 1; p < shifted.length; p++) {
        const [px, py] = shifted[p - 1];
        const [x, y] = shifted[p];
        d += ` Q${px} ${round(py)} ${(px + x) / 2} ${round((py + y) / 2)}`;
      }
      out += `<path d="${d}" stroke="${mix(color, '#0d3b1e', 0.35)}" stroke-width="3" fill="none" stroke-dasharray="10 5"/>`;
    }
    if (factory && i === 0) {
      out += `<rect x="540" y="${base - 120}" width="150" height="55" fill="#f2efe6"/><path d="M530 ${base - 118} L615 ${base - 150} L700 ${base - 118}Z" fill="#a34a33"/>`;
      out += [555, 590, 625, 660]
        .map((x) => `<rect x="${x}" y="${base - 105}" width="16" height="14" fill="#3a4a5a"/>`)
        .join('');
    }
  });
  return (
    out +
    `<path d="M0 250 Q400 200 800 260" stroke="#ffffff" stroke-opacity="0.35" stroke-width="26" fill="none"/>`
  );
}

function beach(rand, pal, { palms = 3 } = {}) {
  let out = sun(pal, 560, 170, 34) + sea(rand, 270, pal);
  out += `<path d="M0 380 Q260 340 520 390 T800 370 V500 H0Z" fill="${SAND}"/>`;
  out += `<path d="M0 382 Q260 342 520 392 T800 372" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.7"/>`;
  for (let i = 0; i < palms; i++) {
    out += palm(
      60 + i * 90 + rand() * 30,
      470 + rand() * 20,
      230 + rand() * 60,
      60 + rand() * 40,
      '#6b4a2f',
      DARK_GREEN,
    );
  }
  return (
    out +
    `<path d="M600 300 l30 -40 l4 40Z" fill="#ffffff" opacity="0.9"/><path d="M590 302 h55 l-8 8 h-40Z" fill="#7a3b2a"/>`
  );
}

function island(rand, pal) {
  return (
    sun(pal, 620, 110, 30) +
    sea(rand, 250, pal, '#127a8a') +
    `<ellipse cx="380" cy="300" rx="190" ry="40" fill="${mix('#127a8a', '#a5f0e6', 0.6)}"/>` +
    `<path d="M230 300 C260 230 320 200 380 205 C450 210 510 250 530 300Z" fill="#7a6a55"/>` +
    canopy(rand, 262, GREEN, 26, 260, 500).replace(/<rect[^>]*\/>$/, '') +
    `<path d="M0 440 Q200 420 420 450 T800 430 V500 H0Z" fill="${SAND}"/>`
  );
}

function elephant(x, y, s, fill) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><ellipse cx="0" cy="0" rx="70" ry="46"/><rect x="-55" y="20" width="22" height="60" rx="8"/><rect x="-20" y="24" width="22" height="58" rx="8"/><rect x="20" y="22" width="22" height="60" rx="8"/><rect x="45" y="20" width="20" height="58" rx="8"/><circle cx="-72" cy="-12" r="34"/><path d="M-96 -4 C-120 30 -110 70 -96 80 L-86 78 C-96 60 -98 30 -80 10Z"/><path d="M68 -10 q22 20 10 50" stroke="${fill}" stroke-width="5" fill="none"/><ellipse cx="-52" cy="-10" rx="20" ry="28" fill="#000000" opacity="0.15"/></g>`;
}

function leopard(x, y, s, fill) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><ellipse cx="0" cy="0" rx="60" ry="18"/><circle cx="-62" cy="-8" r="16"/><path d="M-72 -22 l4 -10 l6 8Z M-56 -22 l4 -10 l4 10Z"/><rect x="-48" y="6" width="10" height="24" rx="4"/><rect x="36" y="6" width="10" height="24" rx="4"/><path d="M58 -4 C90 -10 100 20 84 34" stroke="${fill}" stroke-width="7" fill="none" stroke-linecap="round"/></g>`;
}

function deer(x, y, s, fill) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><ellipse cx="0" cy="0" rx="36" ry="16"/><rect x="-30" y="6" width="6" height="34"/><rect x="22" y="6" width="6" height="34"/><path d="M-30 -6 L-44 -34 L-34 -38 L-22 -10Z"/><circle cx="-42" cy="-36" r="9"/><path d="M-44 -44 l-8 -18 m4 8 l-8 -4 M-40 -44 l6 -18 m-3 8 l8 -4" stroke="${fill}" stroke-width="3"/></g>`;
}

/** Dry-zone savanna with acacias and an animal: 'elephant', 'leopard' or 'deer'. */
function wildlife(rand, pal, { animal = 'elephant', herd = 1 } = {}) {
  let out = sun(pal, 620, 140, 40) + distance(rand, pal, 320, '#6d8b3a');
  out += `<rect x="0" y="340" width="${W}" height="160" fill="#c2a55a"/>`;
  out += `<path d="M0 360 Q400 330 800 370 V500 H0Z" fill="#b08f47"/>`;
  for (const [x, w] of [
    [120, 110],
    [690, 90],
  ]) {
    out += `<path d="M${x} 360 l6 -70 l6 70Z" fill="#4a3524"/><ellipse cx="${x + 6}" cy="285" rx="${w}" ry="20" fill="${DARK_GREEN}"/>`;
  }
  if (animal === 'leopard') {
    out += `<path d="M250 450 C280 360 420 350 520 380 C560 400 570 440 580 460Z" fill="#8d8478"/>`;
    out += leopard(410, 355, 1.3, '#3a2a1c');
  } else if (animal === 'deer') {
    out += deer(380, 400, 1.6, '#5a3a22') + deer(520, 420, 1.2, '#6a4a2a');
  } else {
    for (let i = 0; i < herd; i++) {
      out += elephant(420 + i * 150 - (herd - 1) * 80, 390 + i * 15, 1.2 - i * 0.3, '#4b4a52');
    }
  }
  return out + birds(rand, 3);
}

function fort(rand, pal) {
  const wall = '#c9b592';
  return (
    sun(pal, 180, 170, 34) +
    sea(rand, 260, pal) +
    `<path d="M0 360 L300 350 L360 300 L520 300 L560 350 L800 360 V500 H0Z" fill="${wall}"/>` +
    `<path d="M0 360 L300 350 L360 300 L520 300 L560 350 L800 360" stroke="${mix(wall, '#000000', 0.3)}" stroke-width="6" fill="none"/>` +
    `<rect x="0" y="410" width="${W}" height="90" fill="${mix(GREEN, wall, 0.5)}"/>` +
    `<path d="M418 300 L428 130 H462 L472 300Z" fill="#ffffff"/><rect x="424" y="110" width="42" height="24" fill="#39424e"/><path d="M418 110 L445 86 L472 110Z" fill="#b13a2f"/>` +
    `<rect x="430" y="116" width="30" height="12" fill="#ffe39a"/>` +
    palm(650, 420, 150, -25, '#6b4a2f', DARK_GREEN)
  );
}

function waterfall(rand, pal, { width = 60 } = {}) {
  const cliff = '#5e6b5a';
  return (
    distance(rand, pal, 200) +
    `<path d="M0 120 L250 100 L${400 - width / 2} 110 V420 H0Z" fill="${cliff}"/>` +
    `<path d="M${400 + width / 2} 110 L560 95 L800 130 V420 H${400 + width / 2}Z" fill="${mix(cliff, '#000000', 0.15)}"/>` +
    canopy(rand, 120, GREEN, 22, -10, 330).replace(/<rect[^>]*\/>$/, '') +
    canopy(rand, 120, GREEN, 22, 470, 820).replace(/<rect[^>]*\/>$/, '') +
    `<defs><linearGradient id="fall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#cfeff7"/><stop offset="0.5" stop-color="#ffffff"/><stop offset="1" stop-color="#bfe6f2"/></linearGradient></defs>` +
    `<rect x="${400 - width / 2}" y="108" width="${width}" height="320" fill="url(#fall)"/>` +
    `<ellipse cx="400" cy="440" rx="260" ry="50" fill="#5fa9c0"/><ellipse cx="400" cy="425" rx="${width * 1.4}" ry="22" fill="#ffffff" opacity="0.8"/>` +
    canopy(rand, 470, DARK_GREEN, 26)
  );
}

/** The Nine Arch Bridge: a viaduct over a jungle ravine, with a blue train. */
function bridge(rand, pal, { train = true } = {}) {
  const brick = '#a8683f';
  let arches = '';
  for (let i = 0; i < 9; i++) {
    const x = 100 + i * 68;
    arches += `<path d="M${x + 8} 420 V330 A26 26 0 0 1 ${x + 60} 330 V420Z" fill="#000000"/>`;
  }
  let out =
    sun(pal, 650, 100, 30) +
    distance(rand, pal, 240) +
    ridge(rand, 300, 50, mix(GREEN, '#000000', 0.05), 60) +
    `<defs><mask id="arches"><rect width="${W}" height="${H}" fill="#ffffff"/>${arches}</mask></defs>` +
    `<rect x="90" y="270" width="632" height="150" fill="${brick}" mask="url(#arches)"/>` +
    `<rect x="84" y="262" width="644" height="14" fill="${mix(brick, '#000000', 0.25)}"/>`;
  if (train) {
    out += [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${260 + i * 96}" y="226" width="90" height="36" rx="6" fill="#1f4e8c"/><rect x="${268 + i * 96}" y="234" width="74" height="10" fill="#cfe3f7"/><rect x="${260 + i * 96}" y="252" width="90" height="5" fill="#d23b2e"/>`,
      )
      .join('');
  }
  return out + canopy(rand, 440, DARK_GREEN, 34);
}

function peak(rand, pal, { lights = true } = {}) {
  let out = sun(pal, 400, 300, 46) + ridge(rand, 380, 40, mix('#3a4f6b', pal.horizon, 0.5), 60);
  out += `<path d="M120 420 L360 120 Q400 88 440 120 L690 420Z" fill="#2f3f55"/>`;
  out += `<path d="M400 96 L440 120 L690 420 L560 420Z" fill="#000000" opacity="0.2"/>`;
  out += `<rect x="388" y="86" width="24" height="16" fill="#f4f0e6"/>`;
  if (lights) {
    let d = 'M250 420';
    for (let y = 400; y > 110; y -= 30)
      d += ` L${400 + (y % 60 === 0 ? -1 : 1) * (y - 100) * 0.35} ${y}`;
    out += `<path d="${d}" stroke="#ffd57a" stroke-width="3" stroke-dasharray="2 8" fill="none"/>`;
  }
  return out + canopy(rand, 450, '#1f3b2c', 30);
}

/** Brick dagoba and the stone pillars of an ancient capital. */
function ruins(rand, pal, { brick = '#b0663f' } = {}) {
  let out = sun(pal, 640, 110, 32) + distance(rand, pal, 330);
  out += `<rect x="0" y="380" width="${W}" height="120" fill="#7aa05a"/>`;
  out += `<path d="M440 380 C440 200 700 200 700 380Z" fill="${brick}"/><rect x="552" y="196" width="36" height="26" fill="${brick}"/><path d="M560 198 L570 120 L580 198Z" fill="${brick}"/>`;
  for (let i = 0; i < 7; i++) {
    const x = 60 + i * 48;
    const h = 60 + rand() * 90;
    out += `<rect x="${x}" y="${400 - h}" width="20" height="${h}" fill="#cfc3a8"/><rect x="${x - 4}" y="${400 - h}" width="28" height="8" fill="#b8ab8e"/>`;
  }
  return (
    out +
    `<rect x="30" y="396" width="360" height="14" fill="#a99b7c"/>` +
    canopy(rand, 470, GREEN, 22)
  );
}

/** Colombo's skyline with the Lotus Tower, above the sea front. */
function city(rand, pal) {
  let out =
    sun(pal, 150, 150, 30) + `<rect x="0" y="380" width="${W}" height="120" fill="#5d7f8f"/>`;
  for (let x = 0; x < W; x += 46) {
    const h = 60 + rand() * 140;
    const shade = mix('#3d4a63', pal.horizon, rand() * 0.4);
    out += `<rect x="${x}" y="${380 - h}" width="40" height="${h}" fill="${shade}"/>`;
    for (let wy = 380 - h + 12; wy < 370; wy += 18)
      out += `<rect x="${x + 8}" y="${wy}" width="24" height="6" fill="#ffe6a8" opacity="0.5"/>`;
  }
  out += `<rect x="560" y="120" width="14" height="260" fill="#e8e4ef"/><path d="M545 140 C550 90 560 78 567 70 C574 78 584 90 589 140Z" fill="#c56fa8"/><rect x="564" y="40" width="6" height="34" fill="#e8e4ef"/>`;
  return (
    out +
    `<rect x="0" y="420" width="${W}" height="80" fill="#7fae6a"/>` +
    palm(100, 440, 140, 20, '#5e4027', DARK_GREEN)
  );
}

function forest(rand, pal) {
  let out = distance(rand, pal, 220, '#2c6e45');
  for (let layer = 0; layer < 4; layer++) {
    const y = 260 + layer * 60;
    const color = mix('#1f5c3a', pal.horizon, 0.45 - layer * 0.15);
    for (let x = -20; x < W + 40; x += 60 + rand() * 40)
      out += `<rect x="${round(x)}" y="${y - 40}" width="8" height="120" fill="${mix(color, '#3a2a1c', 0.5)}"/>`;
    out += canopy(rand, y, color, 36 - layer * 3);
  }
  return (
    out +
    `<path d="M0 200 Q400 160 800 210" stroke="#ffffff" stroke-opacity="0.35" stroke-width="30" fill="none"/>` +
    birds(rand, 2)
  );
}

function whale(rand, pal) {
  return (
    sun(pal, 200, 170, 34) +
    sea(rand, 250, pal, '#175a80') +
    `<path d="M430 360 C420 320 400 300 360 280 C400 282 425 296 440 316 C455 296 480 282 520 280 C480 300 460 320 450 360Z" fill="#2a3644"/>` +
    `<path d="M380 372 Q445 350 510 372" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.8"/>` +
    `<path d="M620 290 h70 l-10 14 h-52Z" fill="#f4f0e6"/><rect x="640" y="270" width="26" height="20" fill="#f4f0e6"/>`
  );
}

function lake(rand, pal, { boat = true } = {}) {
  let out = sun(pal, 560, 110, 30) + distance(rand, pal, 250) + ridge(rand, 300, 40, GREEN, 60);
  out += `<rect x="0" y="300" width="${W}" height="200" fill="${mix('#3b7fa0', pal.horizon, 0.35)}"/>`;
  out += `<rect x="0" y="300" width="${W}" height="30" fill="${mix(GREEN, '#3b7fa0', 0.6)}" opacity="0.6"/>`;
  if (boat)
    out += `<path d="M330 380 h110 l-16 18 h-78Z" fill="#c0392b"/><path d="M380 380 V330 l30 48Z" fill="#ffffff"/>`;
  return (
    out +
    canopy(rand, 470, DARK_GREEN, 26, -20, 260).replace(/<rect[^>]*\/>$/, '') +
    `<rect x="0" y="470" width="${W}" height="30" fill="${DARK_GREEN}"/>`
  );
}

/** World's End: a cliff edge above plains that fade into the distance. */
function cliff(rand, pal) {
  return (
    sun(pal, 620, 120, 30) +
    ridge(rand, 330, 20, mix('#4a7a5a', pal.horizon, 0.7), 80) +
    ridge(rand, 380, 20, mix('#4a7a5a', pal.horizon, 0.5), 80) +
    `<path d="M0 150 L300 170 L340 260 L320 500 H0Z" fill="#56654f"/>` +
    `<path d="M0 150 L300 170 L290 190 L0 175Z" fill="#9ab07a"/>` +
    canopy(rand, 170, '#6a8a4c', 16, 0, 280).replace(/<rect[^>]*\/>$/, '') +
    `<path d="M0 300 Q400 260 800 300" stroke="#ffffff" stroke-opacity="0.4" stroke-width="40" fill="none"/>`
  );
}

function surf(rand, pal) {
  return (
    sun(pal, 640, 120, 34) +
    sea(rand, 240, pal, '#0f6f86') +
    `<path d="M0 360 C200 300 320 250 430 250 C520 250 560 300 520 330 C500 300 460 300 440 320 C380 380 200 420 0 430Z" fill="#2a9bb0"/>` +
    `<path d="M430 250 C520 250 560 300 520 330" stroke="#ffffff" stroke-width="10" fill="none"/>` +
    `<path d="M330 300 l60 -6 l-4 6 l-60 6Z" fill="#f4b942"/><circle cx="358" cy="270" r="8" fill="#2a2a2a"/><path d="M358 278 l-4 18 M358 284 l-14 8 M358 284 l14 -4" stroke="#2a2a2a" stroke-width="5"/>` +
    `<path d="M0 450 Q300 430 800 460 V500 H0Z" fill="${SAND}"/>`
  );
}

function garden(rand, pal) {
  let out = sun(pal, 620, 110, 30) + distance(rand, pal, 280);
  out += `<rect x="0" y="330" width="${W}" height="170" fill="#79b05c"/>`;
  out += `<path d="M300 500 Q380 400 420 330 L440 330 Q430 400 500 500Z" fill="#e6d3a8"/>`;
  for (const [x, r] of [
    [110, 70],
    [680, 80],
  ]) {
    out += `<rect x="${x - 8}" y="240" width="16" height="110" fill="#5e4027"/><circle cx="${x}" cy="230" r="${r}" fill="${DARK_GREEN}"/>`;
  }
  const colors = ['#e4572e', '#f4b942', '#c05299', '#ffffff', '#f28fad'];
  for (let i = 0; i < 70; i++) {
    const y = 360 + rand() * 130;
    const x = rand() * W;
    if (x > 280 && x < 520 && y > 340) continue;
    out += `<circle cx="${round(x)}" cy="${round(y)}" r="${round(4 + rand() * 5)}" fill="${colors[i % colors.length]}"/>`;
  }
  return out;
}

function river(rand, pal, { canoe = true } = {}) {
  let out = distance(rand, pal, 240) + canopy(rand, 300, GREEN, 30);
  out += `<path d="M340 300 C320 360 200 400 0 430 V500 H800 V420 C600 400 460 360 460 300Z" fill="${mix('#3b7fa0', pal.horizon, 0.25)}"/>`;
  out += `<path d="M360 330 q40 8 80 0 M300 380 q70 10 150 0 M180 430 q120 14 280 0" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3" fill="none"/>`;
  if (canoe)
    out += `<path d="M330 420 h130 l-20 14 h-90Z" fill="#d9772b"/><circle cx="380" cy="405" r="8" fill="#2a2a2a"/><circle cx="420" cy="405" r="8" fill="#2a2a2a"/>`;
  return out + sun(pal, 620, 90, 24);
}

/** A painted cave temple: a rock overhang opening onto golden statues. */
function cave(rand, pal) {
  let out = `<rect width="${W}" height="${H}" fill="#6b3d24"/>`;
  out += `<rect x="60" y="120" width="680" height="320" fill="#e3a34b"/>`;
  for (let x = 70; x < 740; x += 40)
    out += `<path d="M${x} 130 q20 ${20 + rand() * 20} 40 0" stroke="#b0452e" stroke-width="5" fill="none"/>`;
  for (let i = 0; i < 6; i++) {
    const x = 130 + i * 110;
    out += `<path d="M${x - 34} 420 Q${x - 34} 340 ${x} 330 Q${x + 34} 340 ${x + 34} 420Z" fill="#f2c14e"/><circle cx="${x}" cy="318" r="18" fill="#f2c14e"/><circle cx="${x}" cy="318" r="28" fill="#fbe7a1" opacity="0.35"/>`;
  }
  out += `<path d="M0 0 H800 V180 C620 110 180 110 0 180Z" fill="#4a2716"/><path d="M0 500 V440 H800 V500Z" fill="#3b2013"/>`;
  return out + `<rect x="0" y="0" width="${W}" height="${H}" fill="${pal.top}" opacity="0.08"/>`;
}

export const SCENES = {
  rock,
  stupa,
  shrine,
  tea,
  beach,
  island,
  wildlife,
  fort,
  waterfall,
  bridge,
  peak,
  ruins,
  city,
  forest,
  whale,
  lake,
  cliff,
  surf,
  garden,
  river,
  cave,
};
