/**
 * Demo pictures for the seeded content, drawn as small self-contained SVGs so the site looks
 * finished without shipping photographs. Every name is fixed in ART below; a name's picture is
 * deterministic (shapes vary with a hash of the name, never with Math.random).
 */

const C = {
  burgundy: '#5a1a2b',
  wine: '#7a2436',
  gold: '#b8925a',
  paleGold: '#e3c48f',
  cream: '#f5efe6',
  green: '#2f3b2a',
  moss: '#4c5a3c',
  slate: '#4a5560',
  mist: '#8c99a3',
  night: '#1d2126',
};

type Rand = () => number;

/** mulberry32 seeded with FNV-1a of the name */
function rng(name: string): Rand {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r0 = (n: number) => Math.round(n);

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;
}

function vgrad(id: string, stops: string[]): string {
  const s = stops.map((c, i) => `<stop offset="${r0((i / (stops.length - 1)) * 100)}%" stop-color="${c}"/>`);
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s.join('')}</linearGradient>`;
}

/** A smooth ridge across the width, closed to the bottom edge. */
function ridge(rand: Rand, base: number, amp: number, w = 1600, h = 900): string {
  const step = 200;
  const phase = rand() * 6;
  const y = (x: number) => r0(base + amp * (Math.sin(x / 260 + phase) * 0.7 + (rand() - 0.5) * 0.6));
  let d = `M0 ${y(0)}Q${step / 2} ${y(step / 2)} ${step} ${y(step)}`;
  for (let x = step * 2; x <= w; x += step) d += `T${x} ${y(x)}`;
  return `${d}V${h}H0Z`;
}

// ---- landscape scenes (1600x900) ----

interface Scene {
  sky: string[];
  sun?: { x: number; y: number; r: number; color: string };
  moon?: boolean;
  sea?: { y: number; color: string };
  hills: Array<{ base: number; amp: number; color: string }>;
  rows?: string;
  wind?: boolean;
  building?: { kind: 'winery' | 'villa' | 'pavilion'; x: number; y: number; light: string };
}

const BUILDINGS = {
  winery: (light: string, body: string) =>
    `<path d="M0 0V-150L130-230L260-150V0Z" fill="${body}"/><path d="M260 0V-110H470V0Z" fill="${body}"/>` +
    `<path d="M-10-150L130-240L270-150" fill="none" stroke="${C.gold}" stroke-width="6"/>` +
    [40, 110, 180].map((x) => `<path d="M${x} 0V-70A20 20 0 0 1 ${x + 40}-70V0Z" fill="${light}"/>`).join('') +
    [290, 360, 430].map((x) => `<rect x="${x - 10}" y="-80" width="26" height="44" fill="${light}"/>`).join('') +
    `<circle cx="130" cy="-175" r="18" fill="${light}"/>`,
  villa: (light: string, body: string) =>
    `<path d="M0 0V-120H300V-160H520V0Z" fill="${body}"/><path d="M-20-120H320M280-160H540" stroke="${C.gold}" stroke-width="8"/>` +
    `<rect x="30" y="-90" width="230" height="60" fill="${light}"/><rect x="320" y="-130" width="170" height="100" fill="${light}"/>` +
    `<path d="M-60 0C-90-60-70-170-50-220C-30-170-10-60-40 0ZM580 0C550-50 565-140 585-180C605-140 620-50 590 0Z" fill="${C.green}"/>`,
  pavilion: (light: string, body: string) =>
    `<path d="M20 0V-90H220V0Z" fill="${body}"/><path d="M-40-90Q120-70 280-90L240-130H0Z" fill="${body}"/>` +
    `<path d="M40-130V-190H200V-130Z" fill="${body}"/><path d="M-10-190Q120-175 250-190L210-230H30Z" fill="${body}"/>` +
    `<path d="M118-230V-262" stroke="${body}" stroke-width="8"/>` +
    [60, 105, 150].map((x) => `<rect x="${x}" y="-70" width="26" height="44" fill="${light}"/>`).join(''),
};

function scene(name: string, s: Scene): string {
  const rand = rng(name);
  let defs = vgrad('s', s.sky);
  let body = '<rect width="1600" height="900" fill="url(#s)"/>';
  if (s.sun) {
    defs += `<radialGradient id="g"><stop offset="0" stop-color="${s.sun.color}" stop-opacity=".55"/><stop offset="1" stop-color="${s.sun.color}" stop-opacity="0"/></radialGradient>`;
    body += `<circle cx="${s.sun.x}" cy="${s.sun.y}" r="${s.sun.r * 4}" fill="url(#g)"/><circle cx="${s.sun.x}" cy="${s.sun.y}" r="${s.sun.r}" fill="${s.sun.color}"/>`;
  }
  if (s.moon) {
    body += `<circle cx="1260" cy="170" r="54" fill="${C.cream}" opacity=".9"/>`;
    for (let i = 0; i < 24; i++) {
      body += `<circle cx="${r0(rand() * 1600)}" cy="${r0(rand() * 380)}" r="${(1 + rand() * 2).toFixed(1)}" fill="${C.cream}" opacity=".7"/>`;
    }
  }
  if (s.sea) {
    defs += vgrad('w', [s.sea.color, C.night]);
    body += `<rect y="${s.sea.y}" width="1600" height="${900 - s.sea.y}" fill="url(#w)"/>`;
    const x0 = s.sun?.x ?? 800;
    for (let i = 0; i < 7; i++) {
      const y = s.sea.y + 18 + i * 22;
      const half = 120 - i * 12 + r0(rand() * 40);
      body += `<path d="M${x0 - half} ${y}h${half * 2}" stroke="${s.sun?.color ?? C.cream}" stroke-width="3" opacity="${(0.5 - i * 0.05).toFixed(2)}"/>`;
    }
  }
  s.hills.forEach((h, i) => {
    body += `<path d="${ridge(rand, h.base, h.amp)}" fill="${h.color}"/>`;
    if (s.building && i === s.hills.length - 2) {
      const b = s.building;
      body += `<g transform="translate(${b.x} ${b.y})">${BUILDINGS[b.kind](b.light, s.hills[i]?.color ?? C.night)}</g>`;
    }
  });
  if (s.rows) {
    for (let i = 0; i < 15; i++) {
      const xb = -200 + i * 145;
      const xt = 800 + (xb - 800) * 0.35;
      body += `<path d="M${xb} 900L${r0(xt)} 760" stroke="${s.rows}" stroke-width="${6 - i % 2}" stroke-dasharray="10 16" opacity=".75"/>`;
    }
  }
  if (s.wind) {
    for (let i = 0; i < 5; i++) {
      const y = 220 + i * 70 + r0(rand() * 30);
      const x = 120 + r0(rand() * 500);
      body += `<path d="M${x} ${y}c180-40 360 40 540 0s300-30 420 10" fill="none" stroke="${C.cream}" stroke-width="3" stroke-linecap="round" opacity=".35"/>`;
    }
  }
  return svg(1600, 900, `<defs>${defs}</defs>${body}`);
}

const DUSK = [C.burgundy, '#a4553f', C.paleGold];
const DAY = ['#c9d3d6', C.cream];
const DAWN = [C.slate, '#c7a27a', C.cream];
const NIGHT = [C.night, C.slate];
const GOLDEN = ['#8c5a3a', C.gold, C.cream];

// ---- the cellar (1600x900) ----

function cellar(name: string, rowsOfBarrels: number): string {
  const rand = rng(name);
  const barrel =
    `<g id="b"><circle r="80" fill="#6b3a22"/><circle r="80" fill="none" stroke="${C.night}" stroke-width="10"/>` +
    `<circle r="62" fill="none" stroke="${C.gold}" stroke-width="3" opacity=".6"/><circle r="10" fill="${C.burgundy}"/>` +
    `<path d="M-80 0H80M-70-38H70M-70 38H70" stroke="${C.night}" stroke-width="2" opacity=".5"/></g>`;
  let body = `<rect width="1600" height="900" fill="${C.night}"/>`;
  for (let i = 0; i < 4; i++) {
    const w = 1500 - i * 260;
    body += `<path d="M${800 - w / 2} 900V${400 - i * 20}A${w / 2} ${w / 2.4} 0 0 1 ${800 + w / 2} ${400 - i * 20}V900" fill="none" stroke="${C.gold}" stroke-width="${8 - i * 2}" opacity="${0.45 - i * 0.08}"/>`;
  }
  body += `<circle cx="800" cy="170" r="240" fill="url(#l)"/><circle cx="800" cy="170" r="10" fill="${C.paleGold}"/>`;
  for (let row = 0; row < rowsOfBarrels; row++) {
    const y = 800 - row * 150;
    const offset = row % 2 ? 85 : 0;
    for (let k = 0; k < 9 - row; k++) {
      const x = 120 + offset + k * 170 + r0(rand() * 8);
      body += `<use href="#b" x="${x}" y="${y}"/>`;
    }
  }
  const defs =
    `<defs>${barrel}<radialGradient id="l"><stop offset="0" stop-color="${C.paleGold}" stop-opacity=".5"/>` +
    `<stop offset="1" stop-color="${C.paleGold}" stop-opacity="0"/></radialGradient></defs>`;
  return svg(1600, 900, defs + body);
}

// ---- portrait pieces (900x1200) ----

function bottle(glass: string, capsule: string, label: string, bg: string[]): string {
  const shape = 'M422 150h56v280c0 60 110 60 110 140V1060q0 20-20 20H332q-20 0-20-20V570c0-80 110-80 110-140Z';
  const body =
    `<rect width="900" height="1200" fill="url(#s)"/><ellipse cx="450" cy="1085" rx="210" ry="22" fill="${C.night}" opacity=".25"/>` +
    `<path d="${shape}" fill="${glass}"/><path d="M350 600V1040" stroke="${C.cream}" stroke-width="14" stroke-linecap="round" opacity=".18"/>` +
    `<rect x="416" y="136" width="68" height="160" rx="6" fill="${capsule}"/><path d="M416 280h68" stroke="${C.gold}" stroke-width="4"/>` +
    `<rect x="332" y="700" width="236" height="270" fill="${label}"/><rect x="344" y="712" width="212" height="246" fill="none" stroke="${C.gold}" stroke-width="2"/>` +
    `<circle cx="450" cy="790" r="38" fill="none" stroke="${capsule}" stroke-width="3"/><path d="M424 802q13-28 26-8t26-10M418 812h64" fill="none" stroke="${capsule}" stroke-width="3"/>` +
    `<text x="450" y="880" text-anchor="middle" font-family="Georgia,serif" font-size="24" letter-spacing="5" fill="${C.night}">CLIFFSIDE</text>` +
    `<text x="450" y="912" text-anchor="middle" font-family="Georgia,serif" font-size="13" letter-spacing="6" fill="${C.slate}">PENGLAI ESTATE</text>`;
  return svg(900, 1200, `<defs>${vgrad('s', bg)}</defs>${body}`);
}

function glass(wine: string, bg: string[]): string {
  const bowl = 'M300 250C300 520 340 640 450 660C560 640 600 520 600 250Z';
  const body =
    `<rect width="900" height="1200" fill="url(#s)"/><circle cx="450" cy="470" r="330" fill="${C.cream}" opacity=".07"/>` +
    `<path d="${bowl}" fill="${C.cream}" opacity=".12"/><rect x="280" y="440" width="340" height="240" fill="${wine}" clip-path="url(#c)"/>` +
    `<ellipse cx="450" cy="440" rx="147" ry="12" fill="${wine}"/><ellipse cx="450" cy="440" rx="147" ry="12" fill="${C.cream}" opacity=".18"/>` +
    `<path d="${bowl}" fill="none" stroke="${C.cream}" stroke-width="5" opacity=".8"/><path d="M330 300C330 460 350 560 400 610" fill="none" stroke="${C.cream}" stroke-width="8" stroke-linecap="round" opacity=".35"/>` +
    `<path d="M444 660h12v300h-12Z" fill="${C.cream}" opacity=".8"/><ellipse cx="450" cy="966" rx="140" ry="18" fill="${C.cream}" opacity=".8"/>` +
    `<ellipse cx="450" cy="1000" rx="230" ry="16" fill="${C.night}" opacity=".2"/>`;
  return svg(900, 1200, `<defs>${vgrad('s', bg)}<clipPath id="c"><path d="${bowl}"/></clipPath></defs>${body}`);
}

// ---- squares (800x800) ----

function grapes(name: string, berry: string, shade: string, leaf: string, bg: string): string {
  const rand = rng(name);
  let berries = '';
  [6, 6, 5, 5, 4, 3, 2, 1].forEach((count, row) => {
    for (let k = 0; k < count; k++) {
      const x = 400 + (k - (count - 1) / 2) * 62 + r0((rand() - 0.5) * 10);
      const y = 300 + row * 54 + r0((rand() - 0.5) * 8);
      berries += `<circle cx="${r0(x)}" cy="${y}" r="${33 + r0(rand() * 4)}" fill="url(#b)"/>`;
    }
  });
  const defs =
    `<radialGradient id="b" cx=".35" cy=".3"><stop offset="0" stop-color="${C.cream}" stop-opacity=".9"/>` +
    `<stop offset=".25" stop-color="${berry}"/><stop offset="1" stop-color="${shade}"/></radialGradient>`;
  const body =
    `<rect width="800" height="800" fill="${bg}"/><circle cx="400" cy="420" r="330" fill="${C.cream}" opacity=".06"/>` +
    `<path d="M400 270C410 200 440 160 500 130" fill="none" stroke="${C.moss}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M470 170c60-70 160-60 200-10-30 10-40 30-30 60-50-10-70 10-80 40-30-40-70-50-90-90Z" fill="${leaf}"/>` +
    `<path d="M470 170c50-10 100 0 150 30" fill="none" stroke="${C.cream}" stroke-width="3" opacity=".4"/>` +
    berries;
  return svg(800, 800, `<defs>${defs}</defs>${body}`);
}

function monogram(initials: string, bg: string, ink: string): string {
  const body =
    `<rect width="800" height="800" fill="${C.cream}"/><circle cx="400" cy="400" r="320" fill="${bg}"/>` +
    `<circle cx="400" cy="400" r="292" fill="none" stroke="${ink}" stroke-width="3"/><circle cx="400" cy="400" r="278" fill="none" stroke="${ink}" stroke-width="1"/>` +
    `<path d="M400 120l10 14-10 14-10-14ZM400 652l10 14-10 14-10-14Z" fill="${ink}"/>` +
    `<text x="400" y="462" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-size="190" letter-spacing="8" fill="${ink}">${initials}</text>`;
  return svg(800, 800, body);
}

const METALS = {
  gold: ['#f1d9a4', C.gold, '#7d5f33'],
  silver: ['#f2f2f0', '#b9c0c4', '#6b747a'],
  bronze: ['#e9b58a', '#a86a3f', '#5e3a21'],
};

function medal(metal: keyof typeof METALS, ribbon: string, laurel: boolean): string {
  const [light, mid, dark] = METALS[metal];
  let leaves = '';
  for (let i = 0; i < 7; i++) {
    const a = 200 + i * 20;
    leaves += `<ellipse rx="26" ry="10" transform="rotate(${a} 400 470) translate(${400 + 150} 470) rotate(60)" fill="${dark}"/>`;
    leaves += `<ellipse rx="26" ry="10" transform="rotate(${-a + 180} 400 470) translate(${400 - 150} 470) rotate(-60)" fill="${dark}"/>`;
  }
  const emblem = laurel
    ? leaves
    : `<path d="M400 360l30 62 68 8-50 46 14 67-62-34-62 34 14-67-50-46 68-8Z" fill="${dark}"/>`;
  const body =
    `<rect width="800" height="800" fill="${C.cream}"/><path d="M300 60h80l60 230h-80ZM500 60h-80l-60 230h80Z" fill="${ribbon}"/>` +
    `<path d="M340 60h40l60 230h-40Z" fill="${C.cream}" opacity=".35"/>` +
    `<circle cx="400" cy="470" r="210" fill="url(#m)"/><circle cx="400" cy="470" r="178" fill="none" stroke="${dark}" stroke-width="5"/>` +
    `<circle cx="400" cy="470" r="164" fill="none" stroke="${light}" stroke-width="2"/>` +
    emblem;
  const defs = `<defs><radialGradient id="m" cx=".35" cy=".3"><stop offset="0" stop-color="${light}"/><stop offset=".6" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>`;
  return svg(800, 800, defs + body);
}

/** Looks like a QR code and encodes nothing: the real codes are configured by staff. */
function qr(name: string): string {
  const rand = rng(name);
  const n = 25;
  const cell = 28;
  const finder = (x: number, y: number) => (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
  let d = '';
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (finder(x, y) || (x > 9 && x < 15 && y > 9 && y < 15) || rand() < 0.5) {
        x++;
        continue;
      }
      let len = 1;
      while (x + len < n && !finder(x + len, y) && rand() < 0.45) len++;
      d += `M${50 + x * cell} ${50 + y * cell}h${len * cell}v${cell}h-${len * cell}z`;
      x += len + 1;
    }
  }
  const eye = (x: number, y: number) =>
    `<rect x="${x + 14}" y="${y + 14}" width="168" height="168" fill="none" stroke="${C.night}" stroke-width="28"/>` +
    `<rect x="${x + 56}" y="${y + 56}" width="84" height="84" fill="${C.night}"/>`;
  const body =
    `<rect width="800" height="800" fill="${C.cream}"/><path d="${d}" fill="${C.night}"/>` +
    eye(50, 50) + eye(50 + (n - 7) * cell, 50) + eye(50, 50 + (n - 7) * cell) +
    `<rect x="334" y="334" width="132" height="132" rx="16" fill="${C.burgundy}"/>` +
    `<path d="M372 360h56c0 40-10 58-28 60-18-2-28-20-28-60ZM400 420v26M380 446h40" fill="none" stroke="${C.cream}" stroke-width="6"/>`;
  return svg(800, 800, body);
}

// ---- soil and drawings (1600x900) ----

function soil(name: string, deep: 'gravel' | 'granite'): string {
  const rand = rng(name);
  let stones = '';
  for (let i = 0; i < 9; i++) {
    const fill = i % 2 ? C.mist : C.cream;
    stones += `<ellipse cx="${r0(25 + rand() * 190)}" cy="${r0(18 + rand() * 84)}" rx="${r0(8 + rand() * 14)}" ry="${r0(6 + rand() * 8)}" fill="${fill}"/>`;
  }
  const gravel = `<pattern id="p" width="240" height="120" patternUnits="userSpaceOnUse">${stones}</pattern>`;
  let rock = '';
  if (deep === 'granite') {
    for (let i = 0; i < 9; i++) {
      const x = i * 190 - 40;
      rock += `<path d="M${x} 900L${x + 30} ${r0(660 + rand() * 40)}L${x + 200} ${r0(650 + rand() * 40)}L${x + 180} 900Z" fill="${i % 2 ? '#8a7f78' : '#a1958c'}"/>`;
    }
  }
  let roots = '';
  for (let i = 0; i < 6; i++) {
    const x = 200 + i * 240;
    roots += `<path d="M${x} 330c${r0(rand() * 40 - 20)} 120 ${r0(rand() * 80 - 40)} 260 ${r0(rand() * 60 - 30)} ${r0(380 + rand() * 160)}" fill="none" stroke="${C.paleGold}" stroke-width="3" opacity=".7"/>`;
    roots +=
      `<path d="M${x} 330v-110M${x - 80} 230h160" stroke="${C.green}" stroke-width="9" stroke-linecap="round"/>` +
      `<ellipse cx="${x}" cy="196" rx="92" ry="40" fill="${C.moss}"/><circle cx="${x - 30}" cy="238" r="11" fill="${C.burgundy}"/><circle cx="${x + 34}" cy="240" r="11" fill="${C.burgundy}"/>`;
  }
  const body =
    `<rect width="1600" height="330" fill="url(#s)"/><rect y="330" width="1600" height="100" fill="#6b4a36"/>` +
    `<rect y="430" width="1600" height="190" fill="#8f7a68"/><rect y="620" width="1600" height="280" fill="${deep === 'granite' ? '#6f6660' : '#a08a72'}"/>` +
    `<rect y="430" width="1600" height="190" fill="url(#p)" opacity=".8"/>` +
    `<g stroke="${C.slate}" stroke-width="3">${rock}</g>` +
    roots +
    `<path d="M0 330H1600M0 430H1600M0 620H1600" stroke="${C.night}" stroke-width="2" opacity=".3"/>`;
  return svg(1600, 900, `<defs>${vgrad('s', DAY)}${gravel}</defs>${body}`);
}

function drawing(kind: 'section' | 'plan' | 'gravity'): string {
  const line = `fill="none" stroke="${C.gold}" stroke-width="3"`;
  let art = '';
  if (kind === 'section') {
    art =
      `<path d="M200 700H1400M260 700V420L800 220L1340 420V700" ${line}/>` +
      [340, 560, 780, 1000, 1220].map((x) => `<path d="M${x} 700V560A60 60 0 0 1 ${x + 120} 560V700" ${line}/>`).join('') +
      `<path d="M200 780H1400M200 770v20M1400 770v20" ${line} opacity=".6"/><circle cx="800" cy="360" r="50" ${line}/>`;
  } else if (kind === 'plan') {
    art =
      `<rect x="260" y="180" width="1080" height="560" ${line}/><rect x="600" y="320" width="400" height="280" ${line}/>` +
      `<path d="M260 320H600M1000 320H1340M260 600H600M1000 600H1340M430 180V320M1170 180V320M430 600V740M1170 600V740" ${line}/>` +
      `<circle cx="800" cy="460" r="70" ${line} opacity=".6"/><path d="M760 740v60h80v-60" ${line}/>`;
  } else {
    art =
      `<path d="M120 260H520V420H900V580H1280V740H1480" ${line}/><path d="M120 260L1480 740" ${line} opacity=".25"/>` +
      [320, 700, 1090]
        .map((x, i) => {
          const y = 340 + i * 160;
          return `<path d="M${x} ${y - 60}v110m-20-24 20 24 20-24" ${line}/><circle cx="${x}" cy="${y - 90}" r="24" ${line}/>`;
        })
        .join('');
  }
  let grid = '';
  for (let x = 100; x < 1600; x += 100) grid += `M${x} 0V900`;
  for (let y = 100; y < 900; y += 100) grid += `M0 ${y}H1600`;
  return svg(
    1600,
    900,
    `<rect width="1600" height="900" fill="${C.green}"/><path d="${grid}" stroke="${C.cream}" stroke-width="1" opacity=".08"/>${art}`,
  );
}

// ---- member portrait ----

/** The portrait shown when a member has none: a quiet silhouette on cream, ringed in gold. */
function avatarSilhouette(): string {
  const body =
    `<defs>${vgrad('a', [C.cream, '#e8dcc9'])}${vgrad('b', ['#a3898f', '#7d5f67'])}<clipPath id="c"><circle cx="120" cy="120" r="114"/></clipPath></defs>` +
    `<circle cx="120" cy="120" r="120" fill="url(#a)"/>` +
    `<g clip-path="url(#c)" fill="url(#b)"><circle cx="120" cy="96" r="42"/><path d="M30 244c4-56 42-92 90-92s86 36 90 92Z"/></g>` +
    `<circle cx="120" cy="120" r="116" fill="none" stroke="${C.gold}" stroke-width="3"/>`;
  return svg(240, 240, body);
}

// ---- the catalogue ----

const ART: Record<string, (name: string) => string> = {
  'vineyard-dusk': (n) => scene(n, { sky: DUSK, sun: { x: 1150, y: 430, r: 60, color: C.paleGold }, hills: [{ base: 480, amp: 60, color: '#6d3b3e' }, { base: 580, amp: 50, color: '#3f2a2c' }, { base: 720, amp: 40, color: C.night }], rows: C.gold }),
  'vineyard-morning': (n) => scene(n, { sky: DAY, sun: { x: 380, y: 260, r: 50, color: C.cream }, hills: [{ base: 470, amp: 60, color: C.mist }, { base: 580, amp: 50, color: C.moss }, { base: 720, amp: 40, color: C.green }], rows: C.paleGold }),
  'vineyard-harvest': (n) => scene(n, { sky: GOLDEN, sun: { x: 800, y: 420, r: 70, color: C.cream }, hills: [{ base: 500, amp: 50, color: '#8c6a45' }, { base: 600, amp: 45, color: C.moss }, { base: 730, amp: 40, color: C.green }], rows: C.gold }),
  'vineyard-terraces': (n) => scene(n, { sky: DAWN, sea: { y: 470, color: C.slate }, hills: [{ base: 560, amp: 40, color: C.moss }, { base: 650, amp: 50, color: C.green }, { base: 760, amp: 30, color: C.night }], rows: C.paleGold }),
  'vineyard-winter': (n) => scene(n, { sky: [C.mist, C.cream], sun: { x: 1200, y: 250, r: 40, color: C.cream }, hills: [{ base: 480, amp: 50, color: '#c9c4bc' }, { base: 600, amp: 45, color: '#9aa0a0' }, { base: 730, amp: 40, color: C.slate }], rows: C.night }),
  'vineyard-night': (n) => scene(n, { sky: NIGHT, moon: true, hills: [{ base: 520, amp: 60, color: '#2b3138' }, { base: 620, amp: 45, color: '#22282d' }, { base: 740, amp: 40, color: '#15181b' }], rows: C.gold }),
  'sea-penglai': (n) => scene(n, { sky: DUSK, sun: { x: 1100, y: 440, r: 55, color: C.paleGold }, sea: { y: 500, color: '#7a4a45' }, hills: [{ base: 520, amp: 20, color: '#5a3a3d' }, { base: 600, amp: 90, color: '#2a1d20' }, { base: 800, amp: 30, color: C.night }], building: { kind: 'pavilion', x: 260, y: 560, light: C.paleGold } }),
  'pavilion-dawn': (n) => scene(n, { sky: DAWN, sun: { x: 1250, y: 380, r: 50, color: C.cream }, sea: { y: 460, color: C.slate }, hills: [{ base: 470, amp: 15, color: C.mist }, { base: 560, amp: 90, color: C.slate }, { base: 790, amp: 30, color: C.night }], building: { kind: 'pavilion', x: 360, y: 520, light: C.paleGold } }),
  'sea-strait': (n) => scene(n, { sky: DAY, sun: { x: 500, y: 300, r: 45, color: C.cream }, sea: { y: 520, color: C.mist }, hills: [{ base: 510, amp: 20, color: '#a7b0b5' }, { base: 800, amp: 40, color: C.slate }] }),
  'sea-breeze': (n) => scene(n, { sky: [C.slate, C.mist, C.cream], sea: { y: 480, color: C.slate }, wind: true, hills: [{ base: 560, amp: 40, color: C.moss }, { base: 720, amp: 40, color: C.green }], rows: C.paleGold }),
  'winery-facade': (n) => scene(n, { sky: DUSK, sun: { x: 1300, y: 480, r: 50, color: C.paleGold }, hills: [{ base: 520, amp: 50, color: '#6d3b3e' }, { base: 650, amp: 30, color: '#3a2a2c' }, { base: 780, amp: 30, color: C.night }], building: { kind: 'winery', x: 520, y: 650, light: C.paleGold } }),
  'winery-courtyard': (n) => scene(n, { sky: DAY, sun: { x: 1250, y: 220, r: 45, color: C.cream }, hills: [{ base: 480, amp: 50, color: C.mist }, { base: 660, amp: 25, color: '#8f8579' }, { base: 790, amp: 30, color: C.green }], building: { kind: 'winery', x: 560, y: 660, light: C.slate }, rows: C.moss }),
  'winery-night': (n) => scene(n, { sky: NIGHT, moon: true, hills: [{ base: 540, amp: 50, color: '#2b3138' }, { base: 660, amp: 30, color: '#1a1d21' }, { base: 790, amp: 25, color: '#111315' }], building: { kind: 'winery', x: 540, y: 660, light: C.gold } }),
  'villa-garden': (n) => scene(n, { sky: DAY, sun: { x: 300, y: 230, r: 45, color: C.cream }, hills: [{ base: 500, amp: 50, color: C.mist }, { base: 660, amp: 25, color: C.moss }, { base: 790, amp: 25, color: C.green }], building: { kind: 'villa', x: 600, y: 660, light: C.mist } }),
  'villa-terrace': (n) => scene(n, { sky: DUSK, sun: { x: 1200, y: 450, r: 50, color: C.paleGold }, sea: { y: 500, color: '#7a4a45' }, hills: [{ base: 660, amp: 25, color: '#3a2a2c' }, { base: 800, amp: 25, color: C.night }], building: { kind: 'villa', x: 300, y: 660, light: C.paleGold } }),
  'villa-night': (n) => scene(n, { sky: NIGHT, moon: true, hills: [{ base: 560, amp: 40, color: '#2b3138' }, { base: 680, amp: 25, color: '#1a1d21' }, { base: 800, amp: 25, color: '#111315' }], building: { kind: 'villa', x: 560, y: 680, light: C.gold } }),
  'cellar-barrels': (n) => cellar(n, 3),
  'cellar-vault': (n) => cellar(n, 2),
  'soil-gravel': (n) => soil(n, 'gravel'),
  'soil-granite': (n) => soil(n, 'granite'),
  'design-section': () => drawing('section'),
  'design-plan': () => drawing('plan'),
  'design-gravity': () => drawing('gravity'),
  'bottle-grand-vin': () => bottle('#1f2a22', C.gold, C.cream, [C.burgundy, C.night]),
  'bottle-reserve-cabernet': () => bottle('#1f2a22', C.burgundy, C.cream, [C.cream, '#e6dccd']),
  'bottle-reserve-gernischt': () => bottle('#24301f', C.night, C.paleGold, [C.cream, '#e6dccd']),
  'bottle-sea-breeze-chardonnay': () => bottle('#c9c48a', C.gold, C.cream, [C.mist, C.cream]),
  'bottle-sea-breeze-rose': () => bottle('#e0a39a', C.cream, C.cream, [C.cream, '#ead9cc']),
  'bottle-sea-breeze-merlot': () => bottle('#2a3328', C.wine, C.cream, [C.mist, C.cream]),
  'bottle-sea-breeze-marselan': () => bottle('#2a3328', C.slate, C.cream, [C.slate, C.mist]),
  'bottle-golden-strait': () => bottle('#c8913c', C.gold, C.cream, [C.green, C.night]),
  'glass-red': () => glass(C.wine, [C.burgundy, C.night]),
  'glass-white': () => glass('#e6d38f', [C.green, C.night]),
  'glass-rose': () => glass('#df8e86', [C.slate, C.night]),
  'glass-sweet': () => glass('#d49a3a', [C.gold, '#5e4325']),
  'grapes-cabernet-sauvignon': (n) => grapes(n, '#3a2540', '#140a16', C.green, C.cream),
  'grapes-merlot': (n) => grapes(n, '#4b2a4a', '#1c0f1c', C.moss, C.cream),
  'grapes-cabernet-gernischt': (n) => grapes(n, '#35283f', '#120c18', C.green, '#ece3d5'),
  'grapes-marselan': (n) => grapes(n, '#5a2a48', '#200c1c', C.moss, '#ece3d5'),
  'grapes-petit-verdot': (n) => grapes(n, '#26203a', '#0b0914', C.green, C.cream),
  'grapes-chardonnay': (n) => grapes(n, '#c9c06a', '#7d7a32', C.moss, C.cream),
  'grapes-petit-manseng': (n) => grapes(n, '#d8b25a', '#8a6428', C.green, '#ece3d5'),
  'portrait-lin-haiyun': () => monogram('LH', C.burgundy, C.gold),
  'portrait-zhou-yan': () => monogram('ZY', C.green, C.gold),
  'portrait-claire-martin': () => monogram('CM', C.slate, C.cream),
  'portrait-sun-dewei': () => monogram('SD', C.green, C.cream),
  'portrait-wang-lu': () => monogram('WL', C.burgundy, C.cream),
  'portrait-gao-ming': () => monogram('GM', C.slate, C.gold),
  'medal-gold': () => medal('gold', C.burgundy, false),
  'medal-silver': () => medal('silver', C.green, false),
  'medal-bronze': () => medal('bronze', C.slate, false),
  'medal-laurel': () => medal('gold', C.green, true),
  'qr-wechat': (n) => qr(n),
  'qr-service': (n) => qr(n),
  'avatar-default': () => avatarSilhouette(),
};

/** Names of every demo picture, for tests and for whoever wants to list them. */
export const DEMO_ART_NAMES: readonly string[] = Object.keys(ART);

/** `/media/demo/<name>.svg` of a demo picture */
export function demoArtUrl(name: string): string {
  return `/media/demo/${name}.svg`;
}

const rendered = new Map<string, string>();

export function renderDemoArt(name: string): string | undefined {
  if (!Object.hasOwn(ART, name)) return undefined;
  let out = rendered.get(name);
  if (out === undefined) {
    out = ART[name]!(name);
    rendered.set(name, out);
  }
  return out;
}
