import { describe, expect, it } from 'vitest';
import type { Release } from '../../content/releases';
import type { SiteSettings } from '../../content/site';
import { testProduct } from '../../testing/product';
import { matchPageInAdmin } from '../admin-pages';
import { type PageSubject, pageHead } from './page-head';
import { productHead } from './product-head';
import { releaseHead } from './release-head';

const site: SiteSettings = {
  artistName: 'Temi Vale',
  siteDescription: 'The official home of Temi Vale.',
  socialLinks: [],
  spotlight: { name: '', artists: '', clipUrl: '', fullVideoUrl: '', type: '' },
  videos: [],
};
const context = { site, publicUrl: 'https://temivale.example' };
/** The built-in hero art, the site's own share picture. */
const hero = 'https://temivale.example/media/hero/hero-light-desktop-1600.webp';

const single: Release = {
  type: 'single',
  title: 'Lagos Nights',
  slug: 'lagos-nights',
  releaseDate: '2024-03-08',
  cover: '/media/covers/lagos-nights-600.webp',
  artist: 'Temi Vale',
  links: [],
};

const ep: Release = {
  type: 'ep',
  title: 'Harmattan',
  slug: 'harmattan',
  releaseDate: '2021-01-15',
  cover: 'https://cdn.example/harmattan.webp',
  songs: [
    { title: 'Dust', artist: 'Temi Vale', links: [] },
    { title: 'Cold Mornings', artist: 'Temi Vale feat. Ade', links: [] },
  ],
};

const tee = testProduct({
  id: 'harmattan-tour-tee',
  name: 'Harmattan Tour Tee',
  description: 'Heavy cotton.\n\nPrinted in Lagos.',
  price: 1_500_050,
  imageUrls: ['/media/products/tee-1.webp', '/media/products/tee-2.webp'],
  quantity: 0,
});

function headOf(pathname: string, subject?: PageSubject) {
  return pageHead(matchPageInAdmin(pathname), context, subject);
}

/** The content of a head's meta tag, by its name or property. */
function meta(head: ReturnType<typeof headOf>['head'], key: string): string | undefined {
  return head.meta.find((tag) => ('property' in tag ? tag.property : tag.name) === key)?.content;
}

describe('the head of a page the manifest describes', () => {
  it("titles the home page with the site's own title and gives it a website card", () => {
    const { found, head } = headOf('/');
    expect(found).toBe(true);
    expect(head.title).toBe('Temi Vale — Official Site & Store');
    expect(head.description).toBe(site.siteDescription);
    expect(head.canonical).toBe('https://temivale.example/');
    expect(head.meta).toEqual([
      { property: 'og:title', content: 'Temi Vale — Official Site & Store' },
      { property: 'og:description', content: site.siteDescription },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: 'https://temivale.example/' },
      { property: 'og:site_name', content: 'Temi Vale' },
      { property: 'og:image', content: hero },
      { property: 'og:image:width', content: '1600' },
      { property: 'og:image:height', content: '900' },
      { property: 'og:image:alt', content: 'Temi Vale' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: 'Temi Vale — Official Site & Store' },
      { name: 'twitter:description', content: site.siteDescription },
      { name: 'twitter:image', content: hero },
      { name: 'twitter:image:alt', content: 'Temi Vale' },
    ]);
    expect(head.jsonLd).toBeNull();
  });

  it.each([
    ['/about', 'About'],
    ['/store', 'Official Shop'],
    ['/discography/', 'Discography'],
  ])('titles the indexed page %s by the manifest, with its canonical address', (pathname, name) => {
    const { found, head } = headOf(pathname);
    expect(found).toBe(true);
    expect(head.title).toBe(`${name} — Temi Vale`);
    expect(head.canonical).toBe(`https://temivale.example${pathname.replace(/\/$/, '')}`);
    expect(meta(head, 'og:url')).toBe(head.canonical);
    expect(meta(head, 'og:image')).toBe(hero);
    expect(meta(head, 'robots')).toBeUndefined();
  });

  it('shares a site page with the hero staff uploaded, at its own size, named by the artist', () => {
    const uploaded = { ...site, hero: { lightDesktop: '/media/uploads/abc-960.webp' } };
    const { head } = pageHead(matchPageInAdmin('/about'), { ...context, site: uploaded });
    expect(meta(head, 'og:image')).toBe('https://temivale.example/media/uploads/abc-960.webp');
    expect(meta(head, 'og:image:width')).toBeUndefined();
    expect(meta(head, 'og:image:alt')).toBe('Temi Vale');
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
  });

  it.each([
    ['/cart', 'Cart'],
    ['/orders/SF-ABC234', 'Your order'],
    ['/login/forgot-password', 'Forgot password'],
    ['/admin', 'Admin'],
    ['/admin/products', 'Products'],
    ['/admin/releases/lagos-nights', 'Edit release'],
  ])(
    'keeps %s out of search, titled by the manifest, with no canonical link nor preview',
    (pathname, name) => {
      const { found, head } = headOf(pathname);
      expect(found).toBe(true);
      expect(head).toEqual({
        title: `${name} — Temi Vale`,
        description: site.siteDescription,
        canonical: null,
        meta: [{ name: 'robots', content: 'noindex' }],
        jsonLd: null,
      });
    },
  );

  it("takes a page's own title where the screen has one (an admin order's number)", () => {
    expect(headOf('/admin/orders/SF-ABC234', { title: 'Order SF-ABC234' }).head.title).toBe(
      'Order SF-ABC234 — Temi Vale',
    );
  });
});

