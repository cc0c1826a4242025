import { paths } from '../../paths';
import { GroupForm } from './group-form';

export default function AdminCategoryFormScreen() {
  return <GroupForm kind="category" listPath={paths.admin.categories} />;
}
