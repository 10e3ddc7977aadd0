// The drawer's media gallery: photos open large in a dialog; audio, video and documents with type, size and a player or download. Loaded with the drawer, not with the rows.
import {
  Button,
  Caption1,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dialog } from '../../ui/session-layers';
import { useState } from 'react';
import type { MediaItem } from '../../resources/schemas';
import { formatSize } from './media';
import { textBook } from './messages.en';
import { useMessages, useT } from '../../ui/i18n';

const useStyles = makeStyles({
  gallery: { display: 'grid', gap: tokens.spacingVerticalM, margin: 0, padding: 0 },
  photos: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  photoButton: { padding: 0, minWidth: 0, height: 'auto', overflow: 'hidden' },
  preview: {
    display: 'block',
    width: '120px',
    height: 'auto',
    aspectRatio: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  file: { display: 'grid', gap: tokens.spacingVerticalXS },
  player: { width: '100%', maxWidth: '320px' },
  large: { display: 'block', maxWidth: '100%', height: 'auto', marginInline: 'auto' },
  surface: { maxWidth: 'min(960px, calc(100vw - 32px))' },
});

export function MediaGallery(props: { media: readonly MediaItem[] }) {
  const { lang } = useT();
  const text = useMessages(textBook);
  const styles = useStyles();
  const [open, setOpen] = useState<MediaItem | null>(null);
  if (props.media.length === 0) return <Caption1>{text('noMedia')}</Caption1>;
  const photos = props.media.filter((item) => item.type === 'photo');
  const files = props.media.filter((item) => item.type !== 'photo');
  return (
    <div className={styles.gallery} data-gallery>
      {photos.length > 0 ? (
        <div className={styles.photos}>
          {photos.map((item, index) => (
            <Button
              key={item.url}
              className={styles.photoButton}
              appearance="subtle"
              aria-label={text('openPhoto', { n: index + 1 })}
              onClick={() => setOpen(item)}
            >
              <img
                className={styles.preview}
                src={item.url}
                width={120}
                height={
                  item.width && item.height ? Math.round((120 * item.height) / item.width) : 120
                }
                loading="lazy"
                decoding="async"
                alt={text('photo', {
                  n: index + 1,
                  width: item.width ?? 0,
                  height: item.height ?? 0,
                })}
              />
            </Button>
          ))}
        </div>
      ) : null}
      {files.map((item) => (
        <div key={item.url} className={styles.file} data-media-file={item.type}>
          <Caption1>
            {text(`type.${item.type}`)} · {item.mime ?? ''} · {formatSize(lang, item.size)}
          </Caption1>
          {item.type === 'audio' ? (
            // biome-ignore lint/a11y/useMediaCaption: generated tones carry no speech to caption
            <audio className={styles.player} controls preload="none" src={item.url} />
          ) : item.type === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: the API carries no caption track for videos
            <video
              className={styles.player}
              controls
              // The metadata only (a few kB): the player shows the length and the first frame.
              preload="metadata"
              src={item.url}
              width={item.width ?? undefined}
              height={item.height ?? undefined}
            />
          ) : null}
          <Link href={item.url} download>
            {text('download', {
              type: text(`type.${item.type}`),
              size: formatSize(lang, item.size),
            })}
          </Link>
        </div>
      ))}
      <Dialog open={open !== null} onOpenChange={(_, data) => !data.open && setOpen(null)}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>{text('gallery')}</DialogTitle>
            <DialogContent>
              {open ? (
                <img
                  className={styles.large}
                  src={open.url}
                  width={open.width ?? undefined}
                  height={open.height ?? undefined}
                  alt={text('photo', {
                    n: photos.indexOf(open) + 1,
                    width: open.width ?? 0,
                    height: open.height ?? 0,
                  })}
                  data-large-photo
                />
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setOpen(null)}>
                {text('close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
