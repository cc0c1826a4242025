import { paths } from '../../../paths';
import { GroupForm } from '../../features/groups/group-form';

export default function AdminCollectionFormScreen() {
  return <GroupForm kind="collection" listPath={paths.admin.collections} />;
}
