/**
 * The demo merch catalogue a new installation starts with, so the shop is never empty on day one.
 * Prices are in naira here for readability and stored as kobo. `stock` gives each variant's count
 * in colour-major order, or one number for every variant.
 */
/** The demo's artist (content/site.json): a shop still carrying this name is not yet the artist's own. */
export const DEMO_ARTIST_NAME = 'Temi Vale';

/**
 * The demo's releases (content/releases.json) by their address and date: a release with both is
 * the demo's, not the artist's (a real release may share a name, hardly both).
 */
export const DEMO_RELEASES: readonly (readonly [slug: string, releaseDate: string])[] = [
  ['first-light', '2019-05-17'],
  ['okan', '2019-11-08'],
  ['harmattan', '2020-12-04'],
  ['slow-burn', '2021-04-23'],
  ['eko-blue', '2021-10-15'],
  ['gold-dust', '2022-07-01'],
  ['sunday-service', '2023-02-10'],
  ['lagos-nights', '2024-03-08'],
  ['afterglow', '2024-09-27'],
  ['homecoming', '2025-08-22'],
];

export type DemoProduct = {
  id: string;
  name: string;
  description: string;
  naira: number;
  colors: string[];
  sizes: string[];
  collection: string;
  category: string;
  createdAt: string;
  images: number;
  stock: number | number[];
};

export const demoCollections = [
  { id: 'harmattan-tour', name: 'Harmattan Tour 2025' },
  { id: 'lagos-nights', name: 'Lagos Nights' },
  { id: 'essentials', name: 'Essentials' },
];

export const demoCategories = [
  { id: 't-shirts', name: 'T-shirts' },
  { id: 'hoodies', name: 'Hoodies' },
  { id: 'accessories', name: 'Accessories' },
];

const APPAREL = ['S', 'M', 'L', 'XL'];

