import { useDocumentMeta } from '../../components/document-meta';

export default function LoginScreen() {
  useDocumentMeta({ title: 'Login' });
  return (
    <section className="page">
      <h1>Login</h1>
    </section>
  );
}
