// Fluent's text area in a chunk of its own, for lazy-textarea.tsx: the forms that show it load it when they open.
import { Textarea, type TextareaProps } from '@fluentui/react-components';

export function TextareaField(props: TextareaProps) {
  return <Textarea {...props} />;
}
