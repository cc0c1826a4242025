import type { UploadResult } from '../../../../domain/catalog/admin';
import { api } from '../../admin-api';

/** Staff's images (product photos, covers, the hero's), stored by the server in the widths the site uses. */
export const uploadsApi = {
  upload(files: File[]) {
    const body = new FormData();
    for (const file of files) body.append('images', file);
    return api<UploadResult>('/admin/uploads', { method: 'POST', body });
  },
};
