export default function AdminProductsScreen() {
  return (
    <section className="admin-page">
      <h1>Products</h1>
    </section>
  );
}
