import { usePageTitle } from '../../components/page-title';

export default function LoginScreen() {
  usePageTitle('Login');
  return (
    <section className="page">
      <h1>Login</h1>
    </section>
  );
}
