export default function AdminDashboardScreen() {
  return (
    <section className="admin-page">
      <h1>Dashboard</h1>
    </section>
  );
}
