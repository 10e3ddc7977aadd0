// <bo-permission-matrix>'s screen: roles (columns) by permissions grouped by area (rows); SA locked; changes staged, shown as a diff, confirmed and saved per role.
import { Button, Checkbox, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { TextLook } from '../../ui/text-looks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { offers } from '../../core/providers/offers';
import {
  type PermissionParams,
  permissions as permissionResource,
} from '../../resources/permissions';
import { PERMISSION_AREAS } from '../../resources/permission-codes';
import { type RoleParams, roles as roleResource } from '../../resources/roles';
import { setRolePermissions } from '../../resources/roles/role-permissions';
import type { Permission, Role } from '../../resources/schemas';
import { useBackend, useOnBackend } from '../../ui/backend-context';
import { useElementEvents } from '../../ui/element-events';
import { UnsupportedNote } from '../../ui/unsupported-note';
import { errorMessage } from '../../ui/error-message';
import type { ConfirmDialogProps } from '../../ui/confirm-dialog';
import { ErrorState } from '../../ui/error-state';
import { LazyPartBoundary, lazyPart } from '../../ui/lazy-part';
import { useNotify } from '../../ui/notify';
import { PageHeader, screenRegionLabel } from '../../ui/page-header';
import { useListError } from '../../ui/use-list-error';
import { usePermission, usePermissionRefresh } from '../../ui/use-permission';
import { areaOfPermission } from '../area-list';
import { areaTitle } from '../kit/area-titles';
import { textBook } from './messages.en';
import { diffLines, nextCodes, type Staged, toggle } from './staged';
import { useMessages, useLocale } from '../../ui/i18n';
import type { BookText, Translator } from '../../core/i18n';

/** Loaded when a person saves, so the matrix's first load carries no dialog. */
const confirmPart = lazyPart<ConfirmDialogProps>(() =>
  import('../../ui/confirm-dialog').then((module) => module.ConfirmDialog),
);

const ROLE_PARAMS: RoleParams = { ...roleResource.defaults, limit: 100 };
const PERMISSION_PARAMS: PermissionParams = { ...permissionResource.defaults, limit: 100 };
const LOCKED = 'SA';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    paddingInline: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { borderCollapse: 'collapse', width: '100%', minWidth: '560px' },
  head: {
    textAlign: 'center',
    padding: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  group: {
    textAlign: 'start',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalXS}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { textAlign: 'start', padding: tokens.spacingHorizontalS, fontWeight: 'normal' },
  code: { fontFamily: tokens.fontFamilyMonospace },
  description: { display: 'block', color: tokens.colorNeutralForeground3 },
  cell: {
    textAlign: 'center',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  changed: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  diff: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    fontFamily: tokens.fontFamilyMonospace,
  },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** Area rows first (read then write), then the special permissions. */
function groupsOf(list: readonly Permission[]): [string, Permission[]][] {
  const byArea = new Map<string, Permission[]>();
  for (const permission of list) {
    const area = PERMISSION_AREAS.find((name) => permission.code.startsWith(`${name}.`));
    const special = !area || !['read', 'write'].includes(permission.code.slice(area.length + 1));
    const key = special ? 'special' : area;
    byArea.set(key, [...(byArea.get(key) ?? []), permission]);
  }
  const order = [...PERMISSION_AREAS, 'special'] as string[];
  return order
    .filter((key) => byArea.has(key))
    .map((key) => [key, (byArea.get(key) ?? []).sort((a, b) => a.code.localeCompare(b.code))]);
}

function groupTitle(
  text: BookText<keyof typeof textBook.english>,
  translator: Translator,
  key: string,
): string {
  const area = PERMISSION_AREAS.find((name) => name === key);
  const declared = area ? areaOfPermission(area) : undefined;
  return declared ? areaTitle(translator, declared.titleKey) : text('group.special');
}

export default function PermissionMatrixScreen(props: { headingLevel?: 1 | 2 }) {
  const locale = useLocale();
  const text = useMessages(textBook);
  const styles = useStyles();
  const notify = useNotify();
  const events = useElementEvents();
  usePermissionRefresh();
  // Roles and permissions of the element's back end; a provider without role permissions shows
  // the matrix read-only, saying why.
  const backend = useBackend();
  const roles = useOnBackend(roleResource);
  const permissions = useOnBackend(permissionResource);
  const offered = offers(backend, 'setRolePermissions');
  const mayEdit = usePermission('permissions.write') && offered;
  const roleQuery = useQuery({
    queryKey: roles.keys.list(ROLE_PARAMS),
    queryFn: ({ signal }) => roles.list(ROLE_PARAMS, signal),
  });
  const permissionQuery = useQuery({
    queryKey: permissions.keys.list(PERMISSION_PARAMS),
    queryFn: ({ signal }) => permissions.list(PERMISSION_PARAMS, signal),
  });
  const [staged, setStaged] = useState<Staged>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const roleList: Role[] = useMemo(
    () =>
      [...(roleQuery.data?.items ?? [])].sort(
        (a, b) =>
          ['SA', 'ADMIN', 'EDITOR', 'GUEST'].indexOf(a.code) -
          ['SA', 'ADMIN', 'EDITOR', 'GUEST'].indexOf(b.code),
      ),
    [roleQuery.data],
  );
  const permissionList = permissionQuery.data?.items ?? [];
  const groups = useMemo(() => groupsOf(permissionList), [permissionList]);
  const order = groups.flatMap(([, list]) => list.map((permission) => permission.code));
  const held = Object.fromEntries(roleList.map((role) => [role.code, role.permissions]));
  const diff = diffLines(staged, held, order);

  const save = async () => {
    setBusy(true);
    const done: string[] = [];
    try {
      for (const role of roleList) {
        const toggled = staged[role.code];
        if (!toggled || toggled.size === 0) continue;
        try {
          const saved = await setRolePermissions(
            role.uuid,
            nextCodes(role.permissions, toggled),
            backend,
          );
          done.push(role.code);
          events.emit('bo-change', { resource: 'roles', action: 'update', item: saved });
          setStaged((current) => {
            const { [role.code]: _saved, ...rest } = current;
            return rest;
          });
        } catch (error) {
          // What is not saved stays staged, so nothing is lost.
          events.emitError(error);
          notify({
            intent: 'error',
            title: text('saveFailed', { role: role.code }),
            body: errorMessage(locale, error),
          });
        }
      }
      if (done.length > 0)
        notify({ intent: 'success', title: text('saved', { roles: done.join(', ') }) });
      await Promise.all([roleQuery.refetch(), permissionQuery.refetch()]);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const Confirm = confirmPart.current();
  useListError(roleQuery);
  useListError(permissionQuery);
  const loading = roleQuery.isLoading || permissionQuery.isLoading;
  const error = roleQuery.error ?? permissionQuery.error;

  return (
    <section
      className={styles.root}
      aria-label={screenRegionLabel(locale.translator, text('title'))}
    >
      <PageHeader
        title={text('title')}
        headingLevel={props.headingLevel ?? 2}
        actions={
          mayEdit ? (
            <>
              <Button disabled={diff.length === 0 || busy} onClick={() => setStaged({})}>
                {text('discard')}
              </Button>
              <Button
                appearance="primary"
                disabled={diff.length === 0 || busy}
                onMouseEnter={confirmPart.preload}
                onFocus={confirmPart.preload}
                onClick={() => setConfirming(true)}
              >
                {text('save')}
              </Button>
            </>
          ) : null
        }
      />
      {loading ? (
        <Spinner label={text('loading')} />
      ) : error ? (
        <ErrorState
          error={error}
          title={text('failed')}
          onRetry={() => {
            void roleQuery.refetch();
            void permissionQuery.refetch();
          }}
        />
      ) : (
        <>
          {!offered ? (
            <UnsupportedNote feature="rolePermissions" />
          ) : !mayEdit ? (
            <TextLook look="caption1" role="status">
              {text('readOnly')}
            </TextLook>
          ) : null}
          <TextLook look="caption1">{text('locked', { role: LOCKED })}</TextLook>
          {diff.length > 0 ? (
            <section aria-label={text('staged')} data-diff>
              <TextLook look="caption1">{text('staged')}</TextLook>
              <ul className={styles.diff}>
                {diff.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className={styles.scroll}>
            <table part="table" className={styles.table} aria-label={text('tableLabel')}>
              <thead>
                <tr>
                  <th className={styles.name} scope="col">
                    {text('permission')}
                  </th>
                  {roleList.map((role) => (
                    <th key={role.uuid} className={styles.head} scope="col" title={role.name}>
                      {role.code}
                    </th>
                  ))}
                </tr>
              </thead>
              {groups.map(([key, list]) => (
                <tbody key={key}>
                  <tr>
                    <th className={styles.group} colSpan={roleList.length + 1} scope="colgroup">
                      {groupTitle(text, locale.translator, key)}
                    </th>
                  </tr>
                  {list.map((permission) => (
                    <tr part="row" key={permission.code} data-permission={permission.code}>
                      <th className={styles.name} scope="row">
                        <span className={styles.code}>{permission.code}</span>
                        <span className={styles.description}>
                          {permission.description || permission.name}
                        </span>
                      </th>
                      {roleList.map((role) => {
                        const locked = role.code === LOCKED;
                        const changed = staged[role.code]?.has(permission.code) ?? false;
                        const holds =
                          locked || role.permissions.includes(permission.code) !== changed;
                        return (
                          <td
                            part="cell"
                            key={role.uuid}
                            className={changed ? `${styles.cell} ${styles.changed}` : styles.cell}
                            data-role={role.code}
                          >
                            <Checkbox
                              checked={holds}
                              disabled={locked || !mayEdit || busy}
                              aria-label={text('toggle', {
                                role: role.code,
                                code: permission.code,
                              })}
                              onChange={() =>
                                setStaged((current) => toggle(current, role.code, permission.code))
                              }
                            />
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        </>
      )}
      {confirming ? (
        <LazyPartBoundary part={confirmPart}>
          <Confirm
            open={confirming}
            title={text('confirmTitle')}
            body={
              <>
                <p>{text('confirmBody')}</p>
                <ul className={styles.diff}>
                  {diff.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            }
            confirmLabel={text('save')}
            busy={busy}
            onConfirm={() => void save()}
            onCancel={() => setConfirming(false)}
          />
        </LazyPartBoundary>
      ) : null}
    </section>
  );
}
