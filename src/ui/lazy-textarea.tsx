// A text area whose code loads when it is first shown: a form that opens later (a drawer's review form) does not fetch it ahead with its own code.
import { makeStyles, type TextareaProps, tokens } from '@fluentui/react-components';
import { LazyPartBoundary, lazyPart } from './lazy-part';

const textareaPart = lazyPart<TextareaProps>(() =>
  import('./textarea-field').then((module) => module.TextareaField),
);

const useStyles = makeStyles({
  // The box of Fluent's medium text area while its code loads (its 52 px field, the borders and
  // the 2 px under it for the focus line): the form does not jump.
  standIn: {
    minHeight: '56px',
    boxSizing: 'border-box',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  // If its code cannot load, a plain text area keeps the form usable.
  plain: { minHeight: '52px', font: 'inherit' },
});

export function LazyTextarea(props: TextareaProps) {
  const styles = useStyles();
  const Textarea = textareaPart.current();
  const { value, onChange } = props;
  return (
    <LazyPartBoundary
      part={textareaPart}
      loading={<div className={styles.standIn} />}
      fallback={
        <textarea
          className={styles.plain}
          value={value}
          onChange={(event) => onChange?.(event, { value: event.target.value })}
        />
      }
    >
      <Textarea {...props} />
    </LazyPartBoundary>
  );
}
