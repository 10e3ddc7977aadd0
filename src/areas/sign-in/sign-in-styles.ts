// Layout shared by the sign-in area's panels: the same column as the shared sign-in form, phone-width friendly.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useSignInStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '360px',
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  heading: { margin: 0 },
});
