// The customizer: layout1 / layout2, the twelve sidebar colours (layout2 only), "Enable RTL", light / dark and the footer, saved in localStorage.bo_layout.

import {
  Button,
  Checkbox,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  makeStyles,
  mergeClasses,
  OverlayDrawer,
  Radio,
  RadioGroup,
  Switch,
  tokens,
  useFluent,
} from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons/svg/checkmark';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useStore } from 'zustand';
import { layoutStore } from '../layout-settings';
import { ctBook } from '../messages.en';
import { SIDEBAR_THEME_KEYS, SIDEBAR_THEMES } from '../sidebar-themes';
import { useMessages } from '../../ui/i18n';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  swatches: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, 1fr)',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    border: 'none',
  },
  swatch: {
    minWidth: 0,
    height: '44px',
    padding: 0,
    borderRadius: tokens.borderRadiusMedium,
    border: `2px solid transparent`,
    cursor: 'pointer',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: tokens.fontSizeBase100,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  chosen: { border: `2px solid ${tokens.colorNeutralForeground1}` },
});

export function CustomizerPanel() {
  const ct = useMessages(ctBook);

  const styles = useStyles();
  const settings = useStore(layoutStore);
  const { change } = settings;
  // The direction the console reads in now: the language's until one is chosen here.
  const { dir } = useFluent();
  return (
    <OverlayDrawer
      position="end"
      open={settings.customizerOpen}
      onOpenChange={(_, data) => change({ customizerOpen: data.open })}
      aria-label={ct('customizerTitle')}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label={ct('customizerClose')}
              onClick={() => change({ customizerOpen: false })}
            />
          }
        >
          {ct('customizerTitle')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <Field label={ct('customizerLayout')}>
          <RadioGroup
            value={settings.layout}
            onChange={(_, data) =>
              change({ layout: data.value === 'layout2' ? 'layout2' : 'layout1' })
            }
          >
            <Radio value="layout1" label={ct('layout1')} />
            <Radio value="layout2" label={ct('layout2')} />
          </RadioGroup>
        </Field>
        {settings.layout === 'layout2' ? (
          <Field label={ct('sidebarTheme')}>
            <div className={styles.swatches} role="radiogroup" aria-label={ct('sidebarTheme')}>
              {SIDEBAR_THEME_KEYS.map((key) => {
                const theme = SIDEBAR_THEMES[key];
                const chosen = settings.sidebarTheme === key;
                return (
                  // biome-ignore lint/a11y/useSemanticElements: a swatch is a radio drawn as a coloured button.
                  <button
                    key={key}
                    type="button"
                    role="radio"
                    aria-checked={chosen}
                    aria-label={ct(`theme.${key}`)}
                    title={ct(`theme.${key}`)}
                    className={mergeClasses(styles.swatch, chosen && styles.chosen)}
                    style={{ backgroundColor: theme.background, color: theme.foreground }}
                    onClick={() => change({ sidebarTheme: key })}
                  >
                    {chosen ? <CheckmarkRegular aria-hidden /> : null}
                  </button>
                );
              })}
            </div>
          </Field>
        ) : null}
        <Checkbox
          label={ct('enableRtl')}
          checked={(settings.dirChosen ? settings.dir : dir) === 'rtl'}
          onChange={(_, data) =>
            change({ dir: data.checked === true ? 'rtl' : 'ltr', dirChosen: true })
          }
        />
        <Field label={ct('colorMode')}>
          <RadioGroup
            layout="horizontal"
            value={settings.colorMode}
            onChange={(_, data) =>
              change({ colorMode: data.value === 'dark' ? 'dark' : 'light', colorModeChosen: true })
            }
          >
            <Radio value="light" label={ct('light')} />
            <Radio value="dark" label={ct('dark')} />
          </RadioGroup>
        </Field>
        <Switch
          label={ct('showFooter')}
          checked={settings.footerShown}
          onChange={(_, data) => change({ footerShown: data.checked })}
        />
      </DrawerBody>
    </OverlayDrawer>
  );
}