describe('the head of a page that is not there', () => {
  const notFound = {
    found: false,
    head: {
      title: 'Page not found — Temi Vale',
      description: site.siteDescription,
      canonical: null,
      meta: [{ name: 'robots', content: 'noindex' }],
      jsonLd: null,
    },
  };

  it('answers an address of no page, a release or product we lack, and a screen that says so', () => {
    expect(headOf('/no-such-page')).toEqual(notFound);
    expect(headOf('/discography/nope', { head: undefined })).toEqual(notFound);
    expect(headOf('/store/nope')).toEqual(notFound);
    expect(headOf('/admin/nope', { notFound: true })).toEqual(notFound);
  });
});

describe('the head of a release', () => {
  it('gives a single its description, a large card of its cover and a MusicRecording', () => {
    const { found, head } = headOf('/discography/lagos-nights', { head: releaseHead(single) });
    const url = 'https://temivale.example/discography/lagos-nights';
    const cover = 'https://temivale.example/media/covers/lagos-nights-600.webp';
    expect(found).toBe(true);
    expect(head.title).toBe('Lagos Nights — Temi Vale');
    expect(head.description).toBe(
      'Explore the details of the Single "Lagos Nights" released on March 8, 2024.',
    );
    expect(head.canonical).toBe(url);
    expect(meta(head, 'og:type')).toBe('music.song');
    expect(meta(head, 'og:image')).toBe(cover);
    expect(meta(head, 'og:image:alt')).toBe('Lagos Nights cover');
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    expect(meta(head, 'twitter:image')).toBe(cover);
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicRecording',
      name: 'Lagos Nights',
      byArtist: { '@type': 'MusicGroup', name: 'Temi Vale' },
      datePublished: '2024-03-08',
      image: cover,
      url,
    });
  });

  it('gives an EP a MusicAlbum with each track and its own artists, its cover address kept whole', () => {
    const { head } = headOf('/discography/harmattan', { head: releaseHead(ep) });
    expect(meta(head, 'og:type')).toBe('music.album');
    expect(meta(head, 'og:image')).toBe('https://cdn.example/harmattan.webp');
    expect(head.jsonLd).toMatchObject({
      '@type': 'MusicAlbum',
      albumReleaseType: 'https://schema.org/EPRelease',
      numTracks: 2,
      track: [
        { '@type': 'MusicRecording', position: 1, name: 'Dust' },
        {
          position: 2,
          name: 'Cold Mornings',
          byArtist: { '@type': 'MusicGroup', name: 'Temi Vale feat. Ade' },
        },
      ],
    });
  });
});

describe('the head of a product', () => {
  it('gives a product its summary, price tags, first photo and a schema.org offer', () => {
    const { found, head } = headOf('/store/harmattan-tour-tee', { head: productHead(tee) });
    const url = 'https://temivale.example/store/harmattan-tour-tee';
    expect(found).toBe(true);
    expect(head.title).toBe('Harmattan Tour Tee — Temi Vale');
    expect(head.canonical).toBe(url);
    expect(meta(head, 'og:type')).toBe('product');
    expect(meta(head, 'og:image')).toBe('https://temivale.example/media/products/tee-1.webp');
    expect(meta(head, 'og:image:alt')).toBe('Harmattan Tour Tee');
    expect(meta(head, 'product:price:amount')).toBe('15000.50');
    expect(meta(head, 'product:price:currency')).toBe('NGN');
    expect(head.jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Harmattan Tour Tee',
      description: 'Heavy cotton. Printed in Lagos.',
      image: [
        'https://temivale.example/media/products/tee-1.webp',
        'https://temivale.example/media/products/tee-2.webp',
      ],
      sku: 'harmattan-tour-tee',
      offers: { price: '15000.50', availability: 'https://schema.org/OutOfStock', url },
    });
  });

  it("shares a product with no photo yet with the site's own picture", () => {
    const { head } = headOf('/store/harmattan-tour-tee', { head: productHead({ ...tee, imageUrls: [] }) });
    expect(meta(head, 'og:image')).toBe(hero);
    expect(meta(head, 'twitter:image')).toBe(hero);
  });

  it('writes a product id with unsafe characters escaped in its address', () => {
    const { head } = headOf('/store/tee%20%26%20cap', { head: productHead({ ...tee, id: 'tee & cap' }) });
    expect(head.canonical).toBe('https://temivale.example/store/tee%20%26%20cap');
  });
});
