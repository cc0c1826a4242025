import { useDocumentMeta } from '../../../components/document-meta';
import { useProducts } from '../../features/catalog/use-catalog';
import { DiscographyPreview } from './discography-preview';
import { LandingHero } from './landing-hero';
import { ShopPreview } from './shop-preview';
import { Spotlight } from './spotlight';
import { TourSlot } from './tour-slot';
import { VideosCarousel } from './videos-carousel';

export default function HomeScreen() {
  useDocumentMeta();
  const { products, status, error, retry } = useProducts();
  return (
    <>
      <LandingHero />
      <Spotlight />
      <DiscographyPreview />
      <ShopPreview products={products} loading={status === 'loading'} error={error} retry={retry} />
      <VideosCarousel />
      <TourSlot />
    </>
  );
}
