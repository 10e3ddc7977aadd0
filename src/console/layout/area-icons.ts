// The navigation's icon of each console area, kept with the layout: the route table and the
// signed-out pages have no use for them.
import {
  BoardRegular,
  BuildingShopRegular,
  CartRegular,
  ChatMultipleRegular,
  FolderRegular,
  GridRegular,
  LinkRegular,
  MegaphoneRegular,
  PeopleRegular,
  PersonKeyRegular,
  ShieldKeyholeRegular,
  TaskListLtrRegular,
  type FluentIcon,
} from '@fluentui/react-icons';

export const AREA_ICONS: Readonly<Record<string, FluentIcon>> = {
  dashboard: GridRegular,
  task: TaskListLtrRegular,
  message: ChatMultipleRegular,
  source: BoardRegular,
  category: FolderRegular,
  channel: MegaphoneRegular,
  order: CartRegular,
  buyer: BuildingShopRegular,
  link: LinkRegular,
  user: PeopleRegular,
  sysUser: PersonKeyRegular,
  permission: ShieldKeyholeRegular,
};
