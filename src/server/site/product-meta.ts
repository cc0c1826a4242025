import type { Product } from '../../domain/catalog';
import { formatNaira, KOBO_PER_NAIRA } from '../../domain/money';
import type { SiteSettings } from '../../domain/site';
import { absoluteUrl, type PageHead, socialTags } from './page-head';

/** Descriptions are split into paragraphs at newlines or at a typed `\n`, as the product page shows them. */
function paragraphs(description: string): string[] {
  return description
    .split(/\\n|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** "Heavyweight cotton tee from the Harmattan Tour. ₦15,000." — the first paragraph, then the price. */
export function productSummary(product: Pick<Product, 'name' | 'description' | 'price'>): string {
  const first = paragraphs(product.description)[0] ?? product.name;
  const sentence = /[.!?]$/.test(first) ? first : `${first}.`;
  return `${sentence} ${formatNaira(product.price)}.`;
}

/** schema.org wants a plain decimal ("15000.00"); kobo are whole numbers, so no float arithmetic. */
export function nairaDecimal(kobo: number): string {
  const naira = Math.trunc(kobo / KOBO_PER_NAIRA);
  const rest = String(kobo % KOBO_PER_NAIRA).padStart(2, '0');
  return `${naira}.${rest}`;
}

export function productHead(product: Product, site: SiteSettings, publicUrl: string): PageHead {
  const title = `${product.name} — ${site.artistName}`;
  const description = productSummary(product);
  const url = `${publicUrl}/store/${encodeURIComponent(product.id)}`;
  const images = product.imageUrls.map((image) => absoluteUrl(publicUrl, image));
  const meta = socialTags({
    title,
    description,
    url,
    image: images[0] ?? null,
    type: 'product',
    siteName: site.artistName,
  });
  meta.push(
    { property: 'product:price:amount', content: nairaDecimal(product.price) },
    { property: 'product:price:currency', content: 'NGN' },
  );
  return {
    title,
    description,
    canonical: url,
    meta,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: paragraphs(product.description).join(' ') || description,
      image: images,
      sku: product.id,
      brand: { '@type': 'Brand', name: site.artistName },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'NGN',
        price: nairaDecimal(product.price),
        availability: `https://schema.org/${product.quantity > 0 ? 'InStock' : 'OutOfStock'}`,
        url,
      },
    },
  };
}
