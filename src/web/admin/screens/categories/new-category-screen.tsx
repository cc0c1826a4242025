import { paths } from '../../../paths';
import { GroupForm } from '../../features/groups/group-form';

export default function AdminCategoryFormScreen() {
  return <GroupForm kind="category" listPath={paths.admin.categories} />;
}
