import { usePageTitle } from '../../components/page-title';

export default function DiscographyScreen() {
  usePageTitle('Discography');
  return (
    <section className="page">
      <h1>Discography</h1>
    </section>
  );
}
