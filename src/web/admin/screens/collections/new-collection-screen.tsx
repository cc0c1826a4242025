import { adminPaths } from '../../admin-paths';
import { GroupForm } from '../../features/groups/group-form';

export default function AdminCollectionFormScreen() {
  return <GroupForm kind="collection" listPath={adminPaths.collections} />;
}
