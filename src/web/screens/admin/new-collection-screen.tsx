export default function AdminNewCollectionScreen() {
  return (
    <section className="admin-page">
      <h1>NewCollection</h1>
    </section>
  );
}
