export default function AdminCategoriesScreen() {
  return (
    <section className="admin-page">
      <h1>Categories</h1>
    </section>
  );
}
