import { paths } from '../../../paths';
import { GroupsList } from '../../features/groups/groups-list';

export default function AdminCollectionsScreen() {
  return (
    <GroupsList
      kind="collection"
      title="Collections"
      newLabel="New collection"
      newPath={paths.admin.newCollection}
      editPath={paths.admin.editCollection}
      empty="No collections found."
    />
  );
}
