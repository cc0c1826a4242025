import { usePageTitle } from '../../components/page-title';

export default function ShopScreen() {
  usePageTitle('Shop');
  return (
    <section className="page">
      <h1>Shop</h1>
    </section>
  );
}
