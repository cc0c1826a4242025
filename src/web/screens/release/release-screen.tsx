import { usePageTitle } from '../../components/page-title';

export default function ReleaseScreen() {
  usePageTitle('Release');
  return (
    <section className="page">
      <h1>Release</h1>
    </section>
  );
}
