export default function AdminNewCategoryScreen() {
  return (
    <section className="admin-page">
      <h1>NewCategory</h1>
    </section>
  );
}
