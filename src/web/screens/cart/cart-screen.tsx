import { usePageTitle } from '../../components/page-title';

export default function CheckoutScreen() {
  usePageTitle('Checkout');
  return (
    <section className="page">
      <h1>Checkout</h1>
    </section>
  );
}
