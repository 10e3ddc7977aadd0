// ReferenceName: a table cell or detail line naming a referenced record (its name, never its uuid).
import { kitText } from './kit-messages';
import { type ReferenceSource, useReferenceName } from './use-lookup';

export function ReferenceName(props: { source: ReferenceSource; uuid: string | null }) {
  const name = useReferenceName(props.source, props.uuid);
  if (!props.uuid) return <>{kitText('none')}</>;
  return <>{name ?? ''}</>;
}
