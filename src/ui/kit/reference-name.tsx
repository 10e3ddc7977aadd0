// ReferenceName: a table cell or detail line naming a referenced record (its name, never its uuid).
import { kitTextBook } from './kit-messages';
import { type ReferenceSource, useReferenceName } from './use-lookup';
import { useMessages } from '../i18n';

export function ReferenceName(props: { source: ReferenceSource; uuid: string | null }) {
  const kitText = useMessages(kitTextBook);

  const name = useReferenceName(props.source, props.uuid);
  if (!props.uuid) return <>{kitText('none')}</>;
  return <>{name ?? ''}</>;
}
