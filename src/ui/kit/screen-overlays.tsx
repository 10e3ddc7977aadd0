// The drawer, the create/edit form and the confirmation of an area's screen, loaded when one first opens.
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ConfirmDialog } from '../confirm-dialog';
import { announceSaved } from './action-runs';
import { DetailDrawer } from '../detail-drawer';
import type { PageAndSort } from '../list-resource';
import type { AreaConfig, RowAction } from './area-config';
import { DetailSections } from './detail-sections';
import { FormDialog } from './form-dialog';
import { kitWorkBook } from './kit-work-messages';
import { offeredActions } from './own-row';
import type { ListScreenState } from './use-list-screen';
import { useMessages } from '../i18n';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface OverlaysProps<
  T extends { uuid: string } = never,
  P extends PageAndSort = PageAndSort,
> {
  config: AreaConfig<T, P>;
  screen: ListScreenState<T, P>;
}

/** The drawer's buttons for a row's actions; on your own row the refused ones greyed, with why. */
function DrawerActions<T>(props: {
  row: T;
  own: boolean;
  actions: readonly RowAction<T>[];
  onAction(action: RowAction<T>, row: T): void;
}) {
  const kitText = useMessages(kitWorkBook);
  const styles = useStyles();
  const offered = offeredActions(props.actions, props.row, props.own);
  return (
    <>
      {offered.map(({ action, refused }) => (
        <Button
          key={action.key}
          disabled={refused}
          onClick={() => props.onAction(action, props.row)}
        >
          {action.label}
        </Button>
      ))}
      {offered.some((item) => item.refused) ? (
        <Caption1 className={styles.muted}>{kitText('ownRow')}</Caption1>
      ) : null}
    </>
  );
}

export function Overlays<T extends { uuid: string }, P extends PageAndSort>(
  props: OverlaysProps<T, P>,
) {
  const kitText = useMessages(kitWorkBook);

  const { config, screen } = props;
  const { actions, target } = screen;
  const styles = useStyles();
  const rowActions = config.rowActions ?? [];
  const form = config.form;
  const editing = target?.kind === 'edit' ? target.row : undefined;
  return (
    <>
      {config.detail ? (
        <DetailDrawer
          open={Boolean(screen.detailRow)}
          title={screen.detailRow ? config.itemName(screen.detailRow) : ''}
          onClose={screen.close}
          footer={
            screen.detailRow ? (
              <div className={styles.footer}>
                {form ? (
                  <Button
                    appearance="primary"
                    onClick={() => screen.detailRow && screen.openEdit(screen.detailRow)}
                  >
                    {kitText('edit')}
                  </Button>
                ) : null}
                <DrawerActions
                  row={screen.detailRow}
                  own={actions.own(screen.detailRow)}
                  actions={rowActions}
                  onAction={actions.runRow}
                />
              </div>
            ) : null
          }
        >
          {screen.detailRow ? (
            <DetailSections sections={config.detail} row={screen.detailRow} />
          ) : null}
        </DetailDrawer>
      ) : null}
      {form && (target?.kind === 'create' || editing) ? (
        <FormDialog
          title={
            editing
              ? kitText('editLabel', { name: config.itemName(editing) })
              : (config.texts.createTitle ?? config.texts.create ?? kitText('create'))
          }
          fields={editing ? (form.editFields ?? form.fields) : form.fields}
          initial={form.initial(editing)}
          editing={Boolean(editing)}
          submitLabel={editing ? config.texts.saveSubmit : config.texts.createSubmit}
          note={form.note?.(editing)}
          confirm={form.confirmSave && ((change) => form.confirmSave?.(change, editing))}
          send={(body) =>
            editing
              ? config.resource.update(editing.uuid, body as never)
              : config.resource.create(body as never)
          }
          failureTitle={config.texts.saveFailed}
          onSaved={(item) => {
            announceSaved(actions.context, editing ? 'update' : 'create', item as T);
            screen.close();
          }}
          onClose={screen.close}
        />
      ) : null}
      <ConfirmDialog
        open={actions.confirming !== null}
        title={actions.confirming?.title ?? ''}
        body={actions.confirming?.body ?? ''}
        confirmLabel={actions.confirming?.confirmLabel ?? ''}
        destructive={actions.confirming?.destructive}
        busy={actions.busy}
        onConfirm={() => void actions.confirm()}
        onCancel={actions.cancelConfirm}
      />
    </>
  );
}
