import { Link } from 'react-router';

/** What a staff form shows for a link to something deleted, or mistyped: where to go instead. */
export function NotFoundPanel(props: { title: string; backTo: string; backLabel: string }) {
  return (
    <section className="admin-page">
      <div className="empty" role="alert">
        <h1>{props.title}</h1>
        <p>It may have been deleted, or the link may be mistyped.</p>
        <Link className="button" to={props.backTo}>
          {props.backLabel}
        </Link>
      </div>
    </section>
  );
}
