// The Fluent icons the area table names for the navigation, kept with the layout: the route table
// and the signed-out pages have no use for them.
import { BoardRegular } from '@fluentui/react-icons/svg/board';
import { BuildingShopRegular } from '@fluentui/react-icons/svg/building-shop';
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import { ChatMultipleRegular } from '@fluentui/react-icons/svg/chat-multiple';
import { FolderRegular } from '@fluentui/react-icons/svg/folder';
import { GridRegular } from '@fluentui/react-icons/svg/grid';
import { LinkRegular } from '@fluentui/react-icons/svg/link';
import { MegaphoneRegular } from '@fluentui/react-icons/svg/megaphone';
import { PeopleRegular } from '@fluentui/react-icons/svg/people';
import { PersonKeyRegular } from '@fluentui/react-icons/svg/person-key';
import { ShieldKeyholeRegular } from '@fluentui/react-icons/svg/shield-keyhole';
import { TaskListLtrRegular } from '@fluentui/react-icons/svg/task-list-ltr';
import type { AreaIconName } from '../../areas/area-list';

/** An icon component, as every module of the package's ./svg/* export defines them. */
type FluentIcon = typeof GridRegular;

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
