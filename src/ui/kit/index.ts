// The area kit: an area declares resource, columns, filters, form fields and actions; ListScreen makes the screen.
export type {
  AreaConfig,
  AreaDrawerProps,
  AreaForm,
  AreaResource,
  AreaTexts,
  BulkAction,
  BulkOutcome,
  ColumnContext,
  Confirmation,
  DetailSection,
  HeaderDialog,
} from './area-config';
export type { RowAction } from './area-config';
export { catalogTexts } from './area-config';
export { bulkSummary } from './bulk-summary';
export { columnsStorageKey, readHiddenColumns, useColumnMemory } from './column-memory';
export { exportFileName, readCsv } from './csv-download';
export { DetailSections, Facts } from './detail-sections';
export {
  bodyOf,
  changedOf,
  type FieldKind,
  type FieldOption,
  type FieldRule,
  type FieldSpec,
  type FieldValue,
  fieldProblem,
  fieldsFor,
  type FormValues,
  formProblems,
  inOptionOrder,
} from './fields';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { FormError } from './form-error';
export { KitDialog, type KitDialogProps } from './kit-dialog';
export { FormField } from './form-field';
export { currencyDigits, formatMoney, formatRelative } from './format-extra';
export { moneyInput, parseMoney } from './money-input';
export { kitTextBook } from './kit-messages';
export { type LazySectionOptions, lazySection } from './lazy-section';
export { ListScreen, type ListScreenProps } from './list-screen';
export { ReferenceName } from './reference-name';
export { referenceFilter } from './reference-filter';
export { ReferencePicker } from './reference-picker';
export { type FormState, useForm } from './use-form';
export { type ListScreenState, useListScreen } from './use-list-screen';
export {
  type Lookup,
  type ReferenceSource,
  useLookup,
  useReferenceName,
  useReferenceSearch,
} from './use-lookup';
