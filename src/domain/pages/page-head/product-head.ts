import type { Product } from '../../catalog/catalog';
import { descriptionParagraphs, productSummary } from '../../catalog/product-text';
import { KOBO_PER_NAIRA } from '../../shared/money';
import { absoluteUrl, headTitle, type SubjectHead, siteShareImage, socialTags } from './head-tags';

/** schema.org wants a plain decimal ("15000.00"); kobo are whole numbers, so no float arithmetic. */
function nairaDecimal(kobo: number): string {
  const naira = Math.trunc(kobo / KOBO_PER_NAIRA);
  const rest = String(kobo % KOBO_PER_NAIRA).padStart(2, '0');
  return `${naira}.${rest}`;
}

/** A product's page head: its name, its summary, its price for previews, and a schema.org offer. */
export function productHead(product: Product): SubjectHead {
  return (context) => {
    const { site, publicUrl } = context;
    const title = headTitle(product.name, site.artistName);
    const description = productSummary(product);
    const url = `${publicUrl}/store/${encodeURIComponent(product.id)}`;
    const images = product.imageUrls.map((image) => absoluteUrl(publicUrl, image));
    const meta = socialTags({
      title,
      description,
      url,
      // A product with no photo yet is shared with the site's own picture.
      image: images[0] ? { url: images[0], alt: product.name } : siteShareImage(context),
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
        description: descriptionParagraphs(product.description).join(' ') || description,
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
  };
}
