import { usePageTitle } from '../../components/page-title';

export default function ProductScreen() {
  usePageTitle('Product');
  return (
    <section className="page">
      <h1>Product</h1>
    </section>
  );
}
