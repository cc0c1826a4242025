export default function AdminNewProductScreen() {
  return (
    <section className="admin-page">
      <h1>NewProduct</h1>
    </section>
  );
}
