// The account button's picture: a person icon on the user's colour, the look of Fluent's colourful
// Avatar (the same colour for the same name) without its code for initials, images, badges and
// sizes, which the top bar, loaded right after the first rows, would carry for one small circle.
import { makeStyles, tokens } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons/svg/person';

/**
 * Fluent's colourful palette, in its order (a name picks the colour Fluent's Avatar gave it), as
 * token names written out: the build keeps in the theme only the tokens some code names.
 */
const PALETTE: readonly (readonly [string, string])[] = [
  ['colorPaletteDarkRedForeground2', 'colorPaletteDarkRedBackground2'],
  ['colorPaletteCranberryForeground2', 'colorPaletteCranberryBackground2'],
  ['colorPaletteRedForeground2', 'colorPaletteRedBackground2'],
  ['colorPalettePumpkinForeground2', 'colorPalettePumpkinBackground2'],
  ['colorPalettePeachForeground2', 'colorPalettePeachBackground2'],
  ['colorPaletteMarigoldForeground2', 'colorPaletteMarigoldBackground2'],
  ['colorPaletteGoldForeground2', 'colorPaletteGoldBackground2'],
  ['colorPaletteBrassForeground2', 'colorPaletteBrassBackground2'],
  ['colorPaletteBrownForeground2', 'colorPaletteBrownBackground2'],
  ['colorPaletteForestForeground2', 'colorPaletteForestBackground2'],
  ['colorPaletteSeafoamForeground2', 'colorPaletteSeafoamBackground2'],
  ['colorPaletteDarkGreenForeground2', 'colorPaletteDarkGreenBackground2'],
  ['colorPaletteLightTealForeground2', 'colorPaletteLightTealBackground2'],
  ['colorPaletteTealForeground2', 'colorPaletteTealBackground2'],
  ['colorPaletteSteelForeground2', 'colorPaletteSteelBackground2'],
  ['colorPaletteBlueForeground2', 'colorPaletteBlueBackground2'],
  ['colorPaletteRoyalBlueForeground2', 'colorPaletteRoyalBlueBackground2'],
  ['colorPaletteCornflowerForeground2', 'colorPaletteCornflowerBackground2'],
  ['colorPaletteNavyForeground2', 'colorPaletteNavyBackground2'],
  ['colorPaletteLavenderForeground2', 'colorPaletteLavenderBackground2'],
  ['colorPalettePurpleForeground2', 'colorPalettePurpleBackground2'],
  ['colorPaletteGrapeForeground2', 'colorPaletteGrapeBackground2'],
  ['colorPaletteLilacForeground2', 'colorPaletteLilacBackground2'],
  ['colorPalettePinkForeground2', 'colorPalettePinkBackground2'],
  ['colorPaletteMagentaForeground2', 'colorPaletteMagentaBackground2'],
  ['colorPalettePlumForeground2', 'colorPalettePlumBackground2'],
  ['colorPaletteBeigeForeground2', 'colorPaletteBeigeBackground2'],
  ['colorPaletteMinkForeground2', 'colorPaletteMinkBackground2'],
  ['colorPalettePlatinumForeground2', 'colorPalettePlatinumBackground2'],
  ['colorPaletteAnchorForeground2', 'colorPaletteAnchorBackground2'],
];

/** Fluent Avatar's hash of `idForColor`, so a user keeps the colour they had. */
function colorIndex(id: string): number {
  let hash = 0;
  for (let index = id.length - 1; index >= 0; index -= 1) {
    const code = id.charCodeAt(index);
    const shift = index % 8;
    hash ^= (code << shift) + (code >> (8 - shift));
  }
  return hash % PALETTE.length;
}

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    fontSize: '16px',
  },
});

export function PersonAvatar(props: { idForColor: string }) {
  const styles = useStyles();
  const [foreground, background] = PALETTE[colorIndex(props.idForColor)]!;
  return (
    <span
      className={styles.root}
      aria-hidden
      // The palette's tokens by name: one rule per colour would ship thirty classes.
      style={{ color: `var(--${foreground})`, backgroundColor: `var(--${background})` }}
    >
      <PersonRegular />
    </span>
  );
}
