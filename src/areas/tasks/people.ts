// The system users a task names (assignee, creator, review author): the kit's lookup of sys users, and how a reader names one.
// The module itself, not the kit's index: importing the index would bring the whole list kit (its
// modules run makeStyles when loaded) into the task list's first load.
import { type Lookup, useLookup } from '../../ui/kit/use-lookup';
import type { Locale } from '../../ui/locale';
import { sysUserReference } from '../kit/sys-user-reference';
import { textBook } from './messages.en';

export type People = Lookup<unknown>;

/** Every system user once, through the shared query cache; asked early by the element's entry. */
export function usePeople(): People {
  return useLookup(sysUserReference);
}

/** A system user as a reader names them (an id alone means nothing); '' while the names load. */
export function personName(locale: Locale, people: People, uuid: string): string {
  return people.nameOf(uuid) ?? (people.loading ? '' : locale.text(textBook)('unknownUser'));
}
