// The drawer's media gallery: photos open large in a dialog; audio, video and documents with type, size and a player or download; where the back end gives no file, the reason. Loaded with the drawer, not with the rows.
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
import { ImageOffRegular } from '@fluentui/react-icons/svg/image-off';
import { useState } from 'react';
import type { MediaItem } from '../../resources/schemas';
import { formatSize } from './media';
import { useMediaSources } from './media-sources';
import { UnsupportedNote } from '../../ui/unsupported-note';
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
  // Where a photo would be: the same box, so the layout holds while its address is asked.
  tile: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '120px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: '28px',
  },
});

/** A photo's height at the gallery's width, from its stated size. */
const tileHeight = (item: MediaItem) =>
  item.width && item.height ? Math.round((120 * item.height) / item.width) : 120;

interface Shown {
  item: MediaItem;
  /** Its place in message.media. */
  index: number;
  /** undefined while the back end is asked; null when it gives no file. */
  src: string | null | undefined;
}

export function MediaGallery(props: { messageId: string; media: readonly MediaItem[] }) {
  const { lang } = useT();
  const text = useMessages(textBook);
  const styles = useStyles();
  const sources = useMediaSources(props.messageId, props.media);
  const [open, setOpen] = useState<{ item: MediaItem; src: string; n: number } | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  if (props.media.length === 0) return <Caption1>{text('noMedia')}</Caption1>;
  const fail = (index: number) => setFailed((before) => new Set(before).add(index));
  const shown: Shown[] = props.media.map((item, index) => ({ item, index, src: sources[index] }));
  const photos = shown.filter((entry) => entry.item.type === 'photo');
  const files = shown.filter((entry) => entry.item.type !== 'photo');
  const photoAlt = (item: MediaItem, n: number) =>
    text('photo', { n, width: item.width ?? 0, height: item.height ?? 0 });
  return (
    <div className={styles.gallery} data-gallery>
      {photos.length > 0 ? (
        <div className={styles.photos}>
          {photos.map(({ item, index, src }, position) => {
            const n = position + 1;
            if (typeof src !== 'string' || failed.has(index))
              return (
                <span
                  key={item.url}
                  className={styles.tile}
                  style={{ height: `${tileHeight(item)}px` }}
                  role="img"
                  aria-label={photoAlt(item, n)}
                  aria-busy={src === undefined ? true : undefined}
                  data-no-preview={src === undefined ? undefined : ''}
                >
                  {src === undefined ? null : <ImageOffRegular aria-hidden />}
                </span>
              );
            return (
              <Button
                key={item.url}
                className={styles.photoButton}
                appearance="subtle"
                aria-label={text('openPhoto', { n })}
                onClick={() => setOpen({ item, src, n })}
              >
                <img
                  className={styles.preview}
                  src={src}
                  width={120}
                  height={tileHeight(item)}
                  loading="lazy"
                  decoding="async"
                  alt={photoAlt(item, n)}
                  onError={() => fail(index)}
                />
              </Button>
            );
          })}
        </div>
      ) : null}
      {files.map(({ item, src }) => (
        <div key={item.url} className={styles.file} data-media-file={item.type}>
          <Caption1>
            {[text(`type.${item.type}`), item.mime, formatSize(lang, item.size)]
              .filter(Boolean)
              .join(' · ')}
          </Caption1>
          {typeof src !== 'string' ? null : item.type === 'audio' ? (
            // biome-ignore lint/a11y/useMediaCaption: generated tones carry no speech to caption
            <audio className={styles.player} controls preload="none" src={src} />
          ) : item.type === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: the API carries no caption track for videos
            <video
              className={styles.player}
              controls
              // The metadata only (a few kB): the player shows the length and the first frame.
              preload="metadata"
              src={src}
              width={item.width ?? undefined}
              height={item.height ?? undefined}
            />
          ) : null}
          {typeof src === 'string' ? (
            <Link href={src} download>
              {text('download', {
                type: text(`type.${item.type}`),
                size: formatSize(lang, item.size),
              })}
            </Link>
          ) : null}
        </div>
      ))}
      {/* Said once for the gallery: which items lack a file shows in place of each. */}
      {sources.includes(null) ? <UnsupportedNote feature="media" /> : null}
      {failed.size > 0 ? <Caption1 data-preview-failed>{text('previewFailed')}</Caption1> : null}
      <Dialog open={open !== null} onOpenChange={(_, data) => !data.open && setOpen(null)}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>{text('gallery')}</DialogTitle>
            <DialogContent>
              {open ? (
                <img
                  className={styles.large}
                  src={open.src}
                  width={open.item.width ?? undefined}
                  height={open.item.height ?? undefined}
                  alt={photoAlt(open.item, open.n)}
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
