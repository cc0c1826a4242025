import { adminPaths } from '../../admin-paths';
import { GroupForm } from '../../features/groups/group-form';

export default function AdminCategoryFormScreen() {
  return <GroupForm kind="category" listPath={adminPaths.categories} />;
}
