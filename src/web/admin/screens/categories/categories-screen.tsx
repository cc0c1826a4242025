import { paths } from '../../../paths';
import { GroupsList } from '../../features/groups/groups-list';

export default function AdminCategoriesScreen() {
  return (
    <GroupsList
      kind="category"
      title="Categories"
      newLabel="New Category"
      newPath={paths.admin.newCategory}
      editPath={paths.admin.editCategory}
      empty="No categorys found."
    />
  );
}
