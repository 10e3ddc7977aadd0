// In place of a feature the element's back end does not offer: the reason, in the element's language, instead of an error or a form.
import { TextLook } from './text-looks';
import { isUnsupported, type UnsupportedFeature } from '../core/providers/unsupported';
import { useMessages } from './i18n';
import { unsupportedBook } from './unsupported-messages';

/** The feature an UNSUPPORTED error names, else undefined. */
export function unsupportedFeature(error: unknown): UnsupportedFeature | undefined {
  if (!isUnsupported(error)) return undefined;
  const feature: unknown = Reflect.get(error as object, 'feature');
  return typeof feature === 'string' ? (feature as UnsupportedFeature) : undefined;
}

/** `feature` when known ahead (offers()), else the one the `error` names. */
export function UnsupportedNote(props: {
  feature?: UnsupportedFeature;
  error?: unknown;
  className?: string;
}) {
  const text = useMessages(unsupportedBook);
  return (
    <TextLook look="body1" className={props.className} data-unsupported>
      {text(props.feature ?? unsupportedFeature(props.error) ?? 'other')}
    </TextLook>
  );
}
