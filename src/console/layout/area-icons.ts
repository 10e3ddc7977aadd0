// The Fluent icons the area table names for the navigation, kept with the layout: the route table
// and the signed-out pages have no use for them.
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
import type { AreaIconName } from '../../areas/area-list';

/** Every icon name of the table has its component here (the type says so). */
export const AREA_ICONS: Readonly<Record<AreaIconName, FluentIcon>> = {
  Grid: GridRegular,
  TaskListLtr: TaskListLtrRegular,
  ChatMultiple: ChatMultipleRegular,
  Board: BoardRegular,
  Folder: FolderRegular,
  Megaphone: MegaphoneRegular,
  Cart: CartRegular,
  BuildingShop: BuildingShopRegular,
  Link: LinkRegular,
  People: PeopleRegular,
  PersonKey: PersonKeyRegular,
  ShieldKeyhole: ShieldKeyholeRegular,
};
