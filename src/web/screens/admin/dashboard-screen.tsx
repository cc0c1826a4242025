import { useDocumentMeta } from '../../components/document-meta';

export default function AdminDashboardScreen() {
  useDocumentMeta({ title: 'Dashboard' });
  return (
    <section className="admin-page">
      <h1>Dashboard</h1>
      <p className="admin-placeholder">Welcome to the dashboard. Sales figures will appear here.</p>
    </section>
  );
}
