// Draws the demo artist's media: logos, hero art, release covers, product photos, the lock image
// and two short WebM clips with sound. Run once (`npx tsx scripts/make-media.mjs`, or with `--clips` for
// the clips alone); the output is committed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = 'content/media';
// `--clips`: only the two video clips and their posters, leaving every other picture as it is.
const clipsOnly = process.argv.includes('--clips');
const releases = JSON.parse(fs.readFileSync('content/releases.json', 'utf8'));
const { demoProducts } = await import('../src/server/seed/demo-catalog.ts').catch(async () => {
  // Plain node cannot import TypeScript; tsx can. Run through it when needed.
  throw new Error('Run with: npx tsx scripts/make-media.mjs');
});

const write = (file, data) => {
  fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  fs.writeFileSync(path.join(out, file), data);
};
const webp = async (svg, file, widths, quality = 78) => {
  for (const width of widths) {
    const buffer = await sharp(Buffer.from(svg)).resize({ width }).webp({ quality, effort: 6 }).toBuffer();
    write(file.replace('{w}', String(width)), buffer);
  }
};

if (!clipsOnly) {
  // Logos: a wordmark, white for dark devices and black for light ones.
  const logo = (
    fill,
  ) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 120" role="img" aria-label="Temi Vale">
  <text x="300" y="92" text-anchor="middle" font-family="Anton, Impact, 'Liberation Sans Narrow', 'Arial Narrow', sans-serif" font-weight="700" font-size="104" letter-spacing="18" fill="${fill}">TEMI VALE</text>
</svg>\n`;
  write('brand/logo-white.svg', logo('#ffffff'));
  write('brand/logo-black.svg', logo('#0d0b0a'));
  write(
    'brand/lock.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" role="img" aria-label="Lock">
  <circle cx="80" cy="80" r="78" fill="#f4b860" opacity="0.15"/>
  <path d="M52 70V54a28 28 0 0 1 56 0v16" fill="none" stroke="#f4b860" stroke-width="10" stroke-linecap="round"/>
  <rect x="38" y="68" width="84" height="62" rx="12" fill="#f4b860"/>
  <circle cx="80" cy="94" r="8" fill="#0d0b0a"/><rect x="76" y="98" width="8" height="16" rx="3" fill="#0d0b0a"/>
</svg>\n`,
  );

  // Hero art: sunset for light devices, a Lagos night for dark ones.
  const skyline = (w, h, fill) => {
    let d = `M0 ${h}`;
    let x = 0;
    let seed = 7;
    while (x < w) {
      seed = (seed * 9301 + 49297) % 233280;
      const bw = 30 + (seed % 70);
      const bh = h * (0.12 + ((seed % 100) / 100) * 0.22);
      d += ` L${x} ${h - bh} L${x + bw} ${h - bh}`;
      x += bw;
    }
    return `<path d="${d} L${w} ${h} Z" fill="${fill}"/>`;
  };
  const hero = (
    w,
    h,
    dark,
  ) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      ${dark ? '<stop offset="0" stop-color="#07080f"/><stop offset="0.55" stop-color="#1b1640"/><stop offset="1" stop-color="#5a2a4a"/>' : '<stop offset="0" stop-color="#f7d9a8"/><stop offset="0.5" stop-color="#f29a5c"/><stop offset="1" stop-color="#b8462f"/>'}
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${dark ? '#f5f1e6' : '#fff6dc'}"/><stop offset="1" stop-color="${dark ? '#c9c3d9' : '#ffd27a'}"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${w * 0.68}" cy="${h * 0.42}" r="${Math.min(w, h) * 0.2}" fill="url(#sun)" opacity="${dark ? 0.9 : 0.95}"/>
  ${skyline(w, h * 0.92, dark ? '#0b0a14' : '#6e2a1f')}
  <rect y="${h * 0.92}" width="${w}" height="${h * 0.08}" fill="${dark ? '#050409' : '#4a1c15'}"/>
