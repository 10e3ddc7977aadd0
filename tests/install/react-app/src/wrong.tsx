// Deliberate mistakes the shipped typings must reject: `tsc -p tsconfig.wrong.json` has to fail
// on exactly the lines marked expect-error (checked by scripts/install-test.mjs).
import 'backoffice-elements/elements/bo-task-list';

export const wrongValue = <bo-task-list theme="purple" />; // expect-error
export const wrongTag = <bo-task-lst theme="dark" />; // expect-error
export const wrongDetail = <bo-task-list onbo-task-select={(event) => event.detail.id} />; // expect-error
export const wrongStrings = <bo-task-list strings={{ 'tasks.title': 5 }} />; // expect-error
export const wrongStatus = (element: HTMLElementTagNameMap['bo-task-list']) => {
  element.status = 'ready'; // expect-error
};
export const fine = <bo-task-list theme="dark" onbo-ready={() => undefined} />;
