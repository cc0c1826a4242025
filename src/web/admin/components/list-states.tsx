import { Spinner } from '../../components/loading-screen';

/** The loading, failed and empty states every admin list shares; null when the list has rows. */
export function ListStates(props: {
  status: 'loading' | 'ready' | 'error';
  count: number;
  empty: string;
  loadError: string | null;
  retry(): void;
}) {
  if (props.status === 'loading' && props.count === 0) return <Spinner label="Loading" />;
  if (props.status === 'error') {
    return (
      <p className="notice" role="alert">
        This list could not be loaded: {props.loadError}{' '}
        <button type="button" className="link-button" onClick={props.retry}>
          Try again
        </button>
      </p>
    );
  }
  if (props.count === 0) return <p className="admin-empty">{props.empty}</p>;
  return null;
}
