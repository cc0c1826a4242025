export default function AdminCollectionsScreen() {
  return (
    <section className="admin-page">
      <h1>Collections</h1>
    </section>
  );
}