</svg>`;
  for (const dark of [false, true]) {
    const scheme = dark ? 'dark' : 'light';
    await webp(hero(1600, 900, dark), `hero/hero-${scheme}-desktop-{w}.webp`, [1600, 960], 70);
    await webp(hero(800, 1100, dark), `hero/hero-${scheme}-mobile-{w}.webp`, [800, 480], 70);
  }

  // Release covers: one palette each, a sun, grain lines and the title.
  const palettes = [
    ['#1d3557', '#e63946', '#f1faee'],
    ['#2b2d42', '#ef8354', '#ffffff'],
    ['#3d1f0f', '#e9a23b', '#fff3d6'],
    ['#0b132b', '#5bc0be', '#ffffff'],
    ['#142850', '#27496d', '#dae1e7'],
    ['#231942', '#e0b1cb', '#fff'],
    ['#283618', '#dda15e', '#fefae0'],
    ['#10002b', '#ff6d00', '#ffffff'],
    ['#590d22', '#ffb3c1', '#fff0f3'],
    ['#1b263b', '#e0a458', '#f8f4e3'],
  ];
  const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  for (const [i, release] of releases.entries()) {
    const [bg, accent, ink] = palettes[i % palettes.length];
    const lines = Array.from(
      { length: 14 },
      (_, k) =>
        `<line x1="0" y1="${330 + k * 20}" x2="600" y2="${330 + k * 20 - 40}" stroke="${accent}" stroke-opacity="${0.08 + k * 0.02}" stroke-width="6"/>`,
    ).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="${bg}"/>
    <circle cx="${200 + ((i * 37) % 220)}" cy="${180 + ((i * 53) % 120)}" r="${120 + (i % 3) * 30}" fill="${accent}"/>
    ${lines}
    <text x="40" y="520" font-family="'Liberation Sans Narrow', 'Liberation Sans', sans-serif" font-weight="700" font-size="58" fill="${ink}">${escapeXml(release.title.toUpperCase())}</text>
    <text x="42" y="560" font-family="'Liberation Sans', sans-serif" font-size="22" letter-spacing="6" fill="${ink}" opacity="0.8">TEMI VALE · ${release.type === 'ep' ? 'EP' : 'SINGLE'}</text>
  </svg>`;
    await webp(svg, `covers/${release.slug}-{w}.webp`, [600, 300]);
  }

  // Product photos: the garment in its colour on a studio backdrop; the second photo shows the back.
  const colours = {
    Black: '#1c1b1a',
    Sand: '#d6c09a',
    Rust: '#a4502d',
    White: '#f3f1ec',
    Navy: '#1f2b4d',
    Grey: '#8d8f93',
    Cream: '#eee3c8',
    Natural: '#e4d8bd',
    Gold: '#c9a23a',
    'Full Colour': '#e0823d',
  };
  const printInk = (hex) =>
    ['#f3f1ec', '#d6c09a', '#eee3c8', '#e4d8bd'].includes(hex) ? '#1c1b1a' : '#f4e9d8';
  const shirt = (fill, sleeves) =>
    `<path d="M300 170 Q400 215 500 170 L640 230 L${sleeves ? '720 640 L650 660 L600 360' : '700 380 L620 420 L600 360'} L600 860 L200 860 L200 360 L${sleeves ? '150 660 L80 640' : '180 420 L100 380'} L160 230 Z" fill="${fill}" stroke="#00000022" stroke-width="4"/>`;
  const shapes = {
    tee: (f) => shirt(f, false),
    longsleeve: (f) => shirt(f, true),
    hoodie: (f) =>
      `${shirt(f, true)}<path d="M300 175 Q400 60 500 175 Q400 250 300 175 Z" fill="${f}" stroke="#00000033" stroke-width="4"/><rect x="300" y="620" width="200" height="110" rx="20" fill="#00000018"/>`,
    cap: (f) =>
      `<path d="M210 560 Q220 330 400 320 Q580 330 590 560 Z" fill="${f}" stroke="#00000022" stroke-width="4"/><path d="M560 540 Q700 560 720 610 Q640 620 560 590 Z" fill="${f}" stroke="#00000033" stroke-width="4"/>`,
    hat: (f) =>
      `<path d="M280 330 L520 330 L570 560 L230 560 Z" fill="${f}" stroke="#00000022" stroke-width="4"/><ellipse cx="400" cy="575" rx="260" ry="50" fill="${f}" stroke="#00000033" stroke-width="4"/>`,
    tote: (f) =>
      `<path d="M300 300 Q300 160 400 160 Q500 160 500 300" fill="none" stroke="${f}" stroke-width="26"/><rect x="210" y="290" width="380" height="520" rx="10" fill="${f}" stroke="#00000022" stroke-width="4"/>`,
    poster: () =>
      `<rect x="200" y="130" width="400" height="740" fill="#1f1a3a"/><circle cx="400" cy="420" r="130" fill="#e0823d"/><rect x="200" y="600" width="400" height="270" fill="#0d0b14"/>`,
    pins: (f) =>
      `<circle cx="280" cy="420" r="95" fill="${f}"/><circle cx="520" cy="420" r="95" fill="${f}"/><circle cx="400" cy="620" r="95" fill="${f}"/><circle cx="280" cy="420" r="70" fill="#1f2b4d"/><circle cx="520" cy="420" r="70" fill="#a4502d"/><circle cx="400" cy="620" r="70" fill="#1c1b1a"/>`,
    socks: (f) =>
      `<path d="M260 200 L360 200 L360 640 Q360 720 290 720 L170 720 Q130 720 140 670 L260 600 Z" fill="${f}" stroke="#00000022" stroke-width="4"/><path d="M440 200 L540 200 L540 640 Q540 720 610 720 L690 720 Q730 720 720 670 L600 600 L440 600 Z" fill="${f}" stroke="#00000022" stroke-width="4" transform="translate(-40 0)"/>`,
  };
  const kindOf = (id) =>
    id.includes('long-sleeve')
      ? 'longsleeve'
      : id.includes('hoodie')
        ? 'hoodie'
        : id.includes('cap')
          ? 'cap'
          : id.includes('bucket')
            ? 'hat'
            : id.includes('tote')
              ? 'tote'
              : id.includes('poster')
                ? 'poster'
                : id.includes('pin')
                  ? 'pins'
                  : id.includes('socks')
                    ? 'socks'
                    : 'tee';
  const printFor = (p) =>
    p.collection === 'harmattan-tour'
      ? 'HARMATTAN'
      : p.collection === 'lagos-nights'
        ? 'LAGOS NIGHTS'
        : 'TEMI VALE';
  for (const p of demoProducts) {
    const kind = kindOf(p.id);
    for (let n = 1; n <= p.images; n++) {
      const fill = colours[p.colors[(n - 1) % p.colors.length]] ?? '#888';
      const apparel = ['tee', 'longsleeve', 'hoodie'].includes(kind);
      const print = apparel
        ? n === 1
          ? `<text x="400" y="${kind === 'hoodie' ? 420 : 400}" text-anchor="middle" font-family="'Liberation Sans Narrow', sans-serif" font-weight="700" font-size="46" letter-spacing="4" fill="${printInk(fill)}">${printFor(p)}</text>`
          : Array.from(
              { length: 8 },
              (_, k) =>
                `<rect x="300" y="${330 + k * 48}" width="${200 - (k % 3) * 30}" height="14" rx="7" fill="${printInk(fill)}" opacity="0.85"/>`,
            ).join('')
        : '';
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
      <defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#f6f1ea"/><stop offset="1" stop-color="#d9cfc2"/></radialGradient></defs>
      <rect width="800" height="1000" fill="url(#bg)"/>
      <ellipse cx="400" cy="900" rx="300" ry="30" fill="#00000014"/>
      ${shapes[kind](fill)}${print}
    </svg>`;
      await webp(svg, `products/${p.id}-${n}-{w}.webp`, [960, 480]);
    }
  }
}

// Two short clips: the spotlight release and the first carousel video. Posters for both.
// Each has a soft chord of three sine tones (the notes' frequencies in Hz), swelling in and fading
// out, with a slow tremolo: pleasant, synthesised, and in Opus at 24 kb/s a few KB a second.
const chord = (notes) =>
  `aevalsrc='(${notes.map((f) => `sin(2*PI*${f}*t)`).join('+')})*0.12*(0.8+0.2*sin(2*PI*0.5*t))':s=48000:d=8,afade=t=in:d=1,afade=t=out:st=6.5:d=1.5`;
const clip = (name, title, colours, notes) => {
  const file = path.join(out, 'video', `${name}.webm`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `gradients=s=640x360:d=8:speed=0.015:n=3:c0=${colours[0]}:c1=${colours[1]}:c2=${colours[2]}:r=24`,
    '-f',
    'lavfi',
    '-i',
    chord(notes),
    '-vf',
    `drawtext=font='Liberation Sans':text='${title}':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=(h-text_h)/2:alpha='0.6+0.4*sin(t)'`,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '50',
    '-deadline',
    'good',
    '-row-mt',
    '1',
    '-c:a',
    'libopus',
    '-b:a',
    '24k',
    '-ac',
    '1',
    '-shortest',
    file,
  ]);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-ss',
    '1',
    '-i',
    file,
    '-frames:v',
    '1',
    '-c:v',
    'libwebp',
    '-quality',
    '70',
    path.join(out, 'video', `${name}.webp`),
  ]);
};
clip('homecoming-clip', 'HOMECOMING', ['0x3d1f0f', '0xe9a23b', '0x590d22'], [261.63, 329.63, 392]);
clip('lagos-nights-live', 'LAGOS NIGHTS — LIVE', ['0x10002b', '0xff6d00', '0x1b263b'], [220, 277.18, 329.63]);
console.log('media written to', out);
