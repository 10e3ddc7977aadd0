// <bo-channel-table>'s screen: header with Add, the filter bar, the channel table, and the edit and add dialogs.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { FilterBar, PageHeader, ResourceTable } from '../../ui';
import { ChannelEditDialog } from './channel-edit-dialog';
import { ChannelSuggestionsDialog } from './channel-suggestions-dialog';
import { channelTextBook } from './messages.en';
import { useChannelTable } from './use-channel-table';
import { useMessages } from '../../ui/i18n';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    paddingInline: tokens.spacingHorizontalS,
  },
});

export interface ChannelTableScreenProps {
  /** 1 on a console page of its own; 2 (the default) inside an element on a host page. */
  headingLevel?: 1 | 2;
}

export function ChannelTableScreen(props: ChannelTableScreenProps) {
  const channelText = useMessages(channelTextBook);

  const styles = useStyles();
  const table = useChannelTable();
  const { list } = table;
  return (
    // Not a named landmark: the host page names the region it puts the element in, and a second
    // region of the same name inside it would only repeat it (and break landmark uniqueness).
    <section className={styles.root}>
      <PageHeader
        title={channelText('title')}
        count={list.isLoading ? undefined : list.total}
        headingLevel={props.headingLevel ?? 2}
        actions={
          <Button appearance="primary" icon={<AddRegular />} onClick={table.openAdd}>
            {channelText('add')}
          </Button>
        }
      />
      <FilterBar
        label={channelText('filters')}
        fields={table.filterFields}
        values={table.params}
        onChange={table.update}
      />
      <ResourceTable
        label={channelText('tableLabel')}
        columns={table.columns}
        rows={list.items}
        total={list.total}
        params={table.params}
        onParamsChange={table.update}
        loading={list.isLoading}
        fetching={list.isFetching}
        error={list.error}
        onRetry={list.refetch}
        onRowOpen={table.openEdit}
        emptyTitle={channelText('emptyTitle')}
      />
      <ChannelEditDialog
        channel={table.editing}
        categoryOptions={table.categories.options}
        categoryName={table.categories.nameOf}
        onClose={table.closeEdit}
      />
      <ChannelSuggestionsDialog open={table.adding} onClose={table.closeAdd} />
    </section>
  );
}
