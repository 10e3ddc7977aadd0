import { describe, expect, it } from 'vitest';
import { toastOffsetBeside } from '../../../src/ui/toast-inset';

describe('toastOffsetBeside', () => {
  it('leaves Fluent its default place when no panel is open', () => {
    expect(toastOffsetBeside(0, 1280)).toBeUndefined();
  });

  it('stands beside an open drawer when the window leaves room for a toast', () => {
    expect(toastOffsetBeside(592, 1280)).toEqual({ horizontal: 612 });
    // 292 px of toast and 20 px on each side of it.
    expect(toastOffsetBeside(592, 592 + 332)).toEqual({ horizontal: 612 });
  });

  it('goes below the drawer header when the drawer leaves no room beside it', () => {
    expect(toastOffsetBeside(390, 390)).toEqual({ vertical: 64 });
    expect(toastOffsetBeside(592, 592 + 331)).toEqual({ vertical: 64 });
  });
});
