import { adminPaths } from '../../admin-paths';
import { GroupsList } from '../../features/groups/groups-list';

export default function AdminCategoriesScreen() {
  return (
    <GroupsList
      kind="category"
      title="Categories"
      newLabel="New Category"
      newPath={adminPaths.newCategory}
      editPath={adminPaths.editCategory}
      empty="No categorys found."
    />
  );
}