export const demoProducts: DemoProduct[] = [
  {
    id: 'harmattan-tour-tee',
    name: 'Harmattan Tour Tee',
    description:
      'Heavyweight cotton tee from the Harmattan Tour.\nTour dates printed on the back, sun-faded logo on the chest.\nRelaxed fit: size down for a closer cut.',
    naira: 15_000,
    colors: ['Black', 'Sand'],
    sizes: APPAREL,
    collection: 'harmattan-tour',
    category: 't-shirts',
    createdAt: '2025-11-14T10:00:00Z',
    images: 2,
    stock: [12, 20, 18, 9, 6, 14, 11, 4],
  },
  {
    id: 'harmattan-tour-hoodie',
    name: 'Harmattan Tour Hoodie',
    description:
      'Brushed fleece hoodie with a double-lined hood.\nEmbroidered tour crest on the chest, city list down the sleeve.',
    naira: 32_000,
    colors: ['Black', 'Rust'],
    sizes: APPAREL,
    collection: 'harmattan-tour',
    category: 'hoodies',
    createdAt: '2025-11-12T10:00:00Z',
    images: 2,
    stock: [5, 8, 7, 3, 2, 4, 5, 1],
  },
  {
    id: 'harmattan-bucket-hat',
    name: 'Harmattan Bucket Hat',
    description: 'Washed cotton twill bucket hat with a woven tour label.\nOne size fits most.',
    naira: 12_500,
    colors: ['Sand'],
    sizes: ['One Size'],
    collection: 'harmattan-tour',
    category: 'accessories',
    createdAt: '2025-11-10T10:00:00Z',
    images: 1,
    stock: 3,
  },
  {
    id: 'tour-dates-long-sleeve',
    name: 'Tour Dates Long Sleeve',
    description: 'Midweight long sleeve with every Harmattan Tour stop printed down both arms.',
    naira: 22_000,
    colors: ['White', 'Black'],
    sizes: APPAREL,
    collection: 'harmattan-tour',
    category: 't-shirts',
    createdAt: '2025-10-30T10:00:00Z',
    images: 1,
    stock: 10,
  },
  {
    id: 'lagos-nights-tee',
    name: 'Lagos Nights Tee',
    description:
      'Soft-wash tee celebrating the Lagos Nights single.\nNeon skyline print on the front.\nPre-shrunk cotton.',
    naira: 16_000,
    colors: ['Navy', 'Black'],
    sizes: APPAREL,
    collection: 'lagos-nights',
    category: 't-shirts',
    createdAt: '2025-06-20T10:00:00Z',
    images: 2,
    stock: [8, 15, 15, 6, 0, 5, 7, 2],
  },
  {
    id: 'lagos-nights-zip-hoodie',
    name: 'Lagos Nights Zip Hoodie',
    description: 'Full-zip hoodie with a reflective Lagos Nights print that lights up under flash.',
    naira: 38_500,
    colors: ['Black'],
    sizes: APPAREL,
    collection: 'lagos-nights',
    category: 'hoodies',
    createdAt: '2025-06-18T10:00:00Z',
    images: 1,
    stock: [4, 6, 5, 2],
  },
  {
    id: 'lagos-nights-poster',
    name: 'Lagos Nights Poster',
    description:
      'A2 giclée print of the Lagos Nights cover art on 200 gsm matte paper.\nShipped rolled in a tube.',
    naira: 6_500,
    colors: ['Full Colour'],
    sizes: ['A2'],
    collection: 'lagos-nights',
    category: 'accessories',
    createdAt: '2025-06-15T10:00:00Z',
    images: 1,
    stock: 25,
  },
  {
    id: 'lagos-nights-pin-set',
    name: 'Lagos Nights Enamel Pin Set',
    description: 'Three hard-enamel pins: the moon, the skyline and the signature.',
    naira: 5_000,
    colors: ['Gold'],
    sizes: ['One Size'],
    collection: 'lagos-nights',
    category: 'accessories',
    createdAt: '2025-06-10T10:00:00Z',
    images: 1,
    stock: 0,
  },
  {
    id: 'essentials-logo-tee',
    name: 'Essentials Logo Tee',
    description: 'The everyday tee with the signature logo.\n100% combed cotton, regular fit.',
    naira: 13_500,
    colors: ['White', 'Black'],
    sizes: APPAREL,
    collection: 'essentials',
    category: 't-shirts',
    createdAt: '2025-03-02T10:00:00Z',
    images: 2,
    stock: 20,
  },
  {
    id: 'essentials-heavyweight-hoodie',
    name: 'Essentials Heavyweight Hoodie',
    description:
      '450 gsm heavyweight hoodie with a tonal logo.\nBuilt for harmattan mornings and studio nights.',
    naira: 35_000,
    colors: ['Grey', 'Black'],
    sizes: APPAREL,
    collection: 'essentials',
    category: 'hoodies',
    createdAt: '2025-02-25T10:00:00Z',
    images: 1,
    stock: [6, 9, 9, 4, 7, 10, 8, 5],
  },
  {
    id: 'signature-dad-cap',
    name: 'Signature Dad Cap',
    description: 'Unstructured six-panel cap with the embroidered signature.\nAdjustable brass clasp.',
    naira: 9_500,
    colors: ['Black', 'Cream'],
    sizes: ['One Size'],
    collection: 'essentials',
    category: 'accessories',
    createdAt: '2025-02-20T10:00:00Z',
    images: 1,
    stock: [14, 5],
  },
  {
    id: 'essentials-canvas-tote',
    name: 'Essentials Canvas Tote',
    description: 'Heavy canvas tote with an inside pocket.\nFits a laptop, a vinyl and a day out.',
    naira: 8_000,
    colors: ['Natural'],
    sizes: ['One Size'],
    collection: 'essentials',
    category: 'accessories',
    createdAt: '2025-02-14T10:00:00Z',
    images: 1,
    stock: 30,
  },
  {
    id: 'essentials-crew-socks',
    name: 'Essentials Crew Socks',
    description: 'Ribbed crew socks with the logo knitted at the ankle. Two pairs per pack.',
    naira: 4_500,
    colors: ['White', 'Black'],
    sizes: ['M', 'L'],
    collection: 'essentials',
    category: 'accessories',
    createdAt: '2025-02-10T10:00:00Z',
    images: 1,
    stock: 18,
  },
];

/** The demo photos are drawn one per colour, in order (scripts/make-media.mjs): each colour shows its own. */
export function demoColorImages(product: DemoProduct): Record<string, string> {
  const urls = demoImageUrls(product);
  return Object.fromEntries(
    product.colors.slice(0, urls.length).flatMap((color, i) => (urls[i] ? [[color, urls[i]]] : [])),
  );
}

/** Image URLs of a demo product, as made by `npm run media` (a 960 px WebP with a 480 px twin). */
export function demoImageUrls(product: DemoProduct): string[] {
  return Array.from({ length: product.images }, (_, i) => `/media/products/${product.id}-${i + 1}-960.webp`);
}

/** The demo merch made for a demo release (content/releases.json): product id → release slug. */
export const demoReleaseOf: Record<string, string> = {
  'lagos-nights-tee': 'lagos-nights',
  'lagos-nights-zip-hoodie': 'lagos-nights',
  'lagos-nights-poster': 'lagos-nights',
  'harmattan-tour-tee': 'harmattan',
  'harmattan-tour-hoodie': 'harmattan',
};
