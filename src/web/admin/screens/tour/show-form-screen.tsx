import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { ShowInput } from '../../../../domain/tour/tour';
import { useDocumentMeta } from '../../../components/document-meta';
import { Spinner } from '../../../components/loading-screen';
import { ShowForm } from '../../features/tour/show-form';
import { showsApi } from '../../features/tour/shows-api';

const NEW_SHOW: ShowInput = {
  localStart: '',
  timeZone: 'Africa/Lagos',
  venue: '',
  city: '',
  country: 'NG',
  ticketUrl: '',
  status: 'on_sale',
  supportAct: '',
};

/** /admin/newshow and /admin/tour/:id: a show to add, or one to change (loaded first). */
export default function AdminShowFormScreen() {
  const { id } = useParams();
  useDocumentMeta();
  const [show, setShow] = useState<ShowInput | null>(id ? null : NEW_SHOW);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!id) return;
    showsApi.show(id).then(
      ({ id: _id, startsAt: _startsAt, ...input }) => setShow(input),
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [id]);
  if (error) {
    return (
      <section className="admin-page">
        <h1>Edit show</h1>
        <p className="notice notice-warning" role="alert">
          {error}
        </p>
      </section>
    );
  }
  if (!show) return <Spinner />;
  return <ShowForm id={id} initial={show} />;
}
