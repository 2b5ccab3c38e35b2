import sharp from 'sharp';

/*
 * Demo images drawn as SVG and rendered to WebP with sharp; nothing is fetched from the network.
 * Renders are cached per variant for the life of the process, so covers and portfolio pictures
 * are drawn once and shared, and a second seed (tests) costs nothing.
 */

const PALETTE = [
  ['#1d3557', '#e63946'],
  ['#264653', '#e9c46a'],
  ['#2a9d8f', '#f4a261'],
  ['#3d405b', '#81b29a'],
  ['#5f0f40', '#fb8b24'],
  ['#0b3954', '#bfd7ea'],
  ['#283618', '#dda15e'],
  ['#14213d', '#fca311'],
  ['#03045e', '#00b4d8'],
  ['#6a040f', '#ffba08'],
  ['#22223b', '#c9ada7'],
  ['#004b23', '#9ef01a'],
] as const;

export const PALETTE_SIZE = PALETTE.length;

const cache = new Map<string, Promise<Buffer>>();

function cached(key: string, draw: () => string): Promise<Buffer> {
  let image = cache.get(key);
  if (!image) {
    image = sharp(Buffer.from(draw())).webp({ quality: 78 }).toBuffer();
    cache.set(key, image);
  }
  return image;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function text(x: number, y: number, size: number, fill: string, content: string, weight = 'bold'): string {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(content)}</text>`;
}

/** Geometric backdrop: background, a few shapes; the variant decides colours and layout. */
function backdrop(width: number, height: number, variant: number): string {
  const [dark, light] = PALETTE[variant % PALETTE.length];
  const unit = Math.min(width, height);
  const shapes = [
    `<rect width="${width}" height="${height}" fill="${dark}"/>`,
    `<circle cx="${width * (0.15 + (variant % 4) * 0.2)}" cy="${height * 0.35}" r="${unit * 0.35}" fill="${light}" opacity="0.35"/>`,
    `<rect x="${width * 0.55}" y="${height * (0.2 + (variant % 3) * 0.15)}" width="${unit * 0.5}" height="${unit * 0.5}" transform="rotate(${15 + variant * 7} ${width * 0.7} ${height * 0.5})" fill="${light}" opacity="0.25"/>`,
    `<polygon points="0,${height} ${width * 0.4},${height * 0.55} ${width * 0.8},${height}" fill="${light}" opacity="0.18"/>`,
  ];
  return shapes.join('');
}

/** Company logo, 512x512: initials on a coloured disc. */
export function logoImage(initials: string, variant: number): Promise<Buffer> {
  const [dark, light] = PALETTE[variant % PALETTE.length];
  return cached(`logo:${initials}:${variant % PALETTE.length}`, () =>
    svg(
      512,
      512,
      `<rect width="512" height="512" fill="#ffffff"/><circle cx="256" cy="256" r="230" fill="${dark}"/>` +
        `<circle cx="256" cy="256" r="200" fill="none" stroke="${light}" stroke-width="12"/>` +
        text(256, 300, 150, light, initials),
    ),
  );
}

/** Company cover, 1440x690. */
export function coverImage(variant: number): Promise<Buffer> {
  return cached(`cover:${variant % PALETTE.length}`, () => svg(1440, 690, backdrop(1440, 690, variant)));
}

/** Portfolio picture, 1200x900. */
export function portfolioImage(variant: number): Promise<Buffer> {
  const [, light] = PALETTE[variant % PALETTE.length];
  return cached(`portfolio:${variant % PALETTE.length}`, () =>
    svg(
      1200,
      900,
      backdrop(1200, 900, variant + 5) +
        `<g fill="none" stroke="${light}" stroke-width="18" opacity="0.8">` +
        `<circle cx="600" cy="450" r="190"/><circle cx="600" cy="450" r="70"/>` +
        Array.from({ length: 8 }, (_, i) => {
          const a = (i * Math.PI) / 4;
          return `<line x1="${600 + Math.cos(a) * 190}" y1="${450 + Math.sin(a) * 190}" x2="${600 + Math.cos(a) * 250}" y2="${450 + Math.sin(a) * 250}"/>`;
        }).join('') +
        '</g>',
    ),
  );
}

/** Magazine cover, 600x800, with its title and edition date. */
export function magazineCoverImage(title: string, edition: string, variant: number): Promise<Buffer> {
  return cached(`magazine:${title}:${edition}:${variant}`, () =>
    svg(
      600,
      800,
      backdrop(600, 800, variant) +
        text(300, 150, 40, '#ffffff', title) +
        text(300, 720, 30, '#ffffff', edition),
    ),
  );
}

export type Screen = 'mobile' | 'desktop';

const SLIDE_SIZE: Record<Screen, [number, number]> = { mobile: [780, 780], desktop: [1440, 500] };
const BANNER_SIZE: Record<Screen, [number, number]> = { mobile: [780, 390], desktop: [1440, 300] };

/**
 * Home slide: 780x780 for screens under 780 px, 1440x500 otherwise. No text in the picture: the
 * caption is served separately in the request's language.
 */
export function slideImage(screen: Screen, variant: number): Promise<Buffer> {
  const [width, height] = SLIDE_SIZE[screen];
  return cached(`slide:${screen}:${variant}`, () => svg(width, height, backdrop(width, height, variant + 2)));
}

/**
 * Home banner: 780x390 (mobile) or 1440x300 (desktop). No words in the picture: the page writes
 * its caption over it in the reader's language (words drawn here read Portuguese on the English page).
 */
export function bannerSvg(screen: Screen): string {
  const [width, height] = BANNER_SIZE[screen];
  return svg(width, height, backdrop(width, height, 7));
}

export function bannerImage(screen: Screen): Promise<Buffer> {
  return cached(`banner:${screen}`, () => bannerSvg(screen));
}
