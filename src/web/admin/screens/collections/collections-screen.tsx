import { adminPaths } from '../../admin-paths';
import { GroupsList } from '../../features/groups/groups-list';

export default function AdminCollectionsScreen() {
  return (
    <GroupsList
      kind="collection"
      title="Collections"
      newLabel="New collection"
      newPath={adminPaths.newCollection}
      editPath={adminPaths.editCollection}
      empty="No collections found."
    />
  );
}
